/// The field's delegate that runs a chain of filters and forwards every call to your delegate.
///
/// A field runs its own ``TextFieldModel/filters`` after its delegate with the same
/// `FilterChain`, so most code needs no proxy: `field.filters = […]; field.delegate = self`.
/// The proxy is for a delegate slot that is not a field's (or to share one chain between fields).
///
/// The seed article's runtime proxy, done with composition: install the proxy as the field's
/// delegate (`field.retainDelegate(proxy)`), keep your own object as ``delegate`` — set or replace
/// it at any time; the filters stay. For each proposed edit your delegate is asked first (its
/// `textField(_:shouldChangeCharactersIn:replacementString:)` may veto), then the filters run in
/// order: a rewrite feeds the next filter, the first rejection wins. Every other call is forwarded
/// exactly once (`textFieldDidBeginEditing` also reaches the filters; see `FilterChain` for
/// every rule). Your delegate is held weakly; when it goes away the proxy answers with UIKit's
/// defaults.
public final class TextFieldProxy: TextFieldDelegate {
  /// Your delegate, held weakly.
  public weak var delegate: (any TextFieldDelegate)?
  /// The filters, run in order after your delegate.
  public var filters: [any TextFieldFilter]

  /// A proxy running `filters` in order and forwarding to `delegate`.
  public init(filters: [any TextFieldFilter] = [], delegate: (any TextFieldDelegate)? = nil) {
    self.filters = filters
    self.delegate = delegate
  }

  /// Your delegate, then the filters.
  var chain: FilterChain { FilterChain(delegate: delegate, filters: filters) }

  /// The same chain for the calls only your delegate answers, without reading ``filters``.
  private var delegateChain: FilterChain { FilterChain(delegate: delegate) }

  /// Asks your delegate (`true` without one).
  public func textFieldShouldBeginEditing(_ textField: TextFieldModel) -> Bool {
    delegateChain.shouldBegin(textField)
  }

  /// Tells your delegate, then each filter (a mask may show its leading literals).
  public func textFieldDidBeginEditing(_ textField: TextFieldModel) {
    chain.didBegin(textField)
  }

  /// Asks your delegate (`true` without one).
  public func textFieldShouldEndEditing(_ textField: TextFieldModel) -> Bool {
    delegateChain.shouldEnd(textField)
  }

  /// Tells your delegate.
  public func textFieldDidEndEditing(
    _ textField: TextFieldModel, reason: TextFieldModel.DidEndEditingReason
  ) {
    delegateChain.didEnd(textField, reason: reason)
  }

  /// Forwards UIKit's should-change question unchanged (the field itself asks
  /// ``textField(_:decisionFor:)``, which asks your delegate and then the filters).
  public func textField(
    _ textField: TextFieldModel, shouldChangeCharactersIn range: Range<Int>,
    replacementString string: String
  ) -> Bool {
    delegate?.textField(textField, shouldChangeCharactersIn: range, replacementString: string)
      ?? true
  }

  /// Tells your delegate.
  public func textFieldDidChangeSelection(_ textField: TextFieldModel) {
    delegateChain.didChangeSelection(textField)
  }

  /// Asks your delegate (`true` without one).
  public func textFieldShouldClear(_ textField: TextFieldModel) -> Bool {
    delegateChain.shouldClear(textField)
  }

  /// Asks your delegate (`true` without one).
  public func textFieldShouldReturn(_ textField: TextFieldModel) -> Bool {
    delegateChain.shouldReturn(textField)
  }

  /// Your delegate decides first (by default through its should-change), then each filter.
  public func textField(
    _ textField: TextFieldModel, decisionFor edit: ProposedEdit
  )
    -> EditDecision
  {
    chain.decide(edit, in: textField)
  }

  /// Your delegate's format status, else that of the last filter that formats.
  public func textField(
    _ textField: TextFieldModel, formatStatusFor text: String
  )
    -> FormatStatus?
  {
    chain.formatStatus(of: text, in: textField)
  }

  /// Your delegate's step, else that of the first filter that steps.
  public func textField(
    _ textField: TextFieldModel, stepping text: String, caret: Int, by steps: Int
  ) -> StepResult? {
    chain.step(text, caret: caret, by: steps, in: textField)
  }
}
