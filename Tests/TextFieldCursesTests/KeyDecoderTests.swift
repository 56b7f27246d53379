import Testing
import TextFieldCore

@testable import TextFieldCurses

/// Raw input in bursts: within a burst everything is available at once; a non-waiting read at
/// the end of a burst finds nothing (as a lone Esc after the escape delay).
final class ScriptedSource: RawInputSource {
  var bursts: [[RawInput]]
  init(_ bursts: [[RawInput]]) { self.bursts = bursts }

  func read(waiting: Bool) -> RawInput? {
    while let first = bursts.first, first.isEmpty {
      bursts.removeFirst()
      if !waiting { return nil }
    }
    guard !bursts.isEmpty else { return nil }
    return bursts[0].removeFirst()
  }
}

func scalars(_ text: String) -> [RawInput] { text.unicodeScalars.map(RawInput.scalar) }

func decodeAll(_ bursts: [[RawInput]]) -> [InputEvent] {
  let source = ScriptedSource(bursts)
  var decoder = KeyDecoder()
  var events: [InputEvent] = []
  while let event = decoder.next(from: source) { events.append(event) }
  return events
}

@Suite struct KeyDecoderTests {
  @Test(arguments: [
    ("\u{01}", "C-a"), ("\u{08}", "C-h"), ("\u{7F}", "Backspace"), ("\r", "Enter"),
    ("\n", "Enter"), ("\t", "Tab"), ("\u{1F}", "C-_"), ("\u{03}", "C-c"), ("\u{17}", "C-w"),
  ])
  func controlBytes(byte: String, notation: String) {
    #expect(decodeAll([scalars(byte)]) == [.key(notation)])
  }

  @Test func escapeThenKeyInOneBurstIsAlt() {
    #expect(decodeAll([scalars("\u{1B}b")]) == [.key("M-b")])
    #expect(decodeAll([scalars("\u{1B}\u{7F}")]) == [.key("M-Backspace")])
    #expect(decodeAll([[.scalar("\u{1B}"), .key(KeyEvent(.left))]]) == [.key("M-Left")])
  }

  @Test func loneEscapeIsEscape() {
    #expect(decodeAll([scalars("\u{1B}"), scalars("a")]) == [.key("Esc"), .key("a")])
    #expect(decodeAll([scalars("\u{1B}\u{1B}")]) == [.key("Esc"), .key("Esc")])
  }

  @Test func scalarsOfOneGraphemeAreOneKey() {
    #expect(decodeAll([scalars("e\u{301}x")]) == [.key("é"), .key("x")])
    #expect(decodeAll([scalars("👨‍👩‍👧")]) == [.key(KeyEvent(.character("👨‍👩‍👧")))])
    #expect(decodeAll([scalars("日本")]) == [.key("日"), .key("本")])
  }

  @Test func bracketedPasteIsOneEvent() {
    let paste: [RawInput] =
      [.pasteStart] + scalars("ab\u{1B}]0;t\u{07}\r\ncd\r") + [.key(KeyEvent(.up)), .pasteEnd]
    #expect(decodeAll([paste + scalars("x")]) == [.paste("ab\u{1B}]0;t\u{07}\ncd\n"), .key("x")])
  }

  @Test func resizeClicksAndIgnoredInput() {
    let size = TerminalSize(width: 20, height: 5)
    #expect(
      decodeAll([[.resize(size), .ignored, .click(x: 3, y: 1), .pasteEnd]])
        == [.resize(size), .click(x: 3, y: 1)])
  }
}
