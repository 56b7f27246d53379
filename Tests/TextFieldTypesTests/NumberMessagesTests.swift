import Testing
import TextFieldCore

/// The English words of the number fields' refusals.
@Suite struct NumberMessagesTests {
  /// Each row: a reason and its English words.
  @Test(arguments: [
    (RefusalReason.notANumber(input: "x"), "\"x\": only digits here"),
    (.notANumber(input: nil), "not a number"),
    (.tooManyFractionDigits(limit: 0), "whole numbers only"),
    (.tooManyFractionDigits(limit: 1), "at most 1 digit after the decimal separator"),
    (.tooManyFractionDigits(limit: 3), "at most 3 digits after the decimal separator"),
    (.secondDecimalSeparator, "the number has a decimal separator already"),
    (.negativeNotAllowed, "negative numbers are not allowed"),
    (.aboveMaximum("1.000,00 €"), "at most 1.000,00 €"),
    (.belowMinimum("-50"), "at least -50"),
    (
      .ambiguousNumber("1,234"),
      "\"1,234\" could be read two ways (group or decimal separator): type it, or paste it with "
        + "both"
    ),
  ])
  func englishRefusals(reason: RefusalReason, english: String) {
    #expect(FieldMessages.english.text(for: reason) == english)
  }
}
