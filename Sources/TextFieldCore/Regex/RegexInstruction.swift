/// One instruction of a compiled pattern (a Thompson NFA written as a program).
///
/// A consuming instruction (`character`, `anyExceptNewline`, `characterClass`) always continues
/// at the next instruction; `split` and `jump` move without consuming; the assertions pass only
/// at the start or the end of the text.
enum RegexInstruction: Hashable, Sendable {
  /// Consumes a Character equal to this one.
  case character(Character)
  /// Consumes any Character but a newline.
  case anyExceptNewline
  /// Consumes a Character of the program's class at this index.
  case characterClass(Int)
  /// Continues at both targets.
  case split(Int, Int)
  /// Continues at the target.
  case jump(Int)
  /// `^`: passes at the start of the text only.
  case assertStart
  /// `$`: passes at the end of the text only.
  case assertEnd
  /// The whole pattern has matched (a match if the text ends here).
  case match

  /// Whether the instruction consumes a Character.
  var isConsuming: Bool {
    switch self {
    case .character, .anyExceptNewline, .characterClass: true
    default: false
    }
  }
}
