/// Lets in only some Characters, or keeps some out (seeds: `AllowedCharsTextField`,
/// `BannedCharsTextField`), optionally with a maximum length.
///
/// Only the Characters an edit changes are checked — the inserted ones and any neighbour they
/// merge with (`e` then U+0301 is `é`) — so text that was already in the field never blocks
/// typing. A typed Character that is not allowed is rejected with a reason; a paste, yank
/// or programmatic text keeps its allowed Characters and reports how many were dropped (or, with
/// ``PastePolicy/rejectWhole``, is refused). Deletions are always allowed.
///
/// Characters compare as Swift does: `"e\u{301}"` and `"é"` are the same Character. A banned
/// Character is kept out as a scalar too: a Character is let in only when neither it nor any
/// of its scalars on its own is banned, so `'` + U+0301, U+0600 + `'` and `'` + ZWJ (each one
/// Character) are refused when `'` is banned. An allow-list lets in a Character only when the
/// predicate takes it whole.
public final class CharacterFilter: TextFieldFilter {
  /// Whether the listed Characters are the only ones allowed, or the ones banned.
  public enum Mode: Hashable, Sendable {
    /// Only the listed Characters are let in.
    case allowed
    /// The listed Characters are kept out.
    case banned
  }

  /// Whether the predicate lists allowed or banned Characters.
  package let mode: Mode
  /// What happens to a paste with Characters that are not let in.
  package let pastePolicy: PastePolicy
  /// The optional length limit applied after the Characters are filtered.
  package let maxLength: MaxLengthFilter?
  /// The reason given when a Character is kept out.
  package let reason: RefusalReason
  private let matches: @Sendable (Character) -> Bool

  /// A filter for the Characters `predicate` matches.
  /// - Parameters:
  ///   - mode: whether the matching Characters are the only ones allowed or are banned.
  ///   - predicate: tells whether a Character is one of those Characters.
  ///   - description: names the Characters for the user ("digits"), in the app's language;
  ///     the reason carries it (``RefusalReason/onlyAllowed(described:)``).
  ///   - maxLength: an optional limit in Characters.
  ///   - pastePolicy: what to do with a paste that only partly fits.
  public init(
    _ mode: Mode, where predicate: @escaping @Sendable (Character) -> Bool, description: String,
    maxLength: Int? = nil, pastePolicy: PastePolicy = .keepWhatFits
  ) throws(FilterConfigurationError) {
    self.mode = mode
    self.matches = predicate
    self.pastePolicy = pastePolicy
    self.maxLength = try maxLength.map { limit throws(FilterConfigurationError) in
      try MaxLengthFilter(limit, pastePolicy: pastePolicy)
    }
    self.reason =
      mode == .allowed ? .onlyAllowed(described: description) : .banned(described: description)
  }

  /// A filter for the Characters of `characters` (`"aeiouAEIOU"`).
  public convenience init(
    _ mode: Mode, characters: String, maxLength: Int? = nil,
    pastePolicy: PastePolicy = .keepWhatFits
  ) throws(FilterConfigurationError) {
    guard !characters.isEmpty else { throw .emptyCharacterSet }
    let set = Set(characters)
    let listed = set.sorted().map { String($0) }.joined()
    // A banned Character of several scalars (a flag, `e` + U+0301) is also kept out of a longer
    // Character that holds its scalars in a row (the flag followed by ZWJ).
    let runs = mode == .banned ? set.filter { $0.unicodeScalars.count > 1 } : []
    try self.init(
      mode,
      where: { character in
        set.contains(character) || (!runs.isEmpty && runs.contains { character.holds($0) })
      }, description: "\"\(listed)\"", maxLength: maxLength, pastePolicy: pastePolicy)
  }

  /// Whether `character` may enter the field.
  ///
  /// Banned mode refuses a Character when it, or any of its scalars taken on its own, matches
  /// the predicate. O(scalars in `character`) predicate calls.
  package func admits(_ character: Character) -> Bool {
    switch mode {
    case .allowed: matches(character)
    case .banned: !character.hasPart(where: matches)
    }
  }

  /// Refuses typing a Character the filter does not admit; keeps what it admits of a paste and
  /// drops the rest with a notice (or refuses it whole, by ``PastePolicy``); then applies its own
  /// length limit, if any.
  public func evaluate(_ edit: ProposedEdit) -> EditDecision {
    var pass = FilterChain.Pass(edit)
    if let rejection = pass.take(filterCharacters(edit)) { return rejection }
    if let maxLength, let rejection = pass.take(maxLength.evaluate(pass.current)) {
      return rejection
    }
    return pass.decision
  }

  private func filterCharacters(_ edit: ProposedEdit) -> EditDecision {
    // The Characters of the result are judged, not the inserted scalars: `e` then U+0301 makes
    // `é` with the Character before it.
    guard !edit.changedCharacters.allSatisfy(admits) else { return .accept }
    guard edit.kind.isBulkInsertion, pastePolicy == .keepWhatFits else { return .reject(reason) }
    let inserted = edit.replacement
    let kept = Self.withoutJoins(inserted.filter(admits))
    let filtered = ProposedEdit(
      kind: edit.kind, text: edit.text, range: edit.range, replacement: kept)
    // What is kept may still merge with a neighbour into a Character that is not let in.
    guard filtered.changedCharacters.allSatisfy(admits) else { return .reject(reason) }
    let notice = EditNotice(droppedCount: inserted.count - kept.count, reason: reason)
    return .rewrite(text: filtered.result, caret: filtered.caret, notice: notice)
  }

  /// `characters` as a string, leaving out any that would join the one kept before it.
  ///
  /// Dropping a Character can bring together two that then form one (`🇦😀🇦` without `😀` is
  /// the flag `🇦🇦`), which no filter of the chain has judged. O(n); the pairwise check runs only
  /// when the joined string has fewer Characters than were kept.
  static func withoutJoins(_ characters: [Character]) -> String {
    let joined = String(characters)
    guard joined.count != characters.count else { return joined }
    var kept: [Character] = []
    for character in characters {
      if let previous = kept.last, (String(previous) + String(character)).count < 2 { continue }
      kept.append(character)
    }
    return String(kept)
  }
}
