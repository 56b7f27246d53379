import Foundation
import TestSupport
import Testing

/// `textfield format` refuses what the prompt refuses: an empty line (or an error object), the
/// line and reason on standard error, exit 3 at the end; and it fails cleanly on a closed pipe,
/// on arguments that are not UTF-8 and on options it cannot honour.
@Suite struct FormatRefusalTests {
  let textfield = BuiltProgram("textfield")

  struct Row: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var stdout: String
    var stderr: String
    var status: Int32
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    Row(
      arguments: ["--type", "date", "--format", "dd/MM/yyyy", "31.02.2024", "foo", "29.02.2024"],
      stdout: "\n\n29/02/2024\n",
      stderr: """
        textfield format: line 1: input does not fit: 6 characters dropped: February has at most 29 days
        textfield format: line 2: input does not fit: "f": expected a digit of the day

        """, status: 3),
    Row(
      arguments: ["--type", "date", "--format", "dd/MM/yyyy", "--output", "json", "31.02.2024"],
      stdout: #"""
        {"error": {"message": "input does not fit: 6 characters dropped: February has at most 29 days"}}

        """#,
      stderr: """
        textfield format: line 1: input does not fit: 6 characters dropped: February has at most 29 days

        """, status: 3),
    Row(
      arguments: [
        "--type", "number", "--locale", "de_DE", "--output", "value", "1.234", "1.234,5",
      ],
      stdout: "\n1234.5\n",
      stderr: """
        textfield format: line 1: input does not fit: "1.234" could be read two ways (group or decimal separator): type it, or paste it with both

        """, status: 3),
    // The prompt reads both as 1234 in a field of 2 fraction digits (a group separator).
    Row(
      arguments: [
        "--type", "currency", "--currency", "EUR", "--locale", "de_DE", "--output", "value",
        "1,234", "1.234", "1,2345",
      ],
      stdout: "1234.00\n1234.00\n\n",
      stderr: """
        textfield format: line 3: input does not fit: at most 2 digits after the decimal separator

        """, status: 3),
    Row(
      arguments: [
        "--type", "date", "--output", "value", "abc", "٢٠٢٤-٠٣-١٢", "２０２４-０３-１２", "2024-03-12",
      ],
      stdout: "\n2024-03-12\n2024-03-12\n2024-03-12\n",
      stderr: """
        textfield format: line 1: input does not fit: "a": expected a digit of the year

        """, status: 3),
    Row(
      arguments: ["--type", "date", "--format", "dd/MM/yyyy", "12/03/20245"],
      stdout: "\n",
      stderr: """
        textfield format: line 1: input does not fit: 1 character dropped: "5": the field is full

        """, status: 3),
    Row(
      arguments: ["--type", "phone", "--output", "value", "+165025300005", "+16502530000"],
      stdout: "\n+16502530000\n",
      stderr: """
        textfield format: line 1: incomplete: "+165025300005"

        """, status: 3),
    Row(
      arguments: ["--type", "phone", "--allow-incomplete", "--output", "value", "+165025300005"],
      stdout: "+165025300005\n", stderr: "", status: 0),
  ])
  func refusesWhatThePromptRefuses(_ row: Row) throws {
    let run = try textfield.run(["format"] + row.arguments)
    #expect(run.stdout == row.stdout)
    #expect(run.stderr == row.stderr)
    #expect(run.status == row.status)
  }

  @Test func theHelpSaysWhatIsRefused() throws {
    let help = try textfield.run(["format", "--help"])
    #expect(help.status == 0)
    let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(text.contains("--allow-incomplete Print a value the mask or type leaves incomplete"))
    #expect(text.contains("the command exits 3 once every input is done"))
    #expect(text.contains("A closed output (a pipe whose reader left) exits 74 with a message."))
  }

  /// Every line an error object: each is answered, and the run exits 3.
  @Test func jsonLinesOfErrorsOnlyExit3() throws {
    let run = try textfield.run(["format", "--jsonl"], input: "nope\n{\"input\": \"1\"}\n")
    #expect(run.status == 3)
    #expect(run.lines.count == 2)
    #expect(run.lines.allSatisfy { $0.hasPrefix(#"{"error": "#) })
    #expect(
      run.stderr.hasSuffix("textfield format: line 2: missing field \"format\"\n"), "\(run.stderr)")
  }

  /// A reader that leaves: the write fails with EPIPE and the command says so, exit 74 (not a
  /// death by SIGPIPE, 141 in a shell).
  @Test func aClosedPipeExits74WithAMessage() throws {
    let closed = try Self.runIntoClosedPipe(textfield.url.path)
    #expect(closed.status == 74)
    #expect(
      closed.stderr
        == "textfield format: reading standard input or writing standard output failed: Broken pipe\n"
    )
  }

  /// Runs `format` with a TEXT argument, its standard output a pipe whose reading end is closed
  /// before it starts.
  static func runIntoClosedPipe(_ path: String) throws -> (status: Int32, stderr: String) {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let errors = Pipe()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["format", "--mask", "[00]", "12"]
    process.standardOutput = pipe.fileHandleForWriting
    process.standardError = errors
    try process.run()
    try pipe.fileHandleForWriting.close()
    process.waitUntilExit()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (process.terminationStatus, stderr)
  }

  /// A TEXT that is not UTF-8 is refused as standard input is, naming it and its bad byte.
  @Test func aTextThatIsNotUTF8Exits3NamingIt() throws {
    let run = try BuiltProgram(url: URL(fileURLWithPath: "/bin/sh")).run(
      [
        "-c", #""$1" format --mask '[000]' 123 "$(printf '4\377')"; echo "exit $?""#, "sh",
        textfield.url.path,
      ])
    #expect(run.stdout == "exit 3\n")
    #expect(run.stderr == "textfield format: TEXT 2 is not valid UTF-8: byte 2 (0xFF)\n")
  }

  /// Any other argument that is not UTF-8 (a mask, an option's value) is a usage error that
  /// names its position, not a repaired U+FFFD.
  @Test func anOptionValueThatIsNotUTF8IsAUsageError() throws {
    let run = try BuiltProgram(url: URL(fileURLWithPath: "/bin/sh")).run(
      [
        "-c", #""$1" format --mask "$(printf '[000]\377')" 123; echo "exit $?""#, "sh",
        textfield.url.path,
      ])
    #expect(run.stdout == "exit 2\n")
    #expect(
      run.stderr
        == "textfield format: argument 3 (\"[000]\u{FFFD}\") is not valid UTF-8: byte 6 (0xFF)\n")
  }

  @Test(arguments: [
    (
      ["--type", "currency", "--currency", "EUR", "--fraction", "9223372036854775807", "1.5"],
      "textfield format: fraction digits must be at most 999, not 9223372036854775807\n"
    ),
    (
      ["--type", "number", "--fraction", "4000000000", "1.5"],
      "textfield format: fraction digits must be at most 999, not 4000000000\n"
    ),
    (
      ["--type", "number", "--min", "0.5", "--fraction", "0", "1"],
      "textfield format: the minimum 0.5 has more fraction digits than the 0 the field holds: it could never be entered (give it with at most 0, or allow more fraction digits)\n"
    ),
    (
      ["--type", "currency", "--currency", "JPY", "--max", "9.5", "9"],
      "textfield format: the maximum 9.5 has more fraction digits than the 0 the field holds: it could never be entered (give it with at most 0, or allow more fraction digits)\n"
    ),
  ])
  func numericOptionsOutOfReachAreUsageErrors(arguments: [String], message: String) throws {
    let run = try textfield.run(["format"] + arguments)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr == message)
  }
}
