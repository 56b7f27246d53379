import Testing

@testable import TextFieldCore

@Suite struct CellWidthTests {
  @Test(arguments: [
    ("a", 1), ("é", 1), ("e\u{301}", 1), ("日", 2), ("😀", 2), ("👨‍👩‍👧", 6), ("\u{1B}", 0),
    ("\u{301}", 0), ("Ａ", 2),
  ])
  func widths(character: String, width: Int) {
    #expect(CellWidth.unicode.width(of: character) == width)
  }

  @Test func injectedWidthIsUsed() {
    let allOne = CellWidth { _ in 1 }
    #expect(allOne.width(of: "日本") == 2)
  }
}

@Suite struct DisplaySanitizerTests {
  @Test(arguments: [
    ("plain", "plain"), ("a\u{1B}[2Jb", "a␛[2Jb"), ("\u{1B}]0;pwned\u{07}", "␛]0;pwned␇"),
    ("tab\there", "tab␉here"), ("\r\n", "␍␊"), ("\u{9B}31m", "\u{FFFD}31m"), ("\u{7F}", "␡"),
    ("\u{301}", "◌\u{301}"), ("日本 😀", "日本 😀"), ("a\u{202E}cba", "a\u{FFFD}cba"),
    ("\u{2066}x\u{2069}\u{200F}", "\u{FFFD}x\u{FFFD}\u{FFFD}"),
  ])
  func sanitizes(input: String, shown: String) {
    #expect(DisplaySanitizer.sanitize(input) == shown)
  }

  @Test func nothingSanitizedIsAControl() {
    let everyControl = String(String.UnicodeScalarView((0..<0xA0).compactMap(Unicode.Scalar.init)))
    let shown = DisplaySanitizer.sanitize(everyControl)
    #expect(!shown.unicodeScalars.contains { $0.properties.generalCategory == .control })
  }

  @Test func noBidiControlReachesTheTerminal() {
    let bidi = [0x61C, 0x200E, 0x200F] + Array(0x202A...0x202E) + Array(0x2066...0x2069)
    let text = String(String.UnicodeScalarView(bidi.compactMap { Unicode.Scalar(UInt32($0)) }))
    let shown = DisplaySanitizer.sanitize(text)
    #expect(shown.unicodeScalars.allSatisfy { $0 == "\u{FFFD}" })
    #expect(shown.unicodeScalars.count == bidi.count)
  }
}

@Suite struct EchoTests {
  @Test func echoModes() {
    let width = CellWidth.unicode
    #expect(
      TextFieldModel.EchoMode.normal.glyphs(for: "a日", cellWidth: width).map(\.text) == ["a", "日"])
    #expect(
      TextFieldModel.EchoMode.secure.glyphs(for: "a日", cellWidth: width).map(\.text) == ["•", "•"])
    #expect(
      TextFieldModel.EchoMode.secure(symbol: "*").glyphs(for: "ab", cellWidth: width).map(\.width)
        == [1, 1])
    #expect(TextFieldModel.EchoMode.none.glyphs(for: "secret", cellWidth: width).isEmpty)
    #expect(TextFieldModel.EchoMode.none.glyphIndex(ofCaret: 4) == 0)
  }
}
