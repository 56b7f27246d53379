/// A fixed list of candidates (`--suggest`, a file's lines), matched by a ``SuggestionMatcher``.
///
/// Empty entries and repeated entries are dropped (the first stays); the rest keep their order,
/// which is the order of the matches in each group.
public struct SuggestionList: SuggestionSource {
  /// The entries, in order.
  package let entries: [String]
  /// How the typed text is matched against the entries.
  package var matcher: SuggestionMatcher

  /// A list of `entries` matched by `matcher`.
  public init(_ entries: [String], matcher: SuggestionMatcher = SuggestionMatcher()) {
    var seen = Set<String>()
    self.entries = entries.filter { !$0.isEmpty && seen.insert($0).inserted }
    self.matcher = matcher
  }

  /// The entries that match the query's whole text, at most `limit` of them.
  public func suggestions(for query: SuggestionQuery, limit: Int) -> [Suggestion] {
    matcher.matches(for: query.text, in: entries, limit: limit).map(Suggestion.init)
  }
}
