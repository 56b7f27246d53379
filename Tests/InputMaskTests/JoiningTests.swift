import Testing

@testable import InputMask

/// Which Characters join the one written after them: the quick answer below U+0300 is the one
/// the scalar walk gives.
@Suite struct JoiningTests {
  @Test func belowU0300OnlyCarriageReturnJoinsTheNextCharacter() {
    for value in 0..<0x300 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let character = Character(scalar)
      #expect(character.joinsNextCharacter == (value == 0x0D), "U+\(String(value, radix: 16))")
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
  }
}
