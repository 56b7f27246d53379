import Testing
import TextFieldCore
import TextFieldTestSupport

@testable import TextFieldUI

/// A paste the terminal cut at its byte limit says what it dropped, counted with what the
/// field's own filters drop.
@Suite struct TruncatedPasteTests {
  @Test func theFormsNoticeCountsWhatTheTerminalDropped() throws {
    let field = TextFieldModel(filters: [try MaxLengthFilter(5)])
    let form = Form(fields: [FormField(label: "Key", model: field)])
    #expect(form.offer(.truncatedPaste("abcdefgh", droppedCount: 1_000)) == .used)
    #expect(field.text == "abcde")
    #expect(
      form.message?.text
        == "1003 characters dropped: a paste keeps at most 16 MiB; at most 5 characters")
  }

  @Test func aTerminalCutPasteIsOneEventThatCountsItsDroppedCharacters() {
    let limit = KeyDecoder.pasteByteLimit
    let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
    let pieces = Array(repeating: RawInput.bytes(chunk), count: limit / chunk.count)
    let events = decodeAll([[.pasteStart] + pieces + [bytes("é👍🏽\r\nz\u{1B}[201~q")]])
    #expect(events.count == 2)
    guard case .truncatedPaste(let text, let dropped) = events.first else {
      Issue.record("not a cut paste: \(events.first.map(String.init(describing:)) ?? "nothing")")
      return
    }
    #expect(text.utf8.count == limit)
    #expect(dropped == 4)
    #expect(events.last == .key("q"))
  }
}
