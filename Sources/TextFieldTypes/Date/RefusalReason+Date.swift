import TextFieldCore

extension RefusalReason {
  /// A date field expected a digit of `component` where `input` was typed (`nil`: a paste).
  package static func dateDigitExpected(
    input: String?, component: DateTimeComponent
  )
    -> RefusalReason
  {
    RefusalReason(DateRefusal.digitExpected(input: input, component: component))
  }

  /// A date field's `component` would be `value`, which no date or time has (month 13, hour 24).
  package static func dateValueOutOfRange(
    component: DateTimeComponent, value: Int
  )
    -> RefusalReason
  {
    RefusalReason(DateRefusal.valueOutOfRange(component: component, value: value))
  }

  /// A date field's day would be past the end of `month` (1 to 12), in `year` when the year
  /// decides it (29 February outside leap years), else in any year.
  package static func dateBeyondMonthEnd(month: Int, year: Int?) -> RefusalReason {
    RefusalReason(DateRefusal.beyondMonthEnd(month: month, year: year))
  }

  /// A date field's value could no longer be inside its range: `minimum` and `maximum` are the
  /// bounds it falls outside, written in the field's pattern (`nil`: not the problem).
  package static func dateOutOfRange(minimum: String?, maximum: String?) -> RefusalReason {
    RefusalReason(DateRefusal.outOfRange(minimum: minimum, maximum: maximum))
  }

  /// Up or Down were pressed on a date field's `component` before it was typed whole.
  package static func dateStepNeedsValue(component: DateTimeComponent) -> RefusalReason {
    RefusalReason(DateRefusal.stepNeedsValue(component: component))
  }
}
