extension TextFieldModel {
  /// Asks the delegate to decide `edit` and applies the answer: the one choke point every text
  /// change goes through.
  ///
  /// - Parameters:
  ///   - restoring: the whole state to land in when the edit is accepted as proposed (undo/redo
  ///     restore the selection too).
  ///   - recordsHistory: whether an applied user edit becomes an undo step.
  @discardableResult
  func submit(
    _ edit: ProposedEdit, restoring: TextFieldState? = nil, recordsHistory: Bool = true
  )
    -> EditOutcome
  {
    let decision = delegate?.textField(self, decisionFor: edit) ?? .accept
    let newState: TextFieldState
    let outcome: EditOutcome
    switch decision {
    case .accept:
      if let restoring, restoring.text == edit.result {
        newState = restoring
      } else {
        newState = TextFieldState(text: edit.result, caret: edit.caret)
      }
      outcome = .applied
    case .reject(let reason):
      emit(.feedback(.rejected(reason: reason)))
      return .rejected(reason: reason)
    case .rewrite(let text, let caret, let notice):
      newState = TextFieldState(text: text, caret: caret)
      outcome = .rewritten(notice)
    }
    let before = state
    if recordsHistory, edit.kind.isUserEdit, newState.text != before.text {
      history.record(
        before: before, after: newState, kind: edit.kind, joining: lastCommand == .typing)
    }
    update(to: newState, kind: edit.kind)
    if case .rewritten(let notice?) = outcome { emit(.feedback(.trimmed(notice))) }
    return outcome
  }

  /// Moves to `newState` and tells everyone once: validators (on change), the delegate's
  /// `textFieldDidChangeSelection`, then editing-changed (user edits), value-changed and
  /// selection-changed.
  ///
  /// - Parameter kind: the edit that produced the state, or `nil` for a caret or selection move.
  func update(to newState: TextFieldState, kind: EditKind?) {
    let old = state
    state = newState
    let textChanged = old.text != newState.text
    let selectionChanged = old.caret != newState.caret || old.anchor != newState.anchor
    if textChanged { validate(.change) }
    if selectionChanged { delegate?.textFieldDidChangeSelection(self) }
    if textChanged {
      if kind?.isUserEdit ?? false { emit(.editingChanged) }
      emit(.valueChanged)
    }
    if selectionChanged { emit(.selectionChanged) }
  }
}
