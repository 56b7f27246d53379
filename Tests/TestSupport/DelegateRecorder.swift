import TextFieldCore

/// A delegate that records every call it gets, with scripted answers, for exact-trace tests.
public final class DelegateRecorder: TextFieldDelegate {
  /// The calls received, in order, as short strings (`shouldChange 0..<1 "a"`).
  public private(set) var calls: [String] = [] {
    didSet { if let last = calls.last, calls.count > oldValue.count { trace?.append(last) } }
  }
  /// A trace shared with other recorders (filters), to check the order of everyone's calls.
  public var trace: Trace?
  public var shouldBegin = true
  public var shouldEnd = true
  public var shouldClear = true
  public var shouldReturn = true
  /// Answers should-change; default: allow everything.
  public var shouldChange: (Range<Int>, String) -> Bool = { _, _ in true }

  public init() {}

  /// Forgets the calls recorded so far.
  public func reset() { calls.removeAll() }

  public func textFieldShouldBeginEditing(_ textField: TextFieldModel) -> Bool {
    calls.append("shouldBegin")
    return shouldBegin
  }

  public func textFieldDidBeginEditing(_ textField: TextFieldModel) {
    calls.append("didBegin")
  }

  public func textFieldShouldEndEditing(_ textField: TextFieldModel) -> Bool {
    calls.append("shouldEnd")
    return shouldEnd
  }

  public func textFieldDidEndEditing(
    _ textField: TextFieldModel, reason: TextFieldModel.DidEndEditingReason
  ) {
    calls.append("didEnd \(reason)")
  }

  public func textField(
    _ textField: TextFieldModel, shouldChangeCharactersIn range: Range<Int>,
    replacementString string: String
  ) -> Bool {
    calls.append("shouldChange \(range.lowerBound)..<\(range.upperBound) \"\(string)\"")
    return shouldChange(range, string)
  }

  public func textFieldDidChangeSelection(_ textField: TextFieldModel) {
    calls.append("didChangeSelection \(textField.state)")
  }

  public func textFieldShouldClear(_ textField: TextFieldModel) -> Bool {
    calls.append("shouldClear")
    return shouldClear
  }

  public func textFieldShouldReturn(_ textField: TextFieldModel) -> Bool {
    calls.append("shouldReturn")
    return shouldReturn
  }
}

/// Records a field's events, as short strings.
public final class EventRecorder {
  public private(set) var events: [TextFieldEvent] = []

  public init(_ field: TextFieldModel) {
    field.addObserver { [unowned self] event, _ in self.events.append(event) }
  }

  public func reset() { events.removeAll() }

  /// How many times `event` fired.
  public func count(_ event: TextFieldEvent) -> Int { events.filter { $0 == event }.count }
}
