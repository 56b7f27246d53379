import TestSupport
import Testing

@testable import TextFieldCore

/// Every caret position × typing, Backspace and Delete on every short raw value, against an
/// oracle written in terms of the raw value alone.
@Suite struct PatternExhaustiveTests {
  static let pattern = "(##) #-##"
  static let raws = ["", "1", "12", "日3", "12é", "123👍", "12345"]

  /// The raw index a caret offset stands at: the raw Characters before it.
  static func rawIndex(_ caret: Int, in text: String, filter: PatternFilter) -> Int {
    filter.extractedValue(from: String(text.prefix(caret))).count
  }

  /// The caret after raw Character number `afterRaw`, read off the formatted text.
  static func caret(afterRaw: Int, raw: [Character], filter: PatternFilter) -> Int {
    guard !raw.isEmpty else { return 0 }
    guard afterRaw > 0 else { return 1 }
    return filter.format(String(raw.prefix(afterRaw))).count
  }

  static var cases: [(String, Int)] {
    raws.flatMap { raw -> [(String, Int)] in
      let count = (try? PatternFilter(pattern: pattern))?.format(raw).count ?? 0
      return (0...count).map { (raw, $0) }
    }
  }

  @Test(arguments: cases)
  func everyCaretPosition(raw: String, caret: Int) throws {
    let filter = try PatternFilter(pattern: Self.pattern)
    let text = filter.format(raw)
    let index = Self.rawIndex(caret, in: text, filter: filter)
    var characters = Array(raw)

    // Typing.
    let typing = TextFieldModel.editing(text, caret: caret, filters: [filter])
    let typed = typing.perform(.insert("x"))
    if characters.count < filter.capacity {
      var expected = characters
      expected.insert("x", at: index)
      #expect(
        typed
          == (typing.text == text
            ? .applied
            : typing.state
              == TextFieldState(
                text: filter.format(String(expected)),
                caret: Self.caret(afterRaw: index + 1, raw: expected, filter: filter))
              ? typed : .ignored))
      #expect(typing.value == String(expected))
      #expect(typing.caret == Self.caret(afterRaw: index + 1, raw: expected, filter: filter))
    } else {
      #expect(typed == .rejected(reason: .patternFull(capacity: 5)))
      #expect(typing.state == TextFieldState(text: text, caret: caret))
    }

    // Backspace.
    let backspace = TextFieldModel.editing(text, caret: caret, filters: [filter])
    backspace.perform(.deleteBackward)
    if caret == 0 || index == 0 {
      #expect(backspace.value == raw)
    } else {
      var expected = characters
      expected.remove(at: index - 1)
      #expect(backspace.value == String(expected))
      #expect(backspace.text == filter.format(String(expected)))
      // Over a raw Character the caret stays where it was deleted; over literals it lands
      // after the raw Character before them.
      let overRaw = Self.rawIndex(caret - 1, in: text, filter: filter) == index - 1
      let expectedCaret =
        overRaw
        ? min(caret - 1, backspace.text.count)
        : Self.caret(afterRaw: index - 1, raw: expected, filter: filter)
      #expect(backspace.caret == expectedCaret)
    }

    // Delete.
    let delete = TextFieldModel.editing(text, caret: caret, filters: [filter])
    delete.perform(.deleteForward)
    if index < characters.count, caret < text.count {
      characters.remove(at: index)
      #expect(delete.value == String(characters))
      #expect(delete.text == filter.format(String(characters)))
      let atRaw = Self.rawIndex(caret + 1, in: text, filter: filter) == index + 1
      let expectedCaret =
        atRaw
        ? min(caret, delete.text.count)
        : Self.caret(afterRaw: index, raw: characters, filter: filter)
      #expect(delete.caret == expectedCaret)
    } else {
      #expect(delete.value == raw)
    }
  }
}
