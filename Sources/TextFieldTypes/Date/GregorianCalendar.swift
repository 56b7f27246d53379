/// The proleptic Gregorian calendar of years 0001 to 9999: leap years and month lengths.
///
/// The Gregorian rules apply to every year, also before 1582 (ISO 8601's calendar). The
/// arithmetic is the field's own: no Foundation, no ICU.
package enum GregorianCalendar {
  /// The years a date field holds.
  package static let years: ClosedRange<Int> = 1...9999

  /// Whether `year` has a 29 February: every fourth year, but not every hundredth, but every
  /// four hundredth (2000 and 2024 are, 1900 and 2023 are not).
  package static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// The number of days of `month` (1 to 12) in `year`: 28 to 31; 0 for a month that does not
  /// exist.
  package static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 1, 3, 5, 7, 8, 10, 12: 31
    case 4, 6, 9, 11: 30
    case 2: isLeapYear(year) ? 29 : 28
    default: 0
    }
  }

  /// The most days `month` (1 to 12) has in any year: 29 for February.
  package static func maximumDaysIn(month: Int) -> Int {
    daysIn(month: month, year: 2000)
  }

  /// Whether `year`-`month`-`day` is a date of the calendar (years 0001 to 9999).
  package static func isValid(year: Int, month: Int, day: Int) -> Bool {
    years.contains(year) && (1...daysIn(month: month, year: year)).contains(day)
  }
}
