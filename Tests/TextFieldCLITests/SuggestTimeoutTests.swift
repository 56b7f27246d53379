import Foundation
import TestSupport
import Testing
import TextFieldCore
import TextFieldSpec

@testable import textfield

/// `--suggest-timeout` and the spec key `suggest-timeout`: the limit of one run of
/// `--suggest-command`, 500 ms unless given; a value it cannot take is a usage error (exit 2).
@Suite struct SuggestTimeoutTests {
  let textfield = BuiltProgram("textfield")

  static let rule = "must be a whole number of milliseconds, 1 to 60000"

  /// A runner whose every run passes its time limit, recording the texts it was given.
  final class Slow {
    var texts: [String] = []
    var outputHeldOpen = false

    func run(_ arguments: [String]) throws(ChildProcess.Failure) -> ChildProcess.Result {
      texts.append(arguments.last ?? "")
      return ChildProcess.Result(
        status: nil, timedOut: true, outputHeldOpen: outputHeldOpen, output: [], errorOutput: [])
    }
  }

  static func ask(_ source: CommandSuggestions, _ text: String) -> ([String], String?) {
    let found = source.suggestions(for: SuggestionQuery(text: text, caret: 0), limit: 5)
    return (found.map(\.text), source.takeNotice())
  }

  @Test func theNoticeNamesTheLimitInForce() {
    let slow = Slow()
    let source = CommandSuggestions(words: ["look"], timeLimit: 1500, runner: slow.run)
    #expect(
      Self.ask(source, "a") == ([], "--suggest-command: look took over 1500 ms; stopped asking it"))
    #expect(Self.ask(source, "b") == ([], nil))
    #expect(slow.texts == ["a"])
    let held = Slow()
    held.outputHeldOpen = true
    let holding = CommandSuggestions(words: ["/usr/bin/look"], timeLimit: 60_000, runner: held.run)
    #expect(
      Self.ask(holding, "a")
        == (
          [],
          "--suggest-command: look exited, but what it started kept its output open over "
            + "60000 ms; stopped asking it"
        ))
  }

  @Test func theOptionAndTheSpecKeyReachTheSource() throws {
    var spec = FieldSpec(key: "", label: "Name")
    spec.suggestCommand = "sh -c 'echo x'"
    let standard = try SuggestOptions.sources(for: spec).first as? CommandSuggestions
    #expect(standard?.timeLimit == 500)
    spec.suggestTimeout = 3000
    let given = try SuggestOptions.sources(for: spec).first as? CommandSuggestions
    #expect(given?.words == ["sh", "-c", "echo x"])
    #expect(given?.timeLimit == 3000)
    let file = try FormSpecFile(
      json: try SuggestOptionTests.json(
        #"{"fields": [{"key": "c", "suggest-command": "look", "suggest-timeout": 60000}]}"#))
    #expect(file.fields.map(\.suggestTimeout) == [60_000])
    #expect(
      try FieldSpec(argument: "c:City:suggest-command=look;suggest-timeout=1").suggestTimeout == 1)
  }

  @Test func aRealCommandRunsForTheGivenLimit() {
    // 10 s: a start of `sh` slowed by a loaded machine does not pass it.
    let source = CommandSuggestions(
      words: ["sh", "-c", #"printf '%s\n' "$0 one""#], timeLimit: 10_000)
    #expect(Self.ask(source, "go") == (["go one"], nil))
  }

  @Test(arguments: [
    (["--suggest-timeout", "0"], "--suggest-timeout \(rule)"),
    (["--suggest-timeout", "-5"], "--suggest-timeout \(rule)"),
    (["--suggest-timeout=-1"], "--suggest-timeout \(rule)"),
    (["--suggest-timeout", "60001"], "--suggest-timeout \(rule)"),
    (["--suggest-timeout", "99999999999999999999"], "--suggest-timeout \(rule)"),
    (["--suggest-timeout", "1.5"], "--suggest-timeout \(rule)"),
    (["--suggest-timeout", "soon"], "--suggest-timeout \(rule)"),
    (["--suggest-timeout", ""], "--suggest-timeout \(rule)"),
  ])
  func badValuesAreUsageErrors(arguments: [String], message: String) throws {
    let run = try textfield.run(["--suggest-command", "true"] + arguments, input: "x\n")
    #expect(run.status == 2)
    #expect(run.stderr.split(separator: "\n").first.map(String.init) == "Error: \(message)")
    #expect(run.stdout == "")
  }

  @Test(arguments: [
    (
      ["--suggest-timeout", "1500"],
      "--suggest-timeout limits each run of --suggest-command: give --suggest-command too"
    ),
    (
      ["form", "--field", "c:City:suggest-timeout=1500"],
      #"field "c": suggest-timeout limits each run of suggest-command: give suggest-command too"#
    ),
    (
      ["form", "--field", "c:City:suggest-command=true;suggest-timeout=0"],
      #"field "c": suggest-timeout \#(rule)"#
    ),
    (
      ["form", "--field", "c:City:suggest-command=true;suggest-timeout=fast"],
      #"--field "c:City:suggest-command=true;suggest-timeout=fast": suggest-timeout \#(rule)"#
    ),
  ])
  func aLimitWithoutACommandOrOutOfRangeIsAUsageError(
    arguments: [String], message: String
  )
    throws
  {
    let run = try textfield.run(arguments, input: "x\n")
    #expect(run.status == 2)
    #expect(run.stderr.split(separator: "\n").first.map(String.init) == "Error: \(message)")
    #expect(run.stdout == "")
  }

  /// Reading the file refuses a value of another type (`--spec FILE: `); checking the field
  /// refuses a number out of range.
  @Test(arguments: [
    (
      #""suggest-timeout": "1500""#,
      #"--spec FILE: field "c": fields[0].suggest-timeout must be a whole number"#
    ),
    (
      #""suggest-timeout": 1.5"#,
      #"--spec FILE: field "c": fields[0].suggest-timeout must be a whole number"#
    ),
    (
      #""suggest-timeout": null"#,
      #"--spec FILE: field "c": fields[0].suggest-timeout must be a whole number"#
    ),
    (#""suggest-timeout": 60001"#, #"field "c": suggest-timeout \#(rule)"#),
    (#""suggest-timeout": -3"#, #"field "c": suggest-timeout \#(rule)"#),
  ])
  func aSpecFilesBadLimitIsRefused(member: String, message: String) throws {
    let spec = try SuggestOptionTests.temporary(
      "spec", Array(#"{"fields": [{"key": "c", "suggest-command": "true", \#(member)}]}"#.utf8))
    let run = try textfield.runLineMode(["form", "--spec", spec], input: "x\n")
    #expect(run.status == 2)
    let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.replacingOccurrences(of: spec, with: "FILE") == "Error: \(message)")
  }

  @Test func aSpecFilesLimitIsAcceptedWithItsCommand() throws {
    let spec = try SuggestOptionTests.temporary(
      "spec",
      Array(
        #"{"fields": [{"key": "c", "suggest-command": "true", "suggest-timeout": 1500}]}"#.utf8))
    let run = try textfield.runLineMode(
      ["form", "--spec", spec, "--output", "value"], input: "x\n")
    #expect(run.status == 0)
    #expect(run.stdout == "x\n")
  }

  @Test func theHelpOfBothOptionsNamesTheLimit() throws {
    let run = try textfield.run(["--help"])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let start = lines.firstIndex { $0.hasPrefix("  --suggest-command <") } ?? lines.endIndex
    let indent = String(repeating: " ", count: 26)
    #expect(
      lines[start...].prefix(13).joined(separator: "\n")
        == """
          --suggest-command <suggest-command>
        \(indent)A program that prints values to suggest, one per line,
        \(indent)for the text (given as its last argument). Split into
        \(indent)words as a plain shell command line (quotes and
        \(indent)backslashes), run without a shell, for at most
        \(indent)--suggest-timeout per run (then it is not asked
        \(indent)again); what it leaves running is stopped with it. A
        \(indent)text over 64 KiB is not passed.
          --suggest-timeout <suggest-timeout>
        \(indent)The longest one run of --suggest-command may take, in
        \(indent)milliseconds (1 to 60000): raise it for a command that
        \(indent)looks things up over the network or on a slow machine.
        \(indent)(default: 500)
        """)
  }
}
