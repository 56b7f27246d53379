extension TextFieldModel {
  /// Undoes the top undo step: proposes its change reversed (kind `.undo`), restoring the caret
  /// and selection it started from; the step goes to the redo stack, from where the field landed
  /// to where it was.
  func undo() -> EditOutcome {
    guard let (step, base) = history.popUndo() else { return .ignored }
    let current = state
    guard
      let (edit, restoring) = restoration(
        kind: .undo, applying: step.change.reversed, to: step.before, in: base)
    else { return .ignored }
    // The next undo step leads to where this one starts, wherever the field lands.
    history.undoText = edit.result
    let outcome = submit(edit, restoring: restoring, recordsHistory: false)
    guard outcome.landed else {
      history.pushUndo(step, from: edit.result, to: base)
      return outcome
    }
    // The step's own change when the field went from `base` exactly to the step's start.
    let exact = state.text.hasSameUTF8(as: edit.result) && current.text.hasSameUTF8(as: base)
    let change = exact ? step.change : TextChange(from: state, to: current)
    history.pushRedo(
      .init(change: change, before: .init(state), after: .init(current), kind: step.kind),
      from: state.text, to: current.text)
    return outcome
  }

  /// Redoes the top redo step: proposes its change again (kind `.redo`), restoring the caret and
  /// selection it led to; the step goes back to the undo stack.
  func redo() -> EditOutcome {
    guard let (step, base) = history.popRedo() else { return .ignored }
    let current = state
    guard
      let (edit, restoring) = restoration(
        kind: .redo, applying: step.change, to: step.after, in: base)
    else { return .ignored }
    history.redoText = edit.result
    let outcome = submit(edit, restoring: restoring, recordsHistory: false)
    guard outcome.landed else {
      history.pushRedo(step, from: base, to: edit.result)
      return outcome
    }
    let exact = state.text.hasSameUTF8(as: edit.result) && current.text.hasSameUTF8(as: base)
    let change = exact ? step.change : TextChange(from: current, to: state)
    history.pushUndo(
      .init(change: change, before: .init(current), after: .init(state), kind: step.kind),
      from: current.text, to: state.text)
    return outcome
  }

  /// The edit that makes `change` to `base` (the text the history step refers to) and lands on
  /// `selection`, and the state it restores.
  ///
  /// When the field holds `base`, the edit is found from the change alone: O(size of the
  /// change). Otherwise (an earlier undo or redo was rewritten by a filter) `base` with the
  /// change made is proposed as a whole text, as any text the field did not propose itself: O(n).
  /// A change that does not fit `base` (which the history never records) drops the history,
  /// and `nil` means there is nothing to undo.
  private func restoration(
    kind: EditKind, applying change: TextChange, to selection: EditHistory.Selection,
    in base: String
  ) -> (edit: ProposedEdit, state: TextFieldState)? {
    guard change.applies(to: base) else {
      history.removeAll()
      return nil
    }
    if state.text.hasSameUTF8(as: base) {
      let edit = ProposedEdit(
        kind: kind, state: state, applying: change, caret: selection.caret,
        caretUTF8Offset: selection.caretUTF8Offset)
      return (edit, edit.resultState(anchor: selection.anchor))
    }
    let target = change.applied(to: base)
    let edit = ProposedEdit(kind: kind, text: text, result: target, caret: selection.caret)
    return (edit, TextFieldState(text: target, caret: selection.caret, anchor: selection.anchor))
  }
}
