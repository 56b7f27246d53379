import Foundation
import Testing

/// `mask-playground` in a real terminal: edit the format, try it, see the panel, submit.
@Suite(.serialized) struct PlaygroundEndToEndTests {
  static let hint = "Tab/↑↓ move · F2 strategy · F3 autocomplete · Enter print · Esc quit"

  func start() throws -> TmuxSession {
    let session = try TmuxSession(program: Products.path("mask-playground"))
    try session.waitFor(Self.hint)
    return session
  }

  /// Waits until rows `range` read `lines`.
  func expectRows(_ session: TmuxSession, _ range: ClosedRange<Int>, _ lines: [String]) throws {
    try session.waitForScreen("rows \(range): \(lines)") { screen in
      screen.count > range.upperBound && Array(screen[range]) == lines
    }
  }

  @Test func typeAFormatThenTryIt() throws {
    let session = try start()
    try session.send("C-u", "[00]{/}[00]", "Tab", "Tab", "Tab", "1")
    try expectRows(
      session, 8...13,
      [
        "Strategy:  wholeString (F2) · autocomplete on (F3)",
        "Masks:     ▸ primary: [00]{/}[00]  ·  1", "Formatted: 1", "Value:     1",
        "Complete:  no", "Tail:      _/__  ·  reference: 0/00",
      ])
    try session.send("227")
    try expectRows(
      session, 10...13,
      ["Formatted: 12/27", "Value:     12/27", "Complete:  yes", "Tail:      none"])
    #expect(try session.lines()[4] == "Text:      12/27")
    #expect(try session.cursor() == (16, 4))
    try session.send("Enter")
    #expect(try session.waitForExit() == 0)
    #expect(
      try session.contents("out")
        == "format: [00]{/}[00]\ntext: 12/27\nvalue: 12/27\ncomplete: true\n")
  }

  @Test func aMalformedFormatShowsTheCaretMarker() throws {
    let session = try start()
    try session.send("C-u", "[00]-[0x0]")
    try expectRows(
      session, 8...10,
      [
        "Error:     Format: unknown symbol \"x\" in a [] block at character 8",
        "           [00]-[0x0]", "                  ^",
      ])
    #expect(try session.lines()[1] == "Format:    [00]-[0x0]")
    try session.send("Escape")
    #expect(try session.waitForExit() == 1)
    #expect(try session.contents("out") == "")
    #expect(try session.contents("stty-before") == session.contents("stty-after"))
  }

  @Test func affineFormatsAndStrategyKeys() throws {
    let session = try start()
    try session.send("Tab", "+7 ([000]) [000]-[00]-[00]", "F3", "Tab", "Tab", "+79123456789")
    try expectRows(
      session, 8...11,
      [
        "Strategy:  wholeString (F2) · autocomplete off (F3)",
        "Masks:       primary: +1 ([000]) [000]-[0000]  ·  -2",
        "           ▸ affine 1: +7 ([000]) [000]-[00]-[00]  ·  18",
        "Formatted: +7 (912) 345-67-89",
      ])
    try session.send("F2")
    try session.waitFor("Strategy:  prefix (F2) · autocomplete off (F3)")
    try session.send("C-c")
    #expect(try session.waitForExit() == 130)
  }

  @Test func aFieldTypeInTheFormat() throws {
    let session = try start()
    try session.send("C-u", "@phone", "Tab", "Tab", "Tab", "+442079460958")
    try expectRows(
      session, 8...14,
      [
        "Type:      phone, any country: + and the country code first · value: E.164",
        "Ignored:   Affine, Notations, F2 and F3: masks only", "Formatted: +44 20 7946 0958",
        "Value:     +442079460958", "Region:    GB", "Complete:  yes", "Tail:      none",
      ])
    // The region is dim at the right end of the field (80 columns: the last two).
    let text = "Text:      +44 20 7946 0958"
    #expect(
      try session.lines()[4] == text.padding(toLength: 78, withPad: " ", startingAt: 0) + "GB")
    #expect(try session.cursor() == (27, 4))
    try session.send("Enter")
    #expect(try session.waitForExit() == 0)
    #expect(
      try session.contents("out")
        == "format: @phone\ntext: +44 20 7946 0958\nvalue: +442079460958\ncomplete: true\n"
        + "region: GB\n")
  }

  @Test func aBadTypeShowsTheCaretMarker() throws {
    let session = try start()
    try session.send("C-u", "@fax")
    try expectRows(
      session, 8...10,
      [
        "Error:     Format: unknown type \"fax\" at character 2; known: @phone, @number, @…",
        "           @fax", "            ^^^",
      ])
    try session.send("Escape")
    #expect(try session.waitForExit() == 1)
  }
}
