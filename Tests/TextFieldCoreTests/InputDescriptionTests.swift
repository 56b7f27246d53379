import InputMask
import Testing
import TextFieldCore

/// What each filter of the core says it takes, word for word (the accessible mode's
/// introductions).
@Suite struct InputDescriptionTests {
  @Test(arguments: [
    ("+1 ([000]) [000]-[0000]", "10 digits, shown as +1 (555) 123-4567"),
    ("[00]{/}[00]", "4 digits, shown as 55/51"),
    ("[00099]", "3 to 5 digits, shown as 55512"),
    ("[999]", "up to 3 digits, shown as 555"),
    ("[0…]", "1 or more digits, shown as 55"),
    ("[AA]-[0000]", "2 letters and 4 digits, shown as ab-5551"),
    ("[__]", "2 letters or digits, shown as a5"),
    ("abc", "nothing to fill"),
  ])
  func aMaskCountsWhatItTakesAndFillsItself(format: String, expected: String) throws {
    #expect(try MaskFilter(format: format).inputDescription == expected)
  }

  @Test func aMaskWithOtherFormatsCountsThem() throws {
    let filter = try MaskFilter(format: "[00]-[00]", affineFormats: ["[000]", "[0000]"])
    #expect(filter.inputDescription == "4 digits, shown as 55-51 (or 2 other formats)")
  }

  @Test func aRightToLeftMaskReadsInOrder() throws {
    let filter = try MaskFilter(format: "[000] [000]", rightToLeft: true)
    #expect(filter.inputDescription == "6 digits, shown as 555 123")
  }

  @Test func aPatternSaysDigitsWhenOnlyDigitsAreAllowed() throws {
    let digits = try CharacterFilter(.allowed, characters: "0123456789")
    let filter = try PatternFilter(pattern: "+1 (###) ###-####", rawCharacterFilters: [digits])
    #expect(filter.inputDescription == "10 digits, shown as +1 (555) 123-4567")
  }

  @Test func aPatternOfAnyCharactersIsFilledWithLetters() throws {
    let filter = try PatternFilter(pattern: "##-##", rawPattern: "[a-z]{4}")
    #expect(filter.inputDescription == "4 characters, shown as ab-cd, matching \"[a-z]{4}\"")
  }

  @Test func lengthCharactersAndRegex() throws {
    #expect(try MaxLengthFilter(5).inputDescription == "at most 5 characters")
    #expect(try MaxLengthFilter(1).inputDescription == "at most 1 character")
    #expect(
      try CharacterFilter(.allowed, characters: "0123456789").inputDescription
        == "only \"0123456789\"")
    #expect(
      try CharacterFilter(.banned, characters: "uoiea", maxLength: 3).inputDescription
        == "anything but \"aeiou\", at most 3 characters")
    #expect(
      try RegexFilter("[0-9]{3}-[0-9]{4}").inputDescription
        == "text matching \"[0-9]{3}-[0-9]{4}\"")
  }

  @Test func controlsInADescriptionAreEscaped() throws {
    #expect(try RegexFilter("a\u{1B}b").inputDescription == "text matching \"a\\u{1B}b\"")
  }
}
