import Foundation
import TestSupport
import Testing

/// `textfield format` end to end where standard input's 64 KiB reads and standard output's 64 KiB
/// writes cut lines, characters and results.
@Suite struct FormatChunkBoundaryTests {
  let textfield = BuiltProgram("textfield")
  /// The size of one read of standard input.
  static let chunk = 1 << 16

  /// Line 2 of the input is a request whose `x` member holds `bytes`, placed to start at byte
  /// `at` of the input; line 1 (with a CRLF) and line 3 (without a newline) are small requests.
  static func requests(with bytes: [UInt8], at: Int) -> (input: [UInt8], column: Int) {
    let first = Array(#"{"format": "[0]", "input": "1"}"#.utf8) + [0x0D, 0x0A]
    let prefix = Array(#"{"format": "[00]", "input": "23", "x": ""#.utf8)
    let filler = [UInt8](repeating: UInt8(ascii: "a"), count: at - first.count - prefix.count)
    let second = prefix + filler + bytes + Array(#""}"#.utf8) + [0x0A]
    let third = Array(#"{"format": "[0]", "input": "4"}"#.utf8)
    return (first + second + third, prefix.count + filler.count + 1)
  }

  @Test(arguments: [-2, -1, 0, 1])
  func aValidCharacterAcrossReadsIsRead(shift: Int) throws {
    let (input, _) = Self.requests(with: Array("é😀".utf8), at: Self.chunk + shift)
    let run = try textfield.run(["format", "--jsonl"], inputBytes: input)
    #expect(run.status == 0)
    #expect(run.lines.count == 3)
    #expect(run.lines[1].hasPrefix(#"{"formatted": "23", "value": "23", "complete": true"#))
    #expect(run.lines[2].hasPrefix(#"{"formatted": "4""#))
  }

  /// A lead byte in one read and a bad continuation byte in the next: the error names the bad
  /// byte's line and column, and the next line is still served.
  @Test(arguments: [-1, 0, 1])
  func invalidUTF8AcrossReadsIsNamed(shift: Int) throws {
    let (input, column) = Self.requests(with: [0xC3, 0x28], at: Self.chunk - 1 + shift)
    let run = try textfield.run(["format", "--jsonl"], inputBytes: input)
    // The bad line is an error object: the run goes on, and exits 3 at the end.
    #expect(run.status == 3)
    #expect(run.lines.count == 3)
    // `x` is a member the command does not know: checked, but no path is kept for it.
    let message = "not JSON: invalid UTF-8 (byte 0x28) (line 2, column \(column + 1))"
    #expect(run.lines[1] == #"{"error": {"message": "\#(message)", "offset": null}}"#)
    #expect(run.stderr == "textfield format: line 2: \(message)\n")
    #expect(run.lines[2].hasPrefix(#"{"formatted": "4""#))
  }

  /// Plain lines: the character cut by a bad byte across reads is named by its line and first
  /// byte, exit 3.
  @Test func invalidUTF8AcrossReadsStopsPlainFormatting() throws {
    let first = Array("123\r\n".utf8)
    let second = [UInt8](repeating: UInt8(ascii: "5"), count: Self.chunk - 1 - first.count)
    let run = try textfield.run(
      ["format", "--mask", "[000]"], inputBytes: first + second + [0xC3, 0x28, 0x0A])
    #expect(run.status == 3)
    #expect(run.lines == ["123"])
    #expect(run.stderr.contains("line 2, byte \(second.count + 1) (0xC3)"), "\(run.stderr)")
  }

  /// A result longer than the output buffer, full of escapes, goes out whole and exact.
  @Test func aResultLongerThanTheOutputBufferIsWrittenWhole() throws {
    let literal = String(repeating: #"\u2028x\u0085\""#, count: 30_000)
    let input = #"{"format": "\#(literal)[0]", "input": "7"}"# + "\n" + #"{"format": "[0]"}"#
    let run = try textfield.run(["format", "--jsonl"], input: input)
    #expect(run.status == 0)
    #expect(run.lines.count == 2)
    let formatted = String(repeating: #"\u2028x\u0085\""#, count: 30_000) + "7"
    #expect(run.lines.first?.hasPrefix(#"{"formatted": "\#(formatted)", "value": "7""#) == true)
    #expect(run.lines.last?.hasPrefix(#"{"formatted": "", "value": """#) == true)
  }

  /// A line of a megabyte, crossing sixteen reads: read whole, in one request.
  @Test func aVeryLongLineIsOneRequest() throws {
    let digits = String(repeating: "9", count: 1 << 20)
    let input = #"{"format": "[0…]", "input": "\#(digits)"}"# + "\n"
    let run = try textfield.run(["format", "--jsonl"], input: input)
    #expect(run.status == 0)
    #expect(run.lines.count == 1)
    #expect(
      run.lines.first?.hasPrefix(#"{"formatted": "\#(digits)", "value": "\#(digits)""#) == true)
  }
}
