import Testing
import TextFieldCore
import TextFieldTypes

/// What each field type says it takes, word for word (the accessible mode's introductions).
@Suite struct TypeDescriptionTests {
  @Test func phones() throws {
    #expect(
      try PhoneFilter(region: "us").inputDescription
        == "a phone number for US, or any country's with + and its code; spaces and punctuation"
        + " are ignored")
    #expect(
      try PhoneFilter().inputDescription
        == "a phone number with + and its country code; spaces and punctuation are ignored")
  }

  @Test func numbersNameTheirSeparatorsAndLimits() throws {
    #expect(
      try NumberFilter().inputDescription
        == "a number, shown as 1,234.5; decimal separator period (.), grouping separator comma (,)")
    #expect(
      try NumberFilter(minimum: "0", maximum: "100", fractionDigits: 1).inputDescription
        == "a number, shown as 100; decimal separator period (.), grouping separator comma (,);"
        + " from 0 to 100, at most 1 digit after the separator")
    #expect(
      try NumberFilter(locale: "fr_FR", fractionDigits: 0, allowsNegative: false).inputDescription
        == "a number, shown as 1\u{202F}234; decimal separator comma (,), grouping separator"
        + " narrow space; not below zero, whole numbers only")
  }

  @Test func currencies() throws {
    #expect(
      try NumberFilter(locale: "de_DE", minimum: "0", maximum: "5000", currency: "EUR")
        .inputDescription
        == "an amount in EUR, shown as 1.234,50\u{A0}€; decimal separator comma (,), grouping"
        + " separator period (.); from 0,00\u{A0}€ to 5.000,00\u{A0}€")
    #expect(
      try NumberFilter(maximum: "10", currency: "usd").inputDescription
        == "an amount in USD, shown as $10.00; decimal separator period (.), grouping separator"
        + " comma (,); at most $10.00")
  }

  @Test func datesSayTheirPatternInWordsAndTheirRange() throws {
    #expect(
      try DateFilter(pattern: "dd/MM/yyyy", minimum: "2000-01-01", maximum: "2030-12-31")
        .inputDescription
        == "a date: day, month and year as dd/MM/yyyy; from 01/01/2000 to 31/12/2030")
    #expect(try DateFilter(pattern: "HH:mm").inputDescription == "a time: hour and minute as HH:mm")
    #expect(
      try DateFilter(pattern: "yyyy-MM-dd HH:mm", minimum: "2024-01-01T08:00").inputDescription
        == "a date and time: year, month, day, hour and minute as yyyy-MM-dd HH:mm; from"
        + " 2024-01-01 08:00 on")
  }
}
