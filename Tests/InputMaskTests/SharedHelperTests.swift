import Testing

@testable import InputMask

/// The package's one control-character escaper and one caret-under-the-error layout.
@Suite("Shared text helpers")
struct SharedHelperTests {
  @Test func escapingControlsEscapesC0C1DelAndBidirectionalControls() {
    let text = "a\u{1B}b\u{7F}\u{85}\n\t\u{202E}\u{2066}\"é"
    #expect(
      escapingControls(text) == #"a\u{1B}b\u{7F}\u{85}\u{A}\u{9}\u{202E}\u{2066}"é"#)
  }

  @Test func escapingControlsOptionsKeepLinesSkipBidiOrEscapeQuotes() {
    let text = "\u{1B}\n\t\u{200F}\""
    #expect(escapingControls(text, keepingLineFeedAndTab: true) == "\\u{1B}\n\t\\u{200F}\"")
    #expect(
      escapingControls(text, bidirectional: false, quotationMark: true)
        == "\\u{1B}\\u{A}\\u{9}\u{200F}\\u{22}")
  }

  @Test func caretDiagramLaysOutMessageLineAndCarets() {
    #expect(caretDiagram("bad", line: "ab字c", column: 4) == "bad\n  ab字c\n      ^")
    #expect(
      caretDiagram("bad", line: "abc", column: 1, carets: 2, place: "pattern:1:2")
        == "bad\n --> pattern:1:2\n  abc\n   ^^")
  }
}
