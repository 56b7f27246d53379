import InputMask
import TestSupport
import Testing

@testable import TextFieldCore

/// Seeded random key sequences (word motions, kills, yank, transpose, undo and redo over
/// combining marks, ZWJ sequences and flags) run on a field and on ``ReferenceField`` (the same
/// commands computed from the whole text, undo keeping whole states); after every key the two
/// must agree on the whole state, the outcome, the kill ring, the clipboard and every edit
/// proposed to the delegate.
@Suite struct FlatKeyTests {
  /// Pieces of text: words, spaces and punctuation for word motions, and Characters that merge
  /// with their neighbours (combining marks, flags, ZWJ sequences, a virama, CR and LF).
  static let pieces = [
    "lorem", " ", "ab", "a", "a", "é", "e", "\u{301}", "\u{308}", "🇺", "🇸", "👩", "\u{200D}",
    "👧", "👩\u{200D}👩\u{200D}👧", "日本", "\u{915}", "\u{94D}", "\r", "\n", "x\u{301}y", "1",
    "-", "  ",
  ]

  static func piece(_ generator: inout SeededGenerator, from pieces: [String]) -> String {
    let count = Int.random(in: 1...3, using: &generator)
    return (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }
      .joined()
  }

  // swift-format-ignore: CyclomaticComplexity
  static func command(_ generator: inout SeededGenerator, pieces: [String]) -> EditingCommand {
    let extending = Int.random(in: 0..<4, using: &generator) == 0
    switch Int.random(in: 0..<32, using: &generator) {
    case 0..<6: return .insert(piece(&generator, from: pieces))
    case 6: return .paste(piece(&generator, from: pieces))
    case 7: return .pasteFromClipboard
    case 8, 9: return .deleteBackward
    case 10: return .deleteForward
    case 11: return .deleteWordBackward
    case 12: return .deleteWordForward
    case 13: return .deleteWhitespaceWordBackward
    case 14: return Bool.random(using: &generator) ? .killToStart : .killToEnd
    case 15: return .yank
    case 16: return .yankPop
    case 17: return .move(.wordBackward, extending: extending)
    case 18: return .move(.wordForward, extending: extending)
    case 19: return .move(.characterBackward, extending: extending)
    case 20: return .move(.characterForward, extending: extending)
    case 21: return .move(Bool.random(using: &generator) ? .start : .end, extending: extending)
    case 22: return .transpose
    case 23, 24: return .undo
    case 25: return .redo
    case 26: return Bool.random(using: &generator) ? .cut : .copy
    case 27: return .selectAll
    case 28: return .transposeWords
    case 29: return .changeCase(CaseChange.allCases.randomElement(using: &generator) ?? .lower)
    default: return Int.random(in: 0..<8, using: &generator) == 0 ? .clear : .undo
    }
  }

  /// Runs `keys` random keys on a field running `filters` and on the reference, comparing after
  /// each one.
  static func compare(
    seed: UInt64, keys: Int, filters: () -> [any TextFieldFilter], pieces: [String]
  ) {
    var generator = SeededGenerator(seed: seed)
    let start = (0..<Int.random(in: 0...6, using: &generator))
      .map { _ in piece(&generator, from: pieces) }.joined()
    let checker = EditChecker()
    let field = TextFieldModel(text: start, filters: filters())
    field.inputPolicy = .raw
    field.delegate = checker
    field.beginEditing()
    let reference = ReferenceField(state: field.state, filters: filters())
    var log: [String] = []
    for _ in 0..<keys {
      let outcome: EditOutcome
      let expected: EditOutcome
      switch Int.random(in: 0..<40, using: &generator) {
      case 0:
        let count = reference.text.count
        let anchor = Int.random(in: 0...count, using: &generator)
        let caret = Int.random(in: 0...count, using: &generator)
        field.select(anchor: anchor, caret: caret)
        reference.select(anchor: anchor, caret: caret)
        log.append("select \(anchor) \(caret)")
        (outcome, expected) = (.ignored, .ignored)
      case 1:
        let text = piece(&generator, from: pieces)
        log.append("setText \(text.debugDescription)")
        (outcome, expected) = (field.setText(text), reference.setText(text))
      default:
        let command = Self.command(&generator, pieces: pieces)
        log.append("\(command)")
        (outcome, expected) = (field.perform(command), reference.perform(command))
      }
      let context = "seed \(seed): " + log.suffix(8).joined(separator: ", ")
      #expect(outcome == expected, "\(context)")
      expectSame(field, reference, checker: checker, context)
      IncrementalStateTests.expectConsistent(field.state, context)
      if field.state != reference.state || outcome != expected { return }
    }
  }

  static func expectSame(
    _ field: TextFieldModel, _ reference: ReferenceField, checker: EditChecker, _ context: String
  ) {
    #expect(Array(field.text.unicodeScalars) == Array(reference.text.unicodeScalars), "\(context)")
    #expect(field.state.caret == reference.state.caret, "\(context)")
    #expect(field.state.anchor == reference.state.anchor, "\(context)")
    #expect(field.pasteboard.killRing.entries == reference.killRing.entries, "\(context)")
    #expect(field.pasteboard.clipboard == reference.clipboard, "\(context)")
    #expect(checker.edits.count == reference.proposed.count, "\(context)")
    for (seen, proposed) in zip(checker.edits, reference.proposed).suffix(1) {
      #expect(seen.kind == proposed.kind, "\(context)")
      #expect(seen.range == proposed.range, "\(context): \(seen) vs \(proposed)")
      #expect(Array(seen.replacement.unicodeScalars) == Array(proposed.replacement.unicodeScalars))
      #expect(Array(seen.result.unicodeScalars) == Array(proposed.result.unicodeScalars))
      #expect(seen.caret == proposed.caret, "\(context)")
    }
    #expect(checker.problems == [], "\(context)")
  }

  @Test(arguments: Array(1...12) as [UInt64])
  func keysMatchTheWholeTextReference(seed: UInt64) {
    Self.compare(seed: seed, keys: 400, filters: { [] }, pieces: Self.pieces)
  }

  /// Filters that refuse and rewrite: a maximum length (trims pastes and yanks), a mask and a
  /// `#`-pattern (rewrite every edit; undo lands elsewhere when the mask reformats), a regex.
  @Test(arguments: Array(1...15) as [UInt64])
  func keysMatchTheReferenceThroughFilters(seed: UInt64) throws {
    let digits = ["1", "2", "55", "123", " ", "-", "(", "a", "\u{301}"]
    let words = ["ab", " ", "c", "de ", "x", "\u{301}", "é"]
    let phone = try MaskFilter(format: "+1 ([000]) [000]-[0000]")
    let pattern = try PatternFilter(pattern: "(###) ###-####")
    let regex = try RegexFilter("[a-z ]{0,12}")
    let maxLength = try MaxLengthFilter(9)
    let twister = UndoTwister()
    switch seed % 5 {
    case 0: Self.compare(seed: seed, keys: 300, filters: { [phone] }, pieces: digits)
    case 1: Self.compare(seed: seed, keys: 300, filters: { [pattern] }, pieces: digits)
    case 2: Self.compare(seed: seed, keys: 300, filters: { [regex] }, pieces: words)
    case 3: Self.compare(seed: seed, keys: 300, filters: { [maxLength] }, pieces: Self.pieces)
    default: Self.compare(seed: seed, keys: 400, filters: { [twister] }, pieces: Self.pieces)
    }
  }

  /// Runs `commands` on a field and on the reference, comparing after each.
  static func script(_ commands: [EditingCommand], filters: [any TextFieldFilter] = []) {
    let checker = EditChecker()
    let field = TextFieldModel.editing(filters: filters)
    field.inputPolicy = .raw
    field.delegate = checker
    let reference = ReferenceField(state: field.state, filters: filters)
    for (index, command) in commands.enumerated() {
      let context = "key \(index): \(command)"
      #expect(field.perform(command) == reference.perform(command), "\(context)")
      expectSame(field, reference, checker: checker, context)
    }
  }

  /// An undo or redo a filter rewrote leaves the field away from where the next step starts; an
  /// edit after it, then undo and redo, still restore what whole-state steps restore.
  @Test func editsUndoAndRedoAfterARewrittenUndoOrRedo() {
    Self.script(
      [
        .insert("a"), .insert("b"), .paste("cd"), .undo, .insert("x"), .undo, .undo, .undo, .redo,
        .redo, .redo, .undo, .undo, .redo, .undo, .paste("e"), .paste("f"), .undo, .undo, .redo,
        .undo, .redo, .redo, .undo,
      ], filters: [AppendOnUndo()])
  }

  /// Past the history's limit the oldest steps fall off, however many times it fills: 450
  /// pastes (each a step), undo past the limit, redo, then fill it again (the stack drops its
  /// oldest steps in one move once as many as the limit are past it) and undo to the bottom.
  @Test func theHistoryKeepsItsLimitAcrossManyFills() {
    let fill = (0..<450).map { EditingCommand.paste(String($0 % 10)) }
    let undos = Array(repeating: EditingCommand.undo, count: 230)
    let redos = Array(repeating: EditingCommand.redo, count: 40)
    Self.script(fill + undos + redos + fill + fill + undos)
  }

  /// A replacement by canonically equivalent text changes no Character, so it is no undo step,
  /// but it changes the bytes the steps below it were recorded on.
  @Test func aCanonicallyEquivalentReplacementThenUndoingPastIt() {
    Self.script([
      .paste("ré"), .selectAll, .paste("re\u{301}"), .insert("x"), .undo, .undo, .redo, .redo,
      .undo, .selectAll, .paste("re\u{301}"), .undo, .redo,
    ])
  }

  /// A delegate that sets the text while an undo is being applied: the history it cleared stays
  /// cleared, and redo returns to the state before the undo, as with whole-state steps.
  @Test func aTextSetDuringUndoLeavesRedoToTheStateBeforeIt() {
    let field = TextFieldModel.editing("abc")
    field.type("d")
    var armed = true
    field.addObserver { event, field in
      guard armed, event == .valueChanged, field.text == "abc" else { return }
      armed = false
      field.setText("xyz")
    }
    field.perform(.undo)
    #expect(field.state.description == "xyz|")
    #expect(field.perform(.redo) == .applied)
    #expect(field.state.description == "abcd|")
    #expect(field.perform(.undo) == .applied)
    #expect(field.state.description == "xyz|")
    #expect(field.perform(.undo) == .ignored)
  }

  /// A long run of typing joins one undo step, however it is split by a filter refusing a key.
  @Test func typingRunsJoinAndUndoRestoresTheText() {
    let field = TextFieldModel.editing("start ")
    field.inputPolicy = .raw
    let typed = "e\u{301}👩\u{200D}👧 ab\u{308}🇺🇸 x"
    field.type(typed)
    #expect(field.text == "start " + typed)
    field.perform(.undo)
    #expect(field.state.description == "start |")
    field.perform(.redo)
    #expect(field.text == "start " + typed)
  }
}

/// A filter that refuses or rewrites undo and redo, by the length of the text they restore:
/// the field then lands away from where its history expects it, and later steps are proposed as
/// whole texts.
final class UndoTwister: TextFieldFilter {
  func evaluate(_ edit: ProposedEdit) -> EditDecision {
    guard edit.kind == .undo || edit.kind == .redo else { return .accept }
    switch edit.result.count % 3 {
    case 0: return .reject(reason: nil)
    case 1: return .rewrite(text: edit.result + (edit.kind == .undo ? "~" : "^"), caret: edit.caret)
    default: return .accept
    }
  }
}

/// A filter that rewrites every undo and redo, appending `~` or `^` to the text it restores.
final class AppendOnUndo: TextFieldFilter {
  func evaluate(_ edit: ProposedEdit) -> EditDecision {
    switch edit.kind {
    case .undo: .rewrite(text: edit.result + "~", caret: edit.caret)
    case .redo: .rewrite(text: edit.result + "^", caret: edit.caret)
    default: .accept
    }
  }
}

/// A delegate accepting every edit and recording it; what each edit knows without counting is
/// checked against a count from the start after the key (``problems``), so the field does not
/// see its result read and lands the edit in place.
final class EditChecker: TextFieldDelegate {
  private(set) var edits: [ProposedEdit] = []
  private var checked = 0
  private var found: [String] = []

  /// What the edits recorded so far got wrong.
  var problems: [String] {
    while checked < edits.count {
      found += Self.problems(of: edits[checked])
      checked += 1
    }
    return found
  }

  func textField(_ textField: TextFieldModel, decisionFor edit: ProposedEdit) -> EditDecision {
    edits.append(edit)
    return .accept
  }

  static func problems(of edit: ProposedEdit) -> [String] {
    var problems: [String] = []
    guard let known = edit.known else { return [] }
    let text = edit.text
    let result = edit.result
    func utf8(_ index: String.Index, in string: String) -> Int {
      string.utf8.distance(from: string.startIndex, to: index)
    }
    if known.resultCount != result.count { problems.append("count \(edit)") }
    if known.caretUTF8Offset != IncrementalStateTests.utf8Offset(edit.caret, in: result) {
      problems.append("caret index \(edit)")
    }
    let start = utf8(known.oldWindow.lowerBound, in: text)
    let before = text.utf8.prefix(start)
    let after = text.utf8.suffix(text.utf8.count - utf8(known.oldWindow.upperBound, in: text))
    let windowEnd = start + known.newWindowText.utf8.count
    let newAfter = result.utf8.suffix(max(0, result.utf8.count - windowEnd))
    if windowEnd > result.utf8.count
      || !result.utf8.dropFirst(start).prefix(known.newWindowText.utf8.count).elementsEqual(
        known.newWindowText.utf8)
      || !before.elementsEqual(result.utf8.prefix(start)) || !after.elementsEqual(newAfter)
    {
      problems.append("windows \(edit)")
    }
    if utf8(known.lowerIndex, in: text)
      != IncrementalStateTests.utf8Offset(edit.range.lowerBound, in: text)
      || utf8(known.upperIndex, in: text)
        != IncrementalStateTests.utf8Offset(edit.range.upperBound, in: text)
    {
      problems.append("range indices \(edit)")
    }
    let head = String(text[..<known.oldWindow.lowerBound])
    if head.count != known.windowOffset
      || String(text[known.oldWindow]).count
        != known.oldWindowCount
      || known.newWindowText.count != known.newWindowCount
    {
      problems.append("window counts \(edit)")
    }
    // The same edit with its windows forgotten (its result fixed first) finds its changed
    // Characters in the whole texts.
    var whole = edit
    whole.text = edit.text
    if whole.known != nil || whole.changedRange != edit.changedRange
      || whole.changedCharacters != edit.changedCharacters
    {
      problems.append("changed range \(edit)")
    }
    return problems
  }
}
