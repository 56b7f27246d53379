/// What a shell completes for `textfield`, read from the subcommands' option tables.
///
/// The scripts of `textfield completion` are written from this table, and the table from the
/// ``CommandSpec``s the parser and `--help` read, so the three cannot disagree.
struct CompletionTable: Sendable {
  /// What an option's value or a positional argument completes to.
  enum Value: Sendable, Equatable {
    /// One of these words (`--type phone`).
    case words([String])
    /// A file name (`--spec form.json`).
    case file
    /// Free text, nothing to offer; the name says what is asked (`mask`).
    case text(String)
  }

  /// One option as the shells offer it.
  struct Option: Sendable {
    /// The long name without dashes: `autocomplete`.
    var name: String
    /// `--no-name` is offered too.
    var invertible: Bool
    var help: String
    /// What the value completes to, `nil` for a flag.
    var value: Value?

    /// Every spelling offered: `--autocomplete`, `--no-autocomplete`.
    var spellings: [String] { invertible ? ["--" + name, "--no-" + name] : ["--" + name] }
  }

  /// One subcommand.
  struct Command: Sendable {
    var name: String
    var abstract: String
    /// The options `--help` shows, then `--help` and `--version` (every subcommand takes them).
    var options: [Option]
    /// What a positional argument completes to, `nil` when it takes none.
    var arguments: Value?
  }

  /// The subcommands; the first, `prompt`, is what `textfield --option …` runs.
  var commands: [Command]

  /// The table of `textfield` today.
  static var current: CompletionTable { CompletionTable(TextField.commands) }

  init(_ specs: [CommandSpec]) {
    commands = specs.map { spec in
      let arguments: Value? =
        if !spec.argumentChoices.isEmpty {
          .words(spec.argumentChoices)
        } else {
          spec.arguments.map { .text($0.name) }
        }
      return Command(
        name: spec.name, abstract: spec.abstract,
        options: spec.allOptions.filter { !$0.hidden }.map(Self.option) + Self.common,
        arguments: arguments)
    }
  }

  /// `--help` and `--version`, which every subcommand takes.
  static let common = [
    Option(name: "help", invertible: false, help: "Show help information.", value: nil),
    Option(name: "version", invertible: false, help: "Show the version.", value: nil),
  ]

  private static func option(_ spec: OptionSpec) -> Option {
    let value: Value? =
      switch spec.kind {
      case .flag, .inversion: nil
      case .value:
        if spec.takesFile {
          .file
        } else if !spec.choices.isEmpty {
          .words(spec.choices)
        } else {
          .text(spec.name)
        }
      }
    return Option(
      name: spec.name, invertible: spec.kind == .inversion, help: spec.help, value: value)
  }

  /// The subcommands' names, in order.
  var names: [String] { commands.map(\.name) }
}
