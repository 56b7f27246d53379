import Testing
import TextFieldCore
import TextFieldTestSupport

@testable import TextFieldUI

/// Raw input in bursts: within a burst everything is available at once; a non-waiting read at
/// the end of a burst finds nothing (as a lone Esc after the escape delay), and so does a paste
/// read (the silence between bursts is longer than the paste silence).
///
/// Bytes given back are decoded as UTF-8 scalars, ahead of the current burst.
final class ScriptedSource: RawInputSource {
  var bursts: [[RawInput]]
  /// The silences paste reads waited for.
  private(set) var bulkWaits: [Duration] = []
  init(_ bursts: [[RawInput]]) { self.bursts = bursts }

  func read(waiting: Bool) -> RawInput? {
    while let first = bursts.first, first.isEmpty {
      bursts.removeFirst()
      if !waiting { return nil }
    }
    guard !bursts.isEmpty else { return nil }
    return bursts[0].removeFirst()
  }

  func readAvailable(waitingAtMost silence: Duration) -> RawInput? {
    bulkWaits.append(silence)
    return read(waiting: false)
  }

  func unread(_ bytes: [UInt8]) {
    let given = scalars(String(decoding: bytes, as: UTF8.self))
    if bursts.isEmpty { bursts = [given] } else { bursts[0].insert(contentsOf: given, at: 0) }
  }
}

func scalars(_ text: String) -> [RawInput] { text.unicodeScalars.map(RawInput.scalar) }

func bytes(_ text: String) -> RawInput { .bytes(Array(text.utf8)) }

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

  @Test func manyCombiningMarksAreOneGrapheme() {
    let marks = String(repeating: "\u{301}", count: 8_000)
    let events = decodeAll([scalars("e" + marks + "x")])
    let expected: [InputEvent] = [.key(KeyEvent(.character(Character("e" + marks)))), .key("x")]
    let decodedAsOneCharacter = events == expected  // (a failure would print 8,000 marks)
    #expect(decodedAsOneCharacter)
  }

  @Test func aLongerGraphemeIsSplitAtTheScalarLimit() {
    let limit = KeyDecoder.graphemeScalarLimit
    let marks = String(repeating: "\u{301}", count: limit + 10)
    let events = decodeAll([scalars("e" + marks)])
    let keyScalars = events.map { event -> Int in
      guard case .key(let key) = event, case .character(let character) = key.key else { return -1 }
      return character.unicodeScalars.count
    }
    #expect(keyScalars == [limit, 11])
  }

  @Test func graphemeJoiningFollowsTheStandardLibrary() {
    let text = "🇺🇸🇬🇧🇫👩‍💻a\u{308}\u{1F3FB}👍🏽\r\n"
    let characters = text.filter { $0 != "\r\n" }.map { InputEvent.key(KeyEvent(.character($0))) }
    #expect(decodeAll([scalars(text)]) == characters + [.key("Enter"), .key("Enter")])
  }

  @Test func bulkBytesPasteUpToTheEndMarkerAndTheRestIsKeys() {
    let pieces = [bytes("ab\u{1B}[20"), bytes("0x\u{1B}\u{1B}[201"), bytes("~q\u{01}")]
    #expect(
      decodeAll([[.pasteStart] + pieces]) == [
        .paste("ab\u{1B}[200x\u{1B}"), .key("q"), .key("C-a"),
      ])
    let lines = [bytes("é\r\nd\re\r"), bytes("\nf\u{1B}[201~")]
    #expect(decodeAll([[.pasteStart] + lines]) == [.paste("é\nd\ne\nf")])
  }

  @Test func aPartialEndMarkerBeforeAPauseIsTextWhenWhatFollowsDiffers() {
    #expect(
      decodeAll([[.pasteStart, bytes("ab\u{1B}[20")], scalars("x"), [bytes("\u{1B}[201~y")]]) == [
        .paste("ab\u{1B}[20x"), .key("y"),
      ])
  }

  @Test func aStrayPasteStartHoldsInputUntilCtrlCEscOrTheEndOfInput() {
    let source = ScriptedSource([[.pasteStart], scalars("\u{03}")])
    var decoder = KeyDecoder()
    #expect(decoder.next(from: source) == .key("C-c"))
    #expect(source.bulkWaits == [KeyDecoder.pasteSilence])
    #expect(
      decodeAll([[.pasteStart] + scalars("typed\r"), scalars("\u{1B}"), scalars("x")]) == [
        .paste("typed\n"), .key("Esc"), .key("x"),
      ])
    #expect(
      decodeAll([[.pasteStart] + scalars("typed\r"), scalars("x\r")]) == [.paste("typed\nx\n")])
  }

  @Test(arguments: [
    ([RawInput.pasteStart] + scalars("ab\u{03}cd"), "ab"),
    ([RawInput.pasteStart, bytes("ab\u{03}cd")], "ab"),
    ([RawInput.pasteStart, bytes("ab\u{1B}[2"), bytes("\u{03}cd")], "ab\u{1B}[2"),
  ])
  func controlCEndsAPasteAndInterrupts(burst: [RawInput], pasted: String) {
    #expect(decodeAll([burst]) == [.paste(pasted), .key("C-c"), .key("c"), .key("d")])
  }

  @Test func aPasteKeepsAtMostTheByteLimitAndDropsTheRest() {
    let limit = KeyDecoder.pasteByteLimit
    let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
    let pieces = Array(repeating: RawInput.bytes(chunk), count: limit / chunk.count + 2)
    let events = decodeAll([[.pasteStart] + pieces + [bytes("b\u{1B}[201~z")]])
    #expect(events.count == 2)
    #expect(
      events.first.map { event in
        guard case .truncatedPaste(let text, let dropped) = event else { return false }
        return text.utf8.count == limit && text.utf8.allSatisfy { $0 == UInt8(ascii: "a") }
          && dropped == 2 * chunk.count + 1
      } == true)
    #expect(events.last == .key("z"))
  }

  @Test func aPasteCutAtTheLimitLeavesOutASplitCharacter() {
    var collector = PasteCollector(limit: 5)
    #expect(collector.append(bytes: Array("abcdé".utf8)) == nil)
    #expect(collector.text == "abcd")
    #expect(collector.droppedBytes == 1)
    #expect(collector.droppedCharacters == 1)
    #expect(collector.append(bytes: Array("xy".utf8)) == nil)
    #expect(collector.droppedCharacters == 3)
  }

  @Test func unknownControlSequencesAreSkippedWhole() {
    let huge = "\u{1B}[" + String(repeating: "1;", count: 50_000) + "9z"
    #expect(
      decodeAll([scalars(huge + "a"), scalars("\u{1B}["), scalars("b")]) == [
        .key("a"), .key("M-["), .key("b"),
      ])
    #expect(decodeAll([scalars("\u{1B}[12\u{03}x")]) == [.key("C-c"), .key("x")])
  }

  @Test func theRestOfALongSequenceIsReadInBulkAndSkipped() {
    let burst = scalars("\u{1B}[1") + [bytes(";2;3;4z" + "ab")]
    #expect(decodeAll([burst]) == [.key("a"), .key("b")])
    #expect(decodeAll([scalars("\u{1B}[1") + [bytes(";2\u{03}x")]]) == [.key("C-c"), .key("x")])
  }

  @Test func consecutiveResizesAreOne() {
    let sizes = (1...1000).map { RawInput.resize(TerminalSize(width: $0, height: 5)) }
    #expect(
      decodeAll([sizes + scalars("a")]) == [
        .resize(TerminalSize(width: 1000, height: 5)), .key("a"),
      ])
  }

  @Test func nulAndReplacementCharacters() {
    #expect(
      decodeAll([scalars("\u{0}\u{FFFD}")]) == [
        .key("C-Space"), .key(KeyEvent(.character("\u{FFFD}"))),
      ])
  }
}
