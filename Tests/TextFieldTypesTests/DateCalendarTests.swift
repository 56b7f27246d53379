import Testing
import TextFieldTypes

/// The calendar arithmetic, against the rules and against an independent day count.
@Suite struct GregorianCalendarTests {
  @Test(arguments: [
    (1900, false), (2000, true), (2024, true), (2023, false), (2100, false), (2400, true),
    (1, false), (4, true), (100, false), (400, true), (9996, true), (9999, false),
  ])
  func leapYears(year: Int, leap: Bool) {
    #expect(GregorianCalendar.isLeapYear(year) == leap)
  }

  @Test func everyMonthLength() {
    let common = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    let leap = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    #expect((1...12).map { GregorianCalendar.daysIn(month: $0, year: 2023) } == common)
    #expect((1...12).map { GregorianCalendar.daysIn(month: $0, year: 2024) } == leap)
    #expect((1...12).map { GregorianCalendar.daysIn(month: $0, year: 1900) } == common)
    #expect((1...12).map { GregorianCalendar.daysIn(month: $0, year: 2000) } == leap)
    #expect((1...12).map(GregorianCalendar.maximumDaysIn(month:)) == leap)
    #expect(GregorianCalendar.daysIn(month: 0, year: 2024) == 0)
    #expect(GregorianCalendar.daysIn(month: 13, year: 2024) == 0)
  }

  /// Every day of a 400-year cycle (2000–2399) follows the one before in an independent count.
  ///
  /// The count (days from 1970-01-01, Howard Hinnant's algorithm) uses no month lengths; the
  /// cycle has 146,097 days.
  @Test func fourHundredYearsOfDaysFollowEachOther() {
    var previous: Int?
    var count = 0
    for year in 2000..<2400 {
      for month in 1...12 {
        for day in 1...31 {
          let valid = GregorianCalendar.isValid(year: year, month: month, day: day)
          #expect(valid == (day <= GregorianCalendar.daysIn(month: month, year: year)))
          guard valid else { continue }
          let number = daysFromCivil(year: year, month: month, day: day)
          if let previous { #expect(number == previous + 1) }
          previous = number
          count += 1
        }
      }
    }
    #expect(count == 146_097)
    #expect(daysFromCivil(year: 2000, month: 1, day: 1) == 10_957)
  }

  @Test func yearsAreThoseOfISO8601() {
    #expect(GregorianCalendar.years == 1...9999)
    #expect(!GregorianCalendar.isValid(year: 0, month: 1, day: 1))
    #expect(!GregorianCalendar.isValid(year: 10_000, month: 1, day: 1))
    #expect(GregorianCalendar.isValid(year: 9999, month: 12, day: 31))
    #expect(!GregorianCalendar.isValid(year: 2023, month: 2, day: 29))
    #expect(!GregorianCalendar.isValid(year: 2024, month: 4, day: 0))
  }
}

/// Days since 1970-01-01 of a proleptic Gregorian date, without month lengths.
private func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
  let y = month <= 2 ? year - 1 : year
  let era = (y >= 0 ? y : y - 399) / 400
  let yearOfEra = y - era * 400
  let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
  let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
  return era * 146_097 + dayOfEra - 719_468
}
