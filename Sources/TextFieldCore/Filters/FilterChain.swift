/// A delegate followed by filters, the one chain both a field and a ``TextFieldProxy`` run.
///
/// A field runs it for its ``TextFieldModel/delegate`` and ``TextFieldModel/filters``, a proxy
/// for its ``TextFieldProxy/delegate`` and ``TextFieldProxy/filters``.
///
/// A filter is a delegate only where it is installed as one (`field.retainDelegate(filter)`). In
/// a chain it is a filter: it decides edits (``TextFieldFilter/evaluate(_:)``), reports its
/// format (``TextFieldFilter/formatStatus(of:)``), steps a value
/// (``TextFieldFilter/step(_:caret:by:)``) and is told when editing begins (a mask shows its
/// leading literals); UIKit's questions and the other notices go to the delegate alone. The
/// rules, for every call:
///
/// * should begin, end, clear, return: the delegate's answer, UIKit's `true` without one.
/// * did begin: the delegate, then each filter in order. Did end, did change selection: the
///   delegate.
/// * a proposed edit: the delegate decides first (by default through its should-change), then
///   each filter in order; a rewrite feeds the next filter, the first rejection wins, and the
///   notices of all rewrites are merged into one. A delegate with no filters after it answers
///   as it is.
/// * format status: the delegate's, else that of the last filter that formats.
/// * step: the delegate's, else that of the first filter that steps.
///
/// The filters are read once, when the chain is made: a delegate that replaces them while an
/// edit is decided changes the next edit, not this one.
package struct FilterChain {
  /// Asked first; held for the length of one call.
  let delegate: (any TextFieldDelegate)?
  /// Run in order after ``delegate``.
  let filters: [any TextFieldFilter]

  /// The chain of `delegate`, then `filters`.
  ///
  /// The calls the filters take no part in (every question, did end, did change selection) can
  /// be asked of a chain made without them: it reads no `filters` property, so the per-key
  /// did-change-selection costs what forwarding to the delegate alone costs.
  init(delegate: (any TextFieldDelegate)?, filters: [any TextFieldFilter] = []) {
    self.delegate = delegate
    self.filters = filters
  }

  /// Decides `edit` with each filter in order: a rewrite feeds the next filter, the first
  /// rejection wins, and the notices of all rewrites are merged into one.
  package static func decide(
    _ edit: ProposedEdit, with filters: [any TextFieldFilter]
  )
    -> EditDecision
  {
    var pass = Pass(edit)
    for filter in filters {
      if let rejection = pass.take(filter.evaluate(pass.current)) { return rejection }
    }
    return pass.decision
  }

  // MARK: - The delegate, then the filters

  func shouldBegin(_ field: TextFieldModel) -> Bool {
    delegate?.textFieldShouldBeginEditing(field) ?? true
  }

  /// Tells the delegate, then each filter (a mask may show its leading literals).
  func didBegin(_ field: TextFieldModel) {
    delegate?.textFieldDidBeginEditing(field)
    for filter in filters { filter.textFieldDidBeginEditing(field) }
  }

  func shouldEnd(_ field: TextFieldModel) -> Bool {
    delegate?.textFieldShouldEndEditing(field) ?? true
  }

  func didEnd(_ field: TextFieldModel, reason: TextFieldModel.DidEndEditingReason) {
    delegate?.textFieldDidEndEditing(field, reason: reason)
  }

  func didChangeSelection(_ field: TextFieldModel) {
    delegate?.textFieldDidChangeSelection(field)
  }

  func shouldClear(_ field: TextFieldModel) -> Bool {
    delegate?.textFieldShouldClear(field) ?? true
  }

  func shouldReturn(_ field: TextFieldModel) -> Bool {
    delegate?.textFieldShouldReturn(field) ?? true
  }

  /// The delegate decides first, then each filter.
  ///
  /// A lone delegate's decision is returned as it is. No allocation unless a step rewrites with a
  /// notice.
  func decide(_ edit: ProposedEdit, in field: TextFieldModel) -> EditDecision {
    let first = delegate?.textField(field, decisionFor: edit) ?? .accept
    if filters.isEmpty { return first }
    // One filter deciding the edit as proposed (a masked field's every key): its decision is
    // the chain's, as a pass would make it, with no copy of the edit into a pass.
    if case .accept = first, filters.count == 1 {
      return Pass.decision(of: filters[0].evaluate(edit))
    }
    var pass = Pass(edit)
    if let rejection = pass.take(first) { return rejection }
    for filter in filters {
      if let rejection = pass.take(filter.evaluate(pass.current)) { return rejection }
    }
    return pass.decision
  }

  /// The delegate's format status, else that of the last filter that formats.
  func formatStatus(of text: String, in field: TextFieldModel) -> FormatStatus? {
    if let status = delegate?.textField(field, formatStatusFor: text) { return status }
    // A loop, not `lazy.compactMap(…).first`, which asks the first formatting filter twice.
    for filter in filters.reversed() {
      if let status = filter.formatStatus(of: text) { return status }
    }
    return nil
  }

  /// The delegate's step, else that of the first filter that steps.
  func step(
    _ text: String, caret: Int, by steps: Int, in field: TextFieldModel
  ) -> StepResult? {
    if let result = delegate?.textField(field, stepping: text, caret: caret, by: steps) {
      return result
    }
    for filter in filters {
      if let result = filter.step(text, caret: caret, by: steps) { return result }
    }
    return nil
  }

  /// Whether the chain formats with a mask or a `#`-pattern, a proxy's chain included: a form
  /// then refuses to submit the field until the format is complete.
  var hasCompletableFormat: Bool {
    if let proxy = delegate as? TextFieldProxy, proxy.chain.hasCompletableFormat { return true }
    if let delegate, Self.isCompletable(delegate) { return true }
    return filters.contains(where: Self.isCompletable)
  }

  private static func isCompletable(_ delegate: any TextFieldDelegate) -> Bool {
    delegate is MaskFilter || delegate is PatternFilter
  }
}
