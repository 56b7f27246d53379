/// A regular expression matched in time linear in the text: O(text length × program size), with
/// no backtracking, so no pattern can make a keystroke or a paste take exponential time.
///
/// The match is always **whole**: the text matches or it does not (`^` passes only at the start,
/// `$` only at the end). The text is read as `Character`s (grapheme clusters, compared as Swift
/// compares them: `é` composed equals `e` + U+0301):
/// * a literal matches an equal Character; `.` matches any one Character but a newline;
/// * a range (`[a-z]`) matches a Character of one Unicode scalar within it;
/// * `\d` a single-scalar decimal digit (Nd), `\w` letters, marks, numbers and `_`, `\s` white
///   space (see `RegexCharacterClass`).
///
/// Syntax: literals, `.`, escapes (`\d \D \w \W \s \S`, `\n \t \r \f \e \a`, `\.` and any other
/// escaped punctuation, `\u{…}`, `\uHHHH`, `\x{…}`, `\xHH`, `\A`, `\z`), bracket classes with
/// ranges, negation and escapes, groups `( )`, `(?: )`, `(?<name> )`, comments `(?#…)`,
/// alternation `|`, quantifiers `* + ? {n} {n,} {,m} {n,m}` and their lazy forms (`*?`, the same
/// language for a whole match), anchors `^ $`. Refused with a ``RegexSyntaxError`` naming the
/// position: backreferences, lookaround, atomic groups and possessive quantifiers, conditionals,
/// recursion, inline options, word boundaries, Unicode properties, nested classes and set
/// operations, and patterns that compile to more than `maximumProgramSize` (10,000) instructions.
public struct LinearRegex: Hashable, Sendable, CustomStringConvertible {
  /// The most instructions a compiled pattern may have; the time per Character is proportional
  /// to the program's size.
  package static let maximumProgramSize = 10_000
  /// The largest count in a `{n,m}` quantifier.
  package static let maximumRepetition = 1_000
  /// The deepest nesting of groups.
  package static let maximumNesting = 64

  /// The pattern, as given.
  package let pattern: String
  let program: RegexProgram
  /// The fewest Characters a whole match holds (`[0-9]{3}-?`: 3).
  package let shortestMatchLength: Int

  /// Compiles `pattern`.
  ///
  /// O(pattern length + program size).
  /// - Throws: ``RegexSyntaxError`` naming the problem and its 1-based position in Characters.
  public init(_ pattern: String) throws(RegexSyntaxError) {
    let parsed = try RegexParser.parse(pattern)
    self.pattern = pattern
    self.program = RegexProgram(parsed.node)
    self.shortestMatchLength = parsed.node.shortestMatchLength
  }

  /// Whether two expressions have the same pattern.
  public static func == (lhs: LinearRegex, rhs: LinearRegex) -> Bool {
    lhs.pattern == rhs.pattern
  }

  /// Hashes the pattern.
  public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }

  /// The pattern.
  public var description: String { pattern }

  /// The number of instructions of the compiled program.
  package var programSize: Int { program.instructions.count }

  /// Whether the whole of `text` matches.
  ///
  /// O(n × program size), n in Characters.
  public func wholeMatch(_ text: some Sequence<Character>) -> Bool {
    var run = RegexRun(program)
    return run.consume(contentsOf: text) && run.matchesHere
  }

  /// Whether `text` can still be extended (by zero or more Characters) to a whole match.
  ///
  /// That is, `text` is a prefix of the pattern's language. O(n × program size), n in Characters.
  package func isViablePrefix(_ text: some Sequence<Character>) -> Bool {
    var run = RegexRun(program)
    return run.consume(contentsOf: text) && run.canStillMatch
  }

  /// Whether some text matches at all.
  ///
  /// False for a pattern such as `[^\s\S]` or `a^`, which no text can match (and no field can be
  /// filled with). O(program size).
  package var matchesSomeText: Bool { isViablePrefix("") }

  /// The largest `keep` for which `prefix + inserted.prefix(keep) + suffix` matches as a whole
  /// (Characters are concatenated as they are, not re-segmented), or nil when none does, not even
  /// `keep == 0`: how much of a paste to keep.
  ///
  /// One backward pass over `suffix` and one forward pass over `prefix` and `inserted`:
  /// O((prefix + inserted + suffix) × program size), lengths in Characters.
  package func longestMatchingInsertion(
    prefix: some Sequence<Character>, inserted: some Sequence<Character>,
    suffix: some BidirectionalCollection<Character>
  ) -> Int? {
    longestInsertion(prefix: prefix, inserted: inserted, suffix: suffix, goal: .wholeMatch)
  }

  /// The largest `keep` for which `prefix + inserted.prefix(keep) + suffix` is a prefix of a
  /// whole match (Characters are concatenated as they are, not re-segmented), or nil when none
  /// is, not even `keep == 0`: how much of a paste to keep in a field that is still being typed.
  ///
  /// One backward pass over `suffix` and one forward pass over `prefix` and `inserted`:
  /// O((prefix + inserted + suffix) × program size), lengths in Characters.
  public func longestViableInsertion(
    prefix: some Sequence<Character>, inserted: some Sequence<Character>,
    suffix: some BidirectionalCollection<Character>
  ) -> Int? {
    longestInsertion(prefix: prefix, inserted: inserted, suffix: suffix, goal: .prefixOfMatch)
  }

  private func longestInsertion(
    prefix: some Sequence<Character>, inserted: some Sequence<Character>,
    suffix: some BidirectionalCollection<Character>, goal: RegexGoal
  ) -> Int? {
    let accepting = SuffixStates(program, suffix: suffix, goal: goal)
    var run = RegexRun(program)
    guard run.consume(contentsOf: prefix) else { return nil }
    var best: Int?
    if run.consumed > 0 {
      best = run.reaches(accepting) ? 0 : nil
    } else {
      // With nothing before it, the suffix starts the text, where `^` passes: test it alone.
      let alone = goal == .wholeMatch ? wholeMatch(suffix) : isViablePrefix(suffix)
      best = alone ? 0 : nil
    }
    let start = run.consumed
    // Whether each numbered thread list reaches `accepting`, for the cache's generation.
    var reaches: [Bool?] = []
    var generation = run.generation
    _ = run.consume(contentsOf: inserted) { run in
      guard let state = run.state else {
        if run.reaches(accepting) { best = run.consumed - start }
        return
      }
      if run.generation != generation {
        reaches.removeAll(keepingCapacity: true)
        generation = run.generation
      }
      if state >= reaches.count {
        reaches += repeatElement(nil, count: state - reaches.count + 1)
      }
      let answer = reaches[state] ?? run.reaches(accepting)
      reaches[state] = answer
      if answer { best = run.consumed - start }
    }
    return best
  }
}
