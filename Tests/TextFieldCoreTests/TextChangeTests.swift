import TestSupport
import Testing

@testable import TextFieldCore

/// The changes the undo history keeps: the edit undo proposes from a change is the one the
/// whole-text difference gives, and a change found by comparing two texts leads from one to the
/// other.
@Suite struct TextChangeTests {
  /// Few distinct pieces, so that edits often repeat their neighbours (`a` typed into `aaa`).
  static let pieces = ["a", "a", "ab", "b", " ", "\u{301}", "🇺", "🇸", "\u{200D}", "👩", "\r", "\n"]

  static func text(_ generator: inout SeededGenerator, maxPieces: Int) -> String {
    (0..<Int.random(in: 0...maxPieces, using: &generator))
      .map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
  }

  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// The edit that undoes an edit (and the one that redoes it) from its recorded change is
  /// `ProposedEdit(kind:text:result:caret:)` for the same texts, and knows its windows.
  @Test(arguments: Array(1...6) as [UInt64])
  func undoAndRedoProposeTheWholeTextDifference(seed: UInt64) {
    var generator = SeededGenerator(seed: 300 + seed)
    for _ in 0..<500 {
      let text = Self.text(&generator, maxPieces: 14)
      let count = text.count
      let before = TextFieldState(
        text: text, caret: Int.random(in: 0...count, using: &generator),
        anchor: Int.random(in: 0...count, using: &generator))
      let lower = Int.random(in: 0...count, using: &generator)
      let upper = Int.random(in: lower...count, using: &generator)
      let edit = ProposedEdit(
        kind: .paste, state: before, range: lower..<upper,
        replacement: Self.text(&generator, maxPieces: 3))
      let after = edit.resultState
      guard let change = TextChange(edit) else {
        Issue.record("no change for \(edit)")
        continue
      }
      let context = "\(edit)"
      #expect(Self.bytes(change.applied(to: text)) == Self.bytes(edit.result), "\(context)")
      let undo = ProposedEdit(
        kind: .undo, state: after, applying: change.reversed, caret: before.caret,
        caretUTF8Offset: before.caretUTF8Offset)
      #expect(
        undo == ProposedEdit(kind: .undo, text: edit.result, result: text, caret: before.caret),
        "\(context)")
      #expect(Self.bytes(undo.result) == Self.bytes(text), "\(context)")
      let restored = undo.resultState(anchor: before.anchor)
      #expect(restored == before, "\(context)")
      IncrementalStateTests.expectConsistent(restored, context)
      let redo = ProposedEdit(
        kind: .redo, state: restored, applying: change, caret: after.caret,
        caretUTF8Offset: after.caretUTF8Offset)
      #expect(
        redo == ProposedEdit(kind: .redo, text: text, result: edit.result, caret: after.caret),
        "\(context)")
      IncrementalStateTests.expectConsistent(redo.resultState, context)
    }
  }

  /// A change found by comparing two texts (after a filter rewrote an edit) leads from one to
  /// the other, starts where its Character offset says, and counts its Characters right.
  @Test(arguments: Array(1...6) as [UInt64])
  func changeBetweenTwoTextsLeadsFromOneToTheOther(seed: UInt64) {
    var generator = SeededGenerator(seed: 400 + seed)
    for _ in 0..<500 {
      let old = Self.text(&generator, maxPieces: 14)
      // Related texts (an edit of `old`) as well as unrelated ones.
      var new = old
      if Bool.random(using: &generator) {
        new = Self.text(&generator, maxPieces: 14)
      } else {
        let count = old.count
        let lower = Int.random(in: 0...count, using: &generator)
        let upper = Int.random(in: lower...count, using: &generator)
        new = old.replacingCharacters(
          in: lower..<upper, with: Self.text(&generator, maxPieces: 3))
      }
      guard !Self.bytes(old).elementsEqual(Self.bytes(new)) else { continue }
      let from = TextFieldState(text: old, caret: Int.random(in: 0...old.count, using: &generator))
      let to = TextFieldState(text: new, caret: Int.random(in: 0...new.count, using: &generator))
      let change = TextChange(from: from, to: to)
      let context = "\(old.debugDescription) → \(new.debugDescription)"
      #expect(Self.bytes(change.applied(to: old)) == Self.bytes(new), "\(context)")
      #expect(Self.bytes(change.reversed.applied(to: new)) == Self.bytes(old), "\(context)")
      let start = old.utf8.index(old.startIndex, offsetBy: change.utf8Offset)
      #expect(String(old[..<start]).count == change.offset, "\(context)")
      #expect(change.removed.count == change.removedCount, "\(context)")
      #expect(change.inserted.count == change.insertedCount, "\(context)")
      #expect(old.count - change.removedCount + change.insertedCount == new.count, "\(context)")
    }
  }

  @Test func stringsWithTheSameBytesAreTheSameButCanonicalEquivalentsAreNot() {
    let text = String(repeating: "lorem ", count: 100)
    #expect(text.hasSameUTF8(as: text))
    #expect(text.hasSameUTF8(as: String(repeating: "lorem ", count: 100)))
    #expect(!"é".hasSameUTF8(as: "e\u{301}"))
    #expect("".hasSameUTF8(as: ""))
  }
}
