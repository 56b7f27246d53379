/// Why a filter or the model refused an edit or dropped part of it, as data: a field's
/// ``FieldMessages`` table turns it into words (``FieldMessages/text(for:)-(RefusalReason)``).
///
/// Filters return reasons, never sentences, so an app can replace or translate every message a
/// user sees without touching a filter. Your own filters can return ``custom(_:)`` text.
public enum RefusalReason: Hashable, Sendable {
  /// A reason already in words, shown as it is.
  case custom(String)
  /// The text would hold more than `limit` Characters (``MaxLengthFilter``).
  case tooLong(limit: Int)
  /// Only the Characters `described` are let in (``CharacterFilter``, allowed mode); the
  /// description is the app's own (`digits`) or the listed Characters in quotes.
  case onlyAllowed(described: String)
  /// The Characters `described` are kept out (``CharacterFilter``, banned mode).
  case banned(described: String)
  /// A mask took nothing of the input: `input` is the one typed Character (`nil` for a paste of
  /// several), `expected` what the mask wants at the caret.
  case maskRefused(input: String?, expected: MaskExpectation)
  /// A paste or programmatic text had more than the mask `format` holds.
  case maskOverflow(format: String)
  /// A `#`-pattern is full: it holds `capacity` Characters.
  case patternFull(capacity: Int)
  /// `character` breaks the pattern's raw regular expression.
  case patternMismatch(Character)
  /// A combining mark on its own cannot fill a `#` slot.
  case loneCombiningMark
  /// The text would not match the ``RegexFilter``'s expression.
  case regexMismatch
  /// Inserted text held control characters, which a single-line field drops.
  case controlCharacters
  /// A Character would hold more than `limit` scalars (a flood of combining marks).
  case tooManyCombiningMarks(limit: Int)
  /// A paste was longer than the terminal keeps of one paste, `limitBytes` bytes of UTF-8; the
  /// rest was dropped unread.
  case pasteTooLong(limitBytes: Int)
  /// A secret (password) field refuses copy and cut.
  case secretCopy
  /// Copy or cut with nothing selected (`M-w` copies the selection; there is no mark).
  case nothingSelected
  /// A phone number takes only digits and a leading `+`: `input` is the one Character typed
  /// (`nil` for a paste of several).
  case phoneDigitsOnly(input: String?)
  /// Several reasons at once (the filters of a chain each dropped something), in order.
  case several([RefusalReason])
  /// A number field took nothing of the input: `input` is the one typed Character (`nil` for a
  /// paste or programmatic text of several).
  case notANumber(input: String?)
  /// A number holds at most `limit` digits after its decimal separator (0: whole numbers only).
  case tooManyFractionDigits(limit: Int)
  /// A number has one decimal separator already.
  case secondDecimalSeparator
  /// The number field refuses numbers below zero.
  case negativeNotAllowed
  /// The number would be above the field's maximum, `maximum` as the field shows it.
  case aboveMaximum(String)
  /// The number would be below the field's minimum, `minimum` as the field shows it.
  case belowMinimum(String)
  /// Pasted `text` whose one `.` or `,` could be a group or a decimal separator (`1,234`).
  case ambiguousNumber(String)
  /// A date field expected a digit of `component` where `input` was typed (`nil`: a paste).
  case dateDigitExpected(input: String?, component: DateTimeComponent)
  /// A date field's `component` would be `value`, which no date or time has (month 13, hour 24).
  case dateValueOutOfRange(component: DateTimeComponent, value: Int)
  /// A date field's day would be past the end of `month` (1 to 12), in `year` when the year
  /// decides it (29 February outside leap years), else in any year.
  case dateBeyondMonthEnd(month: Int, year: Int?)
  /// A date field's value could no longer be inside its range: `minimum` and `maximum` are the
  /// bounds it falls outside, written in the field's pattern (`nil`: not the problem).
  case dateOutOfRange(minimum: String?, maximum: String?)
  /// Up or Down were pressed on a date field's `component` before it was typed whole.
  case dateStepNeedsValue(component: DateTimeComponent)

  /// This reason and `other` as one: both, in order, without repeating one that is already
  /// there.
  public func merged(with other: RefusalReason) -> RefusalReason {
    var reasons = parts
    for part in other.parts where !reasons.contains(part) {
      // Two bounds on the length (the field's and a filter's): the tighter one is what held.
      if case .tooLong(let limit) = part, let index = reasons.firstIndex(where: \.isTooLong),
        case .tooLong(let held) = reasons[index]
      {
        reasons[index] = .tooLong(limit: min(limit, held))
        continue
      }
      reasons.append(part)
    }
    return reasons.count == 1 ? reasons[0] : .several(reasons)
  }

  private var isTooLong: Bool {
    if case .tooLong = self { return true }
    return false
  }

  /// The single reasons this one is made of.
  public var parts: [RefusalReason] {
    if case .several(let reasons) = self { return reasons.flatMap(\.parts) }
    return [self]
  }
}
