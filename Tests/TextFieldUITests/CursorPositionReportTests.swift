import Testing

@testable import TextFieldUI

/// The first report in `text`'s bytes from index `start` on, as `row,column@range`, or `none`.
private func firstReport(in text: String, from start: Int = 0) -> String {
  let bytes = Array(text.utf8)
  guard let (report, range) = CursorPositionReport.first(in: bytes[start...]) else {
    return "none"
  }
  return "\(report.row),\(report.column)@\(range)"
}

@Suite struct CursorPositionReportTests {
  @Test(arguments: [
    // Normal reports, numbers from 1 on the wire and from 0 in the report.
    ("\u{1B}[5;12R", "4,11@0...6"),
    ("\u{1B}[1;1R", "0,0@0...5"),
    // Keys typed before and after the answer stay where they are.
    ("ab\u{1B}[3;1Rcd", "2,0@2...7"),
    ("\u{1B}[A\u{1B}[24;80R\u{1B}[B", "23,79@3...10"),
    // Huge numbers: up to 16 bytes from Esc to `R` is a report; longer is not (and cannot
    // overflow).
    ("\u{1B}[1234567890;12R", "1234567889,11@0...15"),
    ("\u{1B}[12345678901;123R", "none"),
    ("\u{1B}[99999999999999999999999;1R", "none"),
    // Garbage: other sequences, a zero, one or three numbers, other bytes inside.
    ("\u{1B}[A", "none"),
    ("\u{1B}OR", "none"),
    ("\u{1B}[0;5R", "none"),
    ("\u{1B}[5;0R", "none"),
    ("\u{1B}[5R", "none"),
    ("\u{1B}[1;2;3R", "none"),
    ("\u{1B}[1;xR", "none"),
    ("\u{1B}\u{1B}[2;3R", "1,2@1...6"),
    ("\u{1B}[0;1R\u{1B}[2;3R", "1,2@6...11"),
    // No answer (yet).
    ("", "none"),
    ("abc", "none"),
    ("\u{1B}", "none"),
  ])
  func parses(text: String, expected: String) {
    #expect(firstReport(in: text) == expected)
  }

  @Test func reportSplitAcrossReads() {
    var input = Array("x\u{1B}[12;".utf8)
    #expect(CursorPositionReport.first(in: input[...]) == nil)
    input += Array("4".utf8)
    #expect(CursorPositionReport.first(in: input[...]) == nil)
    input += Array("0Ry".utf8)
    let found = CursorPositionReport.first(in: input[...])
    #expect(found?.report == CursorPositionReport(row: 11, column: 39))
    #expect(found?.range == 1...8)
  }

  @Test func rangeIsInTheSlicesIndices() {
    #expect(firstReport(in: "\u{1B}[9;9R\u{1B}[2;3R", from: 1) == "1,2@6...11")
    #expect(firstReport(in: "ab\u{1B}[7;8R", from: 2) == "6,7@2...7")
  }
}
