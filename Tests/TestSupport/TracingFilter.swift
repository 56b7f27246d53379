import TextFieldCore

/// Calls recorded by several parties, in the order they happened.
public final class Trace {
  public private(set) var lines: [String] = []

  public init() {}

  public func append(_ line: String) { lines.append(line) }

  public func reset() { lines.removeAll() }
}

/// A filter that records every call it gets into a ``Trace`` and answers as scripted.
public final class TracingFilter: TextFieldFilter {
  public let name: String
  public let trace: Trace
  public var answer: (ProposedEdit) -> EditDecision
  public var status: FormatStatus?

  public init(
    _ name: String, trace: Trace, status: FormatStatus? = nil,
    answer: @escaping (ProposedEdit) -> EditDecision = { _ in .accept }
  ) {
    self.name = name
    self.trace = trace
    self.status = status
    self.answer = answer
  }

  public func evaluate(_ edit: ProposedEdit) -> EditDecision {
    trace.append("\(name): \(edit)")
    return answer(edit)
  }

  public func formatStatus(of text: String) -> FormatStatus? { status }

  public func textFieldShouldBeginEditing(_ textField: TextFieldModel) -> Bool {
    trace.append("\(name) shouldBegin")
    return true
  }

  public func textFieldDidBeginEditing(_ textField: TextFieldModel) {
    trace.append("\(name) didBegin")
  }

  public func textFieldShouldEndEditing(_ textField: TextFieldModel) -> Bool {
    trace.append("\(name) shouldEnd")
    return true
  }

  public func textFieldDidEndEditing(
    _ textField: TextFieldModel, reason: TextFieldModel.DidEndEditingReason
  ) {
    trace.append("\(name) didEnd")
  }

  public func textFieldDidChangeSelection(_ textField: TextFieldModel) {
    trace.append("\(name) didChangeSelection")
  }

  public func textFieldShouldClear(_ textField: TextFieldModel) -> Bool {
    trace.append("\(name) shouldClear")
    return true
  }

  public func textFieldShouldReturn(_ textField: TextFieldModel) -> Bool {
    trace.append("\(name) shouldReturn")
    return true
  }
}
