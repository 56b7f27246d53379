import InputMask
import TestSupport
import Testing

@testable import TextFieldCore

/// Masks change nothing they cannot take, never stick, and undo exactly.
@Suite struct MaskHardeningTests {
  static let phone = "+1 ([000]) [000]-[0000]"

  @Test func aLetterTypedIntoAnEmptyPhoneFieldChangesNothing() throws {
    let field = TextFieldModel.editing(filters: [try MaskFilter(format: Self.phone)])
    #expect(
      field.perform(.insert("a")) == .rejected(reason: .maskRefused(input: "a", expected: .digit)))
    #expect(field.state == TextFieldState(text: "", caret: 0))
    #expect(
      field.perform(.paste("abc")) == .rejected(reason: .maskRefused(input: nil, expected: .digit)))
    #expect(field.state == TextFieldState(text: "", caret: 0))
    #expect(field.value == "")
  }

  @Test func typingTheLeadingLiteralStillWorks() throws {
    let field = TextFieldModel.editing(filters: [try MaskFilter(format: Self.phone)])
    #expect(field.perform(.insert("+")) == .rewritten(nil))
    #expect(field.state.description == "+1 (|")
    field.type("5")
    #expect(field.state.description == "+1 (5|")
  }

  @Test func oneBackspaceAfterTheFirstDigitEmptiesTheField() throws {
    let field = TextFieldModel.editing(filters: [try MaskFilter(format: Self.phone)])
    field.type("5")
    #expect(field.state.description == "+1 (5|")
    #expect(field.perform(.deleteBackward) == .rewritten(nil))
    #expect(field.state == TextFieldState(text: "", caret: 0))
    #expect(field.perform(.deleteBackward) == .ignored)
  }

  /// demo-form's phone: affine country formats, no autocomplete.
  @Test func theDemoPhoneEmptiesWithOneBackspaceAndStillTakesPlus44() throws {
    let filter = try MaskFilter(
      format: Self.phone, affineFormats: ["+44 [0000] [000000]", "+7 ([000]) [000]-[00]-[00]"],
      strategy: .wholeString, autocomplete: false)
    let field = TextFieldModel.editing(filters: [filter])
    field.type("5")
    #expect(field.state.description == "+1 (5|")
    field.perform(.deleteBackward)
    #expect(field.state == TextFieldState(text: "", caret: 0))
    field.type("+447911123456")
    #expect(field.state.description == "+44 7911 123456|")
  }

  @Test func rightToLeftBackspaceAfterASeparatorDeletesTheDigitBeforeIt() throws {
    let field = TextFieldModel.editing(
      filters: [try MaskFilter(format: "[000] [000] [000]", rightToLeft: true)])
    field.setText("807302157")
    #expect(field.text == "807 302 157")
    field.setCaret(4)
    field.perform(.deleteBackward)
    // The 7 before the space is gone; right-to-left groups from the end again.
    #expect(field.text == "80 302 157")
  }

  @Test func leftToRightBackspaceAfterASeparatorDeletesTheDigitBeforeIt() throws {
    let field = TextFieldModel.editing(filters: [try MaskFilter(format: "[000] [000]")])
    field.type("123456")
    field.setCaret(4)
    field.perform(.deleteBackward)
    #expect(field.state.description == "12|4 56")
  }

  @Test func undoThenRedoIsExactWithAffineMasks() throws {
    let filter = try MaskFilter(
      format: "[0]-[0]", affineFormats: ["[000]-[0000]"], strategy: .capacity,
      autocomplete: false)
    let field = TextFieldModel.editing(filters: [filter])
    field.type("123")
    let typed = field.state
    #expect(typed.text == "123")
    field.perform(.undo)
    #expect(field.text == "")
    field.perform(.redo)
    #expect(field.state == typed)
  }

  @Test func aCombiningMarkFillsNoMaskSlot() throws {
    let mask = try Mask(format: "[AAA]", isRightToLeft: true)
    let result = mask.apply("ab\u{1}\u{301}", caret: 4, gravity: .forward(autocomplete: false))
    #expect(result.text == "ab")
    #expect(result.caret == 2)
    let any = try Mask(format: "[___]")
    #expect(any.apply("a\u{301}", caret: 1).text == "a\u{301}")
    #expect(any.apply("\u{301}a", caret: 2).text == "a")
  }

  @Test func masksAndTheCacheCompareFormatsByScalars() throws {
    let composed = try Mask(format: "é[0]")
    let decomposed = try Mask(format: "e\u{301}[0]")
    #expect(composed != decomposed)
    #expect(Set([composed, decomposed]).count == 2)
    var cache = MaskCache()
    let first = try cache.mask(format: "é[0]")
    let second = try cache.mask(format: "e\u{301}[0]")
    #expect(first.apply("1", caret: 1).text.unicodeScalars.elementsEqual("é1".unicodeScalars))
    #expect(
      second.apply("1", caret: 1).text.unicodeScalars.elementsEqual("e\u{301}1".unicodeScalars))
    #expect(cache.count == 2)
  }

  @Test func aPatternRefusesALoneCombiningMark() throws {
    let field = TextFieldModel.editing(filters: [try PatternFilter(pattern: "é##")])
    field.type("1")
    #expect(field.text == "é1")
    #expect(
      field.perform(.insert("\u{301}"))
        == .rejected(reason: .loneCombiningMark))
    #expect(field.text == "é1")
    field.type("2")
    #expect(field.value == "12")
  }

  /// Found by Fuzz/property.sh: programmatic text of lone marks was taken as well formed, and the
  /// next keystroke merged a prepended mark with the `/` literal.
  @Test func programmaticLoneMarksDoNotEnterAPattern() throws {
    let field = TextFieldModel.editing(filters: [try PatternFilter(pattern: "##/##")])
    field.setText("\u{301}\u{600}")
    #expect(field.text == "")
    field.type("é1é")
    #expect(field.text == "é1/é")
    #expect(field.value == "é1é")
  }

  /// Found in review: Thai and Lao AM are letters that join the Character before them.
  @Test func thaiAmFillsNoSlotAfterALiteral() throws {
    let field = TextFieldModel.editing(filters: [try MaskFilter(format: "+[AAA]")])
    #expect(
      field.perform(.insert("\u{E33}"))
        == .rejected(reason: .maskRefused(input: "\u{E33}", expected: .letter)))
    #expect(field.text == "")
    #expect(!Character("\u{E33}").standsAlone)
    #expect(!Character("\u{915}\u{94D}\u{301}").standsAlone)
    #expect(Character("\u{915}\u{94D}\u{937}").standsAlone)
  }

  /// Found in review: a pattern literal that joins its neighbour is a configuration error.
  @Test(arguments: [("\u{600}###", 1), ("#\u{1F1FA}#", 2), ("##\u{301}", 2), ("#\u{200D}", 1)])
  func patternsWithJoiningLiteralsAreRefused(pattern: String, position: Int) {
    #expect(throws: FilterConfigurationError.self) { try PatternFilter(pattern: pattern) }
    do {
      _ = try PatternFilter(pattern: pattern)
    } catch {
      #expect(error.description.hasSuffix("at character \(position)"))
    }
  }

  /// Found by Fuzz/property.sh: `U+0600 🇦` is one Character ending in half a flag, which paired
  /// with a pasted flag letter after the pattern's literal.
  @Test func aCharacterEndingInHalfAFlagFillsNoSlot() throws {
    #expect(!Character("\u{600}\u{1F1E6}").standsAlone)
    #expect(Character("\u{1F1FA}\u{1F1F8}").standsAlone)
    let field = TextFieldModel.editing(filters: [try PatternFilter(pattern: "# ## #")])
    field.type("5")
    field.perform(.paste(".\u{600}\u{1F1E6}1\u{1F1E7}\u{1F1E7}"))
    #expect(field.text == "5 .1 🇧🇧")
  }
}
