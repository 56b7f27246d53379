import TextFieldCore

/// Why a number field refused an edit (`RefusalReason.notANumber(input:)` and the like),
/// worded by the field's ``FieldMessages``.
enum NumberRefusal: FieldRefusal {
  /// Nothing of the input was a number: `input` is the one typed Character (`nil`: several).
  case notANumber(input: String?)
  /// At most `limit` digits after the decimal separator (0: whole numbers only).
  case tooManyFractionDigits(limit: Int)
  /// The number has one decimal separator already.
  case secondDecimalSeparator
  /// The field refuses numbers below zero.
  case negativeNotAllowed
  /// Above the field's maximum, `maximum` as the field shows it.
  case aboveMaximum(String)
  /// Below the field's minimum, `minimum` as the field shows it.
  case belowMinimum(String)
  /// Pasted text whose one `.` or `,` could be a group or a decimal separator.
  case ambiguousNumber(String)

  func message(in messages: FieldMessages) -> String {
    switch self {
    case .notANumber(let input): messages.notANumber(input)
    case .tooManyFractionDigits(let limit): messages.tooManyFractionDigits(limit)
    case .secondDecimalSeparator: messages.secondDecimalSeparator
    case .negativeNotAllowed: messages.negativeNotAllowed
    case .aboveMaximum(let maximum): messages.aboveMaximum(maximum)
    case .belowMinimum(let minimum): messages.belowMinimum(minimum)
    case .ambiguousNumber(let text): messages.ambiguousNumber(text)
    }
  }
}
