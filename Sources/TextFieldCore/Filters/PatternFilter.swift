import InputMask

/// Formats the text with a `#`-pattern as the user types (seed: the runtime pattern text field).
///
/// In `+1 (###) ###-####` each `#` is a slot for one Character of the raw value and everything
/// else is a literal. Literals are inserted as the user reaches them, so typing `5551234567` shows
/// `+1 (555) 123-4567`; the raw value is `extractedValue(from:)` (the field's `value`).
///
/// * A typed Character always fills a slot. Pasted text is aligned with the pattern, so
///   `(555) 123-4567`, `+1 (555) 123-4567`, `15551234567` and `5551234567` all give `5551234567`.
/// * The caret lands right after the last inserted raw Character, also for edits in the middle.
/// * Deleting over literals only (Backspace right after `) `) deletes the raw Character before
///   them (Delete: after them), so the caret never sticks.
/// * An optional regular expression describes the finished raw value (`[0-9]{7}`): while typing
///   the raw value must be a prefix of a match, and raw Characters that would make it no longer
///   one are rejected when typed and dropped from pastes, as are Characters beyond the pattern's
///   slots; the value is complete only when every slot is filled and it matches whole.
/// * ``setPattern(_:reformatting:)`` changes the pattern and reformats a field's text.
///
/// Cost: O(n × program size) per edit, n the text length in Characters (the raw regular
/// expression, a ``LinearRegex``, follows a paste in one pass).
public final class PatternFilter: TextFieldFilter {
  /// The slot Character (`#`).
  package static let slot: Character = "#"

  /// The pattern, as given.
  public private(set) var pattern: String
  /// The raw-value pattern, as given.
  package let rawPattern: String?
  private var layout: PatternLayout
  private let rawRegex: LinearRegex?

  /// Character filters every raw Character must pass (allowed or banned Characters).
  package let rawCharacterFilters: [CharacterFilter]

  /// A filter formatting with `pattern`.
  ///
  /// `rawPattern`, when given, describes the whole raw value (a prefix of a match is accepted
  /// while typing; ``formatStatus(of:)`` is complete only for a whole match); every raw Character
  /// must pass each of `rawCharacterFilters` (their length limits do not apply: the slots are the limit).
  /// - Throws: ``FilterConfigurationError`` for an empty pattern, one without `#`, or an invalid
  ///   regular expression.
  public init(
    pattern: String, rawPattern: String? = nil, rawCharacterFilters: [CharacterFilter] = []
  ) throws(FilterConfigurationError) {
    self.rawCharacterFilters = rawCharacterFilters
    self.layout = try PatternLayout(pattern)
    self.pattern = pattern
    self.rawPattern = rawPattern
    self.rawRegex = try rawPattern.map { source throws(FilterConfigurationError) in
      try compileRegex(source)
    }
  }

  /// How many raw Characters the pattern holds.
  package var capacity: Int { layout.slotPositions.count }
  /// The pattern with a `_` in each slot (`(___) ___-____`): what an empty field shows.
  package var blank: String { layout.tail(afterRaw: 0) }

  /// Changes the pattern; when `field` is given, reformats its text (its raw value read with the
  /// old pattern, written with the new one, as programmatic text).
  public func setPattern(
    _ newPattern: String, reformatting field: TextFieldModel? = nil
  )
    throws(FilterConfigurationError)
  {
    let newLayout = try PatternLayout(newPattern)
    let raw = field.map { layout.extract(Array($0.text)).raw } ?? []
    layout = newLayout
    pattern = newPattern
    guard let field else { return }
    let kept = keepRaw(raw, before: [], after: [])
    field.setText(layout.format(kept.kept))
  }

  /// The text `raw` formats to (Characters beyond the slots are dropped).
  public func format(_ raw: String) -> String {
    layout.format(Array(raw.prefix(capacity)))
  }

  /// The raw value of `text`, without the pattern's literals.
  package func extractedValue(from text: String) -> String {
    String(layout.extract(Array(text)).raw)
  }

  /// The raw value; complete when every slot is filled; the tail placeholder is the rest of the
  /// pattern with `_` for each slot (`) ___-____` after `+1 (555`).
  public func formatStatus(of text: String) -> FormatStatus? {
    let raw = layout.extract(Array(text)).raw
    return FormatStatus(
      value: String(raw), isComplete: raw.count == capacity && (rawRegex?.wholeMatch(raw) ?? true),
      tailPlaceholder: text.isEmpty ? "" : layout.tail(afterRaw: raw.count))
  }

  /// Fills the pattern's `#` slots from the edit's raw Characters; refuses what does not fit.
  public func evaluate(_ edit: ProposedEdit) -> EditDecision {
    let resultCharacters = Array(edit.result)
    if edit.kind != .typing, edit.kind != .paste, isWellFormed(resultCharacters) { return .accept }

    let roles = layout.extract(Array(edit.text)).roles
    let before = rawCharacters(roles[..<edit.range.lowerBound])
    var removed = rawCharacters(roles[edit.range])
    var after = rawCharacters(roles[edit.range.upperBound...])
    var rawBefore = before

    if edit.replacement.isEmpty {
      guard removed.isEmpty, !edit.range.isEmpty else {
        // The caret stays where the deletion began (the text before it is unchanged).
        let text = layout.format(rawBefore + after)
        let caret = min(edit.range.lowerBound, text.count)
        return rewrite(edit, text: text, caret: caret, notice: nil)
      }
      // A deletion over literals only removes the neighbouring raw Character.
      if edit.kind == .deleteBackward, !rawBefore.isEmpty {
        removed = [rawBefore.removeLast()]
      } else if edit.kind == .deleteForward, !after.isEmpty {
        removed = [after.removeFirst()]
      }
      return rewrite(edit, raw: rawBefore + after, caretRaw: rawBefore.count, notice: nil)
    }

    let inserted: [Character] =
      edit.kind == .typing
      ? Array(edit.replacement)
      : layout.align(Array(edit.replacement), from: layout.groupStart(ofSlot: rawBefore.count)).raw
    let outcome = keepRaw(inserted, before: rawBefore, after: after)
    if outcome.dropped > 0, edit.kind == .typing {
      return .reject(reason: outcome.reason)
    }
    let notice =
      outcome.dropped > 0
      ? EditNotice(
        droppedCount: outcome.dropped, reason: outcome.reason ?? .patternFull(capacity: capacity))
      : nil
    if outcome.kept.isEmpty, removed.isEmpty, !inserted.isEmpty, outcome.dropped > 0 {
      return .reject(reason: outcome.reason)
    }
    return rewrite(
      edit, raw: rawBefore + outcome.kept + after, caretRaw: rawBefore.count + outcome.kept.count,
      notice: notice)
  }

  private func rewrite(
    _ edit: ProposedEdit, raw: [Character], caretRaw: Int, notice: EditNotice?
  ) -> EditDecision {
    let caret = layout.caret(afterRaw: caretRaw, rawCount: raw.count)
    return rewrite(edit, text: layout.format(raw), caret: caret, notice: notice)
  }

  private func rewrite(
    _ edit: ProposedEdit, text: String, caret: Int, notice: EditNotice?
  )
    -> EditDecision
  {
    if text == edit.result, caret == edit.caret, notice == nil { return .accept }
    return .rewrite(text: text, caret: caret, notice: notice)
  }

  private func rawCharacters(_ roles: ArraySlice<PatternLayout.Role>) -> [Character] {
    roles.compactMap { if case .raw(let character) = $0 { character } else { nil } }
  }

  private func isWellFormed(_ characters: [Character]) -> Bool {
    let raw = layout.extract(characters).raw
    return raw.count <= capacity && layout.format(raw) == String(characters)
      && rawMatches(raw) && raw.allSatisfy(admitsRaw)
  }

  private func admitsRaw(_ character: Character) -> Bool {
    character.standsAlone && rawCharacterFilters.allSatisfy { $0.admits(character) }
  }

  private func rawMatches(_ raw: [Character]) -> Bool {
    rawRegex?.isViablePrefix(raw) ?? true
  }

  /// Keeps the inserted raw Characters that fit the slots and the raw pattern, in order.
  private func keepRaw(
    _ inserted: [Character], before: [Character], after: [Character]
  )
    -> (kept: [Character], dropped: Int, reason: RefusalReason?)
  {
    var kept: [Character] = []
    var reason: RefusalReason?
    // One pass through the raw regex for the whole insertion (a whole match per kept Character
    // made a paste quadratic in the pattern's slots).
    var insertion = rawRegex.map {
      RegexInsertion($0, before: before, after: after, goal: .prefixOfMatch)
    }
    for character in inserted {
      if before.count + kept.count + 1 + after.count > capacity {
        reason = reason ?? .patternFull(capacity: capacity)
        continue
      }
      // A lone combining mark (or another Character that joins its neighbour) would merge with
      // the literal or raw Character before it, and the text would no longer fit the pattern.
      guard character.standsAlone else {
        reason = reason ?? .loneCombiningMark
        continue
      }
      if let refusing = rawCharacterFilters.first(where: { !$0.admits(character) }) {
        reason = reason ?? refusing.reason
        continue
      }
      guard insertion?.append(character) ?? true else {
        reason = reason ?? .patternMismatch(character)
        continue
      }
      kept.append(character)
    }
    return (kept, inserted.count - kept.count, reason)
  }
}
