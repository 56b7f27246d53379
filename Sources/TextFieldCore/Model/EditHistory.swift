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

  private var undoSteps = StepStack()
  private var redoSteps = StepStack()
  /// The text the top undo step leads to; set it to the popped step's starting text when an
  /// undo pops one.
  var undoText = ""
  /// The text the top redo step starts from; set it to the popped step's resulting text when a
  /// redo pops one.
  var redoText = ""

  /// Records a user edit that made `change` and took the field from `before` to `after`.
  ///
  /// As the `record` that takes the selection after the edit, and sets ``undoText`` too.
  mutating func record(
    _ change: TextChange, before: TextFieldState, after: TextFieldState, kind: EditKind,
    undoing undoSelection: Selection?, inserting: Bool = false
  ) {
    record(
      change, before: before, after: Selection(after), kind: kind, undoing: undoSelection,
      inserting: inserting)
    undoText = after.text
  }

  /// Records a user edit that made `change` from `before`, landing on `after`, before the text
  /// changes.
  ///
  /// Undoing it lands on `undoSelection` (`nil`: the selection `before` had). `inserting` says
  /// the edit inserted at the caret, replacing nothing.
  ///
  /// A Character typed or yanked where the top step, an insertion (typing or a yank) of fewer
  /// than ``joinedRun`` Characters, left the caret joins it, as readline's undo records do: one
  /// undo removes a typed word, whatever keys that changed nothing came between. Any new edit
  /// clears the redo stack. The caller sets ``undoText`` to the text after the edit once it has
  /// it. Until then the history holds neither text, so the field can change its text in place.
  mutating func record(
    _ change: TextChange, before: TextFieldState, after: Selection, kind: EditKind,
    undoing undoSelection: Selection?, inserting: Bool
  ) {
    redoSteps.removeAll()
    redoText = ""
    let mark = Selection(before)
    if inserting,
      kind == .typing || (kind == .yank && change.insertedCount - change.removedCount == 1),
      let last = undoSteps.top, last.kind == .typing || last.kind == .yank, last.after == mark,
      last.change.insertedCount - last.change.removedCount < Self.joinedRun,
      undoText.hasSameUTF8(as: before.text)
    {
      var joined = last
      joined.change.append(change, over: before.text)
      joined.after = after
      undoSteps.top = joined
      undoText = ""
      return
    }
    pushUndo(
      Step(change: change, before: undoSelection ?? mark, after: after, kind: kind),
      from: before.text, to: "")
    trim()
  }

  /// How many Characters a run of typing joins into one step: readline's 20.
  static let joinedRun = 20

  private mutating func trim() {
    undoSteps.trim(to: Self.limit)
  }

  /// Splits the top step, a yank that replaced `removedCount` Characters (`removedBytes` UTF-8
  /// code units) from `middle` on (`M-y`), into the deletion and the insertion readline records:
  /// the first undo removes the text yanked last, the next brings back the text it replaced.
  ///
  /// Leaves the step whole when its change is not exactly that replacement (a filter rewrote
  /// it). O(size of the change).
  mutating func splitReplacement(at middle: Selection, removedCount: Int, removedBytes: Int) {
    guard let top = undoSteps.top, top.kind == .yank else { return }
    let change = top.change
    let prefixCount = middle.caret - change.offset
    let prefixBytes = middle.caretUTF8Offset - change.utf8Offset
    guard prefixCount >= 0, prefixBytes >= 0, change.removedCount == prefixCount + removedCount,
      change.removed.utf8.count == prefixBytes + removedBytes,
      change.inserted.utf8.count > prefixBytes, removedBytes > 0
    else { return }
    let prefix = String(decoding: change.removed.utf8.prefix(prefixBytes), as: UTF8.self)
    let deletion = TextChange(
      offset: change.offset, utf8Offset: change.utf8Offset, removed: change.removed,
      removedCount: change.removedCount, inserted: prefix, insertedCount: prefixCount)
    let insertion = TextChange(
      offset: change.offset, utf8Offset: change.utf8Offset, removed: prefix,
      removedCount: prefixCount, inserted: change.inserted, insertedCount: change.insertedCount)
    undoSteps.top = Step(
      change: deletion, before: top.before, after: middle, kind: .deleteBackward)
    undoSteps.append(Step(change: insertion, before: middle, after: top.after, kind: .yank))
    trim()
  }

  /// One of the two stacks.
  enum Stack: Sendable {
    case undo, redo

    /// The stack a step popped from this one goes to.
    var other: Stack { self == .undo ? .redo : .undo }
  }

  /// The steps of `stack`, the top last.
  func steps(_ stack: Stack) -> ArraySlice<Step> {
    stack == .undo ? undoSteps.steps : redoSteps.steps
  }

  /// The text `stack`'s top step refers to: ``undoText`` or ``redoText``.
  func text(_ stack: Stack) -> String { stack == .undo ? undoText : redoText }

  /// Sets the text `stack`'s top step refers to (set it to the text the field lands on when a
  /// step popped from `stack` lands).
  mutating func setText(_ stack: Stack, to text: String) {
    switch stack {
    case .undo: undoText = text
    case .redo: redoText = text
    }
  }

  /// The top step of `stack` and the text it refers to (an undo step leads to it, a redo step
  /// starts from it).
  mutating func pop(_ stack: Stack) -> (step: Step, text: String)? {
    switch stack {
    case .undo: undoSteps.popLast().map { ($0, undoText) }
    case .redo: redoSteps.popLast().map { ($0, redoText) }
    }
  }

  /// Whether a step pushed onto `stack` that refers to `text` (an undo step leading from it, a
  /// redo step leading to it) continues the stack as it is: nothing to rebase, so
  /// ``append(_:to:at:)`` needs no other text.
  func continues(_ stack: Stack, at text: String) -> Bool {
    steps(stack).isEmpty || self.text(stack).hasSameUTF8(as: text)
  }

  /// Lets go of both stacks' texts while the field changes its text in place; the caller sets
  /// them again (``setText(_:to:)``, ``append(_:to:at:)``).
  mutating func letGoOfTexts() {
    undoText = ""
    redoText = ""
  }

  /// Pushes a step that continues `stack` (``continues(_:at:)``); `text` is the one it refers
  /// to (where an undo step leads, where a redo step starts).
  mutating func append(_ step: Step, to stack: Stack, at text: String) {
    switch stack {
    case .undo: undoSteps.append(step)
    case .redo: redoSteps.append(step)
    }
    setText(stack, to: text)
  }

  /// Pushes onto `stack` a step that leads from `start` to `end`, rebasing the top step when it
  /// refers to another text.
  mutating func push(_ step: Step, to stack: Stack, from start: String, to end: String) {
    switch stack {
    case .undo: pushUndo(step, from: start, to: end)
    case .redo: pushRedo(step, from: start, to: end)
    }
  }

  /// Pushes an undo step that leads from `start` to `end`.
  private mutating func pushUndo(_ step: Step, from start: String, to end: String) {
    if var top = undoSteps.top, !undoText.hasSameUTF8(as: start) {
      // The top step leads elsewhere: make it lead to where this one starts (a step that does
      // not fit its text, which is never recorded, drops the steps below).
      guard top.change.reversed.applies(to: undoText) else {
        undoSteps = StepStack([step])
        undoText = end
        return
      }
      let topStart = top.change.reversed.applied(to: undoText)
      top.change = TextChange(
        from: TextFieldState(text: topStart, caret: top.before.caret),
        to: TextFieldState(text: start))
      undoSteps.top = top
    }
    undoSteps.append(step)
    undoText = end
  }

  /// Pushes a redo step that leads from `start` to `end`.
  private mutating func pushRedo(_ step: Step, from start: String, to end: String) {
    if var top = redoSteps.top, !redoText.hasSameUTF8(as: end) {
      // The top step starts elsewhere: make it start where this one ends.
      guard top.change.applies(to: redoText) else {
        redoSteps = StepStack([step])
        redoText = start
        return
      }
      let topEnd = top.change.applied(to: redoText)
      top.change = TextChange(
        from: TextFieldState(text: end, caret: top.before.caret), to: TextFieldState(text: topEnd))
      redoSteps.top = top
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
