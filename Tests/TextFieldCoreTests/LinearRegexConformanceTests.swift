import TestSupport
import Testing

@testable import TextFieldCore

/// Patterns on which ``LinearRegex`` and Swift's `Regex` agree, each with texts to match whole.
///
/// Swift's `Regex` is the reference wherever it is fast (none of these patterns make it
/// backtrack much); the deliberate differences are in `LinearRegexSemanticsTests`.
private let conformance: [(pattern: String, texts: [String])] = [
  // Literals, concatenation, alternation.
  ("", ["", "a"]),
  ("abc", ["abc", "ab", "abcd", "", "ABC"]),
  ("a|b|", ["a", "b", "", "ab"]),
  ("cat|dog|bird", ["cat", "dog", "bird", "catdog", "ca", ""]),
  ("(?:ab|a)(?:bc|c)", ["abc", "abbc", "ac", "abcc", ""]),
  ("x(|y)z", ["xz", "xyz", "xyyz"]),
  // Quantifiers, greedy and lazy.
  ("a*", ["", "a", "aaaa", "ab"]),
  ("a+", ["", "a", "aaa", "ba"]),
  ("a?b", ["b", "ab", "aab"]),
  ("a{3}", ["aa", "aaa", "aaaa"]),
  ("a{2,}", ["a", "aa", "aaaaa"]),
  ("a{2,4}", ["a", "aa", "aaaa", "aaaaa"]),
  ("a{0,2}b", ["b", "ab", "aab", "aaab"]),
  ("(ab){2}", ["ab", "abab", "ababab"]),
  ("(ab){1,2}c", ["abc", "ababc", "c", "abababc"]),
  ("a*?b", ["b", "aaab", "aaa"]),
  ("a+?", ["a", "aa", ""]),
  ("a??b", ["b", "ab"]),
  ("a{2,3}?", ["aa", "aaa", "a"]),
  ("(a*)*", ["", "aaa", "b"]),
  ("(a*)+b", ["b", "aab", "aa"]),
  ("(a|b)*abb", ["abb", "aabb", "babb", "ab", "abbb"]),
  ("(x?)*y", ["y", "xy", "xxy", "x"]),
  ("(){3}a", ["a", ""]),
  ("a{0}", ["", "a"]),
  ("a{,3}", ["", "aaa", "aaaa"]),
  // Dot and newlines.
  (".", ["a", "é", "e\u{301}", "日", "👩‍👩‍👧", "🇫🇷", "\n", "", "ab"]),
  ("a.c", ["abc", "a.c", "a\nc", "aéc", "ac"]),
  (".*", ["", "anything at all", "x\ny"]),
  // Classes.
  ("[abc]+", ["abcabc", "abd", ""]),
  ("[a-z]+", ["hello", "Hello", "héllo"]),
  ("[^a-z]+", ["ABC", "123", "é日", "abc", "\n"]),
  ("[a-cx-z]*", ["abxz", "abd"]),
  ("[-a]+", ["-a-", "b"]),
  ("[a-]+", ["a-", "b"]),
  ("[\\]\\-]+", ["]-", "a"]),
  ("[.]", [".", "a"]),
  ("[\\d.]+", ["3.14", "3,14"]),
  ("[^\\d\\s]+", ["abc", "a c", "a1"]),
  ("[\\w-]+", ["well-known_name", "a b"]),
  ("[éü日]+", ["éü日", "e\u{301}", "u\u{308}", "a"]),
  ("[0-9A-Fa-f]{2}", ["0f", "FF", "g0"]),
  ("[\\u{3040}-\\u{309F}]+", ["ひらがな", "カタカナ"]),
  ("[a\\-z]", ["-", "b"]),
  ("[\\^a]", ["^", "a", "b"]),
  ("[a^]", ["^", "a"]),
  // Escapes.
  ("\\d+", ["123", "١٢٣", "३", "１２", "12a", ""]),
  ("\\D+", ["abc", "a1"]),
  ("\\w+", ["abc_123", "héllo", "e\u{301}", "日本語", "a-b", "😀"]),
  ("\\W+", ["-+!", "a"]),
  ("\\s+", [" ", "\t\n", "\u{00A0}", "\u{3000}", "a"]),
  ("\\S+", ["abc", "a b"]),
  ("a\\.b", ["a.b", "axb"]),
  ("\\(\\)\\[\\]\\{\\}\\*\\+\\?\\|\\^\\$\\\\", ["()[]{}*+?|^$\\"]),
  ("\\t\\n", ["\t\n", "tn"]),
  ("\\u{1F600}", ["😀", "😃"]),
  ("\\u00e9", ["é", "e\u{301}", "e"]),
  ("\\x41\\x{42}", ["AB", "ab"]),
  ("\\Aab\\z", ["ab", "abc"]),
  // Anchors (the match is always whole).
  ("^abc$", ["abc", "ab"]),
  ("^(a|b)*$", ["abba", "abc", ""]),
  ("a^b", ["ab", "a^b"]),
  ("a$b", ["ab", "a$b"]),
  ("(^a|b)+", ["a", "ab", "ba", "bab", "b"]),
  ("(a|b$)+", ["ab", "abb", "ba", "b"]),
  ("$", ["", "a"]),
  ("^", ["", "a"]),
  ("(?:^)*a", ["a"]),
  // Groups of every kind that we accept.
  ("(?<year>\\d{4})-(?<month>\\d{2})", ["2026-11", "26-11"]),
  ("(?'x'a)b", ["ab", "b"]),
  ("(?P<name>a+)", ["aa", ""]),
  ("a(?#a comment)b", ["ab", "a(?#a comment)b"]),
  ("((((a))))", ["a", "aa"]),
  // Realistic field patterns.
  ("[0-9]{0,3}(\\.[0-9]{0,2})?", ["", "1", "12.", "12.34", "12.345", "1234"]),
  ("[^@ ]+@[^@ ]+\\.[a-z]+", ["a@b.io", "a@b", "a b@c.de", "ü@例え.jp"]),
  ("\\+?[0-9 ()-]{7,15}", ["+1 (555) 123-4567", "555", "+1 555 123 4567 8888 99"]),
  ("[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}", ["DE89370400440532013000", "de89370400440532013000"]),
  ("(0?[1-9]|1[0-2])/(0?[1-9]|[12][0-9]|3[01])", ["12/31", "1/1", "13/01", "02/32"]),
  // Unicode text: combining marks, CJK, emoji, flags.
  ("café", ["café", "cafe\u{301}", "cafe"]),
  ("cafe\u{301}", ["café", "cafe\u{301}"]),
  ("日本語?", ["日本", "日本語", "日本語語"]),
  ("[日本]+語", ["日日本語", "語"]),
  ("👩‍👩‍👧+", ["👩‍👩‍👧👩‍👩‍👧", "👩"]),
  ("🇫🇷|🇩🇪", ["🇫🇷", "🇩🇪", "🇫"]),
  ("(é|e)+", ["eée\u{301}", "ê"]),
  ("a.b", ["a👍🏽b", "a👍b", "a\u{301}b"]),
  ("\\w+ \\w+", ["한국 말", "Ελλάδα Αθήνα"]),
  ("[^x]{0,8}", ["12345678", "123456789", "é日👩‍👩‍👧", "ax"]),
  // Literal braces that are not quantifiers.
  ("a{b}", ["a{b}", "ab"]),
  ("{x}", ["{x}"]),
  ("a}", ["a}"]),
  ("]", ["]"]),
  ("a{2", ["a{2", "aa"]),
  ("a{,}", ["a{,}", "a"]),
  ("a{x,1}", ["a{x,1}"]),
  ("\\x4", ["\u{04}"]),
]

private let cases: [(pattern: String, text: String)] = conformance.flatMap { row in
  row.texts.map { (row.pattern, $0) }
}

@Suite struct LinearRegexConformanceTests {
  @Test(arguments: cases)
  func agreesWithSwiftRegex(pattern: String, text: String) throws {
    let swift = try Regex(pattern)
    let expected = (try? swift.wholeMatch(in: text)) != nil
    let regex = try LinearRegex(pattern)
    #expect(regex.wholeMatch(text) == expected)
    #expect(regex.wholeMatch(Array(text)) == expected)
  }

  @Test(arguments: cases)
  func everyPrefixOfAMatchIsViable(pattern: String, text: String) throws {
    let regex = try LinearRegex(pattern)
    guard regex.wholeMatch(text) else { return }
    let characters = Array(text)
    for length in 0...characters.count {
      #expect(regex.isViablePrefix(characters[..<length]), "\(length)")
    }
  }
}

@Suite struct LinearRegexFuzzTests {
  /// Random patterns from syntax fragments: never a trap; where Swift's `Regex` compiles the
  /// pattern too, both agree on every text of up to 3 Characters over `a b 1 -`.
  @Test func randomPatternsAgreeWithSwiftRegex() throws {
    let fragments = [
      "a", "b", "1", "-", "(", ")", "(?:", "|", "*", "+", "?", "*?", "[", "]", "[^", "^", "$",
      "\\d", "\\w", ".", "{1,2}", "{2}", "{0,}", "a-b",
    ]
    let alphabet: [Character] = ["a", "b", "1", "-"]
    var texts: [String] = [""]
    var frontier: [String] = [""]
    for _ in 1...3 {
      frontier = frontier.flatMap { text in alphabet.map { text + String($0) } }
      texts += frontier
    }
    var generator = SeededGenerator(seed: 42)
    var compared = 0
    for _ in 0..<2_000 {
      let length = Int.random(in: 1...7, using: &generator)
      let pattern = (0..<length).map { _ in fragments.randomElement(using: &generator) ?? "a" }
        .joined()
      guard let ours = try? LinearRegex(pattern), let swift = try? Regex(pattern) else { continue }
      compared += 1
      for text in texts {
        let expected = (try? swift.wholeMatch(in: text)) != nil
        #expect(ours.wholeMatch(text) == expected, "\(pattern) on \(text)")
      }
    }
    #expect(compared > 300)
  }
}

@Suite struct LinearRegexLongTextTests {
  /// Long texts go through the cached transitions, their resets, and the byte-level reading of
  /// Strings (with `\r\n` and combining marks in the way); Swift's `Regex` checks the answers.
  @Test(arguments: [
    ("(a|b)*a(a|b){3}", ["a", "b"]),
    ("(a|b)*a(a|b){9}", ["a", "b"]),
    ("[ab\\r\\n]*(é|\\r\\n)?", ["a", "b", "\r", "\n", "\r\n", "e\u{301}", "é"]),
    ("(\\w|\\s)*x", ["a", " ", "\r\n", "é", "日", "x", "-"]),
  ])
  func agreesWithSwiftRegexOnLongTexts(pattern: String, pieces: [String]) throws {
    let ours = try LinearRegex(pattern)
    let swift = try Regex(pattern)
    var generator = SeededGenerator(seed: 7)
    for length in [40, 300, 3_000] {
      for _ in 0..<4 {
        let text = (0..<length).map { _ in pieces.randomElement(using: &generator) ?? "a" }.joined()
        let expected = (try? swift.wholeMatch(in: text)) != nil
        #expect(ours.wholeMatch(text) == expected, "\(pattern) length \(length)")
        #expect(ours.wholeMatch(Array(text)) == expected, "\(pattern) length \(length)")
        #expect(ours.wholeMatch(text.dropFirst(0)) == expected, "\(pattern) length \(length)")
      }
    }
  }
}
