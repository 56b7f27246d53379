/// The parsed form of a pattern: what ``RegexCompiler`` turns into a program.
///
/// Groups leave no trace (nothing is captured) and lazy quantifiers are greedy ones: for a whole
/// match both describe the same language.
indirect enum RegexNode: Hashable, Sendable {
  /// Matches the empty text.
  case empty
  /// One Character equal (as Swift `Character`s compare: canonical equivalence) to this one.
  case character(Character)
  /// Any one Character but a newline (`.`).
  case anyExceptNewline
  /// One Character of a class (`[a-z]`, `\d`).
  case characterClass(RegexCharacterClass)
  /// `^`: only at the start of the text.
  case start
  /// `$`: only at the end of the text.
  case end
  /// The parts in order.
  case concatenation([RegexNode])
  /// Any one of the alternatives.
  case alternation([RegexNode])
  /// `minimum` to `maximum` (nil: unbounded) repetitions of the node.
  case repetition(RegexNode, minimum: Int, maximum: Int?)
}
