import Testing

@testable import InputMask

/// Which Characters join the one written after them: the quick answer below U+0300 is the one
/// the scalar walk gives.
@Suite struct JoiningTests {
  /// The scalar walk alone, without the quick answer: an odd run of regional indicators at the
  /// end, else a joining scalar reached through combining marks and ZWJ.
  static func walked(_ character: Character) -> Bool {
    let indicators = character.unicodeScalars.reversed().prefix {
      (0x1F1E6...0x1F1FF).contains($0.value)
    }
    if indicators.count % 2 == 1 { return true }
    for scalar in character.unicodeScalars.reversed() {
      if scalar.joinsNextCharacter { return true }
      guard scalar.value >= 0x300, scalar.properties.isGraphemeExtend || scalar == "\u{200D}" else {
        return false
      }
    }
    return false
  }

  @Test func belowU0300OnlyCarriageReturnJoinsTheNextCharacter() {
    for value in 0..<0x300 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let character = Character(scalar)
      #expect(character.joinsNextCharacter == (value == 0x0D), "U+\(String(value, radix: 16))")
      #expect(character.joinsNextCharacter == Self.walked(character))
    }
    // Characters ending below U+0300 after other scalars: the quick answer is the walk's.
    for text in ["\r\n", "\u{915}\u{94D}a", "\u{1F1EB}", "e\u{301}"] {
      for character in text {
        #expect(character.joinsNextCharacter == Self.walked(character), "\(text.unicodeScalars)")
      }
    }
    // Characters of several scalars ending below U+0300.
    #expect(!Character("\r\n").joinsNextCharacter)
  }

  @Test(arguments: [
    ("\u{915}\u{94D}", true),  // a virama: the next consonant joins
    ("\u{915}\u{94D}\u{301}", true),  // a virama and a mark
    ("\u{1F1EB}", true),  // half a flag
    ("\u{1F1EB}\u{1F1F7}", false),  // a whole flag
    ("\u{200D}", true),  // ZWJ
    ("\u{600}", true),  // a prepended mark
    ("\u{1100}", true),  // a Hangul initial jamo
    ("e\u{301}", false),  // a mark ends it, nothing joins after
    ("日", false),
  ])
  func aboveU0300TheScalarsDecide(text: String, joins: Bool) {
    #expect(Character(text).joinsNextCharacter == joins)
    #expect(Self.walked(Character(text)) == joins)
  }
}
