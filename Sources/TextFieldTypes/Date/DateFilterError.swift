/// A date filter configured with a pattern or bounds it cannot work with.
public enum DateFilterError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The pattern is malformed.
  case pattern(DatePatternError)
  /// The minimum is not an ISO 8601 value of the pattern's form, or not a valid one.
  case minimum(DateValueError)
  /// The maximum is not an ISO 8601 value of the pattern's form, or not a valid one.
  case maximum(DateValueError)
  /// The minimum is later than the maximum (both in ISO 8601).
  case minimumAfterMaximum(minimum: String, maximum: String)

  /// What went wrong, in English.
  public var description: String {
    switch self {
    case .pattern(let error): error.description
    case .minimum(let error): "invalid minimum: \(error)"
    case .maximum(let error): "invalid maximum: \(error)"
    case .minimumAfterMaximum(let minimum, let maximum):
      "the minimum \(minimum) is after the maximum \(maximum)"
    }
  }
}
