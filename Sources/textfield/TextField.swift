import ArgumentParser

/// `textfield`: masked, filtered prompts for shell scripts.
@main
struct TextField: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "textfield",
    abstract: "Masked and filtered text input for shell scripts.",
    version: TextField.version,
    subcommands: [Prompt.self, FormCommand.self, Format.self],
    defaultSubcommand: Prompt.self)

  /// The version `--version` prints.
  static let version = "0.9.0"

  /// Runs the command; usage errors exit with 2 (not ArgumentParser's 64), as the shell contract
  /// says.
  static func main() {
    let given = Array(CommandLine.arguments.dropFirst())
    if given == ["--help"] || given == ["-h"] {
      // `prompt` is the default subcommand: its flags are what `textfield …` takes.
      print(
        helpMessage(for: Prompt.self).replacing(
          "textfield prompt", with: "textfield [prompt]"))
      print(subcommandSummary)
      return
    }
    let arguments: [String]
    do {
      arguments = try EnvironmentDefaults.arguments(given, environment: EnvironmentDefaults.current)
    } catch {
      printError("textfield: \(error)")
      Self.exit(withError: ExitCode(Status.usage))
    }
    do {
      var command = try parseAsRoot(arguments)
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

extension TextField {
  /// The subcommands, after the prompt's help.
  static let subcommandSummary = """

    SUBCOMMANDS:
      prompt (default)        \(Prompt.configuration.abstract)
      form                    \(FormCommand.configuration.abstract)
      format                  \(Format.configuration.abstract)

      See 'textfield help <subcommand>' for a subcommand's help.

    ENVIRONMENT:
      \(EnvironmentDefaults.entries.map(\.variable).joined(separator: " "))
      set defaults for the flags of the same name (TEXTFIELD_NO_BELL=1 is --no-bell); a flag
      given on the command line wins over its variable.
    """
}
