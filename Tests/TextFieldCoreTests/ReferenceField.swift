@testable import TextFieldCore

/// The field's commands as they were written before edits were recorded as changes.
///
/// Whole-text proposed edits (counted from the start), word motions over an Array of the whole
/// text, and undo steps that keep whole states. Raw input policy, no user delegate.
///
/// The seeded tests run the same keys on a ``TextFieldModel`` and on this, and compare.
final class ReferenceField {
  struct Step {
    var before: TextFieldState
    var after: TextFieldState
    var kind: EditKind
  }

  private(set) var state: TextFieldState
  let filters: [any TextFieldFilter]
  private(set) var killRing = KillRing()
  private(set) var clipboard: String?
  private var undoSteps: [Step] = []
  private var redoSteps: [Step] = []
  private var lastCommand = LastCommand.other
  /// Every edit proposed to the filters, in order.
  private(set) var proposed: [ProposedEdit] = []

  init(state: TextFieldState, filters: [any TextFieldFilter]) {
    self.state = state
    self.filters = filters
  }

  var text: String { state.text }

  func select(anchor: Int, caret: Int) {
    lastCommand = .other
    state = TextFieldState(text: text, caret: caret, anchor: anchor)
  }

  func setText(_ newText: String) -> EditOutcome {
    lastCommand = .other
    let outcome = insert(newText, over: 0..<text.count, kind: .programmatic)
    undoSteps.removeAll()
    redoSteps.removeAll()
    return outcome
  }

  // swift-format-ignore: CyclomaticComplexity
  func perform(_ command: EditingCommand) -> EditOutcome {
    let previous = lastCommand
    lastCommand = .other
    let characters = Array(text)
    let caret = state.caret
    switch command {
    case .insert(let string):
      guard !string.isEmpty else { return .ignored }
      if previous == .typing { lastCommand = .typing }
      let outcome = insert(string, over: state.selectedRange, kind: .typing)
      if outcome.landed { lastCommand = .typing }
      return outcome
    case .paste(let string):
      guard !string.isEmpty else { return .ignored }
      return insert(string, over: state.selectedRange, kind: .paste)
    case .pasteFromClipboard:
      guard let string = clipboard, !string.isEmpty else { return .ignored }
      return insert(string, over: state.selectedRange, kind: .paste)
    case .deleteBackward:
      return deleteSelectionOr(caret - 1..<caret, kind: .deleteBackward)
    case .deleteForward:
      return deleteSelectionOr(caret..<caret + 1, kind: .deleteForward)
    case .deleteWordBackward:
      return kill(Self.wordBackward(caret, characters)..<caret, backward: true, previous)
    case .deleteWordForward:
      return kill(caret..<Self.wordForward(caret, characters), backward: false, previous)
    case .deleteWhitespaceWordBackward:
      return kill(Self.whitespaceBackward(caret, characters)..<caret, backward: true, previous)
    case .killToStart:
      return kill(0..<caret, backward: true, previous)
    case .killToEnd:
      return kill(caret..<characters.count, backward: false, previous)
    case .yank:
      return yank(replacing: state.selectedRange)
    case .yankPop:
      guard case .yank(let range) = previous, !killRing.entries.isEmpty else { return .ignored }
      return yankPop(replacing: range, characters)
    case .move(let motion, let extending):
      let target = self.target(of: motion, extending: extending, characters)
      return moveSelection(anchor: extending ? state.anchor : target, caret: target)
    case .selectAll:
      return moveSelection(anchor: 0, caret: characters.count)
    case .cut:
      guard state.hasSelection else { return .rejected(reason: .nothingSelected) }
      let selected = String(characters[state.selectedRange])
      let edit = ProposedEdit(kind: .cut, text: text, range: state.selectedRange, replacement: "")
      let outcome = submit(edit)
      if outcome.landed { save(selected) }
      return outcome
    case .copy:
      guard state.hasSelection else { return .rejected(reason: .nothingSelected) }
      save(String(characters[state.selectedRange]))
      return .applied
    case .transpose:
      guard characters.count >= 2, caret > 0 else { return .ignored }
      let right = min(caret + 1, characters.count)
      let swapped = String([characters[right - 1], characters[right - 2]])
      if String(characters[right - 1]).utf8.elementsEqual(String(characters[right - 2]).utf8) {
        return recordUnchanged(right - 2..<right, kind: .transpose, caret: right)
      }
      return submit(
        ProposedEdit(kind: .transpose, text: text, range: right - 2..<right, replacement: swapped))
    case .transposeWords:
      return transposeWords(characters)
    case .changeCase(let change):
      return changeCase(change, characters)
    case .step:
      // None of the filters the random sequences use steps values.
      return .ignored
    case .undo:
      return undo()
    case .redo:
      return redo()
    case .clear:
      guard !text.isEmpty else { return .ignored }
      return submit(
        ProposedEdit(kind: .clear, text: text, range: 0..<characters.count, replacement: ""))
    }
  }

  private func target(of motion: CaretMotion, extending: Bool, _ characters: [Character]) -> Int {
    let selection = state.selectedRange
    switch motion {
    case .characterBackward:
      return !extending && state.hasSelection ? selection.lowerBound : max(0, state.caret - 1)
    case .characterForward:
      return !extending && state.hasSelection
        ? selection.upperBound : min(characters.count, state.caret + 1)
    case .wordBackward: return Self.wordBackward(state.caret, characters)
    case .wordForward: return Self.wordForward(state.caret, characters)
    case .start: return 0
    case .end: return characters.count
    }
  }

  private func moveSelection(anchor: Int, caret: Int) -> EditOutcome {
    guard anchor != state.anchor || caret != state.caret else { return .ignored }
    state = TextFieldState(text: text, caret: caret, anchor: anchor)
    return .applied
  }

  private func insert(_ string: String, over range: Range<Int>, kind: EditKind) -> EditOutcome {
    submit(ProposedEdit(kind: kind, text: text, range: range, replacement: string))
  }

  private func deleteSelectionOr(_ range: Range<Int>, kind: EditKind) -> EditOutcome {
    let target = state.hasSelection ? state.selectedRange : range
    guard target.lowerBound >= 0, target.upperBound <= text.count, !target.isEmpty else {
      return .ignored
    }
    return submit(ProposedEdit(kind: kind, text: text, range: target, replacement: ""))
  }

  private func kill(_ range: Range<Int>, backward: Bool, _ previous: LastCommand) -> EditOutcome {
    guard !range.isEmpty else { return .ignored }
    let killed = String(Array(text)[range])
    let kind: EditKind = backward ? .deleteBackward : .deleteForward
    let outcome = submit(ProposedEdit(kind: kind, text: text, range: range, replacement: ""))
    guard outcome.landed else { return outcome }
    killRing.kill(killed, joiningTop: previous == .kill, backward: backward)
    lastCommand = .kill
    return outcome
  }

  private func yank(replacing range: Range<Int>) -> EditOutcome {
    guard let top = killRing.top else { return .ignored }
    let outcome = insert(top, over: range, kind: .yank)
    if outcome.landed { lastCommand = .yank(min(range.lowerBound, state.caret)..<state.caret) }
    return outcome
  }

  /// readline's yank-pop: the yanked text replaced by the next older kill, recorded as a
  /// deletion and an insertion.
  private func yankPop(replacing range: Range<Int>, _ characters: [Character]) -> EditOutcome {
    let before = state
    killRing.rotate()
    let outcome = yank(replacing: range)
    guard outcome == .applied, let inserted = undoSteps.popLast() else { return outcome }
    var remaining = characters
    remaining.removeSubrange(range)
    let middle = TextFieldState(text: String(remaining), caret: range.lowerBound)
    let restored = TextFieldState(text: before.text, caret: range.upperBound)
    undoSteps.append(Step(before: restored, after: middle, kind: .deleteBackward))
    undoSteps.append(Step(before: middle, after: inserted.after, kind: .yank))
    if undoSteps.count > EditHistory.limit { undoSteps.removeFirst() }
    return outcome
  }

  /// readline's transpose-words, over the whole text.
  private func transposeWords(_ characters: [Character]) -> EditOutcome {
    let secondEnd = Self.wordForward(state.caret, characters)
    let secondStart = Self.wordBackward(secondEnd, characters)
    let firstStart = Self.wordBackward(secondStart, characters)
    let firstEnd = Self.wordForward(firstStart, characters)
    guard firstStart != secondStart, secondStart >= firstEnd else { return .ignored }
    if String(characters[firstStart..<firstEnd]).utf8.elementsEqual(
      String(characters[secondStart..<secondEnd]).utf8)
    {
      return recordUnchanged(firstStart..<secondEnd, kind: .transpose, caret: secondEnd)
    }
    let swapped =
      characters[secondStart..<secondEnd] + characters[firstEnd..<secondStart]
      + characters[firstStart..<firstEnd]
    return submit(
      ProposedEdit(
        kind: .transpose, text: text, range: firstStart..<secondEnd,
        replacement: String(swapped)))
  }

  /// readline's upcase-, downcase- and capitalize-word, over the whole text.
  private func changeCase(_ change: CaseChange, _ characters: [Character]) -> EditOutcome {
    let end = Self.wordForward(state.caret, characters)
    guard end > state.caret else { return .ignored }
    var changed = ""
    var inWord = false
    for character in characters[state.caret..<end] {
      if !Self.isWord(character) {
        changed.append(character)
        inWord = false
        continue
      }
      switch change {
      case .upper: changed += character.uppercased()
      case .lower: changed += character.lowercased()
      case .capitalized:
        changed +=
          inWord
          ? character.lowercased()
          : TextFieldModel.changing(
            Substring(String(character)), to: .capitalized)
      }
      inWord = true
    }
    guard changed == String(characters[state.caret..<end]) else {
      return submit(
        ProposedEdit(
          kind: .changeCase, text: text, range: state.caret..<end, replacement: changed))
    }
    return recordUnchanged(state.caret..<end, kind: .changeCase, caret: end)
  }

  /// readline's undo step for a command that replaced `range` with the same Characters.
  private func recordUnchanged(_ range: Range<Int>, kind: EditKind, caret: Int) -> EditOutcome {
    let undoCaret =
      kind == .transpose && range.count == 2 ? range.lowerBound + 1 : range.upperBound
    redoSteps.removeAll()
    state = TextFieldState(text: text, caret: caret)
    undoSteps.append(
      Step(before: TextFieldState(text: text, caret: undoCaret), after: state, kind: kind))
    if undoSteps.count > EditHistory.limit { undoSteps.removeFirst() }
    return .applied
  }

  private func save(_ text: String) {
    clipboard = text
    killRing.kill(text, joiningTop: false, backward: false)
  }

  private func undo() -> EditOutcome {
    guard let step = undoSteps.popLast() else { return .ignored }
    let current = state
    let edit = ProposedEdit(
      kind: .undo, text: text, result: step.before.text, caret: step.before.caret)
    let outcome = submit(edit, restoring: step.before, recordsHistory: false)
    if outcome.landed {
      redoSteps.append(Step(before: state, after: current, kind: step.kind))
    } else {
      undoSteps.append(step)
    }
    return outcome
  }

  private func redo() -> EditOutcome {
    guard let step = redoSteps.popLast() else { return .ignored }
    let current = state
    let edit = ProposedEdit(
      kind: .redo, text: text, result: step.after.text, caret: step.after.caret)
    let outcome = submit(edit, restoring: step.after, recordsHistory: false)
    if outcome.landed {
      undoSteps.append(Step(before: current, after: state, kind: step.kind))
    } else {
      redoSteps.append(step)
    }
    return outcome
  }

  private func submit(
    _ edit: ProposedEdit, restoring: TextFieldState? = nil, recordsHistory: Bool = true
  ) -> EditOutcome {
    proposed.append(edit)
    let newState: TextFieldState
    let outcome: EditOutcome
    switch FilterChain.decide(edit, with: filters) {
    case .accept:
      if let restoring, restoring.text == edit.result {
        newState = restoring
      } else {
        newState = TextFieldState(text: edit.result, caret: edit.caret)
      }
      outcome = .applied
    case .reject(let reason):
      return .rejected(reason: reason)
    case .rewrite(let text, let caret, let notice):
      newState = TextFieldState(text: text, caret: caret)
      outcome = .rewritten(notice)
    }
    if recordsHistory, edit.kind.isUserEdit, newState.text != state.text {
      let inserted = newState.text.count - state.text.count
      if edit.range.isEmpty, edit.kind == .typing || (edit.kind == .yank && inserted == 1),
        let last = undoSteps.last,
        last.kind == .typing || last.kind == .yank, last.after == state,
        last.after.text.count - last.before.text.count < EditHistory.joinedRun
      {
        undoSteps[undoSteps.count - 1].after = newState
      } else {
        redoSteps.removeAll()
        undoSteps.append(Step(before: undoState(for: edit), after: newState, kind: edit.kind))
        if undoSteps.count > EditHistory.limit { undoSteps.removeFirst() }
      }
      redoSteps.removeAll()
    }
    state = newState
    return outcome
  }

  /// The state undoing `edit` lands on: readline's caret (after what the edit replaced; between
  /// the two Characters of a `C-t`) unless a selection comes back.
  private func undoState(for edit: ProposedEdit) -> TextFieldState {
    switch edit.kind {
    case .typing, .paste, .yank, .deleteBackward, .deleteForward, .transpose, .changeCase:
      guard !state.hasSelection else { return state }
      let range = edit.range
      let caret =
        edit.kind == .transpose && range.count == 2 ? range.lowerBound + 1 : range.upperBound
      return TextFieldState(text: state.text, caret: caret)
    default:
      return state
    }
  }

  // MARK: - Word motions over the whole text

  static func isWord(_ character: Character) -> Bool { character.isLetter || character.isNumber }

  static func wordForward(_ position: Int, _ characters: [Character]) -> Int {
    var index = position
    while index < characters.count, !isWord(characters[index]) { index += 1 }
    while index < characters.count, isWord(characters[index]) { index += 1 }
    return index
  }

  static func wordBackward(_ position: Int, _ characters: [Character]) -> Int {
    var index = position
    while index > 0, !isWord(characters[index - 1]) { index -= 1 }
    while index > 0, isWord(characters[index - 1]) { index -= 1 }
    return index
  }

  static func whitespaceBackward(_ position: Int, _ characters: [Character]) -> Int {
    var index = position
    while index > 0, characters[index - 1].isWhitespace { index -= 1 }
    while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
    return index
  }
}
