/// What a text must be for a search over candidate texts to accept it: a whole match, or a
/// prefix of one (a text that some continuation, possibly empty, turns into a match).
enum RegexGoal: Hashable, Sendable {
  /// The text matches as a whole.
  case wholeMatch
  /// The text is a prefix of a whole match.
  case prefixOfMatch

  /// For each instruction of `program`, whether a thread there, after at least one Character,
  /// meets the goal when the text ends.
  func accepting(in program: RegexProgram) -> [Bool] {
    switch self {
    case .wholeMatch: program.finishesAtEnd
    case .prefixOfMatch: program.canReachMatch
    }
  }
}
