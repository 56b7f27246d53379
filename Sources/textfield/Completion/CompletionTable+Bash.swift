extension CompletionTable {
  /// The bash script: a `_textfield` function registered with `complete -F`.
  ///
  /// It uses bash-completion's `_init_completion` (for `--output=json`) and `_filedir` when they
  /// are loaded, and plain `COMP_WORDS` and `compgen -f` when they are not.
  var bashScript: String {
    var lines = [
      "# bash completion for textfield, written by `textfield completion bash`.",
      "# Install: textfield completion bash > ~/.local/share/bash-completion/completions/textfield",
      "",
      "_textfield_words() {",
      "  local IFS=$'\\n'",
      "  COMPREPLY=($(compgen -W \"$1\" -- \"$cur\"))",
      "}",
      "",
      "_textfield_files() {",
      "  if declare -F _filedir >/dev/null; then",
      "    _filedir",
      "  else",
      "    local IFS=$'\\n'",
      "    COMPREPLY=($(compgen -f -- \"$cur\"))",
      "  fi",
      "}",
      "",
      "_textfield() {",
      "  local cur prev words cword split=false",
      "  if declare -F _init_completion >/dev/null; then",
      "    _init_completion -s || return",
      "  else",
      "    words=(\"${COMP_WORDS[@]}\") cword=$COMP_CWORD",
      "    cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}",
      "    if [[ $cur == = ]]; then",
      "      cur=''",
      "    elif [[ $prev == = ]] && ((COMP_CWORD > 1)); then",
      "      prev=${COMP_WORDS[COMP_CWORD-2]}",
      "    fi",
      "  fi",
      "  local command=\(commands[0].name) first=1 i",
      "  case ${words[1]-} in",
      "  \(names.joined(separator: "|"))) command=${words[1]} first=2 ;;",
      "  esac",
      "  if ((cword == 1)) && [[ $cur != -* ]]; then",
      "    _textfield_words \(bashQuoted(names.joined(separator: "\n")))",
      "    return",
      "  fi",
      "  local ended=false",
      "  for ((i = first; i < cword; i++)); do",
      "    [[ ${words[i]} == -- ]] && ended=true",
      "  done",
      "  case $command in",
    ]
    for command in commands {
      lines.append("  \(command.name))")
      lines += bashBody(command).map { "    " + $0 }
      lines.append("    ;;")
    }
    lines += ["  esac", "}", "", "complete -F _textfield textfield"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The lines completing one subcommand's words: an option's value, an option, an argument.
  private func bashBody(_ command: Command) -> [String] {
    var lines: [String] = []
    let valued = command.options.filter { $0.value != nil }
    if !valued.isEmpty {
      lines += ["if ! $ended; then", "  case $prev in"]
      for option in valued {
        lines.append("  --\(option.name)) \(bashAction(option.value)) return ;;")
      }
      lines += ["  esac", "fi"]
    }
    let spellings = command.options.flatMap(\.spellings).joined(separator: "\n")
    lines += [
      "if ! $ended && [[ $cur == -* ]]; then",
      "  _textfield_words \(bashQuoted(spellings))",
      "  return",
      "fi",
    ]
    if let arguments = command.arguments {
      lines.append(bashAction(arguments))
    }
    return lines
  }

  /// The command completing `value` (nothing for free text).
  private func bashAction(_ value: Value?) -> String {
    switch value {
    case .words(let words): "_textfield_words \(bashQuoted(words.joined(separator: "\n")));"
    case .file: "_textfield_files;"
    case .text, nil: ":;"
    }
  }

  /// `text` in single quotes, for bash.
  private func bashQuoted(_ text: String) -> String {
    "'" + text.replacing("'", with: "'\\''") + "'"
  }
}
