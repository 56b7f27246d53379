import TextFieldCore

extension RefusalReason {
  /// A number field took nothing of the input: `input` is the one typed Character (`nil` for a
  /// paste or programmatic text of several).
  package static func notANumber(input: String?) -> RefusalReason {
    RefusalReason(NumberRefusal.notANumber(input: input))
  }

  /// A number holds at most `limit` digits after its decimal separator (0: whole numbers only).
  package static func tooManyFractionDigits(limit: Int) -> RefusalReason {
    RefusalReason(NumberRefusal.tooManyFractionDigits(limit: limit))
  }

  /// A number has one decimal separator already.
  package static var secondDecimalSeparator: RefusalReason {
    RefusalReason(NumberRefusal.secondDecimalSeparator)
  }

  /// The number field refuses numbers below zero.
  package static var negativeNotAllowed: RefusalReason {
    RefusalReason(NumberRefusal.negativeNotAllowed)
  }

  /// The number would be above the field's maximum, `maximum` as the field shows it.
  package static func aboveMaximum(_ maximum: String) -> RefusalReason {
    RefusalReason(NumberRefusal.aboveMaximum(maximum))
  }

  /// The number would be below the field's minimum, `minimum` as the field shows it.
  package static func belowMinimum(_ minimum: String) -> RefusalReason {
    RefusalReason(NumberRefusal.belowMinimum(minimum))
  }

  /// Pasted `text` whose one `.` or `,` could be a group or a decimal separator (`1,234`).
  package static func ambiguousNumber(_ text: String) -> RefusalReason {
    RefusalReason(NumberRefusal.ambiguousNumber(text))
  }
}
