import Testing
import TextFieldCore
import TextFieldTestSupport

@testable import TextFieldUI

/// A host's keys: `read(waiting: true)` answers `nil` at the end of a batch (the host waits for
/// its next key itself), which is not the end of input.
private final class HostBatchSource: RawInputSource {
  var batch: [RawInput]
  init(_ batch: [RawInput]) { self.batch = batch }

  func read(waiting: Bool) -> RawInput? { batch.isEmpty ? nil : batch.removeFirst() }
  func readAvailable(waitingAtMost silence: Duration) -> RawInput? { read(waiting: false) }
  func unread(_ bytes: [UInt8]) {
    batch.insert(contentsOf: scalars(String(decoding: bytes, as: UTF8.self)), at: 0)
  }
  var inputEnded: Bool { false }
}

/// A bracketed paste stays a paste until its end marker (or Ctrl-C, or the end of input),
/// whatever the pauses inside it: each burst below comes after a pause longer than
/// ``KeyDecoder/pasteSilence``.
@Suite struct PasteAcrossPausesTests {
  @Test func carriageReturnsAfterPausesStayTextUntilTheEndMarker() {
    let bursts: [[RawInput]] = [
      [.pasteStart, bytes("one\r")], [bytes("two\r\nthree")], scalars("\r"),
      [.key(KeyEvent(.tab))], [bytes("four\u{1B}[201~")], scalars("\r"),
    ]
    #expect(decodeAll(bursts) == [.paste("one\ntwo\nthree\n\tfour"), .key("Enter")])
  }

  @Test func anEndMarkerSplitByAPauseEndsThePaste() {
    #expect(
      decodeAll([[.pasteStart] + scalars("ab"), scalars("\u{1B}[201~x")]) == [
        .paste("ab"), .key("x"),
      ])
    #expect(
      decodeAll([[.pasteStart, bytes("ab\u{1B}[2")], [bytes("01~\r")]]) == [
        .paste("ab"), .key("Enter"),
      ])
    // An Esc at the end of a burst is part of it (the marker's first byte, or pasted text).
    #expect(
      decodeAll([[.pasteStart, bytes("ab\u{1B}")], [bytes("[201~\r")]]) == [
        .paste("ab"), .key("Enter"),
      ])
  }

  @Test func escPressedAloneEndsThePasteAndIsAKey() {
    #expect(
      decodeAll([[.pasteStart] + scalars("ab\r"), scalars("\u{1B}"), scalars("x")]) == [
        .paste("ab\n"), .key("Esc"), .key("x"),
      ])
    #expect(
      decodeAll([[.pasteStart, bytes("ab\r"), bytes("\u{1B}")], scalars("x")]) == [
        .paste("ab\n"), .key("Esc"), .key("x"),
      ])
    #expect(
      decodeAll([[.pasteStart, bytes("\u{1B}")], scalars("x")]) == [.key("Esc"), .key("x")])
  }

  @Test func ctrlCAfterAPauseEndsThePasteAndInterrupts() {
    #expect(
      decodeAll([[.pasteStart] + scalars("ab\r"), scalars("\u{03}x")]) == [
        .paste("ab\n"), .key("C-c"), .key("x"),
      ])
  }

  @Test func aResizeDuringAPauseIsAnEventAndThePasteGoesOn() {
    let size = TerminalSize(width: 30, height: 6)
    #expect(
      decodeAll([[.pasteStart, bytes("ab\r")], [.resize(size)], [bytes("c\u{1B}[201~d")]]) == [
        .resize(size), .paste("ab\nc"), .key("d"),
      ])
  }

  @Test func aHostsPasteStaysOpenFromOneBatchToTheNext() {
    var decoder = KeyDecoder()
    #expect(decoder.next(from: HostBatchSource([.pasteStart] + scalars("ab\r"))) == nil)
    #expect(decoder.isPasting)
    #expect(decoder.next(from: HostBatchSource(scalars("\r"))) == nil)
    #expect(decoder.next(from: HostBatchSource(scalars("cd\u{1B}[201~"))) == .paste("ab\n\ncd"))
    #expect(!decoder.isPasting)
    #expect(decoder.next(from: HostBatchSource(scalars("\r"))) == .key("Enter"))
  }

  @Test(arguments: [
    "plain ASCII text", "é\u{301}e\u{301}x", "👍🏽👩‍👩‍👧🇺🇸🇬🇧a", "\u{600}a\u{301}b", "日本語\r\nx\n",
    "a\u{200D}👍", "\u{1F1FA}\u{1F1F8}\u{1F1EC}", "e" + String(repeating: "\u{301}", count: 40),
  ])
  func theCounterCountsCharactersAsStringDoes(text: String) {
    var counter = CharacterCounter()
    for byte in text.utf8 { counter.add(byte) }
    #expect(counter.count == text.count)
  }

  @Test func aCutPasteCountsTheCharactersItDropped() {
    var collector = PasteCollector(limit: 4)
    #expect(collector.append(bytes: Array("abcdé👍🏽e\u{301}\r\nf".utf8)) == nil)
    #expect(collector.text == "abcd")
    #expect(collector.droppedCharacters == 5)
  }
}
