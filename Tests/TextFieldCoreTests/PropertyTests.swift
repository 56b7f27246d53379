import TestSupport
import Testing

@testable import TextFieldCore

/// Thousands of random edit sequences through random filter chains.
@Suite struct PropertyTests {
  private static let alphabet: [String] = [
    "a", "b", "c", "1", "2", "é", "e\u{301}", "日", "👩‍👩‍👧", " ", "-", "(", "x",
  ]

  /// A filter together with the invariant it guarantees for the text.
  private struct Checked {
    let filter: any TextFieldFilter
    let holds: (String) -> Bool
  }

  private static func commutingFilters() throws -> [Checked] {
    let maxLength = try MaxLengthFilter(6)
    let allowed = try CharacterFilter(.allowed, characters: "abcé日 -(12")
    let banned = try CharacterFilter(.banned, where: \.isNumber, description: "digits")
    let regex = try RegexFilter("[^x]{0,8}")
    return [
      Checked(filter: maxLength) { $0.count <= 6 },
      Checked(filter: allowed) { $0.allSatisfy(allowed.admits) },
      Checked(filter: banned) { $0.allSatisfy(banned.admits) },
      Checked(filter: regex) { regex.matches($0) },
    ]
  }

  private static func patternFilter() throws -> Checked {
    let pattern = try PatternFilter(pattern: "(##) #-##", rawPattern: "[^ ]*")
    return Checked(filter: pattern) { text in
      let raw = pattern.extractedValue(from: text)
      return pattern.format(raw) == text && !raw.contains(" ")
    }
  }

  private static func randomString(_ generator: inout SeededGenerator, maxLength: Int) -> String {
    let length = Int.random(in: 0...maxLength, using: &generator)
    return (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" }.joined()
  }

  private static func randomCommand(_ generator: inout SeededGenerator) -> EditingCommand {
    let motions = CaretMotion.allCases
    switch Int.random(in: 0..<24, using: &generator) {
    case 0...5: return .insert(alphabet.randomElement(using: &generator) ?? "a")
    case 6: return .paste(randomString(&generator, maxLength: 8))
    case 7: return .deleteBackward
    case 8: return .deleteForward
    case 9: return .deleteWordBackward
    case 10: return .deleteWordForward
    case 11:
      return [.killToStart, .killToEnd, .deleteWhitespaceWordBackward].randomElement(
        using: &generator) ?? .killToEnd
    case 12: return .yank
    case 13: return .yankPop
    case 14, 15:
      return .move(
        motions.randomElement(using: &generator) ?? .start,
        extending: Bool.random(using: &generator))
    case 16:
      return [.selectAll, .copy, .cut, .pasteFromClipboard].randomElement(using: &generator)
        ?? .copy
    case 17: return .transpose
    case 18: return .undo
    case 19: return .redo
    case 20: return .transposeWords
    case 21:
      return .changeCase(CaseChange.allCases.randomElement(using: &generator) ?? .upper)
    default: return .clear
    }
  }

  @Test(arguments: 0..<40)
  func randomEditSequences(batch: Int) throws {
    var generator = SeededGenerator(seed: UInt64(batch) &* 7919 &+ 1)
    for _ in 0..<50 {
      let chain: [Checked]
      if Bool.random(using: &generator) {
        chain = try Self.commutingFilters().filter { _ in Bool.random(using: &generator) }
          .shuffled(using: &generator)
      } else {
        chain = [try Self.patternFilter()]
      }
      let field = TextFieldModel.editing(filters: chain.map(\.filter))
      if Bool.random(using: &generator) {
        field.setText(Self.randomString(&generator, maxLength: 10))
      }
      for step in 0..<60 {
        let command = Self.randomCommand(&generator)
        field.perform(command)
        let state = field.state
        let context = "batch \(batch) step \(step) \(command) → \(state)"
        #expect((0...state.text.count).contains(state.caret), "\(context)")
        #expect((0...state.text.count).contains(state.anchor), "\(context)")
        for checked in chain {
          #expect(checked.holds(state.text), "\(checked.filter) broken: \(context)")
        }
        if Int.random(in: 0..<5, using: &generator) == 0, field.perform(.undo).landed {
          field.perform(.redo)
          #expect(field.state == state, "undo+redo: \(context)")
        }
      }
    }
  }
}
