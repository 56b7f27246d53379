import TextFieldCore

/// The kinds of content a typed field knows: phone numbers, numbers and money, dates and times.
///
/// Each type is a `TextFieldFilter`: it formats as the user types (a rewrite with
/// a caret), refuses what cannot be right with a reason, and reports the typed value in its
/// `FormatStatus` (E.164, a plain decimal, ISO 8601).
public enum FieldType: String, Hashable, Sendable, CaseIterable {
  /// A phone number, formatted as libphonenumber's as-you-type formatter does.
  case phone
  /// A number with the locale's separators and digits.
  case number
  /// An amount of money in a currency, with the symbol where the locale puts it.
  case currency
  /// A date or time driven by a pattern (`yyyy-MM-dd`, `HH:mm`).
  case date
}
