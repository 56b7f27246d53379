import InputMask
import TestSupport
import Testing

/// The fast paths of `apply` against the plain round trip, byte for byte, on random masks.
///
/// `roundTripApply` is how `apply` worked before its right-to-left ends were made fast: the
/// Character path, a right-to-left text reversed by walking it backwards and the result reversed
/// the same way. Random formats (literals that are several scalars, `{}` and `[]` blocks, custom
/// notations, the ellipsis) meet random text (ASCII for the byte path; combining marks, flag
/// halves, ZWJ, CR and LF, Hangul jamo for the Character path), carets and gravities.
@Suite("Fast paths against the round trip")
struct RoundTripEquivalenceTests {
  /// Literal Characters of the formats: ASCII, and Characters of several bytes or scalars.
  static let literals: [Character] = [
    " ", "-", "+", "(", ")", ".", "/", "a", "0", "[", "]", "{", "}", "\\", "₽", "é", "e\u{301}",
    "🇺🇸", "👩‍👩‍👧", "\r\n", "가", "ß",
  ]

  static let symbols: [Character] = ["0", "9", "A", "a", "_", "-", "#", "*", "~"]

  static let notations = [
    Notation(character: "#", characterSet: MaskCharacterSet(charactersIn: "0123456789٣")),
    // Lone CR and LF, each accepted: reversed, they can join into one Character.
    Notation(
      character: "*", characterSet: MaskCharacterSet(characters: ["\r", "\n", "\r\n", "."]),
      isOptional: true),
    Notation(
      character: "~",
      characterSet: MaskCharacterSet(
        classes: .punctuationCharacters, characters: ["é", "e\u{301}", "🇺", "👩‍👩‍👧", "\u{301}"]),
      isOptional: true),
  ]

  /// Pieces of ASCII text (no CR): what the byte path takes.
  static let asciiPieces = [
    "0", "1", "2", "5", "7", "9", "a", "Z", " ", "-", "(", "+", ".", "/", "\\", "[", "}", "x",
  ]

  /// Pieces of any text; put side by side, some merge into one Character.
  static let unicodePieces =
    asciiPieces + [
      "₽", "é", "e\u{301}", "\u{301}", "٣", "🇺", "🇸", "👩", "\u{200D}", "\r", "\n", "\r\n", "가",
      "\u{1100}", "\u{1161}", "\u{11A8}", "\u{600}", "ß", "👩‍👩‍👧",
    ]

  @Test func fastPathsMatchTheRoundTrip() throws {
    var generator = SeededGenerator(seed: 11)
    var failures: [String] = []
    var checked = 0
    for _ in 0..<400 {
      let format = Self.randomFormat(using: &generator)
      for isRightToLeft in [true, false] {
        let mask = try Mask(
          format: format, customNotations: Self.notations, isRightToLeft: isRightToLeft)
        for _ in 0..<12 {
          let pieces = Bool.random(using: &generator) ? Self.asciiPieces : Self.unicodePieces
          let text = (0..<Int.random(in: 0...14, using: &generator)).map { _ in
            pieces.randomElement(using: &generator) ?? ""
          }.joined()
          let caret =
            Int.random(in: 0..<8, using: &generator) == 0
            ? Int.max : Int.random(in: -1...(text.count + 1), using: &generator)
          let gravity: CaretGravity =
            Bool.random(using: &generator)
            ? .forward(autocomplete: Bool.random(using: &generator))
            : .backward(autoskip: Bool.random(using: &generator))
          checked += 1
          if let failure = Self.compare(mask, text, caret: caret, gravity: gravity) {
            failures.append(failure)
          }
        }
      }
    }
    #expect(checked == 9_600)
    #expect(failures.isEmpty, Comment(rawValue: failures.prefix(5).joined(separator: "\n")))
  }

  /// A case the random ones may miss: reversed, two Characters written apart join (LF, CR).
  @Test func reversedTextJoins() throws {
    let mask = try Mask(format: "[*…]", customNotations: Self.notations, isRightToLeft: true)
    let result = mask.apply("\rx\n")
    #expect(result.text.utf8.elementsEqual("\r\n".utf8))
    #expect(result.caret == 1)
    for text in ["\rx\n", "\r\r\n\n", "x\r.\n", "\n\r"] {
      for caret in 0...text.count {
        for gravity in [CaretGravity.forward(autocomplete: false), .backward(autoskip: true)] {
          #expect(Self.compare(mask, text, caret: caret, gravity: gravity) == nil)
        }
      }
    }
  }

  /// The round trip's result and both fast paths', or what differs.
  static func compare(
    _ mask: Mask, _ text: String, caret: Int, gravity: CaretGravity
  ) -> String? {
    let expected = mask.roundTripApply(text, caret: caret, gravity: gravity, countOverflow: true)
    let fast = mask.measuredApply(text, caret: caret, gravity: gravity, countOverflow: true)
    let characters = mask.applyCharacters(
      text, caret: caret, gravity: gravity, countOverflow: true)
    for (path, actual) in [("apply", fast), ("Character path", characters)]
    where !same(actual.result, expected.result) || actual.overflow != expected.overflow {
      return "\(path), \(mask.isRightToLeft ? "RTL " : "")\(mask.format.debugDescription) ← "
        + "\(text.debugDescription) caret \(caret) \(gravity): \(actual) ≠ \(expected)"
    }
    return nil
  }

  /// Equal results, Strings compared by bytes (`==` would take canonical equivalents).
  static func same(_ lhs: MaskResult, _ rhs: MaskResult) -> Bool {
    lhs.text.utf8.elementsEqual(rhs.text.utf8)
      && lhs.extractedValue.utf8.elementsEqual(rhs.extractedValue.utf8)
      && lhs.tailPlaceholder.utf8.elementsEqual(rhs.tailPlaceholder.utf8)
      && lhs.caret == rhs.caret && lhs.complete == rhs.complete && lhs.affinity == rhs.affinity
  }

  /// A valid format of up to six segments: literals, `{}` blocks and `[]` blocks.
  static func randomFormat(using generator: inout SeededGenerator) -> String {
    var format = ""
    for _ in 0..<Int.random(in: 1...6, using: &generator) {
      switch Int.random(in: 0..<3, using: &generator) {
      case 0:
        format += escaped(literals.randomElement(using: &generator) ?? " ")
      case 1:
        let count = Int.random(in: 1...3, using: &generator)
        let characters = (0..<count).map { _ in
          escaped(literals.randomElement(using: &generator) ?? ".")
        }
        format += "{" + characters.joined() + "}"
      default:
        var block = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
          String(symbols.randomElement(using: &generator) ?? "0")
        }
        if Int.random(in: 0..<6, using: &generator) == 0 { block.append("…") }
        format += "[" + block.joined() + "]"
      }
    }
    return format
  }

  /// A literal Character as written in a format (`\` before the characters of the syntax).
  static func escaped(_ character: Character) -> String {
    "[]{}\\".contains(character) ? "\\\(character)" : String(character)
  }
}
