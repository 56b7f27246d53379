import Testing

@testable import TextFieldCore
@testable import TextFieldUI

/// Cells keep their glyph inline up to 15 bytes of UTF-8 and longer ones by number.
@Suite struct FrameCellTests {
  @Test(arguments: [
    "", " ", "a", "~", "é", "e\u{301}", "漢", "🇫🇷", "👩‍💻",
    "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}",
    "👨‍👩‍👧‍👦", "e" + String(repeating: "\u{301}", count: 40), "\u{FFFD}",
  ])
  func theTextComesBackAsItWasGiven(text: String) {
    var cell = Frame.Cell(text, style: CellStyle(.bold))
    #expect(cell.text == text)
    #expect(cell.style == CellStyle(.bold))
    #expect(cell.isContinuation == text.isEmpty)
    var bytes: [UInt8] = []
    cell.appendUTF8(to: &bytes)
    #expect(bytes == Array(text.utf8))
    #expect(cell == Frame.Cell(text, style: CellStyle(.bold)))
    cell.text = "x"
    #expect(cell.text == "x")
    #expect(cell.isPrintableASCII)
  }

  @Test func cellsDifferByGlyphAndByStyle() {
    let glyphs = ["a", "b", "ab", "é", "👨‍👩‍👧‍👦", "👨‍👩‍👧", ""]
    for (i, first) in glyphs.enumerated() {
      for (j, second) in glyphs.enumerated() {
        #expect((Frame.Cell(first) == Frame.Cell(second)) == (i == j), "\(first) \(second)")
      }
    }
    #expect(Frame.Cell("a") != Frame.Cell("a", style: CellStyle(.reverse)))
    #expect(Frame.Cell.blank == Frame.Cell(" "))
    #expect(!Frame.Cell("é").isPrintableASCII)
  }

  @Test func aFullTableShowsTheReplacementCharacterAndKeepsWhatItHas() {
    let table = LongGlyphTable(capacity: 3)
    let first = table.number(for: "first long glyph")
    let second = table.number(for: "second long glyph")
    #expect(table.number(for: "first long glyph") == first)
    #expect(table.number(for: "third long glyph") == 0)
    #expect(table.text(first) == "first long glyph")
    #expect(table.text(second) == "second long glyph")
    #expect(table.text(0) == "\u{FFFD}")
    #expect(table.text(99) == "\u{FFFD}")
  }
}
