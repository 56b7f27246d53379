/// How a locale writes numbers and money, from CLDR: separators, minus sign, digits, grouping and
/// where the currency symbol goes.
///
/// ```swift
/// let swiss = try NumberLocale("de-CH")
/// swiss.groupingSeparator  // "’"
/// swiss.currencySymbol(for: "EUR")  // "EUR"
/// ```
///
/// Usable on its own. The data is generated from CLDR 47 by `Scripts/number-locales.py` and
/// compiled in: nothing is read at run time, and Foundation is not used.
package struct NumberLocale: Hashable, Sendable {
  /// The CLDR identifier the data was found under (`de_CH`, `root`).
  package var identifier: String
  /// The decimal separator (`.`, `,`, `٫`).
  package var decimalSeparator: String
  /// The group separator (`,`, `.`, `’`, U+202F in French, U+00A0).
  package var groupingSeparator: String
  /// The minus sign (`-`, U+2212 in Swedish, U+061C then `-` in Egyptian Arabic).
  package var minusSign: String
  /// The ten digits of the locale's default numbering system, zero first.
  package var digits: [Character]
  /// The decimal pattern (`#,##0.###`, `#,##,##0.###` in India).
  package var decimalPattern: NumberPattern
  /// The currency pattern (`¤#,##0.00`, `#,##0.00 ¤`).
  package var currencyPattern: NumberPattern
  /// The currency symbols this locale uses that are not the ISO code itself.
  var currencySymbols: [String: String]

  /// The data of `identifier` (`de_DE`, `de-DE`, `de`; letter case does not matter), falling
  /// back through its CLDR parents to the root locale.
  /// - Throws: ``NumberConfigurationError/unknownLocale(_:suggestions:)`` when CLDR has no such
  ///   locale.
  package init(_ identifier: String) throws(NumberConfigurationError) {
    let chain = NumberLocaleTable.chain(for: identifier)
    guard let first = chain.first else {
      throw .unknownLocale(identifier, suggestions: NumberLocaleTable.suggestions(for: identifier))
    }
    var fields: [Character: Substring] = [:]
    var symbols: [String: String] = [:]
    for line in chain {
      for field in line.split(separator: "|").dropFirst() {
        guard let key = field.first else { continue }
        let value = field.dropFirst()
        if key == "$" {
          let code = String(value.prefix(3))
          if symbols[code] == nil { symbols[code] = String(value.dropFirst(3)) }
        } else if fields[key] == nil {
          fields[key] = value
        }
      }
    }
    self.identifier = String(first.prefix { $0 != "|" })
    decimalSeparator = String(fields["d"] ?? ".")
    groupingSeparator = String(fields["g"] ?? ",")
    minusSign = String(fields["m"] ?? "-")
    let digits = Array(fields["z"] ?? "0123456789")
    self.digits = digits.count == 10 ? digits : Array("0123456789")
    decimalPattern = NumberPattern(String(fields["n"] ?? "#,##0.###"))
    currencyPattern = NumberPattern(String(fields["c"] ?? "¤#,##0.00"))
    currencySymbols = symbols
  }

  /// The symbol this locale shows for the currency `code` (`€`, `US$`, `CHF`): the ISO code when
  /// CLDR has no other.
  package func currencySymbol(for code: String) -> String {
    currencySymbols[code] ?? code
  }

  /// Every locale identifier CLDR has data for, `root` first.
  package static var identifiers: [String] { NumberLocaleTable.identifiers }

  /// The fraction digits ISO 4217 (as CLDR records it) gives the currency `code`: 2 for EUR, 0
  /// for JPY, 3 for BHD; `nil` for a code CLDR does not know.
  package static func fractionDigits(ofCurrency code: String) -> Int? {
    NumberLocaleTable.fractionDigits(ofCurrency: code)
  }
}
