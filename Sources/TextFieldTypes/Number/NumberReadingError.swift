import TextFieldCore

/// Text a ``NumberFormat`` cannot read as a number, and why, as a field would say it.
public struct NumberReadingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why: `RefusalReason/notANumber(input:)`,
  /// `RefusalReason/ambiguousNumber(_:)`,
  /// `RefusalReason/tooManyFractionDigits(limit:)` and the like.
  public var reason: RefusalReason

  package init(_ reason: RefusalReason) {
    self.reason = reason
  }

  /// The reason in English (`"1,234" could be read two ways …`).
  public var description: String { FieldMessages.english.text(for: reason) }
}
