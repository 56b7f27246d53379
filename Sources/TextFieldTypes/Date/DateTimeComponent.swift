/// A part of a date or time that a date field types, named in its refusals ("a digit of the day").
///
/// The cases are in order of significance, year first: the order in which dates compare.
public enum DateTimeComponent: String, Hashable, Sendable, CaseIterable, Comparable {
  /// The year, 0001 to 9999.
  case year
  /// The month, 01 to 12.
  case month
  /// The day of the month, 01 to 31 (fewer in short months).
  case day
  /// The hour, 00 to 23.
  case hour
  /// The minute, 00 to 59.
  case minute
  /// The second, 00 to 59.
  case second

  /// Its place in the order of significance: 0 for the year to 5 for the second.
  package var significance: Int {
    switch self {
    case .year: 0
    case .month: 1
    case .day: 2
    case .hour: 3
    case .minute: 4
    case .second: 5
    }
  }

  /// Whether `lhs` is more significant than `rhs` (the year before the month).
  public static func < (lhs: DateTimeComponent, rhs: DateTimeComponent) -> Bool {
    lhs.significance < rhs.significance
  }
}
