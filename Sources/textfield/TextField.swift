import ArgumentParser

/// `textfield`: masked, filtered prompts for shell scripts.
@main
struct TextField: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "textfield",
    abstract: "Masked and filtered text input for shell scripts.",
    subcommands: [Prompt.self, FormCommand.self, Format.self],
    defaultSubcommand: Prompt.self)

  /// Runs the command; usage errors exit with 2 (not ArgumentParser's 64), as the shell contract
  /// says.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      guard code == .validationFailure else { Self.exit(withError: error) }
      printError(fullMessage(for: error))
      Self.exit(withError: ExitCode(Status.usage))
    }
  }
}

/// The exit statuses of the shell contract, the same for every subcommand (the table is in
/// `Status+Help.swift`).
enum Status {
  static let submitted: Int32 = 0
  static let cancelled: Int32 = 1
  static let usage: Int32 = 2
  static let unsatisfied: Int32 = 3
  /// A read or write failed (`EX_IOERR`): standard output is `/dev/full`, closed, a closed pipe.
  static let inputOutput: Int32 = 74
  static let timedOut: Int32 = 124
  static let interrupted: Int32 = 130
}
