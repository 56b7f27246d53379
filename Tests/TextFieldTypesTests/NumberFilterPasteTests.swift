import TestSupport
import Testing
import TextFieldCore
import TextFieldTypes

/// Pastes read in the field's locale, or refused when they could mean two numbers.
@Suite struct NumberFilterPasteTests {
  /// Each row: a locale, a currency, what is pasted into the empty field, and the value (or
  /// `nil` when refused as ambiguous).
  @Test(
    arguments: [
      ("en_US", nil, "1,234.5", "1234.5"),
      ("en_US", nil, "1.234,5", "1234.5"),
      ("de_DE", nil, "1.234,5", "1234.5"),
      ("de_DE", nil, "1,234.5", "1234.5"),
      ("en_US", nil, "1,234,567", "1234567"),
      ("de_DE", nil, "1.234.567", "1234567"),
      ("en_US", nil, "12,34,567.89", "1234567.89"),
      ("en_US", nil, "1,5", "1.5"),
      ("de_DE", nil, "1.5", "1.5"),
      ("en_US", nil, "0.123", "0.123"),
      ("en_US", nil, "1234.567", "1234.567"),
      ("fr_FR", nil, "1 234,5", "1234.5"),
      ("fr_FR", nil, "1\u{202F}234,5", "1234.5"),
      ("de_CH", nil, "1'234.50", "1234.50"),
      ("en_US", nil, "  -1,234.5 ", "-1234.5"),
      ("en_US", nil, "(1,234.5)", "-1234.5"),
      ("en_US", nil, "\u{2212}7", "-7"),
      ("en_US", nil, "+7", "7"),
      ("ar_EG", nil, "\u{61C}-١٬٢٣٤٫٥", "-1234.5"),
      ("en_US", "USD", "$1,234.50", "1234.50"),
      ("en_US", "USD", "USD 12", "12.00"),
      ("de_DE", "EUR", "1.234,50 €", "1234.50"),
      ("de_DE", "EUR", "1.234", "1234.00"),
      ("en_US", nil, "1,234", nil),
      ("en_US", nil, "1.234", nil),
      ("de_DE", nil, "1.234", nil),
      ("de_DE", nil, "999,999", nil),
    ] as [(String, String?, String, String?)])
  func pastesAreReadInTheLocale(
    locale: String, currency: String?, pasted: String, value: String?
  ) throws {
    let filter = try NumberFilter(locale: locale, currency: currency)
    let field = TextFieldModel.editing(notation: "|", filters: [filter])
    let outcome = field.perform(.paste(pasted))
    if let value {
      #expect(field.value == value)
    } else {
      #expect(outcome == .rejected(reason: .ambiguousNumber(pasted)))
      #expect(field.text == "")
    }
  }

  /// Each row: what is pasted into an English field, and the refusal in English.
  @Test(arguments: [
    ("12abc", "not a number"),
    ("1,23,4", "not a number"),
    ("1.2.3,4,5", "not a number"),
    (
      "1,234",
      "\"1,234\" could be read two ways (group or decimal separator): type it, or paste it with both"
    ),
    ("-", "not a number"),
  ])
  func pastesThatAreNotNumbersAreRefused(pasted: String, words: String) throws {
    let field = TextFieldModel.editing(notation: "|", filters: [try NumberFilter()])
    guard case .rejected(let reason?) = field.perform(.paste(pasted)) else {
      Issue.record("\(pasted) was not refused: \(field.state)")
      return
    }
    #expect(field.messages.text(for: reason) == words)
  }

  @Test func aPasteJoinsTheDigitsAtTheCaret() throws {
    let field = TextFieldModel.editing(notation: "1|9", filters: [try NumberFilter()])
    field.perform(.paste("234"))
    #expect(field.state == TextFieldState(notation: "12,34|9"))
    field.perform(.paste("0.5"))
    #expect(field.state == TextFieldState(notation: "12,340.5|9"))
    #expect(field.perform(.paste("0.5")) == .rejected(reason: .secondDecimalSeparator))
  }

  @Test func aPasteWithTooManyFractionDigitsIsRefused() throws {
    let field = TextFieldModel.editing(
      notation: "|", filters: [try NumberFilter(currency: "USD")])
    #expect(
      field.perform(.paste("1.0055")) == .rejected(reason: .tooManyFractionDigits(limit: 2)))
    #expect(field.text == "")
    // Three digits after a lone separator cannot be a fraction here: they are a group.
    field.perform(.paste("1.005"))
    #expect(field.text == "$1,005")
  }

  @Test func aPasteAboveTheMaximumIsRefused() throws {
    let field = TextFieldModel.editing(
      notation: "|", filters: [try NumberFilter(maximum: "1000")])
    #expect(field.perform(.paste("1,000.5")) == .rejected(reason: .aboveMaximum("1,000")))
  }
}
