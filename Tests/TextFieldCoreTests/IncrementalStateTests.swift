import TestSupport
import Testing

@testable import TextFieldCore

/// The Character count and caret index a state keeps, and the counts and windows an edit
/// proposed from a state keeps, compared with a from-scratch computation after seeded random
/// edit sequences.
@Suite struct IncrementalStateTests {
  /// Pieces that merge with their neighbours: combining marks, regional indicators, ZWJ
  /// sequences, a virama, CR and LF, wide and plain Characters.
  static let pieces = [
    "a", "b", " ", "é", "e", "\u{301}", "\u{308}", "🇺", "🇸", "🇫", "👩", "\u{200D}", "👧", "日",
    "\u{915}", "\u{94D}", "\r", "\n", "x\u{301}y",
  ]

  static func randomText(_ generator: inout SeededGenerator, maxPieces: Int) -> String {
    let count = Int.random(in: 0...maxPieces, using: &generator)
    return (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }
      .joined()
  }

  /// The UTF-8 offset of the Character at `offset`, counted from the start.
  static func utf8Offset(_ offset: Int, in text: String) -> Int {
    let clamped = min(max(0, offset), text.count)
    return text.utf8.distance(
      from: text.startIndex, to: text.index(text.startIndex, offsetBy: clamped))
  }

  static func expectConsistent(_ state: TextFieldState, _ context: String) {
    let text = state.text
    #expect(state.count == text.count, "\(context)")
    #expect(
      text.utf8.distance(from: text.startIndex, to: state.caretIndex)
        == utf8Offset(state.caret, in: text), "\(context)")
    for offset in [0, state.caret - 1, state.caret + 2, text.count / 2, text.count] {
      #expect(
        text.utf8.distance(from: text.startIndex, to: state.index(ofCharacter: offset))
          == utf8Offset(offset, in: text), "\(context) offset \(offset)")
    }
  }

  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func modelKeepsCountAndCaretIndex(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    let field = TextFieldModel.editing(Self.randomText(&generator, maxPieces: 20))
    field.inputPolicy = seed.isMultiple(of: 2) ? .singleLine : .raw
    var log: [String] = []
    for _ in 0..<300 {
      let piece = Self.randomText(&generator, maxPieces: 3)
      let count = field.state.count
      let command: EditingCommand
      switch Int.random(in: 0..<14, using: &generator) {
      case 0, 1, 2: command = .insert(piece)
      case 3: command = .paste(piece)
      case 4, 5: command = .deleteBackward
      case 6: command = .deleteForward
      case 7: command = .move(.characterBackward, extending: Bool.random(using: &generator))
      case 8: command = .move(.characterForward, extending: Bool.random(using: &generator))
      case 9: command = Bool.random(using: &generator) ? .undo : .redo
      case 10: command = Bool.random(using: &generator) ? .transpose : .killToEnd
      case 11: command = .deleteWordBackward
      case 12:
        let caret = Int.random(in: -1...count + 1, using: &generator)
        field.select(anchor: Int.random(in: 0...count, using: &generator), caret: caret)
        log.append("select \(caret)")
        Self.expectConsistent(field.state, log.joined(separator: ", "))
        continue
      default: command = .move(Bool.random(using: &generator) ? .start : .end, extending: false)
      }
      field.perform(command)
      log.append("\(command)")
      Self.expectConsistent(field.state, log.suffix(5).joined(separator: ", "))
    }
  }

  @Test(arguments: Array(1...6) as [UInt64])
  func proposedEditMatchesTheOneCountedFromTheStart(seed: UInt64) {
    var generator = SeededGenerator(seed: 100 + seed)
    for _ in 0..<400 {
      let text = Self.randomText(&generator, maxPieces: 12)
      let count = text.count
      let state = TextFieldState(text: text, caret: Int.random(in: 0...count, using: &generator))
      let lower = Int.random(in: -1...count + 1, using: &generator)
      let upper = Int.random(in: lower...count + 2, using: &generator)
      let replacement = Self.randomText(&generator, maxPieces: 3)
      let kind = EditKind.allCases[Int.random(in: 0..<EditKind.allCases.count, using: &generator)]
      let known = ProposedEdit(
        kind: kind, state: state, range: lower..<upper, replacement: replacement)
      let counted = ProposedEdit(
        kind: kind, text: text, range: lower..<upper, replacement: replacement)
      let context = "\(counted)"
      #expect(known == counted, "\(context)")
      #expect(known.known != nil)
      #expect(known.resultCount == counted.result.count, "\(context)")
      #expect(known.changesText == (counted.result != text), "\(context)")
      // Found inside the windows, and from both whole texts.
      #expect(known.changedRange == counted.changedRange, "\(context)")
      #expect(known.changedCharacters == counted.changedCharacters, "\(context)")
      #expect(known.resultState == TextFieldState(text: counted.result, caret: counted.caret))
      Self.expectConsistent(known.resultState, context)
      // The windows may align a repeated Character differently from the whole-text diff
      // (`ae` → `aeae`): the same Characters changed, maybe in another order.
      if let windows = known.known {
        let local = ProposedEdit.changed(
          from: text[windows.oldWindow], to: Substring(windows.newWindowText))
        let whole = ProposedEdit(kind: kind, text: text, result: counted.result, caret: 0)
          .changedCharacters
        #expect(local.map(String.init).sorted() == whole.map(String.init).sorted(), "\(context)")
      }
    }
  }

  @Test func settingTextOrCaretRecountsAndEqualityIgnoresTheCache() {
    var state = TextFieldState(text: "ab🇺🇸c", caret: 1)
    state.text = "e\u{301}日x"
    #expect(state.count == 3)
    Self.expectConsistent(state, "text set")
    state.caret = 3
    Self.expectConsistent(state, "caret set")
    #expect(state == TextFieldState(text: "é日x", caret: 3, anchor: 1))
    #expect(state.caret == 3)
  }
}
