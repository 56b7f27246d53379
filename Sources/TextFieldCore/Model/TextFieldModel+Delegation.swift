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

  /// The field's ``delegate``, then its ``filters``: the chain a ``TextFieldProxy`` runs too.
  var chain: FilterChain { FilterChain(delegate: delegate, filters: filters) }

  /// The same chain for the calls only the delegate answers, without reading ``filters``.
  private var delegateChain: FilterChain { FilterChain(delegate: delegate) }

  func askShouldBegin() -> Bool { delegateChain.shouldBegin(self) }

  func tellDidBegin() { chain.didBegin(self) }

  func askShouldEnd() -> Bool { delegateChain.shouldEnd(self) }

  func tellDidEnd(_ reason: DidEndEditingReason) { delegateChain.didEnd(self, reason: reason) }

  func tellDidChangeSelection() { delegateChain.didChangeSelection(self) }

  func askShouldClear() -> Bool { delegateChain.shouldClear(self) }

  func askShouldReturn() -> Bool { delegateChain.shouldReturn(self) }

  func decide(_ edit: ProposedEdit) -> EditDecision { chain.decide(edit, in: self) }

  func askFormatStatus(for text: String) -> FormatStatus? { chain.formatStatus(of: text, in: self) }

  func askStep(by steps: Int) -> StepResult? {
    chain.step(text, caret: state.caret, by: steps, in: self)
  }
}
