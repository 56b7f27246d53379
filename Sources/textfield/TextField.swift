import TextFieldUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `textfield`: masked, filtered prompts for shell scripts.
@main
enum TextField {
  static let abstract = "Masked and filtered text input for shell scripts."

  /// The subcommands' names; the first is the default.
  static let names = ["prompt", "form", "format", "serve", "completion", "man"]

  /// The subcommands that print a document (a completion script, the man page): the
  /// `TEXTFIELD_*` defaults are not theirs.
  static let documentNames: Set = ["completion", "man"]

  /// The subcommands, for help (a run builds only the table of its own).
  static var commands: [CommandSpec] { names.map(command(named:)) }

  /// The table of the subcommand `name` (the prompt's for any other name).
  static func command(named name: String) -> CommandSpec {
    switch name {
    case "form": FormCommand.command
    case "format": Format.command
    case "serve": Serve.command
    case "completion": CompletionCommand.command
    case "man": ManCommand.command
    default: Prompt.command
    }
  }

  static func main() {
    // Long values under a filter that reads them whole: no pages given back and faulted in
    // again on every key (see HeapTuning).
    HeapTuning.keepFreedMemory(upTo: 8 << 20)
    let status = run(Array(CommandLine.arguments.dropFirst()))
    exit(status)
  }

  /// Runs the command line `given` (without the program's name) and returns the exit status.
  ///
  /// Usage errors exit 2 (the shell contract), with the message, the option's help and the
  /// usage line on standard error.
  static func run(_ given: [String]) -> Int32 {
    let help = HelpText()
    if given == ["--help"] || given == ["-h"] || given == ["help"] {
      // `prompt` is the default subcommand: its flags are what `textfield …` takes.
      print(help.help(for: Prompt.command, invokedAs: "textfield [prompt]"), terminator: "")
      print(subcommandSummary(help))
      return Status.submitted
    }
    if given == ["--version"] {
      print(versionLine)
      return Status.submitted
    }
    if given.first == "help" {
      guard given.count == 2, names.contains(given[1]) else {
        printError(
          "textfield help: say which subcommand: "
            + names.map { "'textfield help \($0)'" }.joined(separator: ", "))
        return Status.usage
      }
      print(help.help(for: command(named: given[1])), terminator: "")
      return Status.submitted
    }
    let arguments: [String]
    do {
      arguments =
        given.first.map(documentNames.contains) == true
        ? given
        : try EnvironmentDefaults.arguments(given, environment: EnvironmentDefaults.current)
    } catch {
      printError("textfield: \(error)")
      return Status.usage
    }
    let named = arguments.first.flatMap { names.contains($0) ? $0 : nil }
    let command = command(named: named ?? "prompt")
    do {
      let parsed = try ParsedArguments(
        Array(arguments.dropFirst(named == nil ? 0 : 1)), for: command)
      if parsed.wantsHelp {
        print(help.help(for: command), terminator: "")
        return Status.submitted
      }
      if parsed.wantsVersion {
        print(versionLine)
        return Status.submitted
      }
      try run(command.name, parsed)
      return Status.submitted
    } catch let error as UsageError {
      printError(help.usageError(error, command: command))
      return Status.usage
    } catch let error as ExitStatus {
      return error.status
    } catch {
      printError("textfield: \(error)")
      return Status.cancelled
    }
  }

  /// Reads the options of the subcommand `name`, checks them and runs it.
  private static func run(_ name: String, _ arguments: ParsedArguments) throws {
    switch name {
    case FormCommand.command.name:
      let form = try FormCommand(arguments)
      try form.run(try form.validate())
    case Format.command.name:
      var format = try Format(arguments)
      try format.run()
    case Serve.command.name:
      try Serve.run()
    case CompletionCommand.command.name:
      try CompletionCommand.run(arguments)
    case ManCommand.command.name:
      try ManCommand.run()
    default:
      let prompt = try Prompt(arguments)
      try prompt.validate()
      try prompt.run()
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
  /// The subcommands and the environment, after the prompt's help.
  static func subcommandSummary(_ help: HelpText) -> String {
    let labels = names.map { $0 == names[0] ? $0 + " (default)" : $0 }
    var lines = ["", "SUBCOMMANDS:"]
    for (name, command) in zip(labels, commands) {
      lines += help.entry(name, command.abstract)
    }
    lines += [
      "", "  See 'textfield help <subcommand>' for a subcommand's help.", "", "ENVIRONMENT:",
    ]
    lines += help.wrapped("  " + EnvironmentDefaults.entries.map(\.variable).joined(separator: " "))
    lines += help.wrapped(
      "  set defaults for the flags of the same name (TEXTFIELD_NO_BELL=1 is --no-bell); a flag "
        + "given on the command line wins over its variable.")
    return lines.joined(separator: "\n")
  }
}
