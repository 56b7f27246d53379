import InputMask
import Testing

/// Where the engine answers differently from input-mask 7.3.2 on purpose.
///
/// Each is pinned with the reference's answer in a comment (DECISIONS.md, "InputMask:
/// differences from the reference's behaviour"), and was found by a differential run against
/// the reference.
@Suite struct ReferenceDifferenceTests {
  static let forward = CaretGravity.forward(autocomplete: false)
  static let autoskip = CaretGravity.backward(autoskip: true)

  static func apply(
    _ format: String, notations: [Notation] = [], rightToLeft: Bool = false, _ input: String,
    caret: Int, gravity: CaretGravity = forward
  ) throws -> MaskResult {
    try Mask(format: format, customNotations: notations, isRightToLeft: rightToLeft)
      .apply(input, caret: caret, gravity: gravity)
  }

  static func result(
    _ text: String, _ caret: Int, value: String? = nil, complete: Bool, affinity: Int,
    tail: String = ""
  ) -> MaskResult {
    MaskResult(
      text: text, caret: caret, extractedValue: value ?? text, complete: complete,
      affinity: affinity, tailPlaceholder: tail)
  }

  /// Autoskip removes the literals after the last Character taken, even past an empty slot.
  ///
  /// The reference answers `.` (caret 1, complete): an optional slot it visits, even empty,
  /// empties its stack of literals to remove. Its own answer is not stable: formatting `.` again
  /// (caret 1, autoskip) gives `` in the reference too.
  @Test func autoskipPastAnEmptyOptionalSlot() throws {
    let typed = try Self.apply("[9]{.}[9]", "f", caret: 1, gravity: Self.autoskip)
    #expect(typed == Self.result("", 0, complete: false, affinity: -4, tail: ".0"))
    let again = try Self.apply("[9]{.}[9]", ".", caret: 1, gravity: Self.autoskip)
    #expect(again == Self.result("", 0, complete: false, affinity: 0, tail: ".0"))
  }

  /// Classes follow the Unicode of the Swift runtime (16 and later), the reference Foundation's
  /// tables (Unicode 15.0 in Linux Foundation): Garay digits (U+10D40…) and letters fill `0` and
  /// `A` slots here; the reference leaves both empty.
  @Test func scalarsAssignedSinceUnicode15AreInTheirClasses() throws {
    #expect(
      try Self.apply("[0]", "\u{10D40}", caret: 1)
        == Self.result("\u{10D40}", 1, complete: true, affinity: 1))
    #expect(
      try Self.apply("[A]", "\u{10D50}", caret: 1)
        == Self.result("\u{10D50}", 1, complete: true, affinity: 1))
    // U+0295 became Lo in Unicode 16; Foundation still lists it among lowercase letters.
    #expect(!MaskCharacterSet.Classes.lowercaseLetters.contains(scalar: "\u{295}"))
    #expect(MaskCharacterSet.Classes.letters.contains(scalar: "\u{295}"))
  }

  /// `charactersIn` is a set of Characters compared as Swift compares them, not of scalars.
  ///
  /// The reference splits `e` + U+0301 into `e` and U+0301: it takes a bare `e` and refuses the
  /// precomposed `é` (U+00E9). Its flag 🇺🇸 becomes two regional indicators, so it takes 🇸🇺 too.
  @Test func charactersInHoldsCharacters() throws {
    let accent = Notation(
      character: "E", characterSet: MaskCharacterSet(charactersIn: "e\u{301}"))
    #expect(
      try Self.apply("[E]", notations: [accent], "\u{E9}", caret: 1)
        == Self.result("\u{E9}", 1, complete: true, affinity: 1))
    #expect(
      try Self.apply("[E]", notations: [accent], "e\u{301}", caret: 1)
        == Self.result("e\u{301}", 1, complete: true, affinity: 1))
    #expect(
      try Self.apply("[E]", notations: [accent], "e", caret: 1)
        == Self.result("", 0, complete: false, affinity: -1, tail: "E"))
    let flag = Notation(character: "F", characterSet: MaskCharacterSet(charactersIn: "🇺🇸"))
    #expect(
      try Self.apply("[F]", notations: [flag], "🇺🇸", caret: 1)
        == Self.result("🇺🇸", 1, complete: true, affinity: 1))
    #expect(
      try Self.apply("[F]", notations: [flag], "🇸🇺", caret: 1)
        == Self.result("", 0, complete: false, affinity: -1, tail: "F"))
  }

  /// `whitespaces` is general category Zs and the tab.
  ///
  /// Foundation's table also lists U+200B
  /// ZERO WIDTH SPACE (a format character, Cf, since Unicode 4.0.1), so the reference fills a
  /// whitespace slot with it; here it stays empty, and no invisible Character fills a slot.
  @Test func zeroWidthSpaceIsNotWhitespace() throws {
    let space = Notation(
      character: "W", characterSet: MaskCharacterSet(classes: .whitespaces))
    #expect(
      try Self.apply("[W]", notations: [space], "\u{200B}", caret: 1)
        == Self.result("", 0, complete: false, affinity: -1, tail: "W"))
    for blank in ["\u{A0}", "\u{3000}", "\t", " "] {
      #expect(
        try Self.apply("[W]", notations: [space], blank, caret: 1)
          == Self.result(blank, 1, complete: true, affinity: 1))
    }
  }

  /// A right-to-left mask judges the Characters as they were typed.
  ///
  /// The reference reverses the
  /// Characters and joins them into a new string, where a ZWJ typed before `1` now follows it
  /// and joins it: `1` + ZWJ is no digit, so it answers `` (and with the caret at 0 it traps,
  /// its caret counted past the one merged Character). A ZWJ alone gives `` in both.
  @Test func rightToLeftZeroWidthJoinerBeforeADigit() throws {
    #expect(
      try Self.apply("[0…]", rightToLeft: true, "\u{200D}1", caret: 2)
        == Self.result("1", 1, complete: true, affinity: 0))
    #expect(
      try Self.apply("[0…]", rightToLeft: true, "\u{200D}1", caret: 0)
        == Self.result("1", 0, complete: true, affinity: 0))
    #expect(
      try Self.apply("[0…]", rightToLeft: true, "\u{200D}", caret: 1)
        == Self.result("", 0, complete: false, affinity: -1, tail: "0"))
  }

  /// The reference traps on `[__]` with `8` U+FEFF U+0301; a lone mark fills no slot here.
  ///
  /// The reference ("String index is out of bounds") takes the lone U+0301 (a mark is
  /// alphanumeric) and writes it after `8`, where the two become one Character; then it counts
  /// its caret past the end. A lone combining mark would join the Character before it.
  @Test func aLoneMarkAfterATakenCharacterIsNotTaken() throws {
    #expect(
      try Self.apply("[__]", "8\u{FEFF}\u{301}", caret: 3)
        == Self.result("8", 1, complete: false, affinity: -1, tail: "-"))
  }
}
