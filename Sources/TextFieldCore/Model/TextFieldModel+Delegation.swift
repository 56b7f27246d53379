extension TextFieldModel {
  /// Installs `delegate` and keeps it alive for as long as it stays the delegate.
  ///
  /// Kept for delegates created on the spot (a ``TextFieldProxy``). For filters use ``filters``
  /// instead (`field.filters = [try MaxLengthFilter(10)]`): the delegate stays free for your own
  /// object.
  public func retainDelegate(_ delegate: any TextFieldDelegate) {
    self.delegate = delegate
    retainedDelegate = delegate
  }

  // MARK: - The delegate, then the filters

  // The calls below are what a `TextFieldProxy` holding `filters` and `delegate` would answer:
  // the model is its own proxy.

  func askShouldBegin() -> Bool {
    delegate?.textFieldShouldBeginEditing(self) ?? true
  }

  /// Tells the delegate, then each filter (a mask may show its leading literals).
  func tellDidBegin() {
    delegate?.textFieldDidBeginEditing(self)
    for filter in filters { filter.textFieldDidBeginEditing(self) }
  }

  func askShouldEnd() -> Bool {
    delegate?.textFieldShouldEndEditing(self) ?? true
  }

  func tellDidEnd(_ reason: DidEndEditingReason) {
    delegate?.textFieldDidEndEditing(self, reason: reason)
  }

  func tellDidChangeSelection() {
    delegate?.textFieldDidChangeSelection(self)
  }

  func askShouldClear() -> Bool {
    delegate?.textFieldShouldClear(self) ?? true
  }

  func askShouldReturn() -> Bool {
    delegate?.textFieldShouldReturn(self) ?? true
  }

  /// The delegate decides first (by default through its should-change), then each filter in
  /// order: a rewrite feeds the next, the first rejection wins.
  func decide(_ edit: ProposedEdit) -> EditDecision {
    let user = delegate
    let filters = self.filters
    guard !filters.isEmpty else { return user?.textField(self, decisionFor: edit) ?? .accept }
    let userStep: (ProposedEdit) -> EditDecision = {
      user?.textField(self, decisionFor: $0) ?? .accept
    }
    let filterSteps = filters.map { filter in { (edit: ProposedEdit) in filter.evaluate(edit) } }
    return FilterChain.decide(edit, steps: [userStep] + filterSteps)
  }

  /// The delegate's format status, else that of the last filter that formats.
  func askFormatStatus(for text: String) -> FormatStatus? {
    if let status = delegate?.textField(self, formatStatusFor: text) { return status }
    // A loop, not `lazy.compactMap(…).first`, which asks the first formatting filter twice.
    for filter in filters.reversed() {
      if let status = filter.formatStatus(of: text) { return status }
    }
    return nil
  }

  /// The delegate's step, else that of the first filter that steps.
  func askStep(by steps: Int) -> StepResult? {
    let text = self.text
    let caret = state.caret
    if let result = delegate?.textField(self, stepping: text, caret: caret, by: steps) {
      return result
    }
    for filter in filters {
      if let result = filter.step(text, caret: caret, by: steps) { return result }
    }
    return nil
  }
}
