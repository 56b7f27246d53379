/// The undo and redo stacks of a field.
///
/// A step keeps the change an edit made (``TextChange``: where, what it removed, what it
/// inserted) and the caret and selection before and after it, never a copy of the whole text,
/// so recording, undoing and redoing cost the size of the edit, not of the text.
///
/// Each stack also knows the text its top step refers to: the undo stack's top step leads to
/// ``undoText``, the redo stack's starts from ``redoText``. These share the field's own storage
/// (nothing is copied); they differ from the field's text only when an undo or redo did not land
/// where it was going (a filter rewrote it), and the next step is then applied to that text and
/// proposed as a whole-text edit.
struct EditHistory: Hashable, Sendable {
  /// A caret and anchor, and the caret's UTF-8 offset in the text they belong to.
  struct Selection: Hashable, Sendable {
    var caret: Int
    var anchor: Int
    var caretUTF8Offset: Int

    init(_ state: TextFieldState) {
      caret = state.caret
      anchor = state.anchor
      caretUTF8Offset = state.caretUTF8Offset
    }
  }

  struct Step: Hashable, Sendable {
    var change: TextChange
    var before: Selection
    var after: Selection
    var kind: EditKind
  }

  /// How many steps are kept; the oldest fall off.
  static let limit = 200

  private(set) var undoSteps: [Step] = []
  private(set) var redoSteps: [Step] = []
  /// The text the top undo step leads to.
  var undoText = ""
  /// The text the top redo step starts from.
  var redoText = ""
  /// Counts every change to the stacks, so undo and redo can tell whether a delegate or observer
  /// changed the history while their edit was being applied.
  private(set) var version = 0

  /// Records a user edit that made `change` and took the field from `before` to `after`.
  ///
  /// Typing that continues the previous typing step joins it, so one undo
  /// removes a typed word, not a letter. Any new edit clears the redo stack.
  mutating func record(
    _ change: TextChange, before: TextFieldState, after: TextFieldState, kind: EditKind,
    joining: Bool
  ) {
    version += 1
    redoSteps.removeAll()
    redoText = ""
    let mark = Selection(before)
    if joining, kind == .typing, let last = undoSteps.last, last.kind == .typing,
      last.after == mark, undoText.hasSameUTF8(as: before.text)
    {
      undoSteps[undoSteps.count - 1].change.append(change, over: before.text)
      undoSteps[undoSteps.count - 1].after = Selection(after)
      undoText = after.text
      return
    }
    undoSteps.append(Step(change: change, before: mark, after: Selection(after), kind: kind))
    undoText = after.text
    if undoSteps.count > Self.limit { undoSteps.removeFirst(undoSteps.count - Self.limit) }
  }

  /// The top undo step and the text it leads to.
  mutating func popUndo() -> (step: Step, text: String)? {
    guard let step = undoSteps.popLast() else { return nil }
    version += 1
    return (step, undoText)
  }

  /// The top redo step and the text it starts from.
  mutating func popRedo() -> (step: Step, text: String)? {
    guard let step = redoSteps.popLast() else { return nil }
    version += 1
    return (step, redoText)
  }

  /// Pushes an undo step that leads to `text`.
  mutating func pushUndo(_ step: Step, leadingTo text: String) {
    version += 1
    undoSteps.append(step)
    undoText = text
  }

  /// Pushes a redo step that starts from `text`.
  mutating func pushRedo(_ step: Step, startingFrom text: String) {
    version += 1
    redoSteps.append(step)
    redoText = text
  }

  mutating func removeAll() {
    version += 1
    undoSteps.removeAll()
    redoSteps.removeAll()
    undoText = ""
    redoText = ""
  }
}

/// What the previous command was, for readline's joined kills, yank-pop and typing undo steps.
enum LastCommand: Hashable, Sendable {
  case other
  case typing
  case kill
  case yank(Range<Int>)
}
