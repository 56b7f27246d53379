/// A number or currency field, or a ``NumberFormat``, configured with values it cannot work with.
public enum NumberConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// CLDR has no locale `identifier`; `suggestions` are known identifiers close to it.
  case unknownLocale(String, suggestions: [String])
  /// `code` is not an ISO 4217 currency code CLDR knows.
  case unknownCurrency(String)
  /// Fraction digits below zero.
  case negativeFractionDigits(Int)
  /// More fraction digits than a format may have (999, ICU's bound).
  case tooManyFractionDigits(Int, limit: Int)
  /// A minimum or maximum with more fraction digits than the field holds (`0.5` with none):
  /// it could never be typed, and neither the bound's message nor a step could say it exactly.
  case boundFinerThanFraction(bound: String, isMinimum: Bool, fractionDigits: Int)
  /// A minimum or maximum that is not a plain decimal (`-12.5`).
  case invalidBound(String)
  /// A minimum above the maximum.
  case minimumAboveMaximum(minimum: String, maximum: String)
  /// A minimum below zero for a field that refuses negative numbers.
  case negativeMinimumWithoutNegatives(String)

  /// What went wrong, in English.
  public var description: String {
    switch self {
    case .unknownLocale(let identifier, let suggestions):
      "unknown locale \"\(identifier)\""
        + (suggestions.isEmpty ? "" : " (did you mean \(suggestions.joined(separator: ", "))?)")
    case .unknownCurrency(let code):
      "unknown currency code \"\(code)\" (expected an ISO 4217 code such as USD or EUR)"
    case .negativeFractionDigits(let count):
      "fraction digits must be 0 or more, not \(count)"
    case .tooManyFractionDigits(let count, let limit):
      "fraction digits must be at most \(limit), not \(count)"
    case .boundFinerThanFraction(let bound, let isMinimum, let digits):
      "the \(isMinimum ? "minimum" : "maximum") \(bound) has more fraction digits than the "
        + "\(digits) the field holds: it could never be entered (give it with at most \(digits), "
        + "or allow more fraction digits)"
    case .invalidBound(let text):
      "\"\(text)\" is not a plain decimal number (such as -12.5)"
    case .minimumAboveMaximum(let minimum, let maximum):
      "the minimum \(minimum) is above the maximum \(maximum)"
    case .negativeMinimumWithoutNegatives(let minimum):
      "the minimum \(minimum) is below zero, but negative numbers are not allowed"
    }
  }
}
