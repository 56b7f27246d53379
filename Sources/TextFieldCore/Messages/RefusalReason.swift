/// Why a filter or the model refused an edit or dropped part of it, as data: a field's
/// ``FieldMessages`` table turns it into words (``FieldMessages/text(for:)-(RefusalReason)``).
///
/// Filters return reasons, never sentences, so an app can replace or translate every message a
/// user sees without touching a filter. The cases are TextFieldCore's own reasons; a field type
/// or your own filter adds reasons as ``FieldRefusal`` values (``other(_:)``), worded and
/// translated through the same table. Your own filters can also return ``custom(_:)`` text.
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
  /// Several reasons at once (the filters of a chain each dropped something), in order.
  case several([RefusalReason])
  /// A reason another module or your own filter defines, in its own words: TextFieldTypes'
  /// phone, number and date fields' reasons (`RefusalReason.dateBeyondMonthEnd(month:year:)`),
  /// or a ``FieldRefusal`` of yours. Make one with ``init(_:)``.
  case other(AnyFieldRefusal)

  /// `refusal`, a reason TextFieldCore does not define, as a reason a filter returns.
  public init(_ refusal: some FieldRefusal) {
    self = .other(AnyFieldRefusal(refusal))
  }

  /// This reason and `other` as one: both, in order, without repeating one that is already
  /// there.
  package func merged(with other: RefusalReason) -> RefusalReason {
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
  package var parts: [RefusalReason] {
    if case .several(let reasons) = self { return reasons.flatMap(\.parts) }
    return [self]
  }
}
