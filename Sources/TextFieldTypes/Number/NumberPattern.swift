/// A CLDR number pattern (`#,##0.###`, `¤#,##0.00`, `#,##0.00 ¤;-#,##0.00 ¤`), read into what a
/// field needs: the text around the number, the grouping sizes and the fraction digits.
///
/// In the affixes `¤` stands for the currency symbol and `-` for the locale's minus sign. A
/// pattern without a negative part puts `-` before the positive prefix, as CLDR says.
package struct NumberPattern: Hashable, Sendable {
  /// The pattern as CLDR writes it.
  package var pattern: String
  /// The text before a positive number.
  package var positivePrefix: String
  /// The text after a positive number.
  package var positiveSuffix: String
  /// The text before a negative number.
  package var negativePrefix: String
  /// The text after a negative number.
  package var negativeSuffix: String
  /// The size of the group nearest the decimal point (3 in `#,##,##0`), 0 when there is no
  /// grouping.
  package var primaryGrouping: Int
  /// The size of the other groups (2 in `#,##,##0`, 3 in `#,##0`).
  package var secondaryGrouping: Int
  /// The fraction digits always shown (2 in `0.00`).
  package var minimumFractionDigits: Int
  /// The fraction digits shown at most (3 in `0.###`).
  package var maximumFractionDigits: Int

  /// Reads `pattern`.
  package init(_ pattern: String) {
    self.pattern = pattern
    let parts = pattern.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
    let positive = Self.split(parts.first ?? "")
    positivePrefix = positive.prefix
    positiveSuffix = positive.suffix
    if parts.count > 1 {
      let negative = Self.split(parts[1])
      negativePrefix = negative.prefix
      negativeSuffix = negative.suffix
    } else {
      negativePrefix = "-" + positive.prefix
      negativeSuffix = positive.suffix
    }
    let number = positive.number
    let integer = number.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let groups = (integer.first ?? "").split(separator: ",", omittingEmptySubsequences: false)
    if groups.count > 1 {
      primaryGrouping = groups[groups.count - 1].count
      secondaryGrouping = groups.count > 2 ? groups[groups.count - 2].count : primaryGrouping
    } else {
      primaryGrouping = 0
      secondaryGrouping = 0
    }
    let fraction = integer.count > 1 ? integer[1] : ""
    minimumFractionDigits = fraction.filter { $0 == "0" }.count
    maximumFractionDigits = fraction.filter { $0 == "0" || $0 == "#" }.count
  }

  /// A subpattern's prefix, number part and suffix.
  private static func split(
    _ part: Substring
  ) -> (prefix: String, number: Substring, suffix: String) {
    let isNumber: (Character) -> Bool = { "#0123456789,.@".contains($0) }
    let start = part.firstIndex(where: isNumber) ?? part.endIndex
    let end = part[start...].firstIndex { !isNumber($0) } ?? part.endIndex
    return (String(part[..<start]), part[start..<end], String(part[end...]))
  }

  /// The prefix and suffix of a positive or negative number, with `¤` replaced by `symbol` and
  /// `-` by `minus`.
  ///
  /// With `spacing`, a no-break space separates a symbol from the number when the symbol's
  /// Character next to the number is not itself a symbol or a space (CLDR's currency spacing:
  /// `CHF 12`, but `$12`).
  func affixes(
    negative: Bool, symbol: String, minus: String, spacing: Bool = false
  ) -> (prefix: String, suffix: String) {
    func fill(_ affix: String) -> String {
      var text = ""
      for character in affix {
        switch character {
        case "¤": text += symbol
        case "-": text += minus
        default: text.append(character)
        }
      }
      return text
    }
    let prefix = negative ? negativePrefix : positivePrefix
    let suffix = negative ? negativeSuffix : positiveSuffix
    var filled = (prefix: fill(prefix), suffix: fill(suffix))
    if spacing, prefix.last == "¤", let last = symbol.unicodeScalars.last, Self.isPlain(last) {
      filled.prefix += "\u{A0}"
    }
    if spacing, suffix.first == "¤", let first = symbol.unicodeScalars.first, Self.isPlain(first) {
      filled.suffix = "\u{A0}" + filled.suffix
    }
    return filled
  }

  /// Whether `scalar` is neither a symbol nor a space (CLDR's `[[:^S:]&[:^Z:]]`).
  private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .spaceSeparator,
      .lineSeparator, .paragraphSeparator:
      false
    default:
      true
    }
  }
}
