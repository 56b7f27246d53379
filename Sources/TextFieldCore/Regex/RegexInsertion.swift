/// Text inserted one Character at a time between fixed text before and after it, keeping only
/// Characters after which `before + kept + after` can still match whole: how a `#`-pattern keeps
/// the pasted raw Characters that fit its raw regular expression.
///
/// Built in O((before + after) × program size); each ``append(_:)`` costs O(program size), so a
/// whole insertion is linear instead of one whole match per Character.
struct RegexInsertion {
  private var run: RegexRun
  private let accepting: SuffixStates

  init(
    _ regex: LinearRegex, before: some Sequence<Character>,
    after: some BidirectionalCollection<Character>, goal: RegexGoal = .wholeMatch
  ) {
    accepting = SuffixStates(regex.program, suffix: after, goal: goal)
    run = RegexRun(regex.program)
    for character in before {
      run.consume(character)
      if run.isDead { break }
    }
  }

  /// Keeps `character` if `before + kept + character + after` reaches the goal (a whole match, or
  /// a prefix of one); returns whether it did.
  mutating func append(_ character: Character) -> Bool {
    run.consume(character, ifReaching: accepting)
  }
}
