/// A fixed list of candidates (`--suggest`, a file's lines), matched by a ``SuggestionMatcher``.
///
/// Empty entries and repeated entries are dropped (the first stays); the rest keep their order,
/// which is the order of the matches in each group.
public struct SuggestionList: SuggestionSource {
  /// How the typed text is matched against the entries.
  package let matcher: SuggestionMatcher
  /// The entries, prepared for the matcher (folded once, not at every key).
  private let prepared: [SuggestionMatcher.Prepared]

  /// The entries, in order.
  package var entries: [String] { prepared.map(\.text) }

  /// A list of `entries` matched by `matcher`.
  ///
  /// Linear in the entries' length: each is folded once here, so a query costs byte
  /// comparisons.
  public init(_ entries: [String], matcher: SuggestionMatcher = SuggestionMatcher()) {
    var seen = Set<String>()
    self.matcher = matcher
    self.prepared = entries.filter { !$0.isEmpty && seen.insert($0).inserted }.map(matcher.prepare)
  }

  /// The entries that match the query's whole text, at most `limit` of them.
  public func suggestions(for query: SuggestionQuery, limit: Int) -> [Suggestion] {
    matcher.matches(for: query.text, inPrepared: prepared, limit: limit).map(Suggestion.init)
  }
}
