import TestSupport
import Testing

@testable import TextFieldCore

/// Filters judge the text that results, in Characters: insertions that merge with their
/// neighbour (`e` then U+0301 is `é`) cannot slip past them, and the caret follows the Character.
@Suite struct UnicodeHardeningTests {
  @Test func aBannedCharacterCannotBeTypedInTwoKeystrokes() throws {
    let field = TextFieldModel.editing(filters: [try CharacterFilter(.banned, characters: "é")])
    field.perform(.insert("e"))
    #expect(field.perform(.insert("\u{301}")) == .rejected(reason: .banned(described: "\"é\"")))
    #expect(field.state == TextFieldState(text: "e", caret: 1))
  }

  @Test func aBannedCharacterCannotBePastedInPieces() throws {
    let field = TextFieldModel.editing(
      "e", filters: [try CharacterFilter(.banned, characters: "é")])
    #expect(field.perform(.paste("\u{301}x")) == .rejected(reason: .banned(described: "\"é\"")))
    #expect(field.state == TextFieldState(text: "e", caret: 1))
  }

  @Test func anAllowedListJudgesTheMergedCharacter() throws {
    let field = TextFieldModel.editing(
      filters: [try CharacterFilter(.allowed, characters: "abcé")])
    #expect(field.perform(.insert("a")) == .applied)
    #expect(
      field.perform(.insert("\u{301}")) == .rejected(reason: .onlyAllowed(described: "\"abcé\"")))
    #expect(field.perform(.insert("e\u{301}")) == .applied)
    #expect(field.state == TextFieldState(text: "aé", caret: 2))
  }

  @Test func aCombiningMarkAfterAFullFieldStillFits() throws {
    let field = TextFieldModel.editing("abc", filters: [try MaxLengthFilter(3)])
    #expect(field.perform(.insert("\u{301}")) == .applied)
    #expect(field.state == TextFieldState(text: "ab\u{107}", caret: 3))
    #expect(field.perform(.insert("d")) == .rejected(reason: .tooLong(limit: 3)))
  }

  @Test func theCaretFollowsTheCharacterAnInsertionMergesWith() {
    let field = TextFieldModel.editing("ab", caret: 1)
    #expect(field.perform(.insert("\u{301}")) == .applied)
    #expect(field.state == TextFieldState(text: "áb", caret: 1))
    let proposed = ProposedEdit(kind: .typing, text: "ab", range: 1..<1, replacement: "\u{301}")
    #expect(proposed.caret == 1)
    #expect(proposed.changedRange == 0..<1)
  }

  @Test(arguments: [
    // text, range, replacement, result, caret, changed range in the result
    ("ab", 1..<1, "x", "axb", 2, 1..<2),
    ("ab", 1..<1, "\u{301}", "áb", 1, 0..<1),
    ("a\u{301}", 1..<1, "\u{301}", "a\u{301}\u{301}", 1, 0..<1),
    ("🇺🇸", 0..<0, "🇬", "🇬🇺🇸", 1, 0..<2),
    ("x", 0..<0, "\u{600}", "\u{600}x", 1, 0..<1),
    ("", 0..<0, "e\u{301}x", "éx", 2, 0..<2),
    ("abc", 1..<2, "", "ac", 1, 1..<1),
  ])
  func proposedEditsCountTheResultingCharacters(
    text: String, range: Range<Int>, replacement: String, result: String, caret: Int,
    changed: Range<Int>
  ) {
    let edit = ProposedEdit(kind: .typing, text: text, range: range, replacement: replacement)
    #expect(edit.result == result)
    #expect(edit.caret == caret)
    #expect(edit.changedRange == changed)
  }

  @Test func aCharacterHoldsAtMost32Scalars() throws {
    let field = TextFieldModel.editing("e" + String(repeating: "\u{301}", count: 31))
    #expect(
      field.perform(.insert("\u{301}"))
        == .rejected(reason: .tooManyCombiningMarks(limit: 32)))
    #expect(field.text.unicodeScalars.count == 32)

    let pasted = TextFieldModel.editing(filters: [try MaxLengthFilter(1)])
    let outcome = pasted.perform(.paste("e" + String(repeating: "\u{301}", count: 500_000)))
    #expect(pasted.text == "e" + String(repeating: "\u{301}", count: 31))
    #expect(
      outcome
        == .rewritten(
          EditNotice(
            droppedCount: 500_000 - 31,
            reason: .tooManyCombiningMarks(limit: 32))))
  }

  @Test func marksPastedOntoAFullCharacterAreDroppedWithANotice() {
    let base = "e" + String(repeating: "\u{301}", count: 30)
    let field = TextFieldModel.editing(base)
    let outcome = field.perform(.paste("\u{301}\u{301}\u{301}\u{301}x"))
    // `e` and 30 marks leave room for one more of the four marks.
    #expect(field.text == base + "\u{301}x")
    #expect(
      outcome
        == .rewritten(
          EditNotice(droppedCount: 3, reason: .tooManyCombiningMarks(limit: 32))))
  }

  /// Found in review: cut pieces ending in U+0600 joined the next piece into one Character of
  /// 480,000 scalars.
  @Test func cutPiecesThatWouldJoinAreDroppedToo() throws {
    let group = String(repeating: "\u{600}", count: 33) + "a"
    let field = TextFieldModel.editing(filters: [try MaxLengthFilter(100_000)])
    field.perform(.paste(String(repeating: group, count: 2_000) + "b"))
    #expect(
      field.text.allSatisfy { $0.unicodeScalars.count <= InsertedText.maxScalarsPerCharacter })
    #expect(field.text.hasSuffix("b"))
  }

  /// Found in review: transpose and deletions joined runs of marks past the bound.
  @Test func transposeAndDeletionCannotBuildAnOverlongCharacter() {
    let marks = String(repeating: "\u{301}", count: 31)
    let rejection = EditOutcome.rejected(reason: .tooManyCombiningMarks(limit: 32))
    // 31 marks at the start are a Character of their own; C-t puts them after `e`+31 marks.
    let transposed = TextFieldModel.editing(marks + "e" + marks, caret: 2)
    #expect(transposed.perform(.transpose) == rejection)
    #expect(transposed.text == marks + "e" + marks)
    // U+200B breaks the run of marks; deleting it would join `e`+31 marks and 31 more.
    let deleted = TextFieldModel.editing("e" + marks + "\u{200B}" + marks, caret: 2)
    #expect(deleted.perform(.deleteBackward) == rejection)
    #expect(deleted.text == "e" + marks + "\u{200B}" + marks)
  }

  @Test func marksPastedOntoAFullCharacterCostOneRebuild() {
    let field = TextFieldModel.editing("e" + String(repeating: "\u{301}", count: 31))
    let outcome = field.perform(.paste(String(repeating: "\u{301}", count: 40) + "xyz"))
    #expect(field.text == "e" + String(repeating: "\u{301}", count: 31) + "xyz")
    #expect(
      outcome
        == .rewritten(
          EditNotice(droppedCount: 40, reason: .tooManyCombiningMarks(limit: 32))))
  }

  /// Found by Fuzz/property.sh: a banned filter dropping `😀` from `🇦😀🇦` made the flag `🇦🇦`,
  /// which the allowed filter before it never judged.
  @Test func droppingACharacterDoesNotJoinItsNeighbours() throws {
    let field = TextFieldModel.editing(filters: [
      try CharacterFilter(.allowed, characters: "🇦😀日"),
      try CharacterFilter(.banned, characters: "😀"),
    ])
    #expect(
      field.perform(.paste("\u{1F1E6}😀\u{1F1E6}"))
        == .rewritten(EditNotice(droppedCount: 2, reason: .banned(described: "\"😀\""))))
    #expect(field.text == "\u{1F1E6}")
  }

  @Test func returnIsIgnoredByAFieldThatIsNotEditing() {
    let recorder = DelegateRecorder()
    let field = TextFieldModel()
    field.delegate = recorder
    var events: [TextFieldEvent] = []
    field.addObserver { event, _ in events.append(event) }
    #expect(field.pressReturn() == false)
    #expect(field.perform(.insert("a")) == .ignored)
    #expect(recorder.calls == [])
    #expect(events == [])
  }
}

/// A single-line value holds no control characters (``InputPolicy/singleLine``).
@Suite struct ControlCharacterTests {
  @Test func aPasteCarryingEscapeSequencesKeepsOnlyItsText() {
    let field = TextFieldModel.editing()
    let outcome = field.perform(.paste("abc \u{1B}]0;pwned\u{07} \u{1B}[2J def"))
    #expect(field.state == TextFieldState(text: "abc ]0;pwned [2J def", caret: 20))
    #expect(
      outcome
        == .rewritten(EditNotice(droppedCount: 3, reason: .controlCharacters)))
  }

  @Test(arguments: [
    ("a\tb", "a b"), ("a\r\nb", "a b"), ("a\nb", "a b"), ("a\rb", "a b"), ("a\n\nb", "a  b"),
    ("a\r\r\nb", "a  b"),
  ])
  func tabsAndLineEndsBecomeOneSpace(pasted: String, text: String) {
    let field = TextFieldModel.editing()
    #expect(field.perform(.paste(pasted)) == .applied)
    #expect(field.text == text)
  }

  @Test(arguments: ["\u{0}", "\u{7F}", "\u{9B}", "\u{85}", "\u{1B}"])
  func aTypedControlIsRefused(control: String) {
    let field = TextFieldModel.editing("a")
    #expect(
      field.perform(.insert(control)) == .rejected(reason: .controlCharacters))
    #expect(field.state == TextFieldState(text: "a", caret: 1))
  }

  @Test func aPasteOfOnlyControlsIsRefused() {
    let field = TextFieldModel.editing("a")
    #expect(
      field.perform(.paste("\u{0}\u{7}")) == .rejected(reason: .controlCharacters)
    )
    #expect(field.text == "a")
  }

  @Test func programmaticTextIsNormalisedToo() {
    let field = TextFieldModel.editing()
    #expect(
      field.setText("x\u{0}y\tz")
        == .rewritten(EditNotice(droppedCount: 1, reason: .controlCharacters)))
    #expect(field.text == "xy z")
  }

  @Test func theRawPolicyKeepsEverything() {
    let field = TextFieldModel.editing()
    field.inputPolicy = .raw
    #expect(field.perform(.paste("a\u{1B}\tb\u{0}")) == .applied)
    #expect(field.text == "a\u{1B}\tb\u{0}")
  }
}
