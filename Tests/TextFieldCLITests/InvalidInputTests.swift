import TestSupport
import Testing

@testable import textfield

/// What line mode and `format` make of input that is not text, and how messages echo it.
@Suite struct InvalidInputTests {
  let textfield = BuiltProgram("textfield")

  @Test(arguments: [
    (
      ["--max-length", "9"], [0x61, 0x62, 0xFF, 0x0A],
      "textfield: standard input is not valid UTF-8: line 1, byte 3 (0xFF)\n"
    ),
    (
      ["form", "--field", "a:A:", "--field", "b:B:"], [0x61, 0x0A, 0xC3, 0x28, 0x0A],
      "textfield: field \"b\": standard input is not valid UTF-8: line 2, byte 1 (0xC3)\n"
    ),
    (
      ["--value", "-"], [0xE2, 0x82, 0x0A],
      "textfield: standard input is not valid UTF-8: line 1, byte 1 (0xE2)\n"
    ),
    (
      ["format", "--mask", "[000]"], [0x31, 0x32, 0x33, 0x0A, 0x32, 0xC0, 0x80, 0x0A],
      "textfield format: standard input is not valid UTF-8: line 2, byte 2 (0xC0)\n"
    ),
  ])
  func invalidUTF8ExitsWith3NamingTheByte(
    arguments: [String], bytes: [UInt8], message: String
  ) throws {
    let run = try textfield.run(
      arguments, inputBytes: bytes, environment: BuiltProgram.lineModeEnvironment)
    #expect(run.status == 3)
    #expect(run.stderr == message)
    #expect(!run.stdout.contains("\u{FFFD}"))
  }

  @Test(arguments: [["--max-length", "1"], ["--mask", "[A]"], ["--pattern", "#"]])
  func aCharacterOf500000MarksIsRefusedWithTheReason(arguments: [String]) throws {
    let input = "e" + String(repeating: "\u{301}", count: 500_000) + "\n"
    let run = try textfield.runLineMode(arguments, input: input)
    #expect(run.status == 3)
    #expect(
      run.stderr
        == "textfield: input does not fit: 499969 characters dropped: a character holds at most 32 combining marks\n"
    )
    #expect(run.stdout == "")
  }

  @Test func keepControlsKeepsThemAndJSONEscapesThem() throws {
    let input = "a\u{1B}[2Jb\u{7}\n"
    let dropped = try textfield.runLineMode(["--output", "json"], input: input)
    #expect(dropped.status == 3)
    let kept = try textfield.runLineMode(["--keep-controls", "--output", "json"], input: input)
    #expect(kept.status == 0)
    #expect(
      kept.stdout
        == #"{"formatted": "a\u001b[2Jb\u0007", "value": "a\u001b[2Jb\u0007", "complete": true}"#
        + "\n")
    let form = try textfield.runLineMode(
      ["form", "--field", "a:A:keep-controls", "--field", "b:B:"], input: "x\u{7}\ny\tz\n")
    #expect(
      form.stdout
        == #"{"a": {"formatted": "x\u0007", "value": "x\u0007", "complete": true}, "#
        + #""b": {"formatted": "y z", "value": "y z", "complete": true}}"# + "\n")
  }

  @Test func usageErrorsDoNotEchoControls() throws {
    let run = try textfield.runLineMode([
      "form", "--field", "a\u{1B}]0;pwned\u{07}:A:", "--output", "env",
    ])
    #expect(run.status == 2)
    #expect(run.stderr.contains("a\\u{1B}]0;pwned\\u{7}"))
    #expect(!run.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    let mask = try textfield.runLineMode(["--mask", "[0\u{202E}]"])
    #expect(mask.status == 2)
    #expect(!mask.stderr.unicodeScalars.contains("\u{202E}"))
  }

  @Test func theStreamingJSONWriterEscapesAsTheOtherDoes() {
    let text = "a\u{85}b\u{2028}c\u{7F}\u{2029}d\u{1B}\u{9F}\u{A0}é\u{2027}\"\\\n"
    var out = OutputBuffer()
    out.appendJSONString(text)
    #expect(String(decoding: out.bytes, as: UTF8.self) == ShellOutput.jsonString(text))
    #expect(
      String(decoding: out.bytes, as: UTF8.self)
        == #""a\u0085b\u2028c\u007f\u2029d\u001b\u009f\#u{A0}é\#u{2027}\"\\\n""#)
  }
}
