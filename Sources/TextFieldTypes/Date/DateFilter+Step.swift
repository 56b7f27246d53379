import TextFieldCore

extension DateFilter {
  /// Up and Down: the field under the caret (the one the caret is in or just after) changes by
  /// `steps`, the caret (Characters) stays.
  ///
  /// * Each field wraps within its own range without carrying into the next: day 31 of January
  ///   steps up to 01 of January, month 12 to 01 of the same year, minute 59 to 00 of the same
  ///   hour. The day wraps at the end of its month (of any year while the year is not typed).
  /// * The year does not wrap: stepping past 0001 or 9999 is refused.
  /// * Changing the month or year clamps the day to the new month's length: 31/01/2024 steps
  ///   to 29/02/2024, 29/02/2024 to 28/02/2025.
  /// * A field not yet typed whole is not stepped (refused: type it first); a step outside the
  ///   minimum or maximum is refused with the bound.
  /// * Asked with 0 steps, it answers `.stepped` (the text as it is) when a step either way
  ///   would land, else the refusal: an empty or half-typed field lets Up and Down move focus.
  public func step(_ text: String, caret: Int, by steps: Int) -> StepResult? {
    guard steps != 0 else {
      for probe in [1, -1] {
        if case .stepped = step(text, caret: caret, by: probe) {
          return .stepped(text: text, caret: caret)
        }
      }
      return step(text, caret: caret, by: 1)
    }
    let segment = pattern.segments[pattern.segmentIndex(at: caret)]
    let component = segment.component
    guard let digits = pattern.digits(of: text),
      digits.count >= segment.firstDigit + component.width
    else {
      return .refused(.dateStepNeedsValue(component: component))
    }
    var values = pattern.values(of: digits)
    let typed = Set(
      pattern.segments.filter { digits.count >= $0.firstDigit + $0.component.width }.map(
        \.component))
    let index = component.significance
    let value = values[index] + steps
    switch component {
    case .year:
      guard GregorianCalendar.years.contains(value) else {
        return .refused(.dateValueOutOfRange(component: .year, value: value))
      }
      values[index] = value
    case .day:
      values[index] = wrapped(value, in: 1...monthLength(values, typed: typed))
    default:
      values[index] = wrapped(value, in: component.domain)
    }
    if component == .year || component == .month, typed.contains(.day) {
      let day = DateTimeComponent.day.significance
      values[day] = min(values[day], monthLength(values, typed: typed))
    }
    var stepped = digits
    for segment in pattern.segments where typed.contains(segment.component) {
      let written = segment.component.padded(values[segment.component.significance])
      for (offset, character) in written.enumerated() {
        stepped[segment.firstDigit + offset] = character.asciiDigitValue ?? 0
      }
    }
    if let problem = rules.problem(stepped) { return .refused(problem) }
    return .stepped(text: pattern.text(of: stepped), caret: caret)
  }

  /// The days of the month `values` hold, as far as is typed: any year's most while the year
  /// is not typed, 31 while the month is not.
  private func monthLength(_ values: [Int], typed: Set<DateTimeComponent>) -> Int {
    guard typed.contains(.month) else { return 31 }
    let month = values[DateTimeComponent.month.significance]
    guard typed.contains(.year) else { return GregorianCalendar.maximumDaysIn(month: month) }
    return GregorianCalendar.daysIn(
      month: month, year: values[DateTimeComponent.year.significance])
  }

  /// `value` brought into `range` by whole turns of it.
  private func wrapped(_ value: Int, in range: ClosedRange<Int>) -> Int {
    let count = range.count
    return range.lowerBound + ((value - range.lowerBound) % count + count) % count
  }
}
