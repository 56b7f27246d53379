extension CompletionTable {
  /// The zsh script: an autoloadable `_textfield` function (`#compdef textfield`) over
  /// `_arguments`, one function per subcommand.
  var zshScript: String {
    var lines = [
      "#compdef textfield",
      "# zsh completion for textfield, written by `textfield completion zsh`.",
      "# Install: textfield completion zsh > ~/.zfunc/_textfield, with ~/.zfunc in fpath before",
      "# compinit runs.",
      "",
      "_textfield() {",
      "  local -a subcommands",
      "  subcommands=(",
    ]
    lines += commands.map {
      "    " + zshQuoted(zshEscaped($0.name, colons: true) + ":" + $0.abstract)
    }
    lines += [
      "  )",
      "  if ((CURRENT == 2)) && [[ $words[2] != -* ]]; then",
      "    _describe -t subcommands 'textfield subcommand' subcommands",
      "    return",
      "  fi",
      "  case $words[2] in",
      "  \(names.joined(separator: "|")))",
      "    local command=$words[2]",
      "    shift words",
      "    ((CURRENT--))",
      "    curcontext=${curcontext%:*:*}:textfield-$command:",
      "    _textfield_$command",
      "    ;;",
      "  *) _textfield_\(commands[0].name) ;;",
      "  esac",
      "}",
    ]
    for command in commands {
      lines += ["", "_textfield_\(command.name)() {", "  _arguments -s -S \\"]
      var specs = command.options.flatMap(zshSpecs)
      if let arguments = command.arguments {
        let name = zshName(of: arguments)
        specs.append("*:\(name):\(zshAction(arguments))")
      }
      lines += specs.map { "    " + zshQuoted($0) + " \\" }
      lines[lines.count - 1].removeLast(2)
      lines.append("}")
    }
    lines += ["", "_textfield \"$@\""]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `_arguments` specs of `option`: `--name=[help]:name:action`, both spellings of an
  /// inversion excluding each other, `--help` excluding everything.
  private func zshSpecs(_ option: Option) -> [String] {
    let help = "[" + zshEscaped(option.help, colons: false) + "]"
    guard let value = option.value else {
      if option.name == "help" || option.name == "version" {
        return ["(- *)--\(option.name)\(help)"]
      }
      let exclusions = "(" + option.spellings.joined(separator: " ") + ")"
      return option.spellings.map { exclusions + $0 + help }
    }
    // Repeatable: the parser takes any option again (the last value wins, --affine adds one).
    let message = value == .file ? "file" : option.name
    return ["*--\(option.name)=\(help):\(message):\(zshAction(value))"]
  }

  private func zshName(of value: Value) -> String {
    switch value {
    case .words: "value"
    case .file: "file"
    case .text(let name): name
    }
  }

  /// The `_arguments` action: a word list, `_files`, or a blank (nothing to offer).
  private func zshAction(_ value: Value) -> String {
    switch value {
    case .words(let words): "(" + words.joined(separator: " ") + ")"
    case .file: "_files"
    case .text: " "
    }
  }

  /// `text` with what `_arguments` and `_describe` read as syntax escaped.
  private func zshEscaped(_ text: String, colons: Bool) -> String {
    var escaped = ""
    for character in text {
      if character == "[" || character == "]" || character == "\\" || (colons && character == ":") {
        escaped.append("\\")
      }
      escaped.append(character)
    }
    return escaped
  }

  /// `text` in single quotes, for zsh.
  private func zshQuoted(_ text: String) -> String {
    "'" + text.replacing("'", with: "'\\''") + "'"
  }
}
