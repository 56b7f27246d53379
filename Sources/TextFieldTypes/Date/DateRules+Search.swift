import TextFieldCore

extension DateRules {
  /// Whether some date within `ranges` (by significance) exists and lies between `minimum` and
  /// `maximum` (by significance, compared year first).
  ///
  /// A depth-first search, year first. A component's value equal to a bound keeps that bound
  /// tight for the next component; any other value frees it. Among free values only one stands
  /// for all: a leap year if there is one (29 February exists in it), the month with the most
  /// days; so each component tries at most three values.
  func reaches(_ ranges: [ClosedRange<Int>?], minimum: [Int]?, maximum: [Int]?) -> Bool {
    var chosen = [Int](repeating: 0, count: 6)
    return search(
      ranges, from: 0, minimum: minimum, maximum: maximum, chosen: &chosen)
  }

  private func search(
    _ ranges: [ClosedRange<Int>?], from start: Int, minimum: [Int]?, maximum: [Int]?,
    chosen: inout [Int]
  ) -> Bool {
    var index = start
    while index < ranges.count, ranges[index] == nil { index += 1 }
    guard index < ranges.count, let range = ranges[index] else { return true }
    var lower = range.lowerBound
    var upper = range.upperBound
    if index == DateTimeComponent.day.significance {
      upper = min(upper, GregorianCalendar.daysIn(month: chosen[1], year: chosen[0]))
    }
    if let minimum { lower = max(lower, minimum[index]) }
    if let maximum { upper = min(upper, maximum[index]) }
    guard lower <= upper else { return false }
    for value in candidates(lower...upper, at: index, minimum: minimum, maximum: maximum, chosen) {
      chosen[index] = value
      if search(
        ranges, from: index + 1, minimum: minimum?[index] == value ? minimum : nil,
        maximum: maximum?[index] == value ? maximum : nil, chosen: &chosen)
      {
        return true
      }
    }
    return false
  }

  /// The values of component `index` worth trying in `range`: the bounds' own values, and one
  /// free value standing for all others.
  private func candidates(
    _ range: ClosedRange<Int>, at index: Int, minimum: [Int]?, maximum: [Int]?, _ chosen: [Int]
  ) -> [Int] {
    let bounds = [minimum?[index], maximum?[index]].compactMap { $0 }.filter(range.contains)
    var result = bounds
    let free = range.lazy.filter { !bounds.contains($0) }
    switch index {
    case DateTimeComponent.year.significance:
      // Leap years are at most eight apart: a dozen free values hold one if any is there.
      let first = Array(free.prefix(12))
      if let year = first.first(where: GregorianCalendar.isLeapYear) ?? first.first {
        result.append(year)
      }
    case DateTimeComponent.month.significance:
      let longest = free.max {
        GregorianCalendar.daysIn(month: $0, year: chosen[0])
          < GregorianCalendar.daysIn(month: $1, year: chosen[0])
      }
      if let longest { result.append(longest) }
    default:
      if let value = free.first { result.append(value) }
    }
    return result
  }
}
