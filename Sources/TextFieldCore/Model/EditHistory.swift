/// The undo and redo stacks of a field.
///
/// A step keeps the change an edit made (``TextChange``: where, what it removed, what it
/// inserted) and the caret and selection before and after it, never a copy of the whole text,
/// so recording, undoing and redoing cost the size of the edit, not of the text.
///
/// Each stack also knows the text its top step refers to: the undo stack's top step leads to
/// ``undoText``, the redo stack's starts from ``redoText``. These share the field's own storage
/// (nothing is copied). The steps of a stack chain (each leads to the text the next one starts
/// from); a step pushed where the chain breaks (an undo or redo a filter rewrote, or text
/// changed with no step, as a canonically equivalent replacement) first rebases the top step
/// onto its text, comparing whole texts: O(n), only then.
struct EditHistory: Hashable, Sendable {
  /// A caret and anchor, and the caret's UTF-8 offset in the text they belong to.
  struct Selection: Hashable, Sendable {
    var caret: Int
    var anchor: Int
    var caretUTF8Offset: Int

    init(caret: Int, anchor: Int, caretUTF8Offset: Int) {
      self.caret = caret
      self.anchor = anchor
      self.caretUTF8Offset = caretUTF8Offset
    }

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
  /// The text the top undo step leads to; set it to the popped step's starting text when an
  /// undo pops one.
  var undoText = ""
  /// The text the top redo step starts from; set it to the popped step's resulting text when a
  /// redo pops one.
  var redoText = ""

  /// Records a user edit that made `change` and took the field from `before` to `after`.
  ///
  /// Typing that continues the previous typing step joins it, so one undo
  /// removes a typed word, not a letter. Any new edit clears the redo stack.
  mutating func record(
    _ change: TextChange, before: TextFieldState, after: TextFieldState, kind: EditKind,
    joining: Bool
  ) {
    record(change, before: before, after: Selection(after), kind: kind, joining: joining)
    undoText = after.text
  }

  /// Records a user edit that made `change` from `before`, landing on `after`, before the text
  /// changes.
  ///
  /// The caller sets ``undoText`` to the text after the edit once it has it. Until then the
  /// history holds neither text, so the field can change its text in place.
  mutating func record(
    _ change: TextChange, before: TextFieldState, after: Selection, kind: EditKind,
    joining: Bool
  ) {
    redoSteps.removeAll()
    redoText = ""
    let mark = Selection(before)
    if joining, kind == .typing, let last = undoSteps.last, last.kind == .typing,
      last.after == mark, undoText.hasSameUTF8(as: before.text)
    {
      undoSteps[undoSteps.count - 1].change.append(change, over: before.text)
      undoSteps[undoSteps.count - 1].after = after
      undoText = ""
      return
    }
    pushUndo(
      Step(change: change, before: mark, after: after, kind: kind), from: before.text, to: "")
    if undoSteps.count > Self.limit { undoSteps.removeFirst(undoSteps.count - Self.limit) }
  }

  /// The top undo step and the text it leads to.
  mutating func popUndo() -> (step: Step, text: String)? {
    guard let step = undoSteps.popLast() else { return nil }
    return (step, undoText)
  }

  /// The top redo step and the text it starts from.
  mutating func popRedo() -> (step: Step, text: String)? {
    guard let step = redoSteps.popLast() else { return nil }
    return (step, redoText)
  }

  /// Whether an undo step pushed from `start` continues the undo stack as it is (nothing to
  /// rebase): ``pushUndo(_:from:to:)`` then needs neither text.
  func undoContinues(from start: String) -> Bool {
    undoSteps.isEmpty || undoText.hasSameUTF8(as: start)
  }

  /// Whether a redo step pushed leading to `end` continues the redo stack as it is.
  func redoContinues(to end: String) -> Bool {
    redoSteps.isEmpty || redoText.hasSameUTF8(as: end)
  }

  /// Lets go of both stacks' texts while the field changes its text in place; the caller sets
  /// them again (``undoText``, ``appendRedo(_:startingFrom:)``, ``appendUndo(_:leadingTo:)``).
  mutating func letGoOfTexts() {
    undoText = ""
    redoText = ""
  }

  /// Pushes an undo step that continues the stack (``undoContinues(from:)``) and leads to `end`.
  mutating func appendUndo(_ step: Step, leadingTo end: String) {
    undoSteps.append(step)
    undoText = end
  }

  /// Pushes a redo step that continues the stack (``redoContinues(to:)``) and starts from `start`.
  mutating func appendRedo(_ step: Step, startingFrom start: String) {
    redoSteps.append(step)
    redoText = start
  }

  /// Pushes an undo step that leads from `start` to `end`.
  mutating func pushUndo(_ step: Step, from start: String, to end: String) {
    if var top = undoSteps.last, !undoText.hasSameUTF8(as: start) {
      // The top step leads elsewhere: make it lead to where this one starts (a step that does
      // not fit its text, which is never recorded, drops the steps below).
      guard top.change.reversed.applies(to: undoText) else {
        undoSteps = [step]
        undoText = end
        return
      }
      let topStart = top.change.reversed.applied(to: undoText)
      top.change = TextChange(
        from: TextFieldState(text: topStart, caret: top.before.caret),
        to: TextFieldState(text: start))
      undoSteps[undoSteps.count - 1] = top
    }
    undoSteps.append(step)
    undoText = end
  }

  /// Pushes a redo step that leads from `start` to `end`.
  mutating func pushRedo(_ step: Step, from start: String, to end: String) {
    if var top = redoSteps.last, !redoText.hasSameUTF8(as: end) {
      // The top step starts elsewhere: make it start where this one ends.
      guard top.change.applies(to: redoText) else {
        redoSteps = [step]
        redoText = start
        return
      }
      let topEnd = top.change.applied(to: redoText)
      top.change = TextChange(
        from: TextFieldState(text: end, caret: top.before.caret), to: TextFieldState(text: topEnd))
      redoSteps[redoSteps.count - 1] = top
    }
    redoSteps.append(step)
    redoText = start
  }

  mutating func removeAll() {
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
