import TextFieldCore

/// What makes a typed prefix of a date pattern acceptable: every component in its range, a date
/// that exists, inside the minimum and maximum.
///
/// A prefix is acceptable while some valid date in range begins with it; the first problem
/// found says why not, most basic first (a month 13 before a 31 February before a bound).
struct DateRules: Hashable, Sendable {
  /// The pattern the digits are typed in.
  let pattern: DatePattern
  /// The earliest value allowed, by significance (see ``DatePattern/values(of:)``).
  let minimum: [Int]?
  /// The latest value allowed, by significance.
  let maximum: [Int]?

  /// Why no valid date in range begins with `digits` (typed in the pattern's order), or `nil`
  /// when one does.
  ///
  /// O(pattern length) but for the search, which tries at most three values of a component for
  /// each way the bounds still constrain it.
  func problem(_ digits: [Int]) -> RefusalReason? {
    guard let ranges = ranges(of: digits) else {
      return outOfRange(digits)
    }
    guard reaches(ranges, minimum: nil, maximum: nil) else {
      let values = pattern.values(of: digits)
      let month = values[DateTimeComponent.month.significance]
      let year = values[DateTimeComponent.year.significance]
      let typedYear = digits.count >= yearEnd
      return .dateBeyondMonthEnd(month: month, year: month == 2 && typedYear ? year : nil)
    }
    if reaches(ranges, minimum: minimum, maximum: maximum) { return nil }
    let low = reaches(ranges, minimum: minimum, maximum: nil)
    let high = reaches(ranges, minimum: nil, maximum: maximum)
    let shown = { (values: [Int]) in pattern.text(of: pattern.digits(of: values)) }
    return .dateOutOfRange(
      minimum: low ? (high ? minimum.map(shown) : nil) : minimum.map(shown),
      maximum: high ? (low ? maximum.map(shown) : nil) : maximum.map(shown))
  }

  /// The digit count at which the year is typed whole.
  private var yearEnd: Int {
    pattern.segments.first { $0.component == .year }.map { $0.firstDigit + 4 } ?? 0
  }

  /// The values each component can still take, by significance (`nil` for a component the
  /// pattern lacks), or `nil` when some component has none.
  func ranges(of digits: [Int]) -> [ClosedRange<Int>?]? {
    var ranges = [ClosedRange<Int>?](repeating: nil, count: 6)
    for segment in pattern.segments {
      let component = segment.component
      guard let range = range(of: segment, in: digits) else { return nil }
      ranges[component.significance] = range
    }
    return ranges
  }

  /// The values `segment` can still take: its typed digits followed by any others, within its
  /// component's domain; `nil` when none is.
  private func range(of segment: DatePattern.Segment, in digits: [Int]) -> ClosedRange<Int>? {
    let (low, high) = typedSpan(of: segment, in: digits)
    let domain = segment.component.domain
    let lower = max(low, domain.lowerBound)
    let upper = min(high, domain.upperBound)
    return lower <= upper ? lower...upper : nil
  }

  /// The smallest and largest numbers `segment`'s typed digits begin.
  private func typedSpan(of segment: DatePattern.Segment, in digits: [Int]) -> (Int, Int) {
    let width = segment.component.width
    let typed = max(0, min(width, digits.count - segment.firstDigit))
    let prefix = digits.dropFirst(segment.firstDigit).prefix(typed).reduce(0) { $0 * 10 + $1 }
    var scale = 1
    for _ in typed..<width { scale *= 10 }
    return (prefix * scale, prefix * scale + scale - 1)
  }

  /// The first component, in the pattern's order, whose typed digits leave it no value.
  private func outOfRange(_ digits: [Int]) -> RefusalReason? {
    for segment in pattern.segments where range(of: segment, in: digits) == nil {
      let (low, high) = typedSpan(of: segment, in: digits)
      let value = high < segment.component.domain.lowerBound ? high : low
      return .dateValueOutOfRange(component: segment.component, value: value)
    }
    return nil
  }
}
