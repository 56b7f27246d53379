import Testing

@testable import textfield

/// `textfield`'s own argument parsing: getopt_long's rules, and the messages of usage errors.
@Suite struct ArgumentParsingTests {
  func parse(
    _ arguments: [String], _ command: CommandSpec = Prompt.command
  ) throws(UsageError)
    -> ParsedArguments
  {
    try ParsedArguments(arguments, for: command)
  }

  /// The message of the usage error `prompt` (or `command`) reports for `arguments`, reading
  /// their values too.
  func message(_ arguments: [String], _ command: CommandSpec = Prompt.command) -> String? {
    do {
      let parsed = try parse(arguments, command)
      if command.name == Prompt.command.name { _ = try Prompt(parsed) }
      return nil
    } catch {
      return error.message
    }
  }

  @Test func valuesAttachedOrNextAndTheLastWins() throws {
    let parsed = try parse(["--mask=[0]", "--prompt", "A", "--prompt", "B", "--affine", "x"])
    #expect(parsed.string("mask") == "[0]")
    #expect(parsed.string("prompt") == "B")
    #expect(parsed.strings("affine") == ["x"])
    #expect(parsed.string("header") == nil)
  }

  @Test func aValueMayStartWithADashButNotBeAnOption() throws {
    #expect(try parse(["--value", "-5"]).string("value") == "-5")
    #expect(try parse(["--value", "--frobnicate"]).string("value") == "--frobnicate")
    #expect(try parse(["--value="]).string("value") == "")
    #expect(message(["--prompt", "--mask", "[0]"]) == "Missing value for '--prompt <prompt>'")
    #expect(message(["--prompt"]) == "Missing value for '--prompt <prompt>'")
    #expect(message(["--prompt", "--help"]) == "Missing value for '--prompt <prompt>'")
  }

  @Test func flagsAndInversions() throws {
    let parsed = try parse(["--rtl", "--no-autocomplete", "--autocomplete", "--no-autocomplete"])
    #expect(parsed.flag("rtl"))
    #expect(!parsed.flag("password"))
    #expect(parsed.inversion("autocomplete") == false)
    #expect(try parse([]).inversion("autocomplete") == nil)
    #expect(
      message(["--rtl=yes"])
        == "The option '--rtl' does not take any value, but 'yes' was specified.")
  }

  @Test func dashDashEndsTheOptions() throws {
    let parsed = try parse(["--mask", "[0]", "--", "--rtl", "-5", "-"], Format.command)
    #expect(parsed.positionals == ["--rtl", "-5", "-"])
    #expect(!parsed.flag("rtl"))
  }

  @Test func helpAndVersionAnywhere() throws {
    #expect(try parse(["--mask", "[0]", "-h"]).wantsHelp)
    #expect(try parse(["stray", "--help"]).wantsHelp)
    #expect(try parse(["--version"]).wantsVersion)
  }

  @Test(arguments: [
    (["--bogus"], "Unknown option '--bogus'"),
    (["--mask-x"], "Unknown option '--mask-x'. Did you mean '--mask'?"),
    (["--autocomplet"], "Unknown option '--autocomplet'. Did you mean '--autocomplete'?"),
    (["-x"], "Unknown option '-x'"),
    (["--"], nil),
    (["--=x"], "Unknown option '--'"),
    (["a"], "Unexpected argument 'a'"),
    (["a", "--", "b"], "2 unexpected arguments: 'a', 'b'"),
    (["--width", "x"], "The value 'x' is invalid for '--width <width>'"),
    (["--timeout", ""], "The value '' is invalid for '--timeout <timeout>'"),
    (
      ["--output", "yaml"],
      "The value 'yaml' is invalid for '--output <output>'. Please provide one of 'formatted', "
        + "'value' or 'json'."
    ),
  ])
  func usageErrorsSayWhatIsWrong(arguments: [String], expected: String?) throws {
    #expect(message(arguments) == expected)
  }

  @Test func theHelpWrapsToTheWidthAndKeepsTables() {
    let help = HelpText(width: 60).help(for: Format.command)
    for line in help.split(separator: "\n") where line.contains(" ") && !line.contains("--") {
      #expect(line.count <= 60 || !line.dropFirst(2).contains(" "), "\(line)")
    }
    #expect(help.contains("\n    0  submitted (format: every input formatted)\n"))
    #expect(
      HelpText(width: 80).help(for: Format.command).contains(
        "\n  --mask <mask>           The mask format (required unless --jsonl or --type).\n"))
    #expect(help.contains("\n  --autocomplete/--no-autocomplete\n                          Add "))
    #expect(!help.contains("--inline"))
  }
}
