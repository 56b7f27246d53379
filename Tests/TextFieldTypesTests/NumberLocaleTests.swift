import Testing
import TextFieldTypes

/// The CLDR table: symbols, grouping, digits and currency placement per locale.
@Suite struct NumberLocaleTests {
  /// Each row: a locale, its decimal and group separators, minus sign, and its first digits.
  @Test(arguments: [
    ("en_US", ".", ",", "-", "0"),
    ("hi_IN", ".", ",", "-", "0"),
    ("de_CH", ".", "’", "-", "0"),
    ("fr_FR", ",", "\u{202F}", "-", "0"),
    ("de_DE", ",", ".", "-", "0"),
    ("ar_EG", "٫", "٬", "\u{61C}-", "٠"),
    ("sv_SE", ",", "\u{A0}", "\u{2212}", "0"),
    ("fa_IR", "٫", "٬", "\u{200E}\u{2212}", "۰"),
  ])
  func symbols(
    identifier: String, decimal: String, group: String, minus: String, zero: Character
  ) throws {
    let locale = try NumberLocale(identifier)
    #expect(locale.decimalSeparator == decimal)
    #expect(locale.groupingSeparator == group)
    #expect(locale.minusSign == minus)
    #expect(locale.digits.first == zero)
    #expect(locale.digits.count == 10)
  }

  /// Each row: a locale, a plain decimal, and its text.
  @Test(arguments: [
    ("hi_IN", "1234567.89", "12,34,567.89"),
    ("en_IN", "-1234567.89", "-12,34,567.89"),
    ("en_US", "1234567.89", "1,234,567.89"),
    ("de_CH", "1234567.89", "1’234’567.89"),
    ("fr_FR", "1234567.89", "1\u{202F}234\u{202F}567,89"),
    ("de_DE", "-1234567.89", "-1.234.567,89"),
    ("ar_EG", "-1234.5", "\u{61C}-١٬٢٣٤٫٥"),
    ("en_US", "123", "123"),
    ("en_US", "0.5", "0.5"),
  ])
  func numbers(identifier: String, plain: String, text: String) throws {
    let format = try NumberFormat(locale: identifier)
    #expect(try format.format(plain) == text)
    #expect(try format.plainDecimal(from: text) == plain)
  }

  /// Each row: a locale, a currency, a plain decimal, and its text.
  @Test(arguments: [
    ("en_US", "USD", "1234.5", "$1,234.50"),
    ("en_US", "USD", "-1234.5", "-$1,234.50"),
    ("en_IE", "EUR", "1234.5", "€1,234.50"),
    ("de_DE", "EUR", "1234.5", "1.234,50\u{A0}€"),
    ("fr_FR", "EUR", "-1234.5", "-1\u{202F}234,50\u{A0}€"),
    ("en_IN", "INR", "1234567.5", "₹12,34,567.50"),
    ("ja_JP", "JPY", "1234", "￥1,234"),
    ("ja_JP", "JPY", "1234.5", "￥1,234"),
    ("en_US", "BHD", "1.5", "BHD\u{A0}1.500"),
    ("en_US", "CHF", "12", "CHF\u{A0}12.00"),
    ("de_CH", "CHF", "-12", "CHF-12.00"),
  ])
  func money(identifier: String, currency: String, plain: String, text: String) throws {
    let format = try NumberFormat(locale: identifier, currency: currency)
    #expect(try format.format(plain) == text)
  }

  @Test func identifiersAreReadWithEitherSeparatorAndAnyCase() throws {
    #expect(try NumberLocale("de-DE").identifier == "de_DE")
    #expect(try NumberLocale("de_de").identifier == "de_DE")
    #expect(try NumberLocale("de").identifier == "de")
    #expect(try NumberLocale("de-DE") == NumberLocale("de_DE"))
    #expect(NumberLocale.identifiers.count > 1000)
  }

  @Test func anIdentifierWithoutItsLikelyScriptIsAnAlias() throws {
    var taiwan = try NumberLocale("zh-TW")
    #expect(taiwan.identifier == "zh_TW")
    taiwan.identifier = "zh_Hant_TW"
    #expect(try taiwan == NumberLocale("zh_Hant_TW"))
    #expect(try NumberFormat(locale: "sr_RS", currency: "RSD").format("1234") == "1.234\u{A0}RSD")
  }

  @Test func parentsFillWhatALocaleDoesNotSay() throws {
    // en_IN inherits from en_001 (a CLDR parent exception) and groups as India does.
    let indian = try NumberLocale("en_IN")
    #expect(indian.decimalPattern.primaryGrouping == 3)
    #expect(indian.decimalPattern.secondaryGrouping == 2)
    #expect(try NumberLocale("de_AT").currencySymbol(for: "EUR") == "€")
    #expect(try NumberLocale("en_US").currencySymbol(for: "USD") == "$")
    #expect(try NumberLocale("en_CA").currencySymbol(for: "USD") == "US$")
    #expect(try NumberLocale("en_US").currencySymbol(for: "XYZ") == "XYZ")
  }

  @Test func currenciesKnowTheirFractionDigits() {
    #expect(NumberLocale.fractionDigits(ofCurrency: "EUR") == 2)
    #expect(NumberLocale.fractionDigits(ofCurrency: "JPY") == 0)
    #expect(NumberLocale.fractionDigits(ofCurrency: "BHD") == 3)
    #expect(NumberLocale.fractionDigits(ofCurrency: "usd") == 2)
    #expect(NumberLocale.fractionDigits(ofCurrency: "XYZ") == nil)
  }

  /// Each row: a configuration and the English description of its error.
  @Test func configurationErrorsSayWhatIsWrong() {
    #expect(throws: NumberConfigurationError.self) { try NumberLocale("xx_YY") }
    #expect(
      String(
        describing: NumberConfigurationError.unknownLocale("de_XX", suggestions: ["de", "de_AT"]))
        == "unknown locale \"de_XX\" (did you mean de, de_AT?)")
    let errors: [(() throws -> NumberFilter, String)] = [
      ({ try NumberFilter(locale: "klingon") }, "unknown locale \"klingon\""),
      ({ try NumberFilter(currency: "EURO") }, "unknown currency code \"EURO\""),
      ({ try NumberFilter(fractionDigits: -1) }, "fraction digits must be 0 or more, not -1"),
      ({ try NumberFilter(minimum: "1,5") }, "\"1,5\" is not a plain decimal number"),
      (
        { try NumberFilter(minimum: "10", maximum: "9.5") },
        "the minimum 10 is above the maximum 9.5"
      ),
      ({ try NumberFilter(minimum: "-1", allowsNegative: false) }, "the minimum -1 is below zero"),
    ]
    for (make, words) in errors {
      do {
        _ = try make()
        Issue.record("no error for \(words)")
      } catch {
        #expect(String(describing: error).hasPrefix(words))
      }
    }
  }

  @Test func anUnknownLocaleSuggestsCloseOnes() {
    do {
      _ = try NumberLocale("de_XX")
      Issue.record("de_XX is not a CLDR locale")
    } catch {
      guard case .unknownLocale(let name, let suggestions) = error else {
        Issue.record("not an unknown locale")
        return
      }
      #expect(name == "de_XX")
      #expect(suggestions.contains("de"))
    }
  }
}
