import TestSupport
import Testing

@testable import TextFieldCore

/// The prefix language of a pattern: what a ``RegexFilter`` lets a user type on the way to a
/// match.
@Suite struct LinearRegexPrefixTests {
  /// The texts over `alphabet` of at most `length` Characters, the empty one first.
  private static func texts(over alphabet: [Character], upTo length: Int) -> [[Character]] {
    var all: [[Character]] = [[]]
    var last: [[Character]] = [[]]
    for _ in 0..<length {
      last = last.flatMap { text in alphabet.map { text + [$0] } }
      all += last
    }
    return all
  }

  /// A random pattern over the literals `a` and `b`: classes, anchors, groups, alternation and
  /// every kind of quantifier, nested at most `depth` deep.
  private static func randomPattern(depth: Int, using generator: inout SeededGenerator) -> String {
    var pattern = ""
    for _ in 0..<Int.random(in: 1...2, using: &generator) {
      let atoms = ["a", "b", ".", "[ab]", "[^a]", "^", "$"]
      let atom =
        depth > 0 && Int.random(in: 0..<4, using: &generator) == 0
        ? "(" + randomPattern(depth: depth - 1, using: &generator) + ")"
        : atoms.randomElement(using: &generator) ?? "a"
      pattern += atom
      if atom != "^", atom != "$" {
        pattern +=
          ["", "", "?", "*", "+", "{2}", "{0,2}", "{1,}"].randomElement(using: &generator)
          ?? ""
      }
    }
    if Int.random(in: 0..<4, using: &generator) == 0 {
      pattern += "|" + randomPattern(depth: max(0, depth - 1), using: &generator)
    }
    return pattern
  }

  @Test func isViablePrefixAgreesWithBruteForceOnRandomPatterns() throws {
    // A shortest completion from a live thread passes each consuming instruction at most once,
    // so completions up to that many Characters over an alphabet that every instruction consumes
    // one of (`c` for `.` and `[^a]`) decide the brute force exactly.
    let alphabet: [Character] = ["a", "b", "c"]
    let candidates = Self.texts(over: alphabet, upTo: 3)
    var generator = SeededGenerator(seed: 102)
    var checked = 0
    while checked < 150 {
      let pattern = Self.randomPattern(depth: 2, using: &generator)
      let regex = try LinearRegex(pattern)
      let consuming = regex.program.instructions.count(where: \.isConsuming)
      guard consuming <= 5 else { continue }
      checked += 1
      let completions = Self.texts(over: alphabet, upTo: consuming)
      for text in candidates {
        let brute = completions.contains { regex.wholeMatch(text + $0) }
        #expect(regex.isViablePrefix(text) == brute, "\(pattern) \"\(String(text))\"")
      }
      #expect(regex.matchesSomeText == completions.contains { regex.wholeMatch($0) }, "\(pattern)")
    }
  }

  @Test(arguments: [
    // `$` in the middle: only a text that ends there can get past it.
    ("a$b|c", "", true), ("a$b|c", "a", false), ("a$|ab", "a", true), ("(a$)?b", "", true),
    ("(a$)?b", "a", false), ("a$^", "", false), ("a^", "", false), ("^a", "a", true),
    ("(^a|b)+", "ba", false), ("(^a|b)+", "ab", true), ("$", "", true), ("$", "a", false),
    ("[0-9]{3}-[0-9]{4}", "123-", true), ("[0-9]{3}-[0-9]{4}", "1234", false),
  ])
  func anchorsInTheMiddle(pattern: String, text: String, viable: Bool) throws {
    #expect(try LinearRegex(pattern).isViablePrefix(text) == viable)
  }

  @Test(arguments: [
    ("[0-9]{3}-[0-9]{4}", true), ("a^", false), ("[^\\s\\S]", false), ("x$y", false),
    ("x$y|", true), ("$^", true),
  ])
  func matchesSomeText(pattern: String, expected: Bool) throws {
    #expect(try LinearRegex(pattern).matchesSomeText == expected)
  }

  /// The reference: the largest keep by trying every one.
  private static func bruteForceViable(
    _ regex: LinearRegex, prefix: [Character], inserted: [Character], suffix: [Character]
  ) -> Int? {
    (0...inserted.count).reversed().first { keep in
      regex.isViablePrefix(prefix + inserted[..<keep] + suffix)
    }
  }

  @Test func longestViableInsertionMatchesBruteForce() throws {
    let patterns = [
      "[0-9]{3}-[0-9]{4}", "[0-9]*", "(ab)*c", "a$b|c", "(^b|a)+", "a*b*a*", "(a|b)*abb",
      "[^a]*a[^a]*", "", "x?", "(a|bc|é)*\\d", "$^|a+", "((a|b)(a|b))*c", "^a.*$", "a{2}-b{2}",
    ]
    let alphabet: [Character] = ["a", "b", "c", "1", "-", "x", "é", "e\u{301}"]
    try forRandomInsertions(into: patterns, alphabet: alphabet, seed: 2_027) {
      regex, prefix, inserted, suffix in
      return (
        Self.bruteForceViable(regex, prefix: prefix, inserted: inserted, suffix: suffix),
        regex.longestViableInsertion(prefix: prefix, inserted: inserted, suffix: suffix)
      )
    }
  }

  @Test func tenThousandCharactersAgainstHostilePatternsStayLinear() throws {
    // One forward run each, no backtracking: `(a+)+$` takes exponential time in a backtracking
    // engine on `a…a!`.
    let many = String(repeating: "a", count: 10_000)
    let rows: [(pattern: String, text: String, viable: Bool)] = [
      ("(a+)+$", many, true), ("(a+)+$", many + "!", false), ("(a+)+b$", many, true),
      ("(a|aa)*b", many, true), ("(a|aa)*b", many + "!", false), ("(a*)*$b", many, false),
      ("(.*a){20}b", many, true), ("(x+x+)+y", String(repeating: "x", count: 10_000), true),
    ]
    for row in rows {
      let regex = try LinearRegex(row.pattern)
      #expect(regex.isViablePrefix(row.text) == row.viable, "\(row.pattern)")
    }
    let regex = try LinearRegex("(a+)+b$")
    #expect(regex.longestViableInsertion(prefix: "", inserted: many + "!a", suffix: "") == 10_000)
    #expect(regex.longestViableInsertion(prefix: many, inserted: "ab", suffix: many) == 1)
    #expect(regex.longestViableInsertion(prefix: many, inserted: "aab", suffix: "") == 3)
  }

  /// A pattern that accepts every prefix of its matches: the filter decides as a whole match
  /// did before prefixes were computed.
  @Test(arguments: [
    "[0-9]{0,3}(\\.[0-9]{0,2})?", "<?[0-9]*", "\\D*", "[^x]{0,8}", "(a|aa)*", "(a*)*$", "",
  ])
  func prefixClosedPatternsAreUnchanged(pattern: String) throws {
    let regex = try LinearRegex(pattern)
    let alphabet: [Character] = ["1", "2", ".", "<", ">", "a", "x"]
    for text in Self.texts(over: alphabet, upTo: 4) {
      #expect(regex.isViablePrefix(text) == regex.wholeMatch(text), "\(String(text))")
    }
  }
}
