import TextFieldCore

/// Why a date field refused an edit (`RefusalReason.dateBeyondMonthEnd(month:year:)` and the
/// like), worded by the field's ``FieldMessages``.
enum DateRefusal: FieldRefusal {
  /// A digit of `component` was expected where `input` was typed (`nil`: a paste).
  case digitExpected(input: String?, component: DateTimeComponent)
  /// `component` would be `value`, which no date or time has (month 13, hour 24).
  case valueOutOfRange(component: DateTimeComponent, value: Int)
  /// The day would be past the end of `month`, in `year` when the year decides it.
  case beyondMonthEnd(month: Int, year: Int?)
  /// The value would fall outside the field's range, its bounds written in the field's pattern.
  case outOfRange(minimum: String?, maximum: String?)
  /// Up or Down on `component` before it was typed whole.
  case stepNeedsValue(component: DateTimeComponent)

  func message(in messages: FieldMessages) -> String {
    switch self {
    case .digitExpected(let input, let component): messages.dateDigitExpected(input, component)
    case .valueOutOfRange(let component, let value): messages.dateValueOutOfRange(component, value)
    case .beyondMonthEnd(let month, let year): messages.dateBeyondMonthEnd(month, year)
    case .outOfRange(let minimum, let maximum): messages.dateOutOfRange(minimum, maximum)
    case .stepNeedsValue(let component): messages.dateStepNeedsValue(component)
    }
  }
}
