import Testing

@testable import InputMask

/// Notation specs: one parser for `textfield format --notation` and the mask playground.
@Suite struct NotationSpecTests {
  @Test(arguments: [
    ("x=ab", Notation(character: "x", characterSet: MaskCharacterSet(charactersIn: "ab"))),
    ("x=a b", Notation(character: "x", characterSet: MaskCharacterSet(charactersIn: "a b"))),
    ("x=[+", Notation(character: "x", characterSet: MaskCharacterSet(charactersIn: "[+"))),
    ("C:letters", Notation(character: "C", characterSet: .letters)),
    (
      "D:digits+symbols:optional",
      Notation(
        character: "D", characterSet: MaskCharacterSet(classes: [.decimalDigits, .symbols]),
        isOptional: true)
    ),
    (
      "C:letters+[ ]",
      Notation(
        character: "C", characterSet: MaskCharacterSet(classes: .letters, characters: [" "]))
    ),
    (
      ".:[.,]:optional",
      Notation(character: ".", characterSet: MaskCharacterSet(charactersIn: ".,"), isOptional: true)
    ),
    (
      "q:[\\]\\\\:+]",
      Notation(character: "q", characterSet: MaskCharacterSet(charactersIn: "]\\:+"))
    ),
    ("==:", Notation(character: "=", characterSet: MaskCharacterSet(charactersIn: ":"))),
    (
      "x\u{301}=e\u{301}",
      Notation(character: "x\u{301}", characterSet: MaskCharacterSet(charactersIn: "\u{E9}"))
    ),
  ])
  func parses(spec: String, notation: Notation) throws {
    #expect(try Notation(spec: spec) == notation)
  }

  @Test(arguments: [
    (
      "",
      "empty notation spec: expected SYMBOL=CHARS or SYMBOL:CLASS[+CLASS…][:optional] at character 1"
    ),
    ("x", "expected \"=\" or \":\" after the symbol at character 2"),
    ("xy", "expected \"=\" or \":\" after the symbol, not \"y\" at character 2"),
    ("x=", "no characters given at character 3"),
    ("x:", "expected a class name or [chars] at character 3"),
    ("x:letters+", "expected a class name or [chars] at character 11"),
    ("x:+letters", "expected a class name or [chars] at character 3"),
    ("x:[]", "no characters given at character 3"),
    ("x:[ab", "\"[\" is never closed at character 3"),
    ("x:letters+[ab\\]", "\"[\" is never closed at character 11"),
    ("x:[a\\", "\"\\\" at the end escapes nothing at character 5"),
    ("x:[a]b", "expected \"+\" or \":optional\" after an item, not \"b\" at character 6"),
    ("x:letters:opt", "unknown option \"opt\", only \"optional\" at character 11"),
    ("x:letters]", "unknown class \"letters]\" at character 3; known: " + Self.known),
    ("0=ab", "\"0\" is a built-in mask symbol at character 1"),
    ("…:letters", "\"…\" is a built-in mask symbol at character 1"),
    ("[=ab", "\"[\" is mask syntax and cannot be a symbol at character 1"),
    ("\\:letters", "\"\\\" is mask syntax and cannot be a symbol at character 1"),
    ("\u{301}=ab", "U+301 would join the character next to it at character 1"),
    ("x=\u{301}ab", "U+3D U+301 would join the character next to it at character 2"),
    ("x:[\u{301}]", "U+5B U+301 would join the character next to it at character 3"),
    ("x:[a\\\u{301}]", "U+5C U+301 would join the character next to it at character 5"),
    ("x=a\u{200D}", "U+61 U+200D would join the character next to it at character 3"),
    ("x=\u{1F1FA}", "U+1F1FA would join the character next to it at character 3"),
  ])
  func refuses(spec: String, message: String) {
    #expect(throws: NotationSpecError.self) { try Notation(spec: spec) }
    do {
      _ = try Notation(spec: spec)
    } catch {
      #expect(error.message == message)
      #expect(error.spec == spec)
    }
  }

  static let known =
    "alphanumerics, decimalDigits, digits, letters, lowercaseLetters, newlines, punctuation, "
    + "punctuationCharacters, symbols, uppercaseLetters, whitespaces"

  @Test func theDescriptionPutsACaretUnderTheCharacter() {
    #expect(throws: NotationSpecError.self) { try Notation(spec: "D:digit") }
    do {
      _ = try Notation(spec: "日:[ab")
    } catch {
      #expect(error.description == "\"[\" is never closed at character 3\n  日:[ab\n     ^")
    }
    do {
      _ = try Notation(spec: "\u{1B}]0;x\u{07}")
    } catch {
      #expect(
        error.description
          == "expected \"=\" or \":\" after the symbol, not \"]\" at character 2\n"
          + "  \u{FFFD}]0;x\u{FFFD}\n   ^")
    }
  }

  @Test func aListIsSplitAtWhitespaceOutsideBrackets() throws {
    let notations = try Notation.notations(
      fromSpecList: "  C=abc\tN:letters+[ \\]]  E:digits:optional ")
    #expect(
      notations == [
        Notation(character: "C", characterSet: MaskCharacterSet(charactersIn: "abc")),
        Notation(
          character: "N", characterSet: MaskCharacterSet(classes: .letters, characters: [" ", "]"])),
        Notation(character: "E", characterSet: .decimalDigits, isOptional: true),
      ])
    #expect(try Notation.notations(fromSpecList: "") == [])
    #expect(try Notation.notations(fromSpecList: " \n ") == [])
  }

  @Test(arguments: [
    ("C=abc Q:foo", "unknown class \"foo\" at character 9; known: " + Self.known, 8),
    ("C=abc C:letters", "a second notation for \"C\" at character 7", 6),
    ("C:[a b", "\"[\" is never closed at character 3", 2),
    ("C=ab D", "expected \"=\" or \":\" after the symbol at character 7", 6),
  ])
  func listErrorsPlaceTheCharacterInTheWholeList(list: String, message: String, offset: Int) {
    #expect(throws: NotationSpecError.self) { try Notation.notations(fromSpecList: list) }
    do {
      _ = try Notation.notations(fromSpecList: list)
    } catch {
      #expect(error.message == message)
      #expect(error.offset == offset)
      #expect(error.spec == list)
    }
  }

  @Test func specsGivenOneByOneRefuseASymbolGivenTwice() throws {
    #expect(try Notation.notations(fromSpecs: ["x=a", "y=b"]).map(\.character) == ["x", "y"])
    #expect(throws: NotationSpecError(.duplicateSymbol("x"), spec: "x:letters", offset: 0)) {
      try Notation.notations(fromSpecs: ["x=a", "x:letters"])
    }
  }

  @Test func hugeAndUnbalancedInputIsRefusedWithAShortMessage() throws {
    let name = String(repeating: "z", count: 200_000)
    #expect(throws: NotationSpecError.self) { try Notation(spec: "x:" + name) }
    do {
      _ = try Notation(spec: "x:" + name)
    } catch {
      #expect(
        error.message.hasPrefix(
          "unknown class \"" + String(repeating: "z", count: 40) + "…\" at character 3"))
    }
    let brackets = String(repeating: "[", count: 100_000)
    #expect(throws: NotationSpecError(.unclosedBracket, spec: "x:" + brackets, offset: 2)) {
      try Notation(spec: "x:" + brackets)
    }
    let members = String((0..<20_000).map { Character(Unicode.Scalar(0x4E00 + $0) ?? "a") })
    let wide = try Notation(spec: "x:[" + members + "]")
    #expect(wide.characterSet.characters.count == 20_000)
    let list = Array(repeating: "x=a", count: 20_000).joined(separator: " ")
    #expect(throws: NotationSpecError(.duplicateSymbol("x"), spec: list, offset: 4)) {
      try Notation.notations(fromSpecList: list)
    }
  }

  @Test func aParsedNotationWorksInAMask() throws {
    let decimal = try Notation(spec: ".:[.,]:optional")
    let mask = try Mask(format: "[999][.][99]", customNotations: [decimal])
    #expect(mask.apply("12,5", caret: 4).text == "12,5")
    // The symbol x́ is one Character: the format spells it the same way, and a plain x is unknown.
    let accented = try Notation(spec: "x\u{301}=ab")
    #expect(
      try Mask(format: "[x\u{301}x\u{301}]", customNotations: [accented]).apply("ba", caret: 2).text
        == "ba")
    #expect(throws: MaskFormatError.self) { try Mask(format: "[x]", customNotations: [accented]) }
  }
}
