extension TextFieldModel {
  /// Begins editing, as a text field becoming first responder.
  ///
  /// Asks `textFieldShouldBeginEditing`; a veto leaves the field unfocused. With
  /// ``clearsOnBeginEditing`` and some text, asks `textFieldShouldClear` and clears. Then calls
  /// `textFieldDidBeginEditing` and emits ``TextFieldEvent/editingDidBegin``.
  /// - Returns: whether the field is editing afterwards.
  @discardableResult
  public func beginEditing() -> Bool {
    if isEditing { return true }
    if !askShouldBegin() { return false }
    if clearsOnBeginEditing, !text.isEmpty, askShouldClear() {
      submit(ProposedEdit(kind: .clear, state: state, range: 0..<state.count, replacement: ""))
    }
    isEditing = true
    lastCommand = .other
    tellDidBegin()
    emit(.editingDidBegin)
    return true
  }

  /// Ends editing, as a text field resigning first responder.
  ///
  /// Unless `force` is set, asks `textFieldShouldEndEditing` first and keeps editing on a veto.
  /// A forced end (cancel, program exit) does not ask, as UIKit's `endEditing(true)`. Runs the
  /// end-of-editing validators, then calls `textFieldDidEndEditing(_:reason:)` and emits
  /// ``TextFieldEvent/editingDidEnd(_:)``.
  /// - Returns: whether editing ended (or was not in progress).
  @discardableResult
  public func endEditing(reason: DidEndEditingReason = .committed, force: Bool = false) -> Bool {
    guard isEditing else { return true }
    if !force, !askShouldEnd() { return false }
    isEditing = false
    lastCommand = .other
    if reason == .committed { validate(.endEditing) }
    tellDidEnd(reason)
    emit(.editingDidEnd(reason))
    return true
  }

  /// Handles the Return key: asks `textFieldShouldReturn`, and emits ``TextFieldEvent/returnPressed``.
  ///
  /// Nothing is emitted when the delegate refuses. Editing continues either way, as in UIKit. A
  /// field that is not editing ignores Return, as ``perform(_:)`` ignores commands then.
  /// - Returns: whether Return was processed (`false`: nothing is submitted).
  @discardableResult
  public func pressReturn() -> Bool {
    // As every other key: Return cannot reach a field that is not first responder.
    guard isEditing else { return false }
    lastCommand = .other
    if !askShouldReturn() { return false }
    emit(.returnPressed)
    return true
  }

  /// Clears the text as the clear button does: asks `textFieldShouldClear`, then proposes deleting
  /// everything (filters see the edit; the user delegate's should-change is not asked).
  @discardableResult
  public func clear() -> EditOutcome {
    lastCommand = .other
    guard !text.isEmpty else { return .ignored }
    if !askShouldClear() { return .rejected(reason: nil) }
    return submit(
      ProposedEdit(kind: .clear, state: state, range: 0..<state.count, replacement: ""))
  }

  /// Sets the text from the program.
  ///
  /// The text goes through the delegate's decision and the filters (a mask formats it, a maximum
  /// length truncates it) but not the user delegate's should-change, as in UIKit. The caret moves
  /// to the end. Emits ``TextFieldEvent/valueChanged`` (not editing-changed) when the text
  /// changes. Clears the undo history, whose steps no longer apply.
  @discardableResult
  public func setText(_ newText: String) -> EditOutcome {
    lastCommand = .other
    let outcome = insert(newText, over: 0..<state.count, kind: .programmatic)
    history.removeAll()
    return outcome
  }

  /// Places the caret at `offset` (in Characters, clamped to the text), collapsing the selection.
  public func setCaret(_ offset: Int) {
    select(anchor: offset, caret: offset)
  }

  /// Selects `range` (in Characters, clamped to the text), the caret at its upper bound.
  public func select(_ range: Range<Int>) {
    select(anchor: range.lowerBound, caret: range.upperBound)
  }

  /// Selects from `anchor` to `caret` (in Characters, clamped to the text).
  package func select(anchor: Int, caret: Int) {
    lastCommand = .other
    update(to: state.moving(caret: caret, anchor: anchor), kind: nil, textChanged: false)
  }

  /// Runs the validators that apply to `trigger` and records the first failure in
  /// ``validationFailure``.
  ///
  /// On ``ValidationTrigger/submit`` a field with a mask or `#`-pattern filter is also checked for
  /// completeness after its validators (unless ``allowsIncomplete``), as
  /// ``Validator/complete(allowsEmpty:message:on:)`` checks it.
  /// - Returns: the first failure, or `nil` when the value passes.
  @discardableResult
  public func validate(_ trigger: ValidationTrigger) -> ValidationFailure? {
    let checksFormat = trigger == .submit && requiresCompleteFormat
    // Nothing to run (most fields, at most keys): the format status is not asked for.
    guard checksFormat || validators.contains(where: { $0.runs(on: trigger) }) else {
      if validationFailure != nil { validationFailure = nil }
      return nil
    }
    let subject = ValidationSubject(text: text, format: formatStatus)
    let failure =
      validators.lazy
      .filter { $0.runs(on: trigger) }
      .compactMap { $0.validate(subject) }
      .first
      ?? (checksFormat ? Self.completeFormat.validate(subject) : nil)
    validationFailure = failure.map { failure in
      var failure = failure
      failure.reason = concealing(failure.reason)
      failure.message = messages.text(for: failure.reason)
      return failure
    }
    return validationFailure
  }

  /// Whether submitting needs the format complete: a filter (or the delegate, or a filter of a
  /// ``TextFieldProxy`` that is the delegate) is a mask or a `#`-pattern, and the field does not
  /// ``allowsIncomplete``.
  package var requiresCompleteFormat: Bool {
    guard !allowsIncomplete else { return false }
    return chain.hasCompletableFormat
  }

  /// The check behind ``requiresCompleteFormat``.
  private static let completeFormat = Validator.complete(on: [])

  /// What to tell the user about `feedback`, in the words of ``messages``.
  public func message(for feedback: EditFeedback) -> String {
    messages.text(for: feedback)
  }
}
