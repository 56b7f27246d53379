extension SuggestionMatcher {
  /// A candidate made ready for matching many queries: its folded UTF-8 and where its later
  /// words start, so a query costs byte comparisons rather than a Character walk.
  package struct Prepared: Sendable {
    /// The candidate.
    package let text: String
    /// An ASCII candidate's bytes folded as the matcher folds them (empty for any other).
    let folded: [UInt8]
    /// The offsets in ``folded`` where a word starts after a non-word Character.
    let wordStarts: [Int]
    /// Whether the candidate is ASCII (then bytes decide alone).
    let isASCII: Bool
  }

  /// `candidate` made ready for ``matches(for:inPrepared:limit:)``.
  package func prepare(_ candidate: String) -> Prepared {
    guard candidate.utf8.allSatisfy({ $0 < 0x80 }) else {
      return Prepared(text: candidate, folded: [], wordStarts: [], isASCII: false)
    }
    var folded: [UInt8] = []
    folded.reserveCapacity(candidate.utf8.count)
    var wordStarts: [Int] = []
    var previousIsWord = true
    for byte in candidate.utf8 {
      let isUpper = byte >= 0x41 && byte <= 0x5A
      let isWord = isUpper || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
      if isWord, !previousIsWord { wordStarts.append(folded.count) }
      previousIsWord = isWord
      folded.append(ignoresCase && isUpper ? byte + 0x20 : byte)
    }
    return Prepared(text: candidate, folded: folded, wordStarts: wordStarts, isASCII: true)
  }

  /// ``matches(for:in:limit:)`` over prepared candidates: the same answer, in bytes.
  ///
  /// An ASCII query is compared with each ASCII candidate's folded bytes; any other query or
  /// candidate takes the Character walk (which compares Characters canonically: a Kelvin sign is
  /// a `K`).
  package func matches(
    for query: String, inPrepared candidates: [Prepared], limit: Int
  )
    -> [String]
  {
    guard limit > 0 else { return [] }
    guard query.utf8.allSatisfy({ $0 < 0x80 }) else {
      return matches(for: query, in: candidates.lazy.map(\.text), limit: limit)
    }
    let needle = Array(query.utf8).map { ignoresCase && $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
    var prefixes: [String] = []
    var words: [String] = []
    for candidate in candidates {
      var found: Match?
      if !candidate.isASCII {
        // Canonical equivalence (a Kelvin sign is a K, a decomposed é one Character) is the
        // Character walk's to judge.
        found = match(query, in: candidate.text)
      } else if Self.holds(needle, in: candidate.folded, at: 0) {
        found = .prefix
      } else if words.count < limit,
        candidate.wordStarts.contains(where: { Self.holds(needle, in: candidate.folded, at: $0) })
      {
        found = .wordStart
      }
      switch found {
      case .prefix?:
        prefixes.append(candidate.text)
        if prefixes.count == limit { return prefixes }
      case .wordStart?:
        if words.count < limit { words.append(candidate.text) }
      case nil:
        break
      }
    }
    return prefixes + words.prefix(limit - prefixes.count)
  }

  /// Whether `haystack` holds `needle` from `offset`.
  private static func holds(_ needle: [UInt8], in haystack: [UInt8], at offset: Int) -> Bool {
    guard haystack.count - offset >= needle.count else { return false }
    for index in needle.indices where haystack[offset + index] != needle[index] { return false }
    return true
  }
}
