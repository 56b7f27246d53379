import Foundation
import TestSupport
import Testing

/// Conventions script authors bring from other tools: `--version`, `--help` showing the default
/// subcommand's flags, `TEXTFIELD_*` defaults, and `--timeout` without a terminal.
@Suite struct ConventionsTests {
  let textfield = BuiltProgram("textfield")

  @Test func versionIsPrinted() throws {
    // The version alone, or with the commit for the lean build (VersionAgreementTests).
    let run = try textfield.run(["--version"])
    #expect(run.stdout == (try VersionAgreementTests.expectedVersionOutput()))
    #expect(run.status == 0)
  }

  @Test(arguments: [["--help"], ["-h"]])
  func helpShowsThePromptsFlagsAndTheSubcommands(arguments: [String]) throws {
    let run = try textfield.run(arguments)
    #expect(run.status == 0)
    #expect(run.stdout.contains("USAGE: textfield [prompt] <options>\n"))
    for flag in ["--mask <mask>", "--max-length <max-length>", "--timeout <timeout>", "--no-bell"] {
      #expect(run.stdout.contains(flag), "\(flag)")
    }
    #expect(run.stdout.contains("  prompt (default)  "))
    #expect(run.stdout.contains("  format  "))
    #expect(run.stdout.contains("TEXTFIELD_WIDTH"))
  }

  @Test func environmentDefaultsAndFlagsWinOverThem() throws {
    var environment = BuiltProgram.lineModeEnvironment
    environment["TEXTFIELD_TIMEOUT"] = "30"
    environment["TEXTFIELD_NO_BELL"] = "1"
    // Both variables become flags the prompt accepts; the run is unchanged.
    let run = try textfield.run(["--max-length", "3"], input: "abc\n", environment: environment)
    #expect(run.stdout == "abc\n")
    #expect(run.status == 0)
    // A flag given on the command line takes precedence (the last value of an option wins).
    environment["TEXTFIELD_TIMEOUT"] = "0.001"
    let given = try textfield.run(["--timeout", "30"], input: "ok\n", environment: environment)
    #expect(given.stdout == "ok\n")
    #expect(given.status == 0)
  }

  @Test(arguments: [
    ("TEXTFIELD_WIDTH", "abc", "must be a whole number of cells, 1 or more (it sets --width)"),
    ("TEXTFIELD_WIDTH", "0", "must be a whole number of cells, 1 or more (it sets --width)"),
    ("TEXTFIELD_TIMEOUT", "-1", "must be a number of seconds, more than 0 (it sets --timeout)"),
    ("TEXTFIELD_MOUSE", "maybe", "say 1 or 0 (it sets --mouse)"),
  ])
  func aVariableThatDoesNotFitIsAUsageError(name: String, value: String, problem: String) throws {
    var environment = BuiltProgram.lineModeEnvironment
    environment[name] = value
    let run = try textfield.run([], input: "x\n", environment: environment)
    #expect(run.stderr == "textfield: \(name)=\(value): \(problem)\n")
    #expect(run.stdout == "")
    #expect(run.status == 2)
  }

  @Test func helpForASubcommandOrSaysWhichThereAre() throws {
    let format = try textfield.run(["help", "format"])
    #expect(format.status == 0)
    #expect(format.stdout.hasPrefix("OVERVIEW: Format text with an input mask or a field type.\n"))
    let unknown = try textfield.run(["help", "nope"])
    #expect(unknown.status == 2)
    #expect(unknown.stdout == "")
    #expect(
      unknown.stderr
        == "textfield help: say which subcommand: 'textfield help prompt', "
        + "'textfield help form', 'textfield help format', 'textfield help serve', "
        + "'textfield help completion', 'textfield help man'\n")
  }

  @Test func helpAndVersionIgnoreTheEnvironment() throws {
    var environment = BuiltProgram.lineModeEnvironment
    environment["TEXTFIELD_WIDTH"] = "abc"
    #expect(try textfield.run(["--version"], environment: environment).status == 0)
  }

  @Test(arguments: [[], ["form", "--field", "a:A:"]])
  func timeoutEndsAWaitForStandardInput(arguments: [String]) throws {
    let script =
      "(sleep 3; echo late) | TERM=dumb \"$1\" \(arguments.joined(separator: " ")) --timeout 0.5 2>&1; echo \"status $?\""
    let prefix = arguments.isEmpty ? "" : "field \"a\": "
    #expect(
      try BuiltProgram.Shell().run(script, textfield.url.path)
        == "textfield: \(prefix)no input within 0.5 s (--timeout)\nstatus 124\n")
  }
}
