import Testing
import TextFieldCore
import TextFieldTypes

/// The "Numbers and money" examples proposed for the README, as they are written there.
@Suite struct NumberReadmeTests {
  @Test func aPriceField() throws {
    let price = TextFieldModel(
      filters: [try NumberFilter(locale: "de_DE", minimum: "0", maximum: "10000", currency: "EUR")])
    price.beginEditing()
    for key in "1234,5" { price.perform(.insert(String(key))) }
    #expect(price.text == "1.234,5\u{A0}€")
    #expect(price.value == "1234.50")
    #expect(price.isComplete)
    price.perform(.step(by: 1))
    #expect(price.text == "1.235,5\u{A0}€")
  }

  @Test func formattingWithoutAField() throws {
    let rupees = try NumberFormat(locale: "en_IN", currency: "INR")
    #expect(try rupees.format("1234567.8") == "₹12,34,567.80")
    let plain = try NumberFormat(locale: "fr_FR")
    #expect(try plain.plainDecimal(from: "1 234,5") == "1234.5")
    #expect(throws: NumberReadingError.self) { try plain.plainDecimal(from: "1.234") }
  }
}
