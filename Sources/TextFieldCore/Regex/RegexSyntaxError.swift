import InputMask

/// A regular expression that ``LinearRegex`` cannot compile, with the 1-based position (in
/// Characters) of the character at fault.
///
/// `message` is one line; `description` adds the pattern with a caret under that character:
///
/// ```text
/// backreferences (\1) are not supported: a linear-time matcher cannot decide them, at character 4
///   (a)\1
///      ^
/// ```
public struct RegexSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Hashable, Sendable {
    /// A backreference (`\1`, `\k<name>`, `\g1`, `(?P=name)`).
    case backreference(String)
    /// A lookahead or lookbehind (`(?=`, `(?!`, `(?<=`, `(?<!`).
    case lookaround(String)
    /// An atomic group `(?>…)` or a possessive quantifier (`a*+`), which change the language.
    case atomic(String)
    /// A conditional `(?(…)…)`.
    case conditional
    /// A construct the matcher does not support (inline options, recursion, verbs, …), with the
    /// whole explanation.
    case unsupported(String)
    /// A `(` that is never closed.
    case unclosedGroup
    /// A `)` that closes no group.
    case unmatchedClosingParenthesis
    /// A group name that is not letters, digits and `_` closed by `>` or `'`.
    case badGroupName
    /// A `[` that is never closed.
    case unclosedClass
    /// A range whose lower end is above its upper end, or whose ends are not single characters.
    case badRange(String)
    /// A quantifier with nothing before it to repeat (`*a`, `a**`, `(|*)`, `^*`).
    case nothingToRepeat(String)
    /// A `{n,m}` quantifier with `n > m` or malformed bounds.
    case badQuantifier(String)
    /// A repetition count above `LinearRegex.maximumRepetition`.
    case repetitionTooLarge(String)
    /// An escape the matcher does not know (`\q`).
    case unknownEscape(String)
    /// A `\` at the very end of the pattern.
    case trailingBackslash
    /// A malformed `\u{…}` or `\x…` escape.
    case badCodePoint(String)
    /// Groups nested deeper than `LinearRegex.maximumNesting`.
    case nestingTooDeep
    /// A program larger than `LinearRegex.maximumProgramSize` instructions.
    case programTooLarge
  }

  /// What is wrong.
  public let reason: Reason
  /// The whole pattern, as given.
  public let pattern: String
  /// The position of the character at fault: 1 for the first Character of `pattern`.
  public let position: Int

  /// Creates an error; the parser uses it.
  package init(_ reason: Reason, pattern: String, position: Int) {
    self.reason = reason
    self.pattern = pattern
    self.position = position
  }

  /// A one-line explanation ending with the position.
  ///
  /// Control characters quoted from the pattern are escaped (`\u{1B}`).
  public var message: String {
    "\(Self.escapingControlCharacters(problem)), at character \(position)"
  }

  /// What is wrong, without the position.
  package var problem: String {
    switch reason {
    case .backreference(let text):
      "backreferences \(Self.quoted(text)) are not supported: a linear-time matcher cannot decide them"
    case .lookaround(let text):
      "lookahead and lookbehind \(Self.quoted(text)) are not supported"
    case .atomic(let text):
      "atomic groups and possessive quantifiers \(Self.quoted(text)) are not supported: "
        + "they change what matches, and a linear-time matcher cannot decide them"
    case .conditional:
      "conditionals (?(…)…) are not supported"
    case .unsupported(let problem):
      problem
    case .unclosedGroup:
      "\"(\" is never closed"
    case .unmatchedClosingParenthesis:
      "\")\" closes no group"
    case .badGroupName:
      "a group name must be letters, digits and _, starting with a letter or _, and closed"
    case .unclosedClass:
      "\"[\" is never closed"
    case .badRange(let text):
      "bad range \(text)"
    case .nothingToRepeat(let quantifier):
      "\"\(quantifier)\" has nothing to repeat"
    case .badQuantifier(let text):
      "bad quantifier \(text)"
    case .repetitionTooLarge(let count):
      "repetition count \(count) is above the limit of \(LinearRegex.maximumRepetition)"
    case .unknownEscape(let text):
      "unknown escape \(text)"
    case .trailingBackslash:
      "\"\\\" at the end of the pattern escapes nothing"
    case .badCodePoint(let text):
      "bad code point \(text)"
    case .nestingTooDeep:
      "groups are nested deeper than \(LinearRegex.maximumNesting)"
    case .programTooLarge:
      "the pattern is too large: it compiles to more than \(LinearRegex.maximumProgramSize) "
        + "instructions (counted repetitions multiply)"
    }
  }

  /// Syntax shown in a message: in parentheses, or in quotes when it has its own.
  private static func quoted(_ text: String) -> String {
    text.hasPrefix("(") ? "\"\(text)\"" : "(\(text))"
  }

  /// The message, the pattern (control characters escaped) and a caret under the character at
  /// fault.
  public var description: String {
    let shown = pattern.map { RegexSyntaxError.displayed($0) }
    let column = shown.prefix(max(0, position - 1)).reduce(0) {
      $0 + CellWidth.unicode.width(of: $1)
    }
    return caretDiagram(message, line: shown.joined(), column: column)
  }

  /// `text` with control characters written as `\u{…}` escapes, safe to show in a terminal.
  package static func escapingControlCharacters(_ text: String) -> String {
    escapingControls(text)
  }

  /// How `character` is shown in a message: with its controls escaped.
  private static func displayed(_ character: Character) -> String {
    escapingControls(String(character))
  }
}
