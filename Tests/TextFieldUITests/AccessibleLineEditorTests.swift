import Testing
import TextFieldCore

@testable import TextFieldUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The accessible mode's own line editing, used while keys typed ahead for a secure field must
/// not be echoed: what each run of bytes makes of the line, and exactly what it echoes.
@Suite struct AccessibleLineEditorTests {
  /// The lines `bytes` end (`nil` for end of file) and everything echoed for them.
  static func edit(_ bytes: [UInt8]) -> (lines: [String?], echo: String) {
    var editor = LineEditor(keys: .standard)
    var lines: [String?] = []
    var echo = ""
    for byte in bytes {
      let (step, echoed) = editor.take(byte)
      echo += echoed
      switch step {
      case .editing: break
      case .line(let line): lines.append(String(decoding: line, as: UTF8.self))
      case .ended: lines.append(nil)
      }
    }
    return (lines, echo)
  }

  static let erase: UInt8 = 0x7F
  static let kill: UInt8 = 0x15
  static let wordErase: UInt8 = 0x17
  static let literalNext: UInt8 = 0x16
  static let endOfFile: UInt8 = 0x04

  @Test(arguments: [
    // Each line ends at \n or \r, echoed as a newline; the bytes after it start the next line.
    (Array("Ann\nhunter2\r".utf8), ["Ann", "hunter2"], "Ann\nhunter2\n"),
    // Backspace erases one character and its cells; a wide one takes two.
    (
      Array("ab".utf8) + [erase] + Array("c日".utf8) + [erase, 0x0A], ["ac"],
      "ab\u{8} \u{8}c日\u{8} \u{8}\u{8} \u{8}\n"
    ),
    // Ctrl-U erases the line; Ctrl-W the last word and the blanks after it.
    (
      Array("one".utf8) + [kill] + Array("two three  ".utf8) + [wordErase, 0x0A], ["two "],
      "one" + String(repeating: "\u{8} \u{8}", count: 3) + "two three  "
        + String(repeating: "\u{8} \u{8}", count: 7) + "\n"
    ),
    // A control is kept and echoed as \u{…}; erasing it erases all it echoed.
    (
      [0x1B] + Array("[A".utf8) + [erase, erase, erase, 0x0A], [""],
      "\\u{1B}[A" + String(repeating: "\u{8} \u{8}", count: 8) + "\n"
    ),
    // Ctrl-V takes the next key as it is; Ctrl-D ends input on an empty line only.
    ([literalNext, kill, endOfFile, 0x0A, endOfFile], ["\u{15}", nil], "\\u{15}\n"),
    // A UTF-8 sequence is echoed once complete; an interrupted one stays in the line, shown as U+FFFD.
    ([0xC3, 0xA9, 0xE2, 0x41, 0x0A], ["é\u{FFFD}A"], "é\u{FFFD}A\n"),
  ])
  func editing(bytes: [UInt8], lines: [String?], echo: String) {
    let result = Self.edit(bytes)
    #expect(result.lines == lines)
    #expect(result.echo == echo)
  }

  /// Backspace erases the last Character whole (all its scalars) and the cells it took, as
  /// the field does: a decomposed `é`, a flag, a skin tone, an emoji with its variation selector.
  @Test(arguments: ["e\u{301}", "🇨🇭", "👍🏽", "❤\u{FE0F}", "a\u{301}\u{302}"])
  func backspaceErasesAWholeCharacter(text: String) {
    let (lines, echo) = Self.edit(Array(("x" + text).utf8) + [Self.erase, 0x0A])
    #expect(lines == ["x"])
    let cells = CellWidth.unicode.width(of: text)
    #expect(echo == "x" + text + String(repeating: "\u{8} \u{8}", count: cells) + "\n")
  }

  /// In a long line Backspace still finds the last Character: after plain text, and in a run
  /// of flags' letters with no plain text, where pairs count from the run's start.
  @Test(arguments: [
    (String(repeating: "x", count: 100) + "🇨🇭", String(repeating: "x", count: 100)),
    (String(repeating: "🇨", count: 41), String(repeating: "🇨", count: 40)),
    ("a" + String(repeating: "🇨", count: 40), "a" + String(repeating: "🇨", count: 38)),
    (String(repeating: "ab ", count: 30) + "e\u{301}", String(repeating: "ab ", count: 30)),
  ])
  func backspaceFindsTheLastCharacterOfALongLine(typed: String, left: String) {
    let (lines, _) = Self.edit(Array(typed.utf8) + [Self.erase, 0x0A])
    #expect(lines == [left])
  }

  @Test func keysComeFromTheTerminalAndDisabledOnesAreNone() {
    var attributes = termios()
    withUnsafeMutableBytes(of: &attributes.c_cc) { characters in
      characters[Int(VERASE)] = 0x08
      characters[Int(VKILL)] = 0x15
      characters[Int(VWERASE)] = 0
      characters[Int(VLNEXT)] = 0xFF
      characters[Int(VEOF)] = 0x04
    }
    #expect(
      LineEditor.Keys(attributes)
        == LineEditor.Keys(
          erase: 0x08, kill: 0x15, wordErase: nil, literalNext: nil, endOfFile: 0x04))
  }
}
