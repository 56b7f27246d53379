/// The flags and options a subcommand takes, and the words of its `--help`.
///
/// A table instead of property wrappers: parsing and help read it directly, with no reflection
/// at start (see DECISIONS.md, "Our own argument parsing").
struct CommandSpec: Sendable {
  /// The subcommand's name: `prompt`, `form`, `format`.
  var name: String
  /// One line: what the subcommand does (the help's OVERVIEW and the subcommand list).
  var abstract: String
  /// Paragraphs after the overview, made when the help is shown (not at every start).
  ///
  /// Each line is wrapped on its own to the screen's width.
  var discussion: @Sendable () -> String
  /// What follows `textfield NAME` on the usage line.
  var usage: String
  /// Options under a heading of their own (`MASK OPTIONS`), shown before ``options``.
  var groups: [OptionGroupSpec] = []
  /// The options shown under `OPTIONS`.
  var options: [OptionSpec]
  /// The positional arguments' name and help, when the subcommand takes any.
  var arguments: (name: String, help: String)?
  /// The words a positional argument may be (`completion`'s shells), for the completions.
  var argumentChoices: [String] = []

  /// Every option the subcommand takes, grouped ones first.
  var allOptions: [OptionSpec] { groups.flatMap(\.options) + options }

  /// The option spelled `--name` (or `--no-name` for an inversion), if the subcommand takes it.
  func option(named name: String) -> (OptionSpec, inverted: Bool)? {
    for option in allOptions {
      if option.name == name { return (option, false) }
      if option.kind == .inversion, "no-" + option.name == name { return (option, true) }
    }
    return nil
  }
}

/// Options shown under a heading of their own.
struct OptionGroupSpec: Sendable {
  var title: String
  var options: [OptionSpec]
}

/// One `--name` a subcommand takes.
struct OptionSpec: Sendable {
  enum Kind: Sendable, Equatable {
    /// `--name`: on when given.
    case flag
    /// `--name/--no-name`: on, off, or not given.
    case inversion
    /// `--name VALUE` or `--name=VALUE`; the last one given wins unless it is repeatable.
    case value
  }

  /// The long name without its dashes: `max-length`.
  var name: String
  var kind: Kind
  var help: String
  /// The words a value may be, listed in the help after the text (`--output`).
  var choices: [String] = []
  /// The default the help names, if any.
  var defaultValue: String?
  /// Left out of `--help` (old spellings, `--inline`).
  var hidden = false
  /// The value names a file (`--spec`): shells complete file names for it.
  var takesFile = false

  static func flag(_ name: String, _ help: String, hidden: Bool = false) -> OptionSpec {
    OptionSpec(name: name, kind: .flag, help: help, hidden: hidden)
  }

  static func value(
    _ name: String, _ help: String, choices: [String] = [], default defaultValue: String? = nil
  ) -> OptionSpec {
    OptionSpec(
      name: name, kind: .value, help: help, choices: choices, defaultValue: defaultValue)
  }

  /// `--name FILE`: a value the shells complete as a file name.
  static func file(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, kind: .value, help: help, takesFile: true)
  }

  static func inversion(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, kind: .inversion, help: help)
  }

  /// How the help and the error messages write it: `--mask <mask>`, `--rtl`,
  /// `--autocomplete/--no-autocomplete`.
  var synopsis: String {
    switch kind {
    case .flag: "--\(name)"
    case .inversion: "--\(name)/--no-\(name)"
    case .value: "--\(name) <\(name)>"
    }
  }
}
