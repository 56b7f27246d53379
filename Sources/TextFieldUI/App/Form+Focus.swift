import TextFieldCore

extension Form {
  /// Moves focus `step` fields on (wrapping), skipping fields that refuse to begin editing.
  ///
  /// The focused field is asked should-end first; a veto keeps focus there and shows why.
  /// - Returns: whether focus moved.
  @discardableResult
  package func moveFocus(by step: Int) -> Bool {
    guard !fields.isEmpty else { return false }
    let start = focusIndex ?? (step > 0 ? -1 : 0)
    let candidates = (1..<max(2, fields.count)).map {
      ((start + step * $0) % fields.count + fields.count) % fields.count
    }
    return moveFocus(toFirstOf: candidates.filter { $0 != focusIndex })
  }

  /// Moves focus to field `index` (through should-end and should-begin).
  /// - Returns: whether focus is there afterwards.
  @discardableResult
  public func moveFocus(to index: Int) -> Bool {
    guard fields.indices.contains(index) else { return false }
    guard index != focusIndex else { return true }
    return moveFocus(toFirstOf: [index])
  }

  private func moveFocus(toFirstOf candidates: [Int]) -> Bool {
    guard !candidates.isEmpty else { return false }
    if let current = focusedField, let index = focusIndex {
      guard current.model.endEditing(reason: .committed) else {
        if let failure = current.model.validate(.submit) {
          refuse(failure, of: index)
        } else {
          refuse(current.model.messages.cannotLeave(current.label))
        }
        return false
      }
    }
    for index in candidates where fields[index].model.beginEditing() {
      focusIndex = index
      pinnedIndex = nil
      return true
    }
    if let current = focusedField { current.model.beginEditing() }
    refuse((focusedField ?? fields[candidates[0]]).model.messages.noOtherField)
    return false
  }

  /// Return: asks the field's should-return, then moves to the next field, or submits on the last.
  ///
  /// Before moving on, the field's validators run as on submit: a failure keeps focus there (its
  /// caret where the validator says) and shows why, so what is typed next lands in the field that
  /// needs it. Tab still leaves (it only runs the end-of-editing validators).
  func pressReturn() -> Form.Outcome? {
    guard let index = focusIndex else { return submit() }
    let model = fields[index].model
    guard model.pressReturn() else { return nil }
    if index == fields.count - 1 { return submit() }
    if let failure = model.validate(.submit) {
      if let caret = failure.caret { model.setCaret(caret) }
      refuse(failure, of: index)
      return nil
    }
    moveFocus(to: index + 1)
    return nil
  }

  /// Submits when every field passes all its validators and the focused field may end editing;
  /// otherwise focuses the first invalid field, puts its caret where the validator says, and
  /// shows the reason.
  package func submit() -> Form.Outcome? {
    for (index, field) in fields.enumerated() {
      guard let failure = field.model.validate(.submit) else { continue }
      if moveFocus(to: index), let caret = failure.caret { field.model.setCaret(caret) }
      if focusIndex == index { refuse(failure, of: index) }
      return nil
    }
    if let current = focusedField, !current.model.endEditing(reason: .committed) {
      refuse(current.model.messages.cannotLeave(current.label))
      return nil
    }
    return ended(.submitted(values))
  }

  /// Clicking a field focuses it and puts the caret at the clicked Character.
  func click(x: Int, y: Int) {
    guard let index = fieldIndex(at: Frame.Point(x: x, y: y)) else { return }
    let field = fields[index]
    guard moveFocus(to: index) else { return }
    if let caret = field.view.caret(forClickAt: x, row: y, in: field.model) {
      field.model.setCaret(caret)
    }
  }

  func refuse(_ text: String) {
    message = Message(text: text, isError: true)
    pendingAlert = true
  }

  /// Refuses with field `index`'s validation `failure` (`Label: message`), and keeps saying it
  /// after the next key while it holds: the field is checked again at each change of its text
  /// until it passes or focus leaves it.
  func refuse(_ failure: ValidationFailure, of index: Int) {
    let field = fields[index]
    refuse(field.model.messages.fieldProblem(field.label, failure.message))
    pinnedIndex = index
  }

  /// Checks the field whose failure is kept on screen again after its text changed: the message
  /// line then shows the new failure, or nothing once it passes.
  func recheckPinnedField(_ model: TextFieldModel) {
    guard let index = pinnedIndex, fields[index].model === model else { return }
    if model.validate(.submit) == nil { pinnedIndex = nil }
  }
}
