/// The undo and redo stacks of a field: whole states, so undo restores text, caret and selection.
struct EditHistory: Hashable, Sendable {
  struct Step: Hashable, Sendable {
    var before: TextFieldState
    var after: TextFieldState
    var kind: EditKind
  }

  /// How many steps are kept; the oldest fall off.
  static let limit = 200

  private(set) var undoSteps: [Step] = []
  private(set) var redoSteps: [Step] = []

  /// Records a user edit.
  ///
  /// Typing that continues the previous typing step joins it, so one undo
  /// removes a typed word, not a letter. Any new edit clears the redo stack.
  mutating func record(before: TextFieldState, after: TextFieldState, kind: EditKind, joining: Bool)
  {
    redoSteps.removeAll()
    if joining, kind == .typing, let last = undoSteps.last, last.kind == .typing,
      last.after == before
    {
      undoSteps[undoSteps.count - 1].after = after
      return
    }
    undoSteps.append(Step(before: before, after: after, kind: kind))
    if undoSteps.count > Self.limit { undoSteps.removeFirst(undoSteps.count - Self.limit) }
  }

  mutating func popUndo() -> Step? { undoSteps.popLast() }
  mutating func popRedo() -> Step? { redoSteps.popLast() }
  mutating func pushUndo(_ step: Step) { undoSteps.append(step) }
  mutating func pushRedo(_ step: Step) { redoSteps.append(step) }

  mutating func removeAll() {
    undoSteps.removeAll()
    redoSteps.removeAll()
  }
}

/// What the previous command was, for readline's joined kills, yank-pop and typing undo steps.
enum LastCommand: Hashable, Sendable {
  case other
  case typing
  case kill
  case yank(Range<Int>)
}
