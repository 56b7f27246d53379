import Testing

@testable import TextFieldCore

/// Every pattern ``LinearRegex`` refuses, with its message (which ends with the position).
private let refusals: [(pattern: String, message: String)] = [
  // What a linear-time matcher cannot decide.
  (
    "(a)\\1",
    "backreferences (\\1) are not supported: a linear-time matcher cannot decide them, "
      + "at character 4"
  ),
  (
    "(?<x>a)\\k<x>",
    "backreferences (\\k<x>) are not supported: a linear-time matcher cannot decide them, "
      + "at character 8"
  ),
  (
    "(a)\\g1",
    "backreferences (\\g1) are not supported: a linear-time matcher cannot decide them, "
      + "at character 4"
  ),
  (
    "(?P<x>a)(?P=x)",
    "backreferences \"(?P=…)\" are not supported: a linear-time matcher cannot decide them, "
      + "at character 9"
  ),
  ("a(?=b)", "lookahead and lookbehind \"(?=…)\" are not supported, at character 2"),
  ("a(?!b)", "lookahead and lookbehind \"(?!…)\" are not supported, at character 2"),
  ("(?<=a)b", "lookahead and lookbehind \"(?<=…)\" are not supported, at character 1"),
  ("(?<!a)b", "lookahead and lookbehind \"(?<!…)\" are not supported, at character 1"),
  (
    "(?>a*)a",
    "atomic groups and possessive quantifiers \"(?>…)\" are not supported: they change what "
      + "matches, and a linear-time matcher cannot decide them, at character 1"
  ),
  (
    "xa*+a",
    "atomic groups and possessive quantifiers (a*+) are not supported: they change what "
      + "matches, and a linear-time matcher cannot decide them, at character 4"
  ),
  (
    "(ab){2}+",
    "atomic groups and possessive quantifiers \"(ab){2}+\" are not supported: they change what "
      + "matches, and a linear-time matcher cannot decide them, at character 8"
  ),
  ("(?(1)a|b)", "conditionals (?(…)…) are not supported, at character 1"),
  ("(?R)", "recursion and subroutine calls (?R…) are not supported, at character 1"),
  ("a(?1)", "recursion and subroutine calls (?1…) are not supported, at character 2"),
  ("(?P>x)", "recursion and subroutine calls (?P>…) are not supported, at character 1"),
  ("(*ACCEPT)", "backtracking verbs and (*…) groups are not supported, at character 1"),
  ("(?i)abc", "inline options (?i…) are not supported, at character 1"),
  ("a(?s:.)", "inline options (?s…) are not supported, at character 2"),
  ("(?%a)", "the group syntax (?% is not supported, at character 1"),
  (
    "\\bword\\b",
    "the anchor \\b is not supported (the match is always whole: ^, $, \\A and \\z are), "
      + "at character 1"
  ),
  ("\\p{L}+", "Unicode property classes (\\p{…}) are not supported, at character 1"),
  ("\\Qa.b\\E", "quoting with \\Q…\\E is not supported, at character 1"),
  ("a\\0", "octal escapes (\\0) are not supported, at character 2"),
  ("\\R", "the escape \\R is not supported, at character 1"),
  ("\\q", "unknown escape \\q, at character 1"),
  (
    "[[:alpha:]]",
    "nested classes and POSIX classes ([[:alpha:]]) are not supported; "
      + "write \\[ for a literal [, at character 2"
  ),
  ("[a&&b]", "class set operations (&&) are not supported, at character 3"),
  ("[a--b]", "class set operations (--) are not supported, at character 3"),
  // Malformed patterns.
  ("(a", "\"(\" is never closed, at character 1"),
  ("a(b(c)", "\"(\" is never closed, at character 2"),
  ("a)", "\")\" closes no group, at character 2"),
  ("(a))", "\")\" closes no group, at character 4"),
  ("[0-9", "\"[\" is never closed, at character 1"),
  ("[]", "\"[\" is never closed, at character 1"),
  ("x[^]", "\"[\" is never closed, at character 2"),
  ("[z-a]", "bad range z-a: z comes after a, at character 2"),
  ("[a-\\d]", "bad range a-\\d: a range needs a single character at each end, at character 2"),
  (
    "[e\u{301}-f]", "bad range e\u{301}-f: each end must be a single Unicode scalar, at character 2"
  ),
  ("*a", "\"*\" has nothing to repeat, at character 1"),
  ("a|+", "\"+\" has nothing to repeat, at character 3"),
  ("(?)", "the group syntax (?) is not supported, at character 1"),
  ("a**", "\"*\" has nothing to repeat, at character 3"),
  ("a{2}{3}", "\"{3}\" has nothing to repeat, at character 5"),
  ("a*??", "\"?\" has nothing to repeat, at character 4"),
  ("{2}", "\"{2}\" has nothing to repeat, at character 1"),
  ("^*", "\"*\" has nothing to repeat, at character 2"),
  ("a$+", "\"+\" has nothing to repeat, at character 3"),
  ("a{3,2}", "bad quantifier {3,2}: the minimum is above the maximum, at character 2"),
  ("a{1001}", "repetition count 1001 is above the limit of 1000, at character 2"),
  (
    "a{99999999999999999999}",
    "repetition count 99999999999999999999 is above the limit of 1000, at character 2"
  ),
  ("ab\\", "\"\\\" at the end of the pattern escapes nothing, at character 3"),
  ("\\u{110000}", "bad code point \\u{110000}: not a Unicode scalar value, at character 1"),
  ("\\u{D800}", "bad code point \\u{D800}: not a Unicode scalar value, at character 1"),
  ("\\u{zz}", "bad code point \\u{zz}: expected hex digits, at character 1"),
  ("\\u{12", "bad code point \\u{12…: expected hex digits and }, at character 1"),
  ("\\u12", "bad code point \\u12: expected 4 hex digits or {…}, at character 1"),
  ("\\xg", "bad code point \\x: expected hex digits, at character 1"),
  (
    "(?<1x>a)",
    "a group name must be letters, digits and _, starting with a letter or _, and closed, "
      + "at character 1"
  ),
  (
    "(?<x",
    "a group name must be letters, digits and _, starting with a letter or _, and closed, "
      + "at character 1"
  ),
  ("(?#no end", "\"(\" is never closed, at character 1"),
  // Too large or too deep.
  (
    "(a{1000}){1000}",
    "the pattern is too large: it compiles to more than 10000 instructions "
      + "(counted repetitions multiply), at character 10"
  ),
  (
    "((^){1000}){1000}",
    "the pattern is too large: it compiles to more than 10000 instructions "
      + "(counted repetitions multiply), at character 12"
  ),
  (
    "[0-9]{0,1000}[a-z]{0,1000}[A-Z]{0,1000}[0-9]{0,1000}[a-z]{0,1000}",
    "the pattern is too large: it compiles to more than 10000 instructions "
      + "(counted repetitions multiply), at character 65"
  ),
  (
    String(repeating: "(", count: 65) + String(repeating: ")", count: 65),
    "groups are nested deeper than 64, at character 65"
  ),
]

@Suite struct LinearRegexRefusalTests {
  @Test(arguments: refusals)
  func refusesWithAMessageAndAPosition(pattern: String, message: String) {
    #expect(throws: RegexSyntaxError.self) { try LinearRegex(pattern) }
    do {
      _ = try LinearRegex(pattern)
    } catch {
      #expect(error.message == message)
      #expect(error.pattern == pattern)
    }
  }

  @Test func theDescriptionPointsAtTheCharacter() {
    do {
      _ = try LinearRegex("日本(a)\\1")
      Issue.record("expected an error")
    } catch {
      #expect(error.position == 6)
      #expect(
        error.description == """
          backreferences (\\1) are not supported: a linear-time matcher cannot decide them, \
          at character 6
            日本(a)\\1
                   ^
          """)
    }
  }

  /// Controls (ESC) and bidi controls (U+202E) are escaped, and the caret stays under its
  /// character.
  @Test(arguments: [("\u{1B}", "\\u{1B}"), ("\u{202E}", "\\u{202E}")])
  func controlsAreEscapedInTheDescription(control: String, escaped: String) {
    do {
      _ = try LinearRegex(control + "a(")
      Issue.record("expected an error")
    } catch {
      let caret = String(repeating: " ", count: escaped.count + 1) + "^"
      #expect(
        error.description == "\"(\" is never closed, at character 3\n  \(escaped)a(\n  \(caret)")
      #expect(!error.description.unicodeScalars.contains { control.unicodeScalars.contains($0) })
    }
  }

  @Test func hostileSyntaxFailsFastWithoutRecursingDeeply() {
    // Deep nesting, long runs of quantifiers and brackets: each is refused or compiled, never a
    // crash or a hang.
    let deep = String(repeating: "(", count: 100_000)
    #expect(throws: RegexSyntaxError.self) { try LinearRegex(deep) }
    #expect(throws: RegexSyntaxError.self) { try LinearRegex(String(repeating: "a*", count: 6000)) }
    #expect(throws: RegexSyntaxError.self) { try LinearRegex(String(repeating: "[", count: 10000)) }
    #expect(throws: RegexSyntaxError.self) {
      try LinearRegex(
        String(repeating: "(?:", count: 64) + "a{1000}" + String(repeating: "){2}", count: 64))
    }
    let wide = String(repeating: "a|", count: 3000)
    #expect(throws: Never.self) { try LinearRegex(wide) }
  }

  @Test(arguments: [
    "(", ")", "[", "]", "{", "}", "\\", "*", "?", "+", "|", "^", "$", "-", "(?", "(?<",
  ])
  func everyPrefixOfSyntaxIsHandled(fragment: String) {
    // Refused or compiled, but never a trap: the fragment alone and in a few contexts.
    for pattern in [
      fragment, "a" + fragment, fragment + "a", "(" + fragment + ")", "[" + fragment + "]",
    ] {
      _ = try? LinearRegex(pattern)
    }
  }
}
