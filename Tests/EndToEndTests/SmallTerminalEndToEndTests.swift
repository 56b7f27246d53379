import Foundation
import Testing

/// Small terminals: fields without focus show their start, lines that do not fit end in `…`,
/// and the playground keeps its essential lines.
@Suite(.serialized) struct SmallTerminalEndToEndTests {
  /// Waits until row `row` reads `text` and, when given, the caret is at `column` of it.
  func expectRow(
    _ session: TmuxSession, _ row: Int, _ text: String, caret column: Int? = nil
  )
    throws
  {
    try session.waitForScreen("row \(row) \"\(text)\" caret \(String(describing: column))") {
      lines in
      guard lines.count > row, lines[row] == text else { return false }
      guard let column else { return true }
      return (try? session.cursor()).map { $0 == (column, row) } ?? false
    }
  }

  @Test func demoFormAt30By6ShowsTheCardsStartOnceFocusLeaves() throws {
    let session = try TmuxSession(program: Products.path("demo-form"), width: 30, height: 6)
    try session.waitFor("Tab/↑↓ move · Enter next/subm…")
    try session.send("Ann", "Tab", "Tab", "Tab", "Tab", "Tab", "4111111111111111")
    // Focused, the card scrolls by jumps of 12 of its 19 cells to keep the caret after its last
    // digit visible.
    try expectRow(session, 4, "Card:      11 1111", caret: 18)
    try session.send("Tab")
    try expectRow(session, 3, "Card:      4111 1111 1111 1111")
    try expectRow(session, 4, "Expiry:    MM/YY", caret: 11)
    #expect(try session.lines()[5] == "Tab/↑↓ move · Enter next/subm…")
    try session.send("Escape")
    #expect(try session.waitForExit() == 1)
  }

  @Test func playgroundAt40By12ShowsEveryLine() throws {
    let session = try TmuxSession(
      program: Products.path("mask-playground"), width: 40, height: 12)
    try session.waitFor("Tab/↑↓ move · F2 strategy · F3 autocomp…")
    try session.send("Tab", "Tab", "Tab", "555")
    try session.waitForScreen("the whole playground") { lines in
      Array(lines.prefix(12)) == [
        "Mask playground",
        "Format:    +1 ([000]) [000]-[0000]",
        "Affine:    more formats, separated by ;",
        "Notations: e.g. C=abc D:letters E:digits",
        "Text:      +1 (555) ___-____",
        "Tab/↑↓ move · F2 strategy · F3 autocomp…",
        "Strategy:  wholeString (F2) · autocompl…",
        "Masks:     ▸ primary: +1 ([000]) [000]-…",
        "Formatted: +1 (555)",
        "Value:     555",
        "Complete:  no",
        "Tail:      ___-____  ·  reference: 000-…",
      ]
    }
    try session.send("Escape")
    #expect(try session.waitForExit() == 1)
  }
}

/// `NO_COLOR` in a real terminal: an invalid field carries a marker, and its reason shows
/// without focusing it.
@Suite(.serialized) struct NoColorInvalidFieldEndToEndTests {
  @Test func anInvalidFieldIsMarkedAndSaysWhyWithoutColour() throws {
    let session = try TmuxSession(
      program: Products.path("demo-form"), environment: ["NO_COLOR": "1"])
    try session.waitFor(FormEndToEndTests.hint)
    try session.send("Tab")
    try session.waitForScreen("Name marked, Vowels focused") { lines in
      lines.count > FormEndToEndTests.messageRow && lines[1] == "Name:     !at most 10 characters"
        && lines[2] == "Vowels:    vowels only, at most 5"
        && lines[FormEndToEndTests.messageRow] == "Name: enter a name"
    }
    #expect(try session.cursor() == (11, 2))
    try session.send("Up", "Ann", "Tab")
    try session.waitForScreen("the marker gone") { lines in
      lines.count > FormEndToEndTests.messageRow && lines[1] == "Name:      Ann"
        && lines[FormEndToEndTests.messageRow] == FormEndToEndTests.hint
    }
    try session.send("Escape")
    #expect(try session.waitForExit() == 1)
  }
}
