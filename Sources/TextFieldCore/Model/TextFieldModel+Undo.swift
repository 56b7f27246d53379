extension TextFieldModel {
  /// Undoes the top undo step: proposes its change reversed (kind `.undo`), restoring the caret
  /// and selection it started from; the step goes to the redo stack, from where the field landed
  /// to where it was.
  func undo() -> EditOutcome {
    guard let (step, base) = history.popUndo() else { return .ignored }
    guard
      let edit = restoration(kind: .undo, applying: step.change.reversed, to: step.before, in: base)
    else { return .ignored }
    // When the step leads to the field's text and the redo stack goes on from it, an undo that
    // lands as proposed needs no copy of either text: it may change the text in place.
    let current = EditHistory.Selection(state)
    let continues = state.text.hasSameUTF8(as: base) && history.redoContinues(to: state.text)
    var kept: (edit: ProposedEdit, base: String, current: TextFieldState)? = (edit, base, state)
    var landed: (text: String, step: EditHistory.Step)?
    _ = consume base
    let outcome = submit(
      consume edit, anchor: step.before.anchor, recordsHistory: false,
      inPlace: continues
        ? InPlaceHooks(
          willChange: {
            kept = nil
            self.history.letGoOfTexts()
          },
          didChange: {
            // Before anyone is told: the next undo step leads to where this one starts, and the
            // step leads back from there.
            let redo = EditHistory.Step(
              change: step.change, before: .init(self.state), after: current, kind: step.kind)
            landed = (self.state.text, redo)
            self.history.undoText = self.state.text
            self.history.appendRedo(redo, startingFrom: self.state.text)
          }) : nil)
    if let (landed, redo) = landed {
      // Someone told of the undo changed the text (an observer setting it): the redo step leads
      // from there to the text before the undo, as when the undo was rewritten.
      if !state.text.hasSameUTF8(as: landed) {
        if history.redoSteps.last == redo, history.redoText.hasSameUTF8(as: landed) {
          _ = history.popRedo()
        }
        let previous = TextFieldState(
          text: step.change.applied(to: landed), caret: current.caret, anchor: current.anchor)
        history.pushRedo(
          .init(
            change: TextChange(from: state, to: previous), before: .init(state),
            after: .init(previous), kind: step.kind),
          from: state.text, to: previous.text)
      }
      return outcome
    }
    guard let (edit, base, previous) = kept else { return outcome }
    // The next undo step leads to where this one starts, wherever the field lands.
    history.undoText = edit.result
    guard outcome.landed else {
      history.pushUndo(step, from: edit.result, to: base)
      return outcome
    }
    // The step's own change when the field went from `base` exactly to the step's start.
    let exact = state.text.hasSameUTF8(as: edit.result) && previous.text.hasSameUTF8(as: base)
    let change = exact ? step.change : TextChange(from: state, to: previous)
    history.pushRedo(
      .init(change: change, before: .init(state), after: .init(previous), kind: step.kind),
      from: state.text, to: previous.text)
    return outcome
  }

  /// Redoes the top redo step: proposes its change again (kind `.redo`), restoring the caret and
  /// selection it led to; the step goes back to the undo stack.
  func redo() -> EditOutcome {
    guard let (step, base) = history.popRedo() else { return .ignored }
    guard let edit = restoration(kind: .redo, applying: step.change, to: step.after, in: base)
    else { return .ignored }
    let current = EditHistory.Selection(state)
    let continues = state.text.hasSameUTF8(as: base) && history.undoContinues(from: state.text)
    var kept: (edit: ProposedEdit, base: String, current: TextFieldState)? = (edit, base, state)
    var landed: (text: String, step: EditHistory.Step)?
    _ = consume base
    let outcome = submit(
      consume edit, anchor: step.after.anchor, recordsHistory: false,
      inPlace: continues
        ? InPlaceHooks(
          willChange: {
            kept = nil
            self.history.letGoOfTexts()
          },
          didChange: {
            let undo = EditHistory.Step(
              change: step.change, before: current, after: .init(self.state), kind: step.kind)
            landed = (self.state.text, undo)
            self.history.redoText = self.state.text
            self.history.appendUndo(undo, leadingTo: self.state.text)
          }) : nil)
    if let (landed, undo) = landed {
      if !state.text.hasSameUTF8(as: landed) {
        if history.undoSteps.last == undo, history.undoText.hasSameUTF8(as: landed) {
          _ = history.popUndo()
        }
        let previous = TextFieldState(
          text: step.change.reversed.applied(to: landed), caret: current.caret,
          anchor: current.anchor)
        history.pushUndo(
          .init(
            change: TextChange(from: previous, to: state), before: .init(previous),
            after: .init(state), kind: step.kind),
          from: previous.text, to: state.text)
      }
      return outcome
    }
    guard let (edit, base, previous) = kept else { return outcome }
    history.redoText = edit.result
    guard outcome.landed else {
      history.pushRedo(step, from: base, to: edit.result)
      return outcome
    }
    let exact = state.text.hasSameUTF8(as: edit.result) && previous.text.hasSameUTF8(as: base)
    let change = exact ? step.change : TextChange(from: previous, to: state)
    history.pushUndo(
      .init(change: change, before: .init(previous), after: .init(state), kind: step.kind),
      from: previous.text, to: state.text)
    return outcome
  }

  /// The edit that makes `change` to `base` (the text the history step refers to) and lands on
  /// `selection`'s caret (the anchor is the caller's to restore).
  ///
  /// When the field holds `base`, the edit is found from the change alone: O(size of the
  /// change). Otherwise (an earlier undo or redo was rewritten by a filter) `base` with the
  /// change made is proposed as a whole text, as any text the field did not propose itself: O(n).
  /// A change that does not fit `base` (which the history never records) drops the history,
  /// and `nil` means there is nothing to undo.
  private func restoration(
    kind: EditKind, applying change: TextChange, to selection: EditHistory.Selection,
    in base: String
  ) -> ProposedEdit? {
    guard change.applies(to: base) else {
      history.removeAll()
      return nil
    }
    if state.text.hasSameUTF8(as: base) {
      return ProposedEdit(
        kind: kind, state: state, applying: change, caret: selection.caret,
        caretUTF8Offset: selection.caretUTF8Offset)
    }
    let target = change.applied(to: base)
    return ProposedEdit(kind: kind, text: text, result: target, caret: selection.caret)
  }
}
