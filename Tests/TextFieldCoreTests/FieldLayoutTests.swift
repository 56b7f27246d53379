import Testing

@testable import TextFieldCore

@Suite struct FieldLayoutTests {
  func glyphs(_ text: String) -> [Glyph] {
    text.map { Glyph($0, cellWidth: .unicode) }
  }

  /// The row as text, `|` before the caret's cell.
  func row(_ text: String, caret: Int, width: Int, previous: Int = 0, jump: Int? = nil) -> String {
    let layout = FieldLayout.layout(
      glyphs: glyphs(text), caret: caret, width: width, previousOffset: previous, jump: jump)
    var cells = Array(repeating: " ", count: width)
    for placement in layout.placements {
      cells[placement.column] = placement.glyph.text
      for extra in 1..<max(1, placement.glyph.width) { cells[placement.column + extra] = "" }
    }
    cells[layout.caretColumn] = "|" + cells[layout.caretColumn]
    return cells.joined()
  }

  // Width 5 jumps 3 cells: the caret lands 3 cells before the right edge, or 3 after the left.
  @Test(arguments: [
    ("abc", 3, 5, 0, "abc|  "),
    ("abc", 0, 5, 0, "|abc  "),
    ("abc", 3, 5, 2, "abc|  "),
    ("abcdefgh", 8, 5, 0, "gh|   "),
    ("abcdefgh", 0, 5, 4, "|abcde"),
    ("abcdefgh", 5, 5, 4, "e|fgh "),
    ("abcdefgh", 4, 5, 0, "abcd|e"),
    ("abcdefghij", 4, 5, 5, "bcd|ef"),
    ("abcdefghij", 5, 5, 5, "cde|fg"),
    ("abcdefg", 6, 5, 7, "cdef|g"),
    ("abcdefg", 7, 5, 7, "defg| "),
    ("日本語です", 5, 5, 0, "す|   "),
    ("日本語です", 1, 5, 0, "日|本 "),
    ("ab日", 2, 3, 0, "b|日"),
  ])
  func scrollsByJumpsToKeepTheCaretVisible(
    text: String, caret: Int, width: Int, previous: Int, expected: String
  ) {
    #expect(row(text, caret: caret, width: width, previous: previous) == expected)
  }

  // Jumps of 0 scroll just enough (the first render of a focused field).
  @Test(arguments: [
    ("abcdefgh", 8, 5, 0, "efgh| "),
    ("abcdefgh", 0, 5, 4, "|abcde"),
    ("abcdefghij", 4, 5, 5, "|efghi"),
    ("日本語です", 5, 5, 0, "です| "),
    ("ab日", 2, 3, 0, "b|日"),
  ])
  func jumpsOfZeroScrollJustEnough(
    text: String, caret: Int, width: Int, previous: Int, expected: String
  ) {
    #expect(row(text, caret: caret, width: width, previous: previous, jump: 0) == expected)
  }

  /// Typing 120 characters at the end of a 30-cell row scrolls it 5 times (at 30, 50, … 110
  /// characters), each time leaving the caret a third into the row: 20 keys between rewrites.
  @Test func typingAtTheEndScrollsOnceEveryTwoThirdsOfTheRow() {
    let text = glyphs(String(repeating: "x", count: 120))
    var offset = 0
    var jumps: [Int] = []
    for count in 1...120 {
      let layout = FieldLayout.layout(
        glyphs: Array(text[..<count]), caret: count, width: 30, previousOffset: offset)
      if layout.scrollOffset != offset { jumps.append(count) }
      offset = layout.scrollOffset
      #expect(layout.caretColumn == (count < 30 ? count : 10 + (count - 30) % 20))
    }
    #expect(jumps == [30, 50, 70, 90, 110])
    #expect(FieldLayout.jump(forWidth: 30) == 20)
  }

  /// Deleting from the end keeps the row still until the caret reaches its first cell, then
  /// jumps back so the text's end is at the right edge again.
  @Test func backspacingFromTheEndJumpsBackAWholeRow() {
    var text = glyphs(String(repeating: "y", count: 100))
    var offset = 85
    var jumps: [Int] = []
    while !text.isEmpty {
      text.removeLast()
      let layout = FieldLayout.layout(
        glyphs: text, caret: text.count, width: 30, previousOffset: offset)
      if layout.scrollOffset != offset { jumps.append(text.count) }
      offset = layout.scrollOffset
      #expect(layout.caretColumn == text.count - offset)
    }
    #expect(jumps == [85, 56, 29])
  }

  @Test func scrollIsStickyWhileTheCaretStaysVisible() {
    let layout = FieldLayout.layout(
      glyphs: glyphs("abcdefghij"), caret: 7, width: 5, previousOffset: 5)
    #expect(layout.scrollOffset == 5)
    #expect(layout.caretColumn == 2)
  }

  @Test func caretIsAlwaysInsideTheRow() {
    let text = "a日😀é\u{1B}bc日本"
    let shown = glyphs(text)
    for width in 1...8 {
      var offset = 0
      for caret in 0...shown.count {
        let layout = FieldLayout.layout(
          glyphs: shown, caret: caret, width: width, previousOffset: offset)
        offset = layout.scrollOffset
        #expect((0..<width).contains(layout.caretColumn))
        #expect(layout.usedWidth <= width)
      }
    }
  }

  @Test func clickedColumnMapsToACaret() {
    let layout = FieldLayout.layout(glyphs: glyphs("a日b"), caret: 0, width: 10)
    #expect((0...5).map(layout.caret(atColumn:)) == [0, 1, 1, 2, 3, 3])
  }
}

/// Laying out only a window of glyphs around the caret (what `FieldView` does, so a 10 MB field
/// renders in time independent of its length) gives exactly the layout of the whole text.
@Suite struct WindowedLayoutTests {
  /// The glyphs of a window are the whole text's glyphs from that Character, for every start and
  /// limit: runs of ASCII read from bytes stop before a byte that joins the next one (a combining
  /// mark after `e`, CR before LF, a ZWJ sequence, a control).
  @Test(arguments: [
    "abc", "ae\u{301}b", "x\r\ny", "a\u{1B}b\tc", "hi👩‍👩‍👧ok", "日a本", "e\u{301}\u{302}z", "ab\u{0}",
  ])
  func windowGlyphsAreTheWholeTextsFromTheirStart(text: String) {
    let all = TextFieldModel.EchoMode.normal.glyphs(for: text, cellWidth: .unicode)
    for start in 0...all.count {
      for limit in 0...(all.count + 1) {
        let window = TextFieldModel.EchoMode.normal.glyphs(
          for: text, from: start, limit: limit, cellWidth: .unicode)
        let expected = Array(all[start..<min(all.count, start + limit)])
        #expect(window.glyphs == expected, "start \(start), limit \(limit)")
        #expect(window.reachesEnd == (start + expected.count == all.count))
      }
    }
  }

  @Test(arguments: ["abcdefghijklmnop", "日本語テキストと文字", "a日b本c語dテeキfス", "x"])
  func aWindowAroundTheCaretLaysOutAsTheWholeText(text: String) {
    let cellWidth = CellWidth.unicode
    let all = TextFieldModel.EchoMode.normal.glyphs(for: text, cellWidth: cellWidth)
    for width in 1...8 {
      for jump in [nil, 0, 1] as [Int?] {
        for caret in 0...all.count {
          for previous in 0...all.count {
            let whole = FieldLayout.layout(
              glyphs: all, caret: caret, width: width, previousOffset: previous, jump: jump)
            let start = max(0, caret - width - 1)
            let window = TextFieldModel.EchoMode.normal.glyphs(
              for: text, from: start, limit: caret - start + width + 1, cellWidth: cellWidth)
            let local = FieldLayout.layout(
              glyphs: window.glyphs, caret: caret - start, width: width,
              previousOffset: max(0, previous - start), jump: jump)
            #expect(
              local.shifted(by: start) == whole,
              "width \(width) jump \(String(describing: jump)) caret \(caret) previous \(previous)")
            #expect(window.reachesEnd == (start + window.glyphs.count == all.count))
          }
        }
      }
    }
  }
}
