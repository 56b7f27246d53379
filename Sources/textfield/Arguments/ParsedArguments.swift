import TextFieldTypes

/// A subcommand's command line, read against its ``CommandSpec``.
///
/// Rules (getopt_long's, as scripts expect): `--name=VALUE` or `--name VALUE`, where VALUE may
/// start with a dash unless it is one of the subcommand's own options (`--value -5` works,
/// `--prompt --mask` says the value is missing); the last value of an option wins (environment
/// defaults are placed first for that); `--` ends the options; `-h` and `--help` anywhere ask
/// for help.
struct ParsedArguments {
  let command: CommandSpec
  private(set) var values: [String: [String]] = [:]
  private(set) var flags: [String: Bool] = [:]
  private(set) var positionals: [String] = []
  /// `-h` or `--help` was given.
  private(set) var wantsHelp = false
  /// `--version` was given.
  private(set) var wantsVersion = false

  /// Reads `arguments` (after the subcommand's name).
  /// - Throws: ``UsageError`` for an unknown option, a missing value, a value given to a flag,
  ///   or positional arguments the subcommand does not take.
  init(_ arguments: [String], for command: CommandSpec) throws(UsageError) {
    self.command = command
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      if argument == "-h" || argument == "--help" {
        wantsHelp = true
        continue
      }
      if argument == "--version" {
        wantsVersion = true
        continue
      }
      guard argument.hasPrefix("--") else {
        throw UsageError("Unknown option '\(argument)'")
      }
      let body = argument.dropFirst(2)
      let name: String
      let attached: String?
      if let equals = body.firstIndex(of: "=") {
        name = String(body[..<equals])
        attached = String(body[body.index(after: equals)...])
      } else {
        name = String(body)
        attached = nil
      }
      guard let (option, inverted) = command.option(named: name) else {
        throw UsageError(
          "Unknown option '--\(name)'"
            + (suggestion(for: name).map { ". Did you mean '\($0)'?" } ?? ""))
      }
      switch option.kind {
      case .flag, .inversion:
        if let attached {
          throw UsageError(
            "The option '--\(name)' does not take any value, but '\(attached)' was specified.")
        }
        flags[option.name] = !inverted
      case .value:
        if let attached {
          values[option.name, default: []].append(attached)
        } else if index < arguments.count, !isOption(arguments[index]) {
          values[option.name, default: []].append(arguments[index])
          index += 1
        } else {
          throw UsageError("Missing value for '\(option.synopsis)'", option: option)
        }
      }
    }
    if command.arguments == nil, !positionals.isEmpty, !wantsHelp, !wantsVersion {
      let quoted = positionals.map { "'\($0)'" }
      throw UsageError(
        quoted.count == 1
          ? "Unexpected argument \(quoted[0])"
          : "\(quoted.count) unexpected arguments: \(quoted.joined(separator: ", "))")
    }
  }

  /// Whether `argument` names one of the subcommand's options (so it is not an option's value).
  private func isOption(_ argument: String) -> Bool {
    guard argument.hasPrefix("--") else { return argument == "-h" }
    let name = argument.dropFirst(2).split(separator: "=", maxSplits: 1).first.map(String.init)
    return argument == "--" || name == "help" || name == "version"
      || name.flatMap(command.option(named:)) != nil
  }

  /// The visible option closest to a misspelt `name` (at most two edits away).
  ///
  /// Only names within two bytes of `name`'s length are measured (the distance is at least the
  /// difference of the lengths), so a long `name` costs no more than reading it.
  private func suggestion(for name: String) -> String? {
    let length = name.utf8.count
    let names = command.allOptions.filter { !$0.hidden }.map(\.name) + ["help"]
    let scored = names.filter { abs($0.utf8.count - length) <= 2 }
      .map { ($0, editDistance(Array(name.utf8), Array($0.utf8))) }.filter { $0.1 <= 2 }
    return scored.min { $0.1 < $1.1 }.map { "--" + $0.0 }
  }

  // MARK: - Values

  /// The last value given for `--name`.
  func string(_ name: String) -> String? { values[name]?.last }

  /// Every value given for a repeatable `--name`, in order.
  func strings(_ name: String) -> [String] { values[name] ?? [] }

  /// Whether the flag `--name` was given.
  func flag(_ name: String) -> Bool { flags[name] ?? false }

  /// `true` for `--name`, `false` for `--no-name` (the last one wins), `nil` for neither.
  func inversion(_ name: String) -> Bool? { flags[name] }

  /// The last value of `--name` as a whole number.
  func integer(_ name: String) throws(UsageError) -> Int? {
    try converted(name) { Int($0) }
  }

  /// The last value of `--name` as a number.
  func number(_ name: String) throws(UsageError) -> Double? {
    try converted(name) { Double($0) }
  }

  /// The last value of `--name` read by `parse`, which returns `nil` for a word it does not
  /// take; the error lists the option's choices.
  func converted<Value>(
    _ name: String, _ parse: (String) -> Value?
  ) throws(UsageError) -> Value? {
    guard let text = string(name) else { return nil }
    if let value = parse(text) { return value }
    let option = command.allOptions.first { $0.name == name }
    var message = "The value '\(text)' is invalid for '\(option?.synopsis ?? "--" + name)'"
    if let choices = option?.choices, !choices.isEmpty {
      let quoted = choices.map { "'\($0)'" }
      let list =
        quoted.count < 2
        ? quoted.joined()
        : quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
      message += ". Please provide one of \(list)."
    }
    throw UsageError(message, option: option)
  }
}
