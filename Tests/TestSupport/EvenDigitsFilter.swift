import TextFieldCore

/// A reason TextFieldCore does not define, the way an app's own filter adds one: an odd digit.
public struct OddDigit: FieldRefusal {
  /// The digit refused.
  public var digit: Character

  /// A refusal of `digit`.
  public init(digit: Character) {
    self.digit = digit
  }

  public func message(in messages: FieldMessages) -> String {
    messages[OddDigitWords.self](digit)
  }
}

/// The words of ``OddDigit``, in any ``FieldMessages`` table.
public enum OddDigitWords: FieldMessageKey {
  public static let defaultValue: @Sendable (Character) -> String = { "\"\($0)\" is odd" }
}

/// An app's own filter: only even digits, refusing the first odd one with ``OddDigit``.
public final class EvenDigitsFilter: TextFieldFilter {
  /// A filter.
  public init() {}

  public func evaluate(_ edit: ProposedEdit) -> EditDecision {
    guard let odd = edit.replacement.first(where: { "13579".contains($0) }) else { return .accept }
    return .reject(RefusalReason(OddDigit(digit: odd)))
  }
}
