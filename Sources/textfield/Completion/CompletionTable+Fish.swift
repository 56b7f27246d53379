extension CompletionTable {
  /// The fish script: `complete -c textfield` lines, each conditioned on the subcommand.
  var fishScript: String {
    let subcommands = names.joined(separator: " ")
    var lines = [
      "# fish completion for textfield, written by `textfield completion fish`.",
      "# Install: textfield completion fish > ~/.config/fish/completions/textfield.fish",
      "",
      "# The subcommand of the command line: the first word when it is one, else the default.",
      "function __textfield_command",
      "    set -l tokens (commandline -opc)",
      "    if set -q tokens[2]; and contains -- $tokens[2] \(subcommands)",
      "        echo $tokens[2]",
      "    else",
      "        echo \(commands[0].name)",
      "    end",
      "end",
      "",
      "# Nothing typed after textfield yet: a subcommand may come.",
      "function __textfield_first",
      "    set -l tokens (commandline -opc)",
      "    not set -q tokens[2]",
      "end",
      "",
      "complete -c textfield -f",
    ]
    for command in commands {
      lines.append(
        "complete -c textfield -n __textfield_first -a \(command.name) -d "
          + fishQuoted(command.abstract))
    }
    for command in commands {
      lines.append("")
      let condition = "-n " + fishQuoted("test (__textfield_command) = \(command.name)")
      for option in command.options {
        for spelling in option.spellings {
          var line = "complete -c textfield \(condition) -l \(spelling.dropFirst(2))"
          switch option.value {
          case .words(let words): line += " -x -a " + fishQuoted(words.joined(separator: " "))
          case .file: line += " -r -F"
          case .text: line += " -x"
          case nil: break
          }
          lines.append(line + " -d " + fishQuoted(option.help))
        }
      }
      switch command.arguments {
      case .words(let words):
        lines.append(
          "complete -c textfield \(condition) -a " + fishQuoted(words.joined(separator: " ")))
      case .file: lines.append("complete -c textfield \(condition) -F")
      case .text, nil: break
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `text` in single quotes, for fish (which escapes only `\` and `'` inside them).
  private func fishQuoted(_ text: String) -> String {
    "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
  }
}
