import Foundation
import Testing
import TextFieldTypes

/// One line of `number-samples.jsonl`: Babel's own `format_decimal` and `format_currency` for a
/// locale (Scripts/number-locales.py writes it).
struct NumberSample: Codable, Sendable, CustomTestStringConvertible {
  var locale: String
  /// The texts of ``NumberSampleTests/decimalValues``.
  var decimal: [String]
  /// A currency code, then the texts of ``NumberSampleTests/currencyValues``.
  var currency: [[String]]

  var testDescription: String { locale }

  static let all: [NumberSample] = {
    guard
      let url = Bundle.module.url(
        forResource: "number-samples", withExtension: "jsonl", subdirectory: "Resources"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { return [] }
    let decoder = JSONDecoder()
    return text.split(separator: "\n").compactMap {
      try? decoder.decode(NumberSample.self, from: Data($0.utf8))
    }
  }()
}

/// Formatting agrees with Babel (CLDR's reference in Python) for every locale, with the three
/// things CLDR asks that Babel leaves out added to its text by the script: the locale's digits,
/// its minus sign, and currency spacing.
@Suite struct NumberSampleTests {
  static let decimalValues = ["-1234567.891", "1234.5", "0"]
  static let currencyValues = ["1234.5", "-1234567.25"]

  @Test func everyLocaleHasSamples() {
    // Every locale but root; the identifiers also hold aliases such as zh_TW.
    #expect(NumberSample.all.count > 1000)
    #expect(NumberSample.all.count < NumberLocale.identifiers.count)
  }

  @Test(arguments: NumberSample.all)
  func formattingAgreesWithBabel(sample: NumberSample) throws {
    let format = try NumberFormat(locale: sample.locale)
    for (plain, expected) in zip(Self.decimalValues, sample.decimal) {
      #expect(try format.format(plain) == expected, "\(plain)")
    }
    for texts in sample.currency {
      let money = try NumberFormat(locale: sample.locale, currency: texts[0])
      for (plain, expected) in zip(Self.currencyValues, texts.dropFirst()) {
        #expect(try money.format(plain) == expected, "\(texts[0]) \(plain)")
      }
    }
  }

  @Test(arguments: NumberSample.all)
  func babelsTextReadsBackAsTheNumber(sample: NumberSample) throws {
    let format = try NumberFormat(locale: sample.locale)
    for (plain, text) in zip(Self.decimalValues, sample.decimal) {
      #expect(try format.number(from: text) == DecimalNumber(plain), "\(text)")
    }
    for texts in sample.currency {
      let money = try NumberFormat(locale: sample.locale, currency: texts[0])
      for text in texts.dropFirst() {
        #expect(try money.format(money.plainDecimal(from: text)) == text, "\(text)")
      }
    }
  }
}
