import TextFieldCore

/// A date or time field driven by a pattern (`dd/MM/yyyy`, `HH:mm`, `yyyy-MM-dd HH:mm`): digits
/// fill the fields and the separators appear by themselves; a date that cannot exist, or lies
/// outside the minimum and maximum, is refused as it is typed, with a reason.
///
/// The text is always the start of a valid date in range, shown in the pattern with the
/// separators after the last typed field (`31/`, `31/0`, `31/01/`): a keystroke, paste, undo or
/// programmatic text that would make it anything else is refused, and a refused keystroke
/// changes nothing.
///
/// * Digits are decimal digits of any script (`٣`, `３`, `३`), as in number and phone fields,
///   shown in ASCII; anything else that is not a separator is refused.
/// * Typing at the end: a digit fills the next position. A first digit that cannot begin a
///   two-digit field but is a value on its own is padded (`4` in a day gives `04/`; `2` in a
///   month, `3` in an hour, `6` in a minute likewise). The separator typed after a one-digit
///   field pads it (`1/` gives `01/`; a year is never padded); typed where it already is, it
///   changes nothing. Anything else is refused with what is expected ("a digit of the day").
/// * Typing in the middle overwrites the digit after the caret (padding likewise), so the shape
///   never breaks; the result must still be a valid date. Typing over a selection that reaches
///   the end replaces it; over one in the middle, overwrites from its start.
/// * Backspace, Delete, cut and kills remove the digits they cover when nothing typed follows;
///   over separators only, Backspace removes the digit before them, so the caret never sticks.
///   In the middle they remove nothing and move the caret (Backspace: before the digit, ready
///   to be overwritten).
/// * Paste, yank and programmatic text: a whole date in the pattern or in ISO 8601
///   (`2024-02-29`) is read as it is; anything else is typed Character by Character (any
///   punctuation or space counting as the separator), keeping what fits and reporting what
///   was dropped. Undo and redo restore a text of the pattern, or go through the same path.
/// * Up and Down step the field under the caret (``step(_:caret:by:)``).
///
/// The value (``formatStatus(of:)``) is ISO 8601: `2024-02-29`, `14:30`, `2024-02-29T14:30`.
/// Calendar: proleptic Gregorian, years 0001 to 9999, no leap seconds.
///
/// Cost: O(pattern length) per Character of an edit (the range search tries a few values per
/// field).
public final class DateFilter: TextFieldFilter {
  /// The pattern.
  package let pattern: DatePattern
  /// The earliest value allowed, in ISO 8601 of the pattern's form.
  package let minimum: String?
  /// The latest value allowed, in ISO 8601 of the pattern's form.
  package let maximum: String?
  let rules: DateRules

  /// A filter for `pattern` (`dd/MM/yyyy`), allowing values from `minimum` to `maximum`
  /// (inclusive, in ISO 8601 of the pattern's form: `2000-01-01`, `08:00`, `2024-02-29T14:30`).
  /// - Throws: ``DateFilterError``: a malformed pattern (its error points at the column), or
  ///   bounds that are malformed, do not exist, or are in the wrong order.
  public convenience init(
    pattern: String, minimum: String? = nil, maximum: String? = nil
  ) throws(DateFilterError) {
    let parsed: DatePattern
    do {
      parsed = try DatePattern(pattern)
    } catch {
      throw .pattern(error)
    }
    try self.init(parsed, minimum: minimum, maximum: maximum)
  }

  /// A filter for `pattern`, allowing values from `minimum` to `maximum` (ISO 8601, inclusive).
  /// - Throws: ``DateFilterError`` for bounds that are malformed, do not exist, or are in the
  ///   wrong order.
  package init(
    _ pattern: DatePattern, minimum: String? = nil, maximum: String? = nil
  ) throws(DateFilterError) {
    let lower: [Int]?
    let upper: [Int]?
    do {
      lower = try minimum.map { iso throws(DateValueError) in try Self.values(iso, in: pattern) }
    } catch {
      throw .minimum(error)
    }
    do {
      upper = try maximum.map { iso throws(DateValueError) in try Self.values(iso, in: pattern) }
    } catch {
      throw .maximum(error)
    }
    if let lower, let upper, let minimum, let maximum, upper.lexicographicallyPrecedes(lower) {
      throw .minimumAfterMaximum(minimum: minimum, maximum: maximum)
    }
    self.pattern = pattern
    self.minimum = minimum
    self.maximum = maximum
    self.rules = DateRules(pattern: pattern, minimum: lower, maximum: upper)
  }

  /// The values (by significance) of the ISO bound `iso`.
  private static func values(
    _ iso: String, in pattern: DatePattern
  ) throws(DateValueError)
    -> [Int]
  {
    guard let values = pattern.values(iso: iso) else {
      throw DateValueError(.malformed(expected: pattern.isoForm), text: iso)
    }
    let rules = DateRules(pattern: pattern, minimum: nil, maximum: nil)
    if let problem = rules.problem(pattern.digits(of: values)) {
      throw DateValueError(.refused(problem), text: iso)
    }
    return values
  }

  /// The text of the ISO 8601 value `iso` in the pattern (`2024-02-29` → `29/02/2024`).
  /// - Throws: ``DateValueError``: malformed, a value that does not exist, or out of range.
  public func format(iso: String) throws(DateValueError) -> String {
    try rules.format(iso: iso)
  }

  /// The ISO 8601 value of `text`, a complete text in the pattern (`29/02/2024` →
  /// `2024-02-29`).
  /// - Throws: ``DateValueError``: not the pattern's shape, a value that does not exist, or out
  ///   of range.
  public func iso(from text: String) throws(DateValueError) -> String {
    try rules.iso(from: text)
  }

  /// The ISO 8601 value when the text is a complete valid date in range (else empty); the tail
  /// placeholder is the rest of the pattern's shape (`M/yyyy` after `31/0`, all of it for an
  /// empty text).
  public func formatStatus(of text: String) -> FormatStatus? {
    guard let digits = pattern.digits(of: text) else {
      return FormatStatus(value: "", isComplete: false)
    }
    let complete = digits.count == pattern.digitCount && rules.problem(digits) == nil
    return FormatStatus(
      value: complete ? pattern.iso(pattern.values(of: digits)) : "", isComplete: complete,
      tailPlaceholder: String(pattern.shape.dropFirst(text.count)))
  }
}
