import TestSupport
import Testing

@testable import TextFieldCore

/// Random edits built from joining scalars never bring a banned scalar into a field.
///
/// Typing and pasting pieces one or several at a time, deleting, moving, transposing, killing,
/// yanking, undoing and redoing: after every step, neither a `--banned` filter's field nor a
/// negated-class regex's field holds a scalar they keep out, and the regex still matches.
@Suite struct DenylistPropertyTests {
  static let pieces: [String] = [
    "'", ";", "|", "\u{301}", "\u{302}", "\u{600}", "\u{605}", "\u{200D}", "\u{FE0F}",
    "\u{E0100}", "\u{1F1FA}", "\u{1F1F8}", "\u{1100}", "\u{1161}", "\u{11A8}", "a", "e", "1", "👩",
    " ", "'\u{301}", "\u{600}'", ";\u{200D}", "|\u{FE0F}",
  ]
  static let kept: Set<Unicode.Scalar> = ["'", ";", "|"]

  static func randomText(_ generator: inout SeededGenerator) -> String {
    let count = Int.random(in: 1...6, using: &generator)
    return (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "a" }.joined()
  }

  static func randomCommand(_ generator: inout SeededGenerator) -> EditingCommand {
    switch Int.random(in: 0..<14, using: &generator) {
    case 0...4: .insert(pieces.randomElement(using: &generator) ?? "a")
    case 5, 6: .paste(randomText(&generator))
    case 7: .deleteBackward
    case 8: .deleteForward
    case 9:
      .move(
        CaretMotion.allCases.randomElement(using: &generator) ?? .start,
        extending: Bool.random(using: &generator))
    case 10: .transpose
    case 11: [.killToEnd, .killToStart, .yank].randomElement(using: &generator) ?? .yank
    case 12: .undo
    default: .redo
    }
  }

  @Test(arguments: 0..<20)
  func noKeptOutScalarEverGetsIn(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed) &* 104_729 &+ 17)
    let regex = try LinearRegex("[^;|']*")
    let fields = [
      TextFieldModel.editing(filters: [try CharacterFilter(.banned, characters: "';|")]),
      TextFieldModel.editing(filters: [try RegexFilter("[^;|']*")]),
    ]
    for _ in 0..<200 {
      let command = Self.randomCommand(&generator)
      for field in fields {
        field.perform(command)
        #expect(
          !field.text.unicodeScalars.contains(where: Self.kept.contains),
          "\(command) gave \(field.text.unicodeScalars.map { $0.value })")
        #expect(regex.wholeMatch(field.text))
      }
    }
  }
}
