import TextFieldCore

extension FieldMessages {
  /// The words of a number field's reasons, in a table's ``FieldMessageKey`` storage.
  struct NumberWords: FieldMessageKey, Sendable {
    static let defaultValue = NumberWords()

    var notANumber: @Sendable (_ input: String?) -> String = { input in
      input.map { "\"\($0)\": only digits here" } ?? "not a number"
    }
    var tooManyFractionDigits: @Sendable (_ limit: Int) -> String = { limit in
      switch limit {
      case 0: "whole numbers only"
      case 1: "at most 1 digit after the decimal separator"
      default: "at most \(limit) digits after the decimal separator"
      }
    }
    var secondDecimalSeparator = "the number has a decimal separator already"
    var negativeNotAllowed = "negative numbers are not allowed"
    var aboveMaximum: @Sendable (_ maximum: String) -> String = { "at most \($0)" }
    var belowMinimum: @Sendable (_ minimum: String) -> String = { "at least \($0)" }
    var ambiguousNumber: @Sendable (_ text: String) -> String = {
      "\"\($0)\" could be read two ways (group or decimal separator): type it, or paste it with both"
    }
  }

  /// `RefusalReason.notANumber(input:)`.
  public var notANumber: @Sendable (_ input: String?) -> String {
    get { self[NumberWords.self].notANumber }
    set { self[NumberWords.self].notANumber = newValue }
  }
  /// `RefusalReason.tooManyFractionDigits(limit:)`.
  public var tooManyFractionDigits: @Sendable (_ limit: Int) -> String {
    get { self[NumberWords.self].tooManyFractionDigits }
    set { self[NumberWords.self].tooManyFractionDigits = newValue }
  }
  /// `RefusalReason.secondDecimalSeparator`.
  public var secondDecimalSeparator: String {
    get { self[NumberWords.self].secondDecimalSeparator }
    set { self[NumberWords.self].secondDecimalSeparator = newValue }
  }
  /// `RefusalReason.negativeNotAllowed`.
  public var negativeNotAllowed: String {
    get { self[NumberWords.self].negativeNotAllowed }
    set { self[NumberWords.self].negativeNotAllowed = newValue }
  }
  /// `RefusalReason.aboveMaximum(_:)`.
  public var aboveMaximum: @Sendable (_ maximum: String) -> String {
    get { self[NumberWords.self].aboveMaximum }
    set { self[NumberWords.self].aboveMaximum = newValue }
  }
  /// `RefusalReason.belowMinimum(_:)`.
  public var belowMinimum: @Sendable (_ minimum: String) -> String {
    get { self[NumberWords.self].belowMinimum }
    set { self[NumberWords.self].belowMinimum = newValue }
  }
  /// `RefusalReason.ambiguousNumber(_:)`.
  public var ambiguousNumber: @Sendable (_ text: String) -> String {
    get { self[NumberWords.self].ambiguousNumber }
    set { self[NumberWords.self].ambiguousNumber = newValue }
  }
}
