#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `TEXTFIELD_*` environment variables as defaults for flags, as gum reads `GUM_INPUT_*`.
///
/// Precedence: a flag on the command line, then its variable, then the built-in default. The
/// variables become flags placed before the command line's own (the last value of an option
/// wins), so a flag given always overrides its variable. An empty variable counts as unset.
enum EnvironmentDefaults {
  /// What a variable stands for.
  struct Entry: Sendable {
    enum Kind: Sendable {
      /// An option taking the variable's value.
      case value
      /// A flag: `1`, `true` or `yes` set it; `0`, `false` or `no` leave it off.
      case flag
      /// A whole number of cells, 1 or more.
      case cells
      /// A number of seconds, more than 0.
      case seconds
    }

    var variable: String
    var option: String
    var kind: Kind
    /// The subcommands that take the option.
    var subcommands: Set<String>
  }

  /// A variable whose value the option cannot take.
  struct Problem: Error, CustomStringConvertible {
    var description: String
  }

  static let entries: [Entry] = [
    Entry(variable: "TEXTFIELD_PROMPT", option: "--prompt", kind: .value, subcommands: ["prompt"]),
    Entry(
      variable: "TEXTFIELD_PLACEHOLDER", option: "--placeholder", kind: .value,
      subcommands: ["prompt"]),
    Entry(
      variable: "TEXTFIELD_HEADER", option: "--header", kind: .value,
      subcommands: ["prompt", "form"]),
    Entry(variable: "TEXTFIELD_WIDTH", option: "--width", kind: .cells, subcommands: ["prompt"]),
    Entry(
      variable: "TEXTFIELD_TIMEOUT", option: "--timeout", kind: .seconds,
      subcommands: ["prompt", "form"]),
    Entry(
      variable: "TEXTFIELD_FULLSCREEN", option: "--fullscreen", kind: .flag,
      subcommands: ["prompt", "form"]),
    Entry(
      variable: "TEXTFIELD_CLEAR", option: "--clear", kind: .flag, subcommands: ["prompt", "form"]),
    Entry(
      variable: "TEXTFIELD_MOUSE", option: "--mouse", kind: .flag, subcommands: ["prompt", "form"]),
    Entry(
      variable: "TEXTFIELD_NO_BELL", option: "--no-bell", kind: .flag,
      subcommands: ["prompt", "form"]),
  ]

  /// The current values of the variables of ``entries`` (unset ones are left out).
  static var current: [String: String] {
    var values: [String: String] = [:]
    for entry in entries {
      if let value = getenv(entry.variable) { values[entry.variable] = String(cString: value) }
    }
    return values
  }

  /// The subcommands, and the words that ask for help or the version (no defaults then).
  private static let subcommands: Set<String> = ["prompt", "form", "format", "serve", "help"]
  private static let informational: Set<String> = ["-h", "--help", "--version", "help"]

  /// `arguments` (without the program name) with the environment's defaults inserted after the
  /// subcommand's name, or at the start for the default subcommand, `prompt`.
  /// - Throws: ``Problem`` naming the variable whose value does not fit its option.
  static func arguments(
    _ arguments: [String], environment: [String: String]
  ) throws(Problem) -> [String] {
    guard !arguments.contains(where: informational.contains) else { return arguments }
    let named = arguments.first.map(subcommands.contains) ?? false
    let subcommand = named ? arguments[0] : "prompt"
    var defaults: [String] = []
    for entry in entries where entry.subcommands.contains(subcommand) {
      guard let value = environment[entry.variable], !value.isEmpty else { continue }
      if let argument = try argument(for: entry, value: value) { defaults.append(argument) }
    }
    return named
      ? [arguments[0]] + defaults + arguments.dropFirst() : defaults + arguments
  }

  private static func argument(for entry: Entry, value: String) throws(Problem) -> String? {
    let problem = { (need: String) in
      Problem(description: "\(entry.variable)=\(value): \(need) (it sets \(entry.option))")
    }
    switch entry.kind {
    case .value:
      return "\(entry.option)=\(value)"
    case .flag:
      switch value.lowercased() {
      case "1", "true", "yes": return entry.option
      case "0", "false", "no": return nil
      default: throw problem("say 1 or 0")
      }
    case .cells:
      guard let cells = Int(value), cells >= 1 else {
        throw problem("must be a whole number of cells, 1 or more")
      }
      return "\(entry.option)=\(cells)"
    case .seconds:
      guard let seconds = Double(value), seconds > 0, seconds <= Interactive.longestTimeout else {
        throw problem("must be a number of seconds, more than 0")
      }
      return "\(entry.option)=\(value)"
    }
  }
}
