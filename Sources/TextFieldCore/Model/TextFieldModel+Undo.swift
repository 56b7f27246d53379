extension TextFieldModel {
  /// Undoes the top undo step: proposes its change reversed (kind `.undo`), restoring the caret
  /// and selection it started from; the step goes to the redo stack, from where the field landed
  /// to where it was.
  func undo() -> EditOutcome { restore(.undo) }

  /// Redoes the top redo step: proposes its change again (kind `.redo`), restoring the caret and
  /// selection it led to; the step goes back to the undo stack.
  func redo() -> EditOutcome { restore(.redo) }

  /// Proposes the top step of `stack` (undone or redone) and moves it to the other stack.
  ///
  /// Steps on either stack lead from the earlier text to the later one: an undo lands on the
  /// earlier, a redo on the later.
  private func restore(_ stack: EditHistory.Stack) -> EditOutcome {
    guard let (step, base) = history.pop(stack) else { return .ignored }
    let undoing = stack == .undo
    let target = undoing ? step.before : step.after
    let proposed = undoing ? step.change.reversed : step.change
    guard
      let edit = restoration(
        kind: undoing ? .undo : .redo, applying: proposed, to: target, in: base)
    else { return .ignored }
    /// `landed` (where the field went) and `left` (where it was) as the earlier and the later.
    func inOrder<T>(landed: T, left: T) -> (earlier: T, later: T) {
      undoing ? (landed, left) : (left, landed)
    }
    // When the step leads to the field's text and the other stack goes on from it, a step that
    // lands as proposed needs no copy of either text: it may change the text in place.
    let current = EditHistory.Selection(state)
    let continues =
      state.text.hasSameUTF8(as: base) && history.continues(stack.other, at: state.text)
    var kept: (edit: ProposedEdit, base: String, current: TextFieldState)? = (edit, base, state)
    var landed: (text: String, step: EditHistory.Step)?
    _ = consume base
    let outcome = submit(
      consume edit, anchor: target.anchor, recordsHistory: false,
      inPlace: continues
        ? InPlaceEdit.Hooks(
          willChange: {
            kept = nil
            self.history.letGoOfTexts()
          },
          didChange: {
            // Before anyone is told: the top step of `stack` refers to where the field landed,
            // and the step on the other stack leads between there and where it was.
            let ends = inOrder(landed: EditHistory.Selection(self.state), left: current)
            let moved = EditHistory.Step(
              change: step.change, before: ends.earlier, after: ends.later, kind: step.kind)
            landed = (self.state.text, moved)
            self.history.setText(stack, to: self.state.text)
            self.history.append(moved, to: stack.other, at: self.state.text)
          }) : nil)
    if let (landed, moved) = landed {
      // Someone told of the step changed the text (an observer setting it): the other stack's
      // step leads between there and the text before, as when the step was rewritten.
      if !state.text.hasSameUTF8(as: landed) {
        if history.steps(stack.other).last == moved,
          history.text(stack.other).hasSameUTF8(as: landed)
        {
          _ = history.pop(stack.other)
        }
        let previous = TextFieldState(
          text: (undoing ? step.change : step.change.reversed).applied(to: landed),
          caret: current.caret, anchor: current.anchor)
        pushMoved(step.kind, to: stack.other, between: inOrder(landed: state, left: previous))
      }
      return outcome
    }
    guard let (edit, base, previous) = kept else { return outcome }
    // The next step of `stack` leads to (undo) or from (redo) where this one goes.
    history.setText(stack, to: edit.result)
    guard outcome.landed else {
      let ends = inOrder(landed: edit.result, left: base)
      history.push(step, to: stack, from: ends.earlier, to: ends.later)
      return outcome
    }
    // The step's own change when the field went from `base` exactly to where the step leads.
    let exact = state.text.hasSameUTF8(as: edit.result) && previous.text.hasSameUTF8(as: base)
    pushMoved(
      step.kind, to: stack.other, between: inOrder(landed: state, left: previous),
      change: exact ? step.change : nil)
    return outcome
  }

  /// Pushes a step of `kind`, moved from the other stack, onto `stack` between `ends`, with
  /// `change` or (`nil`) the change between their texts.
  private func pushMoved(
    _ kind: EditKind, to stack: EditHistory.Stack,
    between ends: (earlier: TextFieldState, later: TextFieldState), change: TextChange? = nil
  ) {
    history.push(
      .init(
        change: change ?? TextChange(from: ends.earlier, to: ends.later),
        before: .init(ends.earlier), after: .init(ends.later), kind: kind),
      to: stack, from: ends.earlier.text, to: ends.later.text)
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

extension TextFieldModel {
  /// Where undoing `edit`, made from `before`, puts the caret: where readline's undo puts it.
  ///
  /// readline undoes a deletion by inserting the text again, the caret after it, and an
  /// insertion by deleting it, the caret where it started: so the caret lands after the
  /// Characters the edit replaced (at the start of an insertion). `C-t`, which readline records
  /// as deleting the first Character and inserting it after the second, lands between the two.
  /// `nil` (the selection `before` had) for a selection and for edits readline has no key for.
  /// O(1) for an edit that knows its windows.
  func readlineUndoSelection(
    _ edit: borrowing ProposedEdit, before: TextFieldState
  )
    -> EditHistory.Selection?
  {
    guard !before.hasSelection else { return nil }
    switch edit.kind {
    case .typing, .paste, .yank, .deleteBackward, .deleteForward, .transpose, .changeCase: break
    default: return nil
    }
    let text = edit.text
    let range = edit.range
    let swapsTwo = edit.kind == .transpose && range.count == 2
    let caret = swapsTwo ? range.lowerBound + 1 : range.upperBound
    let index: String.Index
    if !swapsTwo, let upper = edit.known?.upperIndex {
      index = upper
    } else if let lower = edit.known?.lowerIndex {
      index = text.index(after: lower)
    } else {
      index =
        text.index(text.startIndex, offsetBy: caret, limitedBy: text.endIndex) ?? text.endIndex
    }
    return EditHistory.Selection(
      caret: caret, anchor: caret,
      caretUTF8Offset: text.utf8.distance(from: text.startIndex, to: index))
  }
}
