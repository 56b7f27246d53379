import InputMask
import Testing

/// Every malformed-format case throws a typed error at the right Character offset.
@Suite("Format errors")
struct FormatErrorTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var format: String
    var reason: MaskFormatError.Reason
    var offset: Int
    var testDescription: String { format }
  }

  static let rows: [Row] = [
    Row(format: "[00]-[0x0]", reason: .unknownSymbol("x"), offset: 7),
    Row(format: "[0", reason: .unclosedBlock(opening: "["), offset: 0),
    Row(format: "+7 ([000", reason: .unclosedBlock(opening: "["), offset: 4),
    Row(format: "{12", reason: .unclosedBlock(opening: "{"), offset: 0),
    Row(format: "[[00]000]", reason: .nestedBlock(opening: "["), offset: 1),
    Row(format: "[0{1}]", reason: .nestedBlock(opening: "{"), offset: 2),
    Row(format: "{1[0]}", reason: .nestedBlock(opening: "["), offset: 2),
    Row(format: "00]", reason: .unmatchedClosingBracket("]"), offset: 2),
    Row(format: "}", reason: .unmatchedClosingBracket("}"), offset: 0),
    Row(format: "[00}", reason: .unmatchedClosingBracket("}"), offset: 3),
    Row(format: "{1]", reason: .unmatchedClosingBracket("]"), offset: 2),
    Row(format: "[]", reason: .emptyBlock(opening: "["), offset: 0),
    Row(format: "ab{}", reason: .emptyBlock(opening: "{"), offset: 2),
    Row(format: "[00]\\", reason: .trailingEscape, offset: 4),
    Row(format: "[0\\", reason: .trailingEscape, offset: 2),
    Row(format: "[…0]", reason: .misplacedEllipsis, offset: 1),
    Row(format: "[0……]", reason: .misplacedEllipsis, offset: 2),
    Row(format: "[\\]]", reason: .unknownSymbol("]"), offset: 2),
    Row(format: "[0 0]", reason: .unknownSymbol(" "), offset: 2),
    Row(format: "日本[0x]", reason: .unknownSymbol("x"), offset: 4),
    Row(format: "👍🏽[0q]", reason: .unknownSymbol("q"), offset: 3),
    Row(format: "e\u{301}[Z]", reason: .unknownSymbol("Z"), offset: 2),
  ]

  @Test(arguments: rows)
  func throwsAtOffset(_ row: Row) {
    #expect(throws: MaskFormatError(row.reason, format: row.format, offset: row.offset)) {
      try Mask(format: row.format)
    }
    #expect(!Mask.isValid(format: row.format))
  }

  @Test func descriptionPointsAtTheCharacter() {
    let error = MaskFormatError(.unknownSymbol("x"), format: "[00]-[0x0]", offset: 7)
    #expect(
      error.description == """
        unknown symbol "x" in a [] block at character 8
          [00]-[0x0]
                 ^
        """)
  }

  @Test func caretUnderWideCharactersCountsColumns() {
    let error = MaskFormatError(.unknownSymbol("x"), format: "日本[0x]", offset: 4)
    #expect(error.description.split(separator: "\n").last == "        ^")
  }

  @Test func typedThrowsNeedNoCast() {
    do {
      _ = try Mask(format: "[0")
      Issue.record("expected an error")
    } catch {
      // `error` is a MaskFormatError: typed throws.
      #expect(error.offset == 0)
      #expect(error.message == "\"[\" is never closed at character 1")
    }
  }

  /// Formats the reference accepts that stay valid here.
  @Test(arguments: [
    "[0…][AAA]", "[…]", "\\[[00]\\]", "\\\\[0]", "{\\}}", "…[0]", "[000AA]", "[9990] AC", "",
    "plain text", "[_-]{…}",
  ])
  func validFormats(_ format: String) {
    #expect(Mask.isValid(format: format))
  }

  @Test func customNotationMakesASymbolValid() {
    let notation = Notation(character: "x", characterSet: MaskCharacterSet(charactersIn: "xyz"))
    #expect(Mask.isValid(format: "[00]-[0x0]", customNotations: [notation]))
  }
}
