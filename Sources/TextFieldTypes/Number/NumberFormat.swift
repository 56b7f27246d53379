/// Formats plain decimals as a locale writes them, and reads a locale's text back, without a
/// field.
///
/// ```swift
/// let euros = try NumberFormat(locale: "de_DE", currency: "EUR")
/// try euros.format("-1234.5")  // "-1.234,50 €"
/// try euros.plainDecimal(from: "1.234,5 €")  // "1234.50"
/// ```
///
/// * A number keeps the fraction digits it is given, at most `fractionDigits` (rounded
///   half to even beyond them, as CLDR and ICU round); an amount of money always has its
///   currency's digits (2 for EUR, 0 for JPY, 3 for BHD) unless `fractionDigits` says otherwise.
/// * Digits are the locale's own (Arabic-Indic in `ar_EG`), the minus sign its own (U+2212 in
///   Swedish), and a currency symbol is spaced from the digits as CLDR says (`CHF 12.00`).
/// * Reading accepts what a user pastes: see ``number(from:)``.
public struct NumberFormat: Hashable, Sendable {
  /// The locale's symbols and patterns.
  package let locale: NumberLocale
  /// The ISO 4217 code of the currency (`EUR`), `nil` for a plain number.
  package let currency: String?
  /// The currency's symbol in this locale (`€`), empty for a plain number.
  package let currencySymbol: String
  /// The fraction digits a number holds at most; `nil` for as many as given.
  package let maximumFractionDigits: Int?
  /// The fraction digits always shown: the currency's, 0 for a plain number.
  package let minimumFractionDigits: Int
  /// The pattern in use: the locale's currency pattern for money, else its decimal pattern.
  package let pattern: NumberPattern

  /// The most fraction digits a format may be given: ICU's own bound (999).
  ///
  /// Each value shown is padded to the fraction digits, so an unbounded count would make every
  /// key allocate it.
  package static let fractionDigitsLimit = 999

  /// A format for `locale` (`de_DE`, `de-DE`, `de`), of money in `currency` (an ISO 4217 code)
  /// or of plain numbers, with at most `fractionDigits` digits after the separator (default: the
  /// currency's, unlimited for a plain number).
  /// - Throws: ``NumberConfigurationError`` for an unknown locale or currency, or fraction
  ///   digits below 0 or above 999 (ICU's bound).
  public init(
    locale: String = "en_US", currency: String? = nil, fractionDigits: Int? = nil
  ) throws(NumberConfigurationError) {
    try self.init(
      locale: try NumberLocale(locale), currency: currency, fractionDigits: fractionDigits)
  }

  /// A format for `locale` (see ``init(locale:currency:fractionDigits:)``).
  package init(
    locale: NumberLocale, currency: String? = nil, fractionDigits: Int? = nil
  ) throws(NumberConfigurationError) {
    if let fractionDigits, fractionDigits < 0 { throw .negativeFractionDigits(fractionDigits) }
    if let fractionDigits, fractionDigits > Self.fractionDigitsLimit {
      throw .tooManyFractionDigits(fractionDigits, limit: Self.fractionDigitsLimit)
    }
    self.locale = locale
    if let currency {
      let code = currency.uppercased()
      guard let digits = NumberLocale.fractionDigits(ofCurrency: code) else {
        throw .unknownCurrency(currency)
      }
      self.currency = code
      currencySymbol = locale.currencySymbol(for: code)
      maximumFractionDigits = fractionDigits ?? digits
      minimumFractionDigits = fractionDigits ?? digits
      pattern = locale.currencyPattern
    } else {
      self.currency = nil
      currencySymbol = ""
      maximumFractionDigits = fractionDigits
      minimumFractionDigits = 0
      pattern = locale.decimalPattern
    }
  }

  /// The locale's text for the plain decimal `plain` (`-1234.5` → `-1.234,50 €`).
  /// - Throws: ``NumberReadingError`` with `RefusalReason/notANumber(input:)`
  ///   when `plain` is not a plain decimal (`-12.5`, ASCII digits, `.`).
  public func format(_ plain: String) throws(NumberReadingError) -> String {
    guard let number = DecimalNumber(plain) else {
      throw NumberReadingError(.notANumber(input: nil))
    }
    return string(for: number)
  }

  /// The locale's text for `number`, rounded and padded to this format's fraction digits.
  package func string(for number: DecimalNumber) -> String {
    var count = max(number.fractionDigits.count, minimumFractionDigits)
    if let maximum = maximumFractionDigits { count = min(count, maximum) }
    return render(NumberDraft(number.rounded(toFractionDigits: count))).text
  }

  /// The plain decimal in the locale's text `text` (`1.234,5 €` → `1234.50` in `de_DE` euros),
  /// padded to the currency's digits.
  ///
  /// Reads what a user pastes: see ``number(from:)``.
  package func plainDecimal(from text: String) throws(NumberReadingError) -> String {
    try number(from: text).description
  }

  /// The number in `text`, read as a paste into a field of this format is.
  ///
  /// The locale's own text is read, and text from elsewhere when it is clear: the currency's
  /// symbol or code, spaces, bidirectional marks and a `+` are skipped; `-`, U+2212, the locale's
  /// minus sign or parentheses make it negative; digits of any script count. Of the separators,
  /// spaces, apostrophes and the locale's own group separator group; the locale's decimal
  /// separator is the decimal one. A `.` or `,`:
  /// * when both appear, the last one (once) is the decimal separator (`1.234,5`, `1,234.5`);
  /// * when one appears several times, it groups (`1.234.567`);
  /// * when one appears once, it is the decimal separator (`1,5`, `0.123`, `1234.567`) unless
  ///   it is followed by exactly three digits and preceded by one to three (not starting with
  ///   0): then it is ambiguous (`1,234` is 1234 in English and 1.234 in German) and refused,
  ///   unless the format holds fewer than three fraction digits, which makes it a group
  ///   separator (`1.234` in a euro field is 1234).
  /// Groups must be well formed (`1,234,567`, `12,34,567`).
  /// - Throws: ``NumberReadingError`` saying why (not a number, ambiguous, too many fraction
  ///   digits).
  public func number(from text: String) throws(NumberReadingError) -> DecimalNumber {
    let read = try NumberReader(format: self).read(text)
    guard let number = NumberDraft(isNegative: read.isNegative, tokens: read.tokens).number else {
      throw NumberReadingError(.notANumber(input: nil))
    }
    if let maximum = maximumFractionDigits, number.fractionDigits.count > maximum {
      throw NumberReadingError(.tooManyFractionDigits(limit: maximum))
    }
    return number.rounded(toFractionDigits: max(number.fractionDigits.count, minimumFractionDigits))
  }
}
