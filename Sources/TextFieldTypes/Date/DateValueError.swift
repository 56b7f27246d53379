import TextFieldCore

/// A date or time value that cannot be read or written: not in the expected form, or not a
/// value the field allows.
public struct DateValueError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Sendable, Hashable {
    /// The text is not in the form `expected` (`YYYY-MM-DD`, or the pattern `dd/MM/yyyy`).
    case malformed(expected: String)
    /// The text is in the form, but its value does not exist or is out of range; the reason is
    /// the one a field gives when the value is typed.
    case refused(RefusalReason)
  }

  /// The text that was read.
  public let text: String
  /// What is wrong with it.
  public let reason: Reason

  /// An error about `text`.
  package init(_ reason: Reason, text: String) {
    self.reason = reason
    self.text = text
  }

  /// `"2023-02-29": February 2023 has 28 days`, in English.
  public var description: String {
    let shown = String(text.map { isControl($0) ? " " : $0 })
    switch reason {
    case .malformed(let expected):
      return "\"\(shown)\" is not in the form \(expected)"
    case .refused(let refusal):
      return "\"\(shown)\": \(FieldMessages.english.text(for: refusal))"
    }
  }
}
