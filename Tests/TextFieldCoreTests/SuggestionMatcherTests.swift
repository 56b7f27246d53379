import Testing

@testable import TextFieldCore

/// `SuggestionMatcher` and `SuggestionList`: prefix matches first, then word starts; stable
/// order; case-insensitive by default; bounded by the limit.
@Suite struct SuggestionMatcherTests {
  static let cities = [
    "Newark", "New York", "York", "Yorkshire", "new york", "Oslo", "Bad Yorkers",
  ]

  @Test(arguments: [
    ("york", 10, ["York", "Yorkshire", "New York", "new york", "Bad Yorkers"]),
    ("YORK", 2, ["York", "Yorkshire"]),
    ("new", 10, ["Newark", "New York", "new york"]),
    ("new y", 10, ["New York", "new york"]),
    ("ork", 10, []),
    ("", 3, ["Newark", "New York", "York"]),
    ("york", 0, []),
  ])
  func findsPrefixesThenWordStarts(query: String, limit: Int, expected: [String]) {
    #expect(SuggestionMatcher().matches(for: query, in: Self.cities, limit: limit) == expected)
  }

  @Test func exactCaseWhenAsked() {
    let matcher = SuggestionMatcher(ignoresCase: false)
    #expect(matcher.matches(for: "new", in: Self.cities, limit: 10) == ["new york"])
    #expect(
      matcher.matches(for: "York", in: Self.cities, limit: 10)
        == ["York", "Yorkshire", "New York", "Bad Yorkers"])
  }

  @Test func stopsWalkingOnceTheLimitStartsWithTheQuery() {
    var walked: [String] = []
    let candidates = ["ab", "xab", "abc", "abd", "abe"].lazy.map { candidate in
      walked.append(candidate)
      return candidate
    }
    #expect(SuggestionMatcher().matches(for: "ab", in: candidates, limit: 2) == ["ab", "abc"])
    #expect(walked == ["ab", "xab", "abc"])
  }

  @Test func theGhostIsTheRestOfAPrefixMatch() {
    let matcher = SuggestionMatcher()
    #expect(matcher.remainder(of: "New York", after: "new y") == "ork")
    #expect(matcher.remainder(of: "New York", after: "york") == nil)
    #expect(matcher.remainder(of: "Ünïcode", after: "üNÏ") == "code")
    #expect(matcher.remainder(of: "ab", after: "abc") == nil)
    #expect(SuggestionMatcher(ignoresCase: false).remainder(of: "New", after: "new") == nil)
  }

  @Test func nonASCIIWordsAndMarksMatch() {
    let matcher = SuggestionMatcher()
    #expect(matcher.match("são", in: "Rio de São Paulo") == .wordStart)
    // Characters compare canonically: a decomposed é is the precomposed one.
    #expect(matcher.match("e\u{301}", in: "École") == .prefix)
    #expect(matcher.match("é", in: "café crème") == nil)
    #expect(matcher.match("crè", in: "café crème") == .wordStart)
    #expect(matcher.match("ÉCO", in: "école") == .prefix)
  }

  /// The byte path a list takes answers as the Character walk does, for every query and limit.
  @Test(arguments: [true, false])
  func preparedCandidatesMatchAsTheCharacterWalkDoes(ignoresCase: Bool) {
    let candidates =
      Self.cities + [
        "e\u{301}cole", "École", "\u{212A}elvin", "kelvin", "Straße", "STRASSE", "a-b c_d", "日本 語",
        "x", "", " lead", "İstanbul", "istanbul", "café crème", "E\u{301}",
      ]
    let queries = [
      "", "e", "E", "é", "e\u{301}", "k", "K", "stra", "b", "c", "d", "語", "lead", "i", "İ",
      "cr", "york", "new y", "x", "ä", "ß",
    ]
    let matcher = SuggestionMatcher(ignoresCase: ignoresCase)
    let prepared = candidates.map(matcher.prepare)
    for query in queries {
      for limit in [1, 3, 40] {
        #expect(
          matcher.matches(for: query, inPrepared: prepared, limit: limit)
            == matcher.matches(for: query, in: candidates, limit: limit), "\(query) \(limit)")
      }
    }
  }

  @Test func aListDropsEmptyAndRepeatedEntries() {
    let list = SuggestionList(["b", "", "a", "b", "ab"])
    #expect(list.entries == ["b", "a", "ab"])
    let found = list.suggestions(for: SuggestionQuery(text: "a", caret: 1), limit: 5)
    #expect(found == [Suggestion("a"), Suggestion("ab")])
  }
}
