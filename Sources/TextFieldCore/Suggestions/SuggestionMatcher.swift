/// Finds the candidates that match what is typed: those that start with it first (they give the
/// inline ghost), then those where it starts a word inside the candidate (`york` finds
/// `New York`).
///
/// Case-insensitive by default. Each group keeps the order of the candidates it is given (a
/// history's newest first), and the walk stops as soon as `limit` candidates start with the
/// query: the work is bounded by where the `limit`-th prefix match is, not by every candidate.
public struct SuggestionMatcher: Hashable, Sendable {
  /// Whether `a` and `A` match (`true` by default).
  package var ignoresCase: Bool

  /// A matcher that ignores case unless `ignoresCase` is `false`.
  public init(ignoresCase: Bool = true) {
    self.ignoresCase = ignoresCase
  }

  /// How a candidate matches a query.
  package enum Match: Hashable, Sendable {
    /// The candidate starts with the query.
    case prefix
    /// The query starts a word inside the candidate (not at its start).
    case wordStart
  }

  /// At most `limit` of `candidates` that match `query`.
  ///
  /// Those that start with it, then those where it starts a later word, each group in the
  /// candidates' order. An empty query matches every candidate (as a prefix).
  public func matches(
    for query: String, in candidates: some Sequence<String>, limit: Int
  ) -> [String] {
    guard limit > 0 else { return [] }
    let folded = Array(query).map(fold)
    var prefixes: [String] = []
    var words: [String] = []
    for candidate in candidates {
      switch match(folded, candidate) {
      case .prefix?:
        prefixes.append(candidate)
        if prefixes.count == limit { return prefixes }
      case .wordStart?:
        if words.count < limit { words.append(candidate) }
      case nil:
        break
      }
    }
    return prefixes + words.prefix(limit - prefixes.count)
  }

  /// How `candidate` matches `query`, or `nil` when it does not.
  package func match(_ query: String, in candidate: String) -> Match? {
    match(Array(query).map(fold), candidate)
  }

  /// The Characters of `candidate` after the `query.count` it starts with, when it starts with
  /// `query` (ignoring case as this matcher does): what an inline ghost shows.
  package func remainder(of candidate: String, after query: String) -> Substring? {
    var index = candidate.startIndex
    for character in query {
      guard index < candidate.endIndex, same(candidate[index], fold(character)) else {
        return nil
      }
      candidate.formIndex(after: &index)
    }
    return candidate[index...]
  }

  private func match(_ folded: [String], _ candidate: String) -> Match? {
    if startsWith(folded, candidate, at: candidate.startIndex) { return .prefix }
    guard !folded.isEmpty else { return nil }
    var index = candidate.startIndex
    var previousIsWord = true
    while index < candidate.endIndex {
      let character = candidate[index]
      let isWord = character.isLetter || character.isNumber
      if isWord, !previousIsWord, startsWith(folded, candidate, at: index) { return .wordStart }
      previousIsWord = isWord
      candidate.formIndex(after: &index)
    }
    return nil
  }

  /// Whether `candidate` from `start` begins with the Characters `folded`.
  private func startsWith(_ folded: [String], _ candidate: String, at start: String.Index) -> Bool {
    var index = start
    for character in folded {
      guard index < candidate.endIndex, same(candidate[index], character) else { return false }
      candidate.formIndex(after: &index)
    }
    return true
  }

  /// A query Character as it is compared: lowercased when case is ignored.
  private func fold(_ character: Character) -> String {
    ignoresCase ? character.lowercased() : String(character)
  }

  private func same(_ character: Character, _ folded: String) -> Bool {
    if character.isASCII, folded.utf8.count == 1, let byte = folded.utf8.first,
      let own = character.asciiValue
    {
      guard ignoresCase else { return own == byte }
      return (own >= 0x41 && own <= 0x5A ? own + 0x20 : own) == byte
    }
    return fold(character) == folded
  }
}
