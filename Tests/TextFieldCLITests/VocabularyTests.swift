import Foundation
import TestSupport
import Testing

@testable import textfield

/// One vocabulary for `prompt`, `form` and `format`: the same `--output` words, one JSON shape,
/// one table of exit statuses.
@Suite struct VocabularyTests {
  let textfield = BuiltProgram("textfield")
  static let phone = "+1 ([000]) [000]-[0000]"
  static let phoneJSON =
    #"{"formatted": "+1 (555) 123-4567", "value": "5551234567", "complete": true"#

  @Test(arguments: [
    ("formatted", "+1 (555) 123-4567\n"), ("value", "5551234567\n"),
    ("json", phoneJSON + "}\n"),
  ])
  func promptAndFormatTakeTheSameOutputWords(output: String, expected: String) throws {
    let prompt = try textfield.runLineMode(
      ["--mask", Self.phone, "--output", output], input: "5551234567\n")
    #expect(prompt.stdout == expected)
    #expect(prompt.status == 0)
    let format = try textfield.run([
      "format", "--mask", Self.phone, "--output", output, "5551234567",
    ])
    // format's JSON is the prompt's, then what a mask result adds.
    let formatExpected =
      output == "json"
      ? Self.phoneJSON + #", "caret": 17, "affinity": 3, "tailPlaceholder": ""}"# + "\n"
      : expected
    #expect(format.stdout == formatExpected)
    #expect(format.status == 0)
  }

  /// `text` was `format`'s word for `formatted`; it still works, and `--help` lists only the
  /// new words.
  @Test func formatKeepsTextAsAHiddenAlias() throws {
    let run = try textfield.run(["format", "--mask", "[00]-[00]", "--output", "text", "1234"])
    #expect(run.stdout == "12-34\n")
    #expect(run.status == 0)
    let help = try textfield.run(["format", "--help"]).stdout
    #expect(help.contains("--output <output>"))
    #expect(!help.contains("text, value"))
  }

  static let fields = [
    "--field", "name:Name:", "--field", "phone:Phone:mask=+1 ([000]) [000]-[0000]",
  ]

  @Test(arguments: [
    (
      ["--output", "json"],
      #"{"name": {"formatted": "Ann", "value": "Ann", "complete": true}, "phone": "#
        + phoneJSON + "}}\n"
    ),
    (["--output", "formatted"], "Ann\n+1 (555) 123-4567\n"),
    (["--output", "value"], "Ann\n5551234567\n"),
    (["--output", "env"], "name='Ann'\nphone='+1 (555) 123-4567'\n"),
    (["--output", "env", "--values", "formatted"], "name='Ann'\nphone='+1 (555) 123-4567'\n"),
    (["--output", "env", "--values", "value"], "name='Ann'\nphone='5551234567'\n"),
    // The old spelling of --values value.
    (["--output", "env", "--extracted"], "name='Ann'\nphone='5551234567'\n"),
  ])
  func formTakesThePromptsWordsAndEnv(arguments: [String], expected: String) throws {
    let run = try textfield.runLineMode(
      ["form"] + Self.fields + arguments, input: "Ann\n5551234567\n")
    #expect(run.stdout == expected)
    #expect(run.stderr == "")
    #expect(run.status == 0)
  }

  @Test(arguments: [
    (
      ["--values", "value"],
      "--values chooses what --output env assigns; --output json prints both formatted and value"
    ),
    (
      ["--output", "formatted", "--values", "value"],
      "--values chooses what --output env assigns; --output formatted prints the formatted text"
    ),
    (
      ["--extracted"],
      "--extracted chooses what --output env assigns; --output json prints both formatted and value"
    ),
    (
      ["--output", "env", "--extracted", "--values", "value"],
      "--extracted is the old spelling of --values value: give only --values"
    ),
    (
      ["--output", "text"],
      "The value 'text' is invalid for '--output <output>'. Please provide one of 'json', 'env', "
        + "'formatted' or 'value'."
    ),
  ])
  func valuesOnlyChoosesWhatEnvAssigns(arguments: [String], message: String) throws {
    let run = try textfield.runLineMode(
      ["form"] + Self.fields + arguments, input: "Ann\n5551234567\n")
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("Error: \(message)\n"))
  }

  @Test func aLineBreakCannotBeOneLinePerField() throws {
    let run = try textfield.runLineMode(
      ["form", "--field", "a:A:keep-controls", "--output", "formatted"], input: "x\ry\n")
    #expect(run.status == 3)
    #expect(
      run.stderr
        == "textfield: field \"a\": the value holds a line break, which would run into the next "
        + "field's line; use --output json\n")
  }

  /// Each command's `--help` shows the one table, word for word.
  @Test(arguments: [["prompt"], ["form"], ["format"]])
  func helpShowsTheOneExitStatusTable(command: [String]) throws {
    let help = try textfield.run(command + ["--help"], environment: ["COLUMNS": "80"]).stdout
    #expect(help.contains(Status.helpText + "\n"))
  }

  @Test func theStatusTableIsTheOneAgreedOn() {
    #expect(Status.table.map(\.status) == [0, 1, 2, 3, 74, 124, 130])
    #expect(
      Status.helpText == """
        Exit status (the same for every textfield command):
            0  submitted (format: every input formatted)
            1  cancelled: Esc, or Ctrl-D at a line-mode prompt
            2  usage error: a bad flag, option, spec or mask (says where)
            3  input that does not satisfy the field, or is not UTF-8
           74  a read or write failed (output full, closed, a closed pipe)
          124  timed out (--timeout)
          130  interrupted (Ctrl-C)
        """)
  }

  /// The README's table is the code's, row for row.
  @Test func theReadmeShowsTheSameTable() throws {
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../README.md"), encoding: .utf8)
    let rows =
      ["| exit | meaning |", "|---:|---|"] + Status.table.map { "| \($0.status) | \($0.meaning) |" }
    #expect(readme.contains(rows.joined(separator: "\n") + "\n"))
  }

  /// A result that cannot be written is an error (74) with the reason, for every command.
  @Test(arguments: [
    (
      "printf '5\\n' | \"$1\" --mask '[0]'",
      "textfield: cannot write to standard output: No space left on device\n"
    ),
    (
      "printf '5\\n' | \"$1\" form --field 'a:A:'",
      "textfield: cannot write to standard output: No space left on device\n"
    ),
    (
      "\"$1\" format --mask '[0]' 5",
      "textfield format: reading standard input or writing standard output failed: No space left on device\n"
    ),
  ])
  func aFailedWriteExits74(command: String, message: String) throws {
    let shell = BuiltProgram(url: URL(fileURLWithPath: "/bin/sh"))
    let run = try shell.run(
      [
        "-c", "TERM=dumb; export TERM; \(command) > /dev/full; echo \"status $?\"", "sh",
        textfield.url.path,
      ])
    #expect(run.stdout == "status 74\n")
    #expect(run.stderr == message)
  }

  /// A closed pipe: SIGPIPE is ignored, so the write fails with EPIPE and says so.
  @Test(arguments: [["--mask", "[0]"], ["form", "--field", "a:A:"]])
  func aClosedPipeExits74(arguments: [String]) throws {
    let shell = BuiltProgram(url: URL(fileURLWithPath: "/bin/sh"))
    let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
    let script = """
      TERM=dumb; export TERM; exec 3>&1
      (sleep 0.3; echo 5) | { "$1" \(quoted); echo "status $?" >&3; } | true
      """
    let run = try shell.run(["-c", script, "sh", textfield.url.path])
    #expect(run.stdout == "status 74\n")
    #expect(run.stderr == "textfield: cannot write to standard output: Broken pipe\n")
  }
}
