import TestSupport
import Testing

@testable import TextFieldCore

@Suite struct EditingCommandTests {
  @Test(arguments: ["ab|c", "|", "abc|", "a[bc|]", "a[|bc]", "[|é日👩‍👩‍👧]", "x[é|]y"])
  func notationRoundTrips(_ notation: String) {
    #expect(TextFieldState(notation: notation).description == notation)
  }

  /// Each row: the state before, the command, the state after (`|` caret, `[ ]` selection).
  @Test(arguments: [
    ("ab|c", EditingCommand.insert("x"), "abx|c"),
    ("a[bc|]d", .insert("x"), "ax|d"),
    ("ab|", .paste("cd ef"), "abcd ef|"),
    ("ab|c", .deleteBackward, "a|c"),
    ("|abc", .deleteBackward, "|abc"),
    ("ab|c", .deleteForward, "ab|"),
    ("abc|", .deleteForward, "abc|"),
    ("a[bc|]d", .deleteBackward, "a|d"),
    ("a[|bc]d", .deleteForward, "a|d"),
    ("foo bar|", .deleteWordBackward, "foo |"),
    ("foo bar  |", .deleteWordBackward, "foo |"),
    ("foo-bar|", .deleteWordBackward, "foo-|"),
    ("foo-bar|", .deleteWhitespaceWordBackward, "|"),
    ("a foo-bar |", .deleteWhitespaceWordBackward, "a |"),
    ("|foo bar", .deleteWordForward, "| bar"),
    ("foo| bar", .deleteWordForward, "foo|"),
    ("foo b|ar", .killToStart, "|ar"),
    ("foo b|ar", .killToEnd, "foo b|"),
    ("ab|c", .transpose, "acb|"),
    ("abc|", .transpose, "acb|"),
    ("a|", .transpose, "a|"),
    ("|ab", .transpose, "|ab"),
    ("a[b|]c", .move(.characterBackward, extending: false), "a|bc"),
    ("a[b|]c", .move(.characterForward, extending: false), "ab|c"),
    ("ab|c", .move(.characterBackward, extending: true), "a[|b]c"),
    ("a[|b]c", .move(.characterForward, extending: true), "ab|c"),
    ("one two| three", .move(.wordBackward, extending: false), "one |two three"),
    ("one |two three", .move(.wordBackward, extending: false), "|one two three"),
    ("one |two three", .move(.wordForward, extending: false), "one two| three"),
    ("one two| three", .move(.wordForward, extending: false), "one two three|"),
    ("ab|c", .move(.start, extending: true), "[|ab]c"),
    ("ab|c", .move(.end, extending: false), "abc|"),
    ("ab|c", .selectAll, "[abc|]"),
    ("日本|語", .deleteBackward, "日|語"),
    ("e\u{301}|x", .deleteBackward, "|x"),
    ("a👩‍👩‍👧|b", .transpose, "ab👩‍👩‍👧|"),
    ("naïve café|", .deleteWordBackward, "naïve |"),
    ("naïve| café", .move(.wordBackward, extending: false), "|naïve café"),
  ])
  func command(before: String, command: EditingCommand, after: String) {
    let field = TextFieldModel.editing(notation: before)
    field.perform(command)
    #expect(field.state.description == after)
  }

  @Test func aPasteOf50CharactersIsOneProposal() {
    let recorder = DelegateRecorder()
    let field = TextFieldModel.editing(delegate: recorder)
    recorder.reset()
    field.perform(.paste(String(repeating: "x", count: 50)))
    #expect(
      recorder.calls.filter { $0.hasPrefix("shouldChange") } == [
        "shouldChange 0..<0 \"\(String(repeating: "x", count: 50))\""
      ])
  }

  @Test func killsJoinAndYankBringsThemBack() {
    let field = TextFieldModel.editing(notation: "one two three|")
    field.perform(.deleteWordBackward)
    field.perform(.deleteWordBackward)
    #expect(field.pasteboard.killRing.entries == ["two three"])
    field.perform(.move(.start, extending: false))
    field.perform(.yank)
    #expect(field.state.description == "two three|one ")
  }

  @Test func forwardKillsAppendAndAMoveStartsANewEntry() {
    let field = TextFieldModel.editing(notation: "|one two three")
    field.perform(.deleteWordForward)
    field.perform(.deleteWordForward)
    field.perform(.move(.end, extending: false))
    field.perform(.deleteWordBackward)
    #expect(field.pasteboard.killRing.entries == ["three", "one two"])
  }

  @Test func yankPopCyclesThroughTheRing() {
    let field = TextFieldModel.editing(notation: "|")
    field.pasteboard.killRing.kill("first", joiningTop: false, backward: false)
    field.pasteboard.killRing.kill("second", joiningTop: false, backward: false)
    field.perform(.insert(">"))
    field.perform(.yank)
    #expect(field.state.description == ">second|")
    field.perform(.yankPop)
    #expect(field.state.description == ">first|")
    field.perform(.yankPop)
    #expect(field.state.description == ">second|")
    field.perform(.move(.start, extending: false))
    #expect(field.perform(.yankPop) == .ignored)
  }

  @Test func cutCopyPasteUseTheSharedClipboard() {
    let pasteboard = Pasteboard()
    let source = TextFieldModel.editing(notation: "a[bc|]d", pasteboard: pasteboard)
    let target = TextFieldModel.editing(notation: "x|y", pasteboard: pasteboard)
    source.perform(.copy)
    target.perform(.pasteFromClipboard)
    #expect(target.state.description == "xbc|y")
    source.perform(.cut)
    #expect(source.state.description == "a|d")
    #expect(pasteboard.clipboard == "bc")
    #expect(source.perform(.cut) == .rejected(reason: .nothingSelected))
  }

  @Test func copyIsKillRingSaveSoYankBringsItBack() {
    let field = TextFieldModel.editing(notation: "one [two|] three")
    #expect(field.perform(.copy) == .applied)
    #expect(field.state.description == "one [two|] three")
    #expect(field.pasteboard.clipboard == "two")
    #expect(field.pasteboard.killRing.entries == ["two"])
    field.perform(.move(.end, extending: false))
    field.perform(.yank)
    #expect(field.state.description == "one two threetwo|")
  }

  @Test func aCopyAfterAKillIsANewEntryAndYankPopReachesTheKill() {
    let field = TextFieldModel.editing(notation: "ab|cd")
    field.perform(.killToEnd)
    field.select(0..<2)
    field.perform(.copy)
    #expect(field.pasteboard.killRing.entries == ["ab", "cd"])
    field.perform(.move(.end, extending: false))
    field.perform(.yank)
    field.perform(.yankPop)
    #expect(field.state.description == "abcd|")
  }

  @Test func copyWithNothingSelectedIsRefusedAndLeavesBothEmpty() {
    let field = TextFieldModel.editing(notation: "ab|c")
    #expect(field.perform(.copy) == .rejected(reason: .nothingSelected))
    #expect(field.pasteboard.clipboard == nil)
    #expect(field.pasteboard.killRing.entries == [])
    #expect(field.state.description == "ab|c")
  }

  /// Each row: the text and caret before a kill, the kill, the state undo restores (the caret
  /// after the text it brings back, as readline's undo puts it), the state redo restores (the
  /// caret where the kill happened).
  @Test(arguments: [
    ("foo b|ar", EditingCommand.killToEnd, "foo bar|", "foo b|"),
    ("foo b|ar", .killToStart, "foo b|ar", "|ar"),
    ("foo b|ar", .deleteWordForward, "foo bar|", "foo b|"),
    ("foo b|ar", .deleteWordBackward, "foo b|ar", "foo |ar"),
    ("|foo", .killToEnd, "foo|", "|"),
  ])
  func undoAndRedoOfAKill(
    before: String, kill: EditingCommand, undone: String, after: String
  ) {
    let field = TextFieldModel.editing(notation: before)
    field.perform(kill)
    field.perform(.undo)
    #expect(field.state.description == undone)
    field.perform(.redo)
    #expect(field.state.description == after)
  }

  /// Each row: a masked text and caret, `C-k`, then undo and redo: undo brings the text back with
  /// the caret after it (readline's undo), redo puts the caret where the kill happened, whatever
  /// the mask did to the kill.
  @Test(arguments: [
    ("+1 (555) |123-4567", "+1 (555) |"),
    ("+1 (55|5) 123-4567", "+1 (55|"),
    ("+1 (555) 1|23-4567", "+1 (555) 1|"),
  ])
  func undoAndRedoOfAKillInAMaskedField(before: String, after: String) throws {
    let mask = try MaskFilter(format: "+1 ([000]) [000]-[0000]")
    let field = TextFieldModel.editing(notation: before, filters: [mask])
    field.perform(.killToEnd)
    #expect(field.state.description == after)
    field.perform(.undo)
    #expect(field.state.description == "+1 (555) 123-4567|")
    field.perform(.redo)
    #expect(field.state.description == after)
  }

  @Test func cutPutsTheTextOnTheClipboardEvenWhenAFilterRewrites() throws {
    let pattern = try PatternFilter(pattern: "+1 (###) ###-####")
    let field = TextFieldModel.editing(filters: [pattern])
    field.type("5551234")
    field.select(4..<7)
    #expect(field.perform(.cut) == .rewritten(nil))
    #expect(field.pasteboard.clipboard == "555")
    #expect(field.state.description == "+1 (|123) 4")
  }

  @Test func secureFieldsNeverLeakTheirText() {
    let field = TextFieldModel.editing(notation: "[secret|]")
    field.echoMode = .secure
    #expect(field.perform(.copy) == .rejected(reason: .secretCopy))
    #expect(field.perform(.cut) == .rejected(reason: .secretCopy))
    field.setCaret(0)
    #expect(field.perform(.copy) == .rejected(reason: .secretCopy))
    field.perform(.move(.end, extending: false))
    field.perform(.deleteWordBackward)
    #expect(field.text == "")
    #expect(field.pasteboard.clipboard == nil)
    #expect(field.pasteboard.killRing.entries == [])
  }

  @Test func undoRestoresTextCaretAndSelectionAndRedoReturns() {
    let field = TextFieldModel.editing(notation: "hello wor[ld|]")
    field.perform(.deleteBackward)
    field.perform(.move(.start, extending: false))
    #expect(field.state.description == "|hello wor")
    field.perform(.undo)
    #expect(field.state.description == "hello wor[ld|]")
    // Redo returns exactly to the state undo left, caret included.
    field.perform(.redo)
    #expect(field.state.description == "|hello wor")
    field.perform(.undo)
    field.perform(.undo)
    #expect(field.perform(.undo) == .ignored)
    #expect(field.state.description == "hello wor[ld|]")
  }

  @Test func typingRunsUndoAsOneStep() {
    let field = TextFieldModel.editing()
    field.type("hello")
    field.perform(.move(.characterBackward, extending: false))
    field.type("X")
    field.perform(.undo)
    #expect(field.state.description == "hell|o")
    field.perform(.undo)
    #expect(field.state.description == "|")
    field.perform(.redo)
    field.perform(.redo)
    #expect(field.state.description == "hellX|o")
  }

  @Test func aNewEditClearsRedoAndSetTextClearsHistory() {
    let field = TextFieldModel.editing()
    field.type("ab")
    field.perform(.undo)
    field.perform(.paste("z"))
    #expect(field.perform(.redo) == .ignored)
    field.setText("new")
    #expect(field.perform(.undo) == .ignored)
  }

  @Test func caretAndSelectionSettersClamp() {
    let field = TextFieldModel.editing(notation: "abc|")
    field.setCaret(99)
    #expect(field.caret == 3)
    field.select(-5..<2)
    #expect(field.state.description == "[ab|]c")
  }
}
