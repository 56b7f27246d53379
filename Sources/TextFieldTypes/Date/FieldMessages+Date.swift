import TextFieldCore

extension FieldMessages {
  /// The words of a date field's reasons, in a table's ``FieldMessageKey`` storage.
  struct DateWords: FieldMessageKey, Sendable {
    static let defaultValue = DateWords()

    var digitExpected: @Sendable (_ input: String?, _ component: DateTimeComponent) -> String = {
      input, component in
      "\(input.map { "\"\($0)\"" } ?? "nothing pasted"): expected a digit of the \(component.rawValue)"
    }
    var valueOutOfRange: @Sendable (_ component: DateTimeComponent, _ value: Int) -> String = {
      component, value in
      let domain = component.domain
      return "there is no \(component.rawValue) \(component.padded(value)) "
        + "(\(component.padded(domain.lowerBound)) to \(component.padded(domain.upperBound)))"
    }
    var beyondMonthEnd: @Sendable (_ month: Int, _ year: Int?) -> String = { month, year in
      let names = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
      ]
      // A month no field reports keeps the words it always had.
      guard names.indices.contains(month - 1) else { return "month \(month) has 31 days" }
      let name = names[month - 1]
      return switch (month, year) {
      case (2, let year?):
        "\(name) \(year) has \(GregorianCalendar.daysIn(month: 2, year: year)) days"
      case (2, nil): "\(name) has at most \(GregorianCalendar.maximumDaysIn(month: 2)) days"
      default: "\(name) has \(GregorianCalendar.maximumDaysIn(month: month)) days"
      }
    }
    var outOfRange: @Sendable (_ minimum: String?, _ maximum: String?) -> String = {
      minimum, maximum in
      switch (minimum, maximum) {
      case (let minimum?, let maximum?): "from \(minimum) to \(maximum) only"
      case (let minimum?, nil): "not before \(minimum)"
      case (nil, let maximum?): "not after \(maximum)"
      case (nil, nil): "out of range"
      }
    }
    var stepNeedsValue: @Sendable (_ component: DateTimeComponent) -> String = {
      "type the \($0.rawValue) first, then ↑↓ change it"
    }
  }

  /// `RefusalReason.dateDigitExpected(input:component:)`: `"x": expected a digit of the day`.
  public var dateDigitExpected:
    @Sendable (_ input: String?, _ component: DateTimeComponent) -> String
  {
    get { self[DateWords.self].digitExpected }
    set { self[DateWords.self].digitExpected = newValue }
  }
  /// `RefusalReason.dateValueOutOfRange(component:value:)`: `there is no month 13 (01 to 12)`.
  public var dateValueOutOfRange: @Sendable (_ component: DateTimeComponent, _ value: Int) -> String
  {
    get { self[DateWords.self].valueOutOfRange }
    set { self[DateWords.self].valueOutOfRange = newValue }
  }
  /// `RefusalReason.dateBeyondMonthEnd(month:year:)`: `April has 30 days`, `February has at
  /// most 29 days`, `February 2023 has 28 days`.
  public var dateBeyondMonthEnd: @Sendable (_ month: Int, _ year: Int?) -> String {
    get { self[DateWords.self].beyondMonthEnd }
    set { self[DateWords.self].beyondMonthEnd = newValue }
  }
  /// `RefusalReason.dateOutOfRange(minimum:maximum:)`: `not before 01/01/2000`, `not after
  /// 31/12/2030`, or `from 01/01/2000 to 31/12/2030 only`.
  public var dateOutOfRange: @Sendable (_ minimum: String?, _ maximum: String?) -> String {
    get { self[DateWords.self].outOfRange }
    set { self[DateWords.self].outOfRange = newValue }
  }
  /// `RefusalReason.dateStepNeedsValue(component:)`: `type the day first, then ↑↓ change it`.
  public var dateStepNeedsValue: @Sendable (_ component: DateTimeComponent) -> String {
    get { self[DateWords.self].stepNeedsValue }
    set { self[DateWords.self].stepNeedsValue = newValue }
  }
}
