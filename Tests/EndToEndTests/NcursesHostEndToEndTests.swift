import Foundation
import Testing

/// `ncurses-host`: a plain ncurses program that draws its own windows and embeds fields in them.
///
/// The host's windows stay intact around the fields before, during and after editing.
@Suite(.serialized) struct NcursesHostEndToEndTests {
  static let border =
    "└──────────────────────────────────────┘└──────────────────────────────────────┘"

  /// The screen's rows 1–9 (the windows' tops and contents) and the bottom border, as the host
  /// draws them, with `details` (rows 2–8 inside the right window) and `find` (the search row).
  static func hostRows(find: String, list: [String], details: [String]) -> [String] {
    func inner(_ text: String) -> String {
      text.padding(toLength: 38, withPad: " ", startingAt: 0)
    }
    let listRows = ["Find: " + find, ""] + list.map { " " + $0 }
    return (0..<8).map { row in
      "│" + inner(row < listRows.count ? listRows[row] : "") + "││"
        + inner(row < details.count ? details[row] : "") + "│"
    }
  }

  static let everyone = [
    "Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra", "Barbara Liskov",
    "Donald Knuth",
  ]

  func start() throws -> TmuxSession {
    let session = try TmuxSession(program: Products.path("ncurses-host"))
    try session.waitFor("↑↓ select · / find")
    return session
  }

  @Test func editingAPhoneKeepsTheHostsWindowsIntact() throws {
    let session = try start()
    let before = try session.lines()
    #expect(before[0] == " Contacts · ncurses host demo")
    #expect(
      before[1]
        == "┌─[ List ]─────────────────────────────┐┌─ Details ────────────────────────────┐")
    #expect(
      Array(before[2...9])
        == Self.hostRows(
          find: "type to filter", list: Self.everyone,
          details: [
            "", " Name:  Ada Lovelace", " Phone: +1 (555) 010-0001", "", "", "", "",
            " e edit phone · / find · q quit",
          ]))
    #expect(before[22] == Self.border)
    try session.send("Down", "e")
    try session.waitFor("Editing the phone of Alan Turing")
    try session.send("C-a", "C-k", "4155550199")
    try session.waitForScreen("the field in the details window") { lines in
      Array(lines[2...9])
        == Self.hostRows(
          find: "type to filter", list: Self.everyone,
          details: [
            "", " Name:  Alan Turing", " Phone: +1 (555) 010-0002", "",
            " Phone: +1 (415) 555-0199", " Enter save · Esc cancel · F1 help",
          ])
    }
    // The window's other rows and borders are untouched; the caret is the field's.
    let during = try session.lines()
    #expect(
      during[1]
        == "┌─ List ───────────────────────────────┐┌─ Details ────────────────────────────┐")
    #expect(Array(during[10...22]) == Array(before[10...22]))
    #expect(try session.cursor() == (66, 6))
    try session.send("Enter")
    try session.waitFor("Saved Alan Turing")
    let after = try session.lines()
    #expect(
      Array(after[2...9])
        == Self.hostRows(
          find: "type to filter", list: Self.everyone,
          details: [
            "", " Name:  Alan Turing", " Phone: +1 (415) 555-0199", "", "", "", "",
            " e edit phone · / find · q quit",
          ]))
    #expect(Array(after[10...22]) == Array(before[10...22]))
    try session.send("q")
    #expect(try session.waitForExit() == 0)
    #expect(
      try session.contents("out").split(separator: "\n")[1] == "Alan Turing\t+1 (415) 555-0199")
    #expect(try session.contents("stty-before") == session.contents("stty-after"))
  }

  @Test func twoFieldsInTwoWindowsAtOnce() throws {
    let session = try start()
    try session.send("/", "gr")
    try session.waitForScreen("the list filtered") { $0[2].hasPrefix("│Find: gr ") }
    #expect(try session.cursor() == (9, 2))
    try session.send("Escape")
    try session.waitForScreen("the list focused") { $0[1].hasPrefix("┌─[ List ]") }
    try session.send("e")
    try session.waitFor("Editing the phone of Grace Hopper")
    try session.send("2125550123")
    try session.waitForScreen("both fields shown") { lines in
      Array(lines[2...9])
        == Self.hostRows(
          find: "gr", list: ["Grace Hopper"],
          details: [
            "", " Name:  Grace Hopper", " Phone: -", "", " Phone: +1 (212) 555-0123",
            " Enter save · Esc cancel · F1 help",
          ])
    }
    #expect(try session.cursor() == (66, 6))
    try session.send("Enter")
    try session.waitFor("Saved Grace Hopper")
    try session.send("q")
    #expect(try session.waitForExit() == 0)
    #expect(
      try session.contents("out").split(separator: "\n")[2] == "Grace Hopper\t+1 (212) 555-0123")
  }

  @Test func keysTheFieldDoesNotUseGoBackToTheHost() throws {
    let session = try start()
    try session.send("e")
    try session.waitFor("Editing the phone of Ada Lovelace")
    try session.send("F1")
    try session.waitFor("F1: type the digits, the mask adds the rest")
    try session.send("F5")
    try session.waitFor("the field does not use F5")
    // Alt-b is the field's (a word back), so the caret moves and the host hears nothing.
    try session.send("M-b")
    try session.waitForScreen("a word back") { _ in
      (try? session.cursor()).map { $0 == (62, 6) } == true
    }
    // Modified keys come through the host's keypad decoding: C-Right is a word forward.
    try session.send("C-Right")
    try session.waitForScreen("a word forward") { _ in
      (try? session.cursor()).map { $0 == (66, 6) } == true
    }
    try session.send("C-Left")
    try session.waitForScreen("a word back again") { _ in
      (try? session.cursor()).map { $0 == (62, 6) } == true
    }
    try session.send("x")
    try session.waitFor("only digits here")
    try session.send("Escape")
    try session.waitFor("Edit cancelled")
    #expect(try session.lines()[4].hasSuffix("│ Phone: +1 (555) 010-0001             │"))
    try session.send("C-c")
    #expect(try session.waitForExit() == 130)
    #expect(try session.contents("out") == "")
    #expect(try session.contents("stty-before") == session.contents("stty-after"))
  }

  @Test func aPasteIsOneEditAndAClickIsTranslatedToTheField() throws {
    let session = try start()
    try session.send("e")
    try session.waitFor("Editing the phone of Ada Lovelace")
    try session.send("C-a", "C-k")
    try session.paste("(646) 555\n0100")
    try session.waitForScreen("pasted") { $0[6].contains("│ Phone: +1 (646) 555-0100 ") }
    #expect(try session.lines()[23] == " Editing the phone of Ada Lovelace")
    // "Phone: +1 (646) 5" — a click on the 5 (screen column 59) puts the caret before it.
    try session.click(x: 59, y: 6)
    try session.waitForScreen("caret at the click") { _ in
      (try? session.cursor()).map { $0 == (59, 6) } == true
    }
    // A click outside the field is the host's; the editor keeps focus.
    try session.click(x: 5, y: 10)
    try session.waitFor("the field does not use click at 5,10")
    try session.send("Enter")
    try session.waitFor("Saved Ada Lovelace")
    // In the list, a click on the search field focuses it there.
    try session.click(x: 10, y: 2)
    try session.waitForScreen("search focused") { _ in
      (try? session.cursor()).map { $0 == (7, 2) } == true
    }
    try session.send("q")
    try session.waitForScreen("typed into the search") { $0[2].hasPrefix("│Find: q ") }
    try session.send("Tab", "q")
    #expect(try session.waitForExit() == 0)
  }

  /// The host's colour pairs draw the roles: accent (pair 2, cyan) for the focused label, error
  /// (pair 1, red) for a refusal; without colours the palette is empty and roles are bold.
  @Test(arguments: [false, true])
  func theHostsColourPairsDrawTheRoles(noColor: Bool) throws {
    let session = try TmuxSession(
      program: Products.path("ncurses-host"), environment: ["NO_COLOR": noColor ? "1" : ""])
    try session.waitFor("↑↓ select · / find")
    try session.send("e")
    try session.waitFor("Editing the phone of Ada Lovelace")
    try session.send("x")
    try session.waitFor("\"x\": the field is full")
    let rows = try session.tmux(["capture-pane", "-p", "-e", "-t", "0"])
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let (accent, error) =
      noColor ? ("\u{1B}[1m", "\u{1B}[1m") : ("\u{1B}[1m\u{1B}[36m", "\u{1B}[31m")
    #expect(rows[6].contains(accent + "Phone:"), "\(rows[6].debugDescription)")
    #expect(rows[7].contains(error + "\"x\": the field is full"), "\(rows[7].debugDescription)")
  }
}
