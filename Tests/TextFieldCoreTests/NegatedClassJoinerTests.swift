import Testing

@testable import TextFieldCore

/// What a regex class keeps out stays out as a scalar (DECISIONS.md, "A denylist keeps its
/// scalars out"): a negated class or escape refuses a Character when any of its scalars, on its
/// own, is one it keeps out, whatever that scalar joins.
@Suite struct NegatedClassJoinerTests {
  @Test(arguments: [
    // Combining marks after, prepended concatenation marks before, ZWJ, variation selectors.
    ("[^;]", ";\u{301}", false), ("[^;]", "\u{600};", false), ("[^;]", "\u{605};", false),
    ("[^;]", ";\u{200D}", false), ("[^;]", ";\u{FE0F}", false), ("[^;]", "a\u{301}", true),
    // Ranges and escapes inside a negated class judge every scalar.
    ("[^a-z]", "a\u{301}", false), ("[^\\d]", "1\u{301}", false), ("[^\\s]", "\u{600} ", false),
    // A precomposed scalar is not its decomposition's scalars (the limit DECISIONS.md states).
    ("[^a-z]", "\u{E9}", true),
    // Regional indicators and Hangul jamo.
    ("[^\\x{1F1FA}]", "🇺🇸", false), ("[^\\x{1F1FA}]", "🇸🇪", true),
    ("[^\\x{1100}]", "\u{1100}\u{1161}", false), ("[^\\x{1100}]", "\u{AC00}", true),
    // A literal of several scalars is kept out of a longer Character holding it.
    ("[^🇺🇸]", "🇺🇸\u{200D}", false), ("[^🇺🇸]", "🇸🇺", true), ("[^e\u{301}]", "e\u{301}\u{302}", false),
    // Negated escapes: \D, \W and \S refuse a Character holding a digit, word or space scalar.
    ("\\D", "1\u{301}", false), ("\\D", "\u{600}1", false), ("\\D", "x", true),
    ("\\W", "!\u{301}", false), ("\\S", "\u{600} ", false), ("\\S", "a\u{301}", true),
    // Such a Character is in neither half, but a class with both halves takes everything.
    ("\\d", "1\u{301}", false), ("[\\d\\D]", "1\u{301}", true), ("[\\w\\W]", "!\u{301}", true),
    ("[\\s\\S]", "\u{600} ", true),
    // Double negation: [^\D] takes a Character only when every scalar is a digit.
    ("[^\\D]", "7", true), ("[^\\D]", "7\u{301}", false), ("[^\\D]", "x", false),
  ])
  func joinedCharacters(pattern: String, text: String, matches: Bool) throws {
    #expect(text.count == 1)
    #expect(try LinearRegex(pattern).wholeMatch(text) == matches)
  }

  /// The attack's pattern: `x;́rm` passed `[^;|&$\x60]*` before.
  @Test func theAttacksPatternRefusesAJoinedSemicolon() throws {
    let regex = try LinearRegex("[^;|&$\\x60]*")
    #expect(!regex.wholeMatch("x;\u{301}rm"))
    #expect(!regex.isViablePrefix("x;\u{301}"))
    #expect(regex.wholeMatch("x\u{301}rm"))
  }

  /// Empty classes stay empty.
  @Test func aNegatedClassWithBothHalvesIsEmpty() throws {
    for pattern in ["[^\\s\\S]", "[^\\d\\D]", "[^\\w\\W]"] {
      let regex = try LinearRegex(pattern)
      for text in ["a", "1\u{301}", "\u{600} ", "!\u{301}", " "] {
        #expect(!regex.wholeMatch(text))
      }
    }
  }
}
