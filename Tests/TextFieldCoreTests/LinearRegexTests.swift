import TestSupport
import Testing

@testable import TextFieldCore

@Suite struct LinearRegexSemanticsTests {
  /// Where we differ from Swift's `Regex` on purpose (see DECISIONS.md).
  @Test(arguments: [
    // \d is a single-scalar decimal digit (Nd), not any number.
    ("\\d", "²", false), ("\\d", "Ⅻ", false), ("\\d", "٣", true), ("\\d", "7\u{20E3}", false),
    // A range matches single-scalar Characters only: list é itself to accept both forms.
    ("[à-ÿ]", "é", true), ("[à-ÿ]", "e\u{301}", false), ("[é]", "e\u{301}", true),
    // $ passes only at the very end (the match is whole; no "before a final newline").
    ("a$\n", "a\n", false), ("a\n$", "a\n", true),
    // \w: every scalar a letter, mark, number or _.
    ("\\w", "a\u{20E3}", true), ("\\w", "_", true), ("\\w", "👍", false), ("\\w", "👍🏽", false),
    // \s is Character.isWhitespace; . is any Character but a newline.
    ("\\s", "\r\n", true), (".", "\r\n", false), (".", "\u{2028}", false), ("[^a]", "\n", true),
  ])
  func characterSemantics(pattern: String, text: String, matches: Bool) throws {
    #expect(try LinearRegex(pattern).wholeMatch(text) == matches)
  }

  @Test(arguments: [
    ("[0-9]{0,3}(\\.[0-9]{0,2})?", "", true), ("[0-9]{0,3}(\\.[0-9]{0,2})?", "12.3", true),
    ("[0-9]{0,3}(\\.[0-9]{0,2})?", "12.345", false), ("[0-9]{4}", "12", true),
    ("[0-9]{4}", "12a", false), ("[0-9]{4}", "12345", false), ("abc", "ab", true),
    ("abc", "abd", false), ("a$b", "a", false), ("a$", "a", true), ("(a|b$)c", "b", false),
    ("(a$|b)c?", "a", true), ("(ab)*", "aba", true), ("x^", "", false), ("x^", "x", false),
    ("^x|y^", "", true), ("$^", "", true), ("[^\\s\\S]", "", false), ("[^\\d\\D]|a", "", true),
    ("a\\z", "a", true),
    ("[a-z]+@[a-z]+\\.[a-z]{2,}", "me@ex", true), ("[a-z]+@[a-z]+\\.[a-z]{2,}", "me@@", false),
    ("é+", "e\u{301}e\u{301}", true), ("日本語", "日本", true), ("日本語", "日語", false),
  ])
  func viablePrefixes(pattern: String, text: String, viable: Bool) throws {
    #expect(try LinearRegex(pattern).isViablePrefix(text) == viable)
  }

  @Test func viablePrefixesAreExactlyThePrefixesOfMatches() throws {
    // Against brute force: text is viable iff text + some extension of length ≤ 4 matches (the
    // patterns are chosen so that 4 Characters of lookahead are enough).
    let alphabet: [Character] = ["a", "b", "1", "."]
    let patterns = ["a*b", "(ab|a1)+", "[ab]{2}\\.1", "a?b?1?", "(a|b)*\\.(1|11)", "b$|ab"]
    var extensions: [[Character]] = [[]]
    for length in 1...4 {
      extensions += combinations(of: alphabet, length: length)
    }
    for pattern in patterns {
      let regex = try LinearRegex(pattern)
      for length in 0...3 {
        for text in combinations(of: alphabet, length: length) {
          let brute = extensions.contains { regex.wholeMatch(text + $0) }
          #expect(regex.isViablePrefix(text) == brute, "\(pattern) \(String(text))")
        }
      }
    }
  }

  @Test func hostilePatternsAnswerCorrectlyOnLongInputs() throws {
    let tenThousand = String(repeating: "a", count: 10_000)
    let xs = String(repeating: "x", count: 10_000)
    let rows: [(String, String, Bool)] = [
      ("(a+)+$", tenThousand + "!", false), ("(a+)+$", tenThousand, true),
      ("(a|aa)*b", tenThousand, false), ("(a|aa)*b", tenThousand + "b", true),
      ("(x+x+)+y", xs, false), ("(x+x+)+y", xs + "y", true),
      ("(a*)*b", tenThousand, false), ("(a|a)*c", tenThousand, false),
      ("(.*a){20}", tenThousand, true), ("(.*a){20}b", tenThousand, false),
    ]
    for (pattern, text, expected) in rows {
      let regex = try LinearRegex(pattern)
      #expect(regex.wholeMatch(text) == expected, "\(pattern)")
      #expect(regex.isViablePrefix(text) == (expected || !text.hasSuffix("!")), "\(pattern)")
    }
  }

  @Test func swiftBacktrackingFigureIsAnsweredOnTwentyTwoCharacters() throws {
    // Swift's Regex never finishes `(a+)+$` on 22 `a`s and `!`.
    #expect(try !LinearRegex("(a+)+$").wholeMatch(String(repeating: "a", count: 22) + "!"))
  }

  @Test func programSizeIsBoundedAndReported() throws {
    #expect(try LinearRegex("a{1000}").programSize == 1001)
    #expect(try LinearRegex("(ab|c)*").programSize == 8)
    #expect(try LinearRegex("((){1000}){1000}").wholeMatch(""))
  }
}

/// All texts of `length` over `alphabet`.
private func combinations(of alphabet: [Character], length: Int) -> [[Character]] {
  (0..<length).reduce([[]]) { texts, _ in texts.flatMap { text in alphabet.map { text + [$0] } } }
}

@Suite struct LinearRegexInsertionTests {
  /// The reference: the largest keep by trying every one.
  private static func bruteForce(
    _ regex: LinearRegex, prefix: [Character], inserted: [Character], suffix: [Character]
  ) -> Int? {
    (0...inserted.count).reversed().first { keep in
      regex.wholeMatch(prefix + inserted[..<keep] + suffix)
    }
  }

  @Test func matchesBruteForceOnRandomSmallInputs() throws {
    let patterns = [
      "[0-9]*", "[0-9]{0,3}(\\.[0-9]{0,2})?", "(ab)*c?", "a*b*a*", "(a|b)*abb", "^a.*$",
      "(a$|b)*", "(^b|a)+", "[^a]*a[^a]*", "", "x?", "(a|bc|é)*\\d?", "$^|a+",
      "(\\w+ )*\\w*", "((a|b)(a|b))*",
    ]
    let alphabet: [Character] = ["a", "b", "c", "1", "x", " ", "é", "e\u{301}", "."]
    try forRandomInsertions(into: patterns, alphabet: alphabet, seed: 2026) {
      regex, prefix, inserted, suffix in
      return (
        Self.bruteForce(regex, prefix: prefix, inserted: inserted, suffix: suffix),
        regex.longestMatchingInsertion(prefix: prefix, inserted: inserted, suffix: suffix)
      )
    }
  }

  @Test(
    arguments: [
      ("[0-9]*", "12", "34x56", "78", 2), ("[0-9]*", "", "x", "", 0), ("[0-9]*", "a", "1", "", nil),
      ("[0-9]{0,4}", "1", "2345", "", 3), ("[0-9]{0,4}", "1", "2345", "9", 2),
      ("a*$", "", "aab", "", 2), ("^a*", "", "", "", 0), ("a+", "", "", "a", 0),
    ] as [(String, String, String, String, Int?)])
  func longestMatchingInsertion(
    pattern: String, prefix: String, inserted: String, suffix: String, keep: Int?
  ) throws {
    let regex = try LinearRegex(pattern)
    #expect(
      regex.longestMatchingInsertion(prefix: prefix, inserted: inserted, suffix: suffix) == keep)
  }

  @Test func hostilePasteIsTrimmedInOnePass() throws {
    let regex = try LinearRegex("(a|aa)*")
    let inserted = String(repeating: "a", count: 10_000) + "b" + String(repeating: "a", count: 10)
    #expect(regex.longestMatchingInsertion(prefix: "", inserted: inserted, suffix: "") == 10_000)
  }
}

/// Runs `compare` on 300 random (prefix, inserted, suffix) triples over `alphabet` for each of
/// `patterns` and expects its two answers (the brute force's and the matcher's) to agree.
func forRandomInsertions(
  into patterns: [String], alphabet: [Character], seed: UInt64,
  compare: (LinearRegex, [Character], [Character], [Character]) -> (Int?, Int?),
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  var generator = SeededGenerator(seed: seed)
  func random(_ maximum: Int) -> [Character] {
    (0..<Int.random(in: 0...maximum, using: &generator)).map { _ in
      alphabet.randomElement(using: &generator) ?? "a"
    }
  }
  for pattern in patterns {
    let regex = try LinearRegex(pattern)
    for _ in 0..<300 {
      let prefix = random(3)
      let inserted = random(6)
      let suffix = random(3)
      let (expected, actual) = compare(regex, prefix, inserted, suffix)
      #expect(
        actual == expected, "\(pattern) \(String(prefix))|\(String(inserted))|\(String(suffix))",
        sourceLocation: sourceLocation)
    }
  }
}
