import Testing
import TextFieldCore

@testable import TextFieldCurses
@testable import TextFieldUI

/// Readable control strings: every motion and erase is a token, so the bytes a draw produces
/// read as a script (`<up 2>` is `cuu 2`, `<cr>`, `<lf>`, `<el>`, `<ed>`, `<b>` bold…).
private let tokens = InlineControls(
  carriageReturn: Array("<cr>".utf8), up: { Array("<up \($0)>".utf8) },
  down: { Array("<down \($0)>".utf8) }, right: { Array("<right \($0)>".utf8) },
  lineFeed: Array("<lf>".utf8), clearToEndOfLine: Array("<el>".utf8),
  clearToEndOfScreen: Array("<ed>".utf8), resetAttributes: Array("<0>".utf8),
  bold: Array("<b>".utf8), dim: Array("<d>".utf8), underline: Array("<u>".utf8),
  reverse: Array("<r>".utf8), foreground: { Array("<fg \($0)>".utf8) },
  showCursor: Array("<show>".utf8), hideCursor: Array("<hide>".utf8), bell: Array("<bel>".utf8),
  flash: Array("<flash>".utf8))

private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

/// A `width` × rows frame with `rows` written plainly and the caret at `cursor`.
private func frame(_ rows: [String], width: Int = 12, cursor: (Int, Int)? = nil) -> Frame {
  var frame = Frame(width: width, height: rows.count)
  for (y, row) in rows.enumerated() { frame.write(row, x: 0, y: y) }
  frame.cursor = cursor.map { Frame.Point(x: $0.0, y: $0.1) }
  return frame
}

@Suite struct InlineRendererTests {
  @Test func firstDrawReservesRowsWithLineFeedsThenPaintsFromTheTop() {
    var renderer = InlineRenderer(controls: tokens)
    let bytes = renderer.draw(frame(["Name: ab", "", "hint"], cursor: (8, 0)))
    #expect(
      text(bytes)
        == "<cr><lf><lf><up 2><cr><el><down 1><cr><ed><up 1><cr>Name: ab<down 2><cr>hint<up 2><cr>"
        + "<right 8><show>")
    #expect(renderer.reservedRows == 3)
    #expect(renderer.row == 0)
  }

  @Test func laterDrawsWriteOnlyTheChangedRunsWithRelativeMoves() {
    var renderer = InlineRenderer(controls: tokens)
    _ = renderer.draw(frame(["Name: ab", "", "hint"], cursor: (8, 0)))
    let bytes = renderer.draw(frame(["Name: abc", "", "hint"], cursor: (9, 0)))
    // The cursor is at the caret, where the character goes, and ends at the new caret.
    #expect(text(bytes) == "c")
    let message = renderer.draw(frame(["Name: abc", "", "no!"], cursor: (9, 0)))
    #expect(text(message) == "<down 2><cr>no! <up 2><cr><right 9>")
  }

  @Test func anUnchangedFrameWritesNothing() {
    var renderer = InlineRenderer(controls: tokens)
    _ = renderer.draw(frame(["a"], cursor: (1, 0)))
    #expect(text(renderer.draw(frame(["a"], cursor: (1, 0)))) == "")
  }

  /// The cursor's column is trusted after printable ASCII only: after any other glyph (whose
  /// width a terminal may count differently) or at the right edge (where the cursor waits to
  /// wrap), the next move starts with `cr`.
  @Test(arguments: [
    ("ab", "abc", (3, 0), "c"),
    ("ab", "aéc", (3, 0), "<cr><right 1>éc<cr><right 3>"),
    ("ab", "a日", (3, 0), "<cr><right 1>日<cr><right 3>"),
    ("abcd", "abcde", (4, 0), "e<cr><right 4>"),
    ("ab", "xbc", (3, 0), "<cr>x<cr><right 2>c"),
  ])
  func runsAtTheCursorSkipTheMove(before: String, after: String, caret: (Int, Int), bytes: String) {
    var renderer = InlineRenderer(controls: tokens)
    _ = renderer.draw(frame([before], width: 5, cursor: (before.count, 0)))
    #expect(text(renderer.draw(frame([after], width: 5, cursor: caret))) == bytes)
  }

  /// Attributes start from plain (every run ends reset) and are reset before another style.
  @Test func stylesAreSetFromPlainAndResetAtTheEndOfARun() {
    var styled = Frame(width: 6, height: 1)
    styled.write("ab", x: 0, y: 0, style: CellStyle(.bold, color: .accent))
    styled.write("!", x: 3, y: 0, style: CellStyle(color: .error))
    var renderer = InlineRenderer(controls: tokens)
    #expect(text(renderer.draw(styled)) == "<cr><ed><b><fg 6>ab<0> <fg 1>!<0><cr><hide>")
    var plain = tokens
    plain.foreground = nil
    var noColor = InlineRenderer(controls: plain)
    #expect(text(noColor.draw(styled)) == "<cr><ed><b><b>ab<0> <b>!<0><cr><hide>")
  }

  @Test func wideGlyphsAreWrittenOnceAndRunsStartWithACarriageReturn() {
    var renderer = InlineRenderer(controls: tokens)
    _ = renderer.draw(frame(["日本x"], width: 6))
    #expect(text(renderer.draw(frame(["日本y"], width: 6))) == "<cr><right 4>y<cr>")
  }

  @Test func growingTheFrameReservesMoreRowsFromTheLastOne() {
    var renderer = InlineRenderer(controls: tokens)
    _ = renderer.draw(frame(["a"], cursor: (1, 0)))
    let bytes = renderer.draw(frame(["a", "b"], cursor: (1, 0)))
    #expect(
      text(bytes)
        == "<cr><lf><up 1><cr><el><down 1><cr><ed><up 1><cr>a<down 1><cr>b<up 1><cr><right 1>")
    #expect(renderer.reservedRows == 2)
  }

  /// `ed` at the region's top-left would be "clear the screen" when the region starts at the
  /// screen's top (tmux then copies the screen into the scrollback): the first row is erased
  /// with `el`, the rest with `ed` from the second row.
  @Test func aOneRowRegionIsErasedWithEdAtItsStart() {
    var renderer = InlineRenderer(controls: tokens)
    #expect(text(renderer.draw(frame(["a"]))) == "<cr><ed>a<cr><hide>")
  }

  @Test func clearReturnsToTheTopLeftAndErasesBelow() {
    var renderer = InlineRenderer(controls: tokens)
    _ = renderer.draw(frame(["a", "b", "c"], cursor: (1, 1)))
    #expect(text(renderer.clear()) == "<0><up 1><cr><el><down 1><cr><ed><up 1><cr><show>")
  }

  /// The terminal asks for its restore bytes after every frame: they come when they change
  /// (what `clear()` would write then), `nil` otherwise, and asking changes nothing.
  @Test func clearBytesComeOnlyWhenTheyChange() {
    var renderer = InlineRenderer(controls: tokens)
    var key: InlineRenderer.ClearKey?
    _ = renderer.draw(frame(["a", "b", "c"], cursor: (1, 1)))
    #expect(
      renderer.clearBytes(ifChangedSince: &key).map(text)
        == "<0><up 1><cr><el><down 1><cr><ed><up 1><cr><show>")
    #expect(renderer.clearBytes(ifChangedSince: &key) == nil)
    #expect(text(renderer.draw(frame(["a", "b", "c"], cursor: (1, 1)))) == "")
    #expect(renderer.clearBytes(ifChangedSince: &key) == nil)
    _ = renderer.draw(frame(["a", "b", "c"], cursor: (0, 2)))
    var copy = renderer
    let expected = text(copy.clear())
    #expect(renderer.clearBytes(ifChangedSince: &key).map(text) == expected)
    #expect(renderer.clearBytes(ifChangedSince: &key) == nil)
  }

  @Test func finishLeavesTheAnswerLinesAsIfPrinted() {
    var renderer = InlineRenderer(controls: tokens)
    _ = renderer.draw(frame(["Phone: 5", "", "hint"], cursor: (8, 0)))
    #expect(
      text(renderer.finish(leaving: ["Phone: 5", "A\u{1B}[2J"]))
        == "<0><cr><el><down 1><cr><ed><up 1><cr><show>Phone: 5<cr><lf>A␛[2J<cr><lf>")
    #expect(renderer.row == 0 && renderer.reservedRows == 1)
  }

  /// After a narrower resize the terminal rewraps the rows above the caret: the top of the
  /// region is as many screen rows up as they now take.
  @Test(arguments: [
    (12, 2, "<up 2><cr>"),  // same width: one row each
    (5, 2, "<up 3><cr>"),  // "Name: ab" (8 cells) takes 2 rows of 5; the blank row 1
    (4, 2, "<up 3><cr>"),
    (3, 2, "<up 4><cr>"),
  ])
  func resizeFindsTheTopThroughRewrappedRows(width: Int, caretRow: Int, expected: String) {
    var renderer = InlineRenderer(controls: tokens)
    _ = renderer.draw(frame(["Name: ab", "", "hint"], cursor: (0, caretRow)))
    #expect(text(renderer.resize(toWidth: width)) == expected)
    #expect(renderer.lastFrame == nil && renderer.row == 0 && renderer.reservedRows == 1)
  }

  @Test func resizeCountsTheCaretsOwnWrappedRow() {
    var renderer = InlineRenderer(controls: tokens)
    _ = renderer.draw(frame(["Name: abcdef"], cursor: (12, 0)))
    #expect(text(renderer.resize(toWidth: 5)) == "<up 2><cr>")
  }

  @Test func terminfoPaddingIsRemoved() {
    #expect(
      Terminfo.withoutPadding(Array("\u{1B}[?5h$<100/>\u{1B}[?5l".utf8))
        == Array(
          "\u{1B}[?5h\u{1B}[?5l".utf8))
    #expect(Terminfo.withoutPadding(Array("$<x>$5".utf8)) == Array("$<x>$5".utf8))
  }

  @Test func xtermKeysDecodeWithTheSharedByteReader() {
    let reader = ByteKeyReader(sequences: InlineKeyTable.xterm)
    let cases: [(String, RawInput)] = [
      ("\u{1B}[A", .key(KeyEvent(.up))), ("\u{1B}OD", .key(KeyEvent(.left))),
      ("\u{1B}[1;5D", .key(KeyEvent(.left, .control))),
      ("\u{1B}[3;2~", .key(KeyEvent(.delete, .shift))), ("\u{1B}[Z", .key(KeyEvent(.tab, .shift))),
      ("\u{1B}[200~", .pasteStart), ("\u{1B}[201~", .pasteEnd),
    ]
    for (sequence, expected) in cases {
      let bytes = Array(sequence.utf8)
      #expect(reader.next(in: bytes[...]) == .input(expected, length: bytes.count))
    }
    #expect(reader.next(in: [0x1B][...]) == .incomplete)
  }
}
