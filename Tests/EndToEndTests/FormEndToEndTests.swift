import Foundation
import Testing

/// `demo-form` (the seed articles' fields, masked phone/card/expiry/PIN, an email, a password) in
/// a real terminal.
@Suite(.serialized) struct FormEndToEndTests {
  static let hint = "Tab/↑↓ move · Enter next/submit · Esc cancel · C-u clear · C-_ undo"
  /// The row of the message line.
  static let messageRow = 12

  func startForm() throws -> TmuxSession {
    let session = try TmuxSession(program: Products.path("demo-form"))
    try session.waitFor(Self.hint)
    return session
  }

  /// Waits until row `row` reads `text` and, when given, the caret is at `column` of `caretRow`
  /// (default: the same row).
  func expectRow(
    _ session: TmuxSession, _ row: Int, _ text: String, caret column: Int? = nil,
    caretRow: Int? = nil
  ) throws {
    let expected = column.map { ($0, caretRow ?? row) }
    try session.waitForScreen("row \(row) \"\(text)\" caret \(String(describing: expected))") {
      lines in
      guard lines.count > row, lines[row] == text else { return false }
      guard let expected else { return true }
      return (try? session.cursor()).map { $0 == expected } ?? false
    }
  }

  @Test func firstPaintShowsLabelsAndPlaceholders() throws {
    let lines = try startForm().lines()
    #expect(
      Array(lines.prefix(13)) == [
        "TextFieldKit demo form", "Name:      at most 10 characters",
        "Vowels:    vowels only, at most 5", "No vowels: no vowels, at most 7",
        "No digits: no digits, at most 7", "Phone:     +1 (___) ___-____ · +44 · +7",
        "Card:      ____ ____ ____ ____ (Luhn)", "Expiry:    MM/YY", "Email:     name@example.com",
        "Password:  hidden as you type", "PIN:       4 digits", "", Self.hint,
      ])
  }

  @Test func maskTypingDeletionOverLiteralsAndPaste() throws {
    let session = try startForm()
    try session.send("Tab", "Tab", "Tab", "Tab")
    try session.send("5551234567")
    try expectRow(session, 5, "Phone:     +1 (555) 123-4567", caret: 28)
    try session.send("BSpace", "BSpace", "BSpace", "BSpace")
    try expectRow(session, 5, "Phone:     +1 (555) 123-____", caret: 24)
    try session.send("BSpace")
    try expectRow(session, 5, "Phone:     +1 (555) 123-____", caret: 23)
    try session.send("BSpace")
    try expectRow(session, 5, "Phone:     +1 (555) 12_-____", caret: 22)
    try session.send("C-u")
    try expectRow(session, 5, "Phone:     +1 (___) ___-____ · +44 · +7", caret: 11)
    try session.paste("(555) 123-4567")
    try expectRow(session, 5, "Phone:     +1 (555) 123-4567", caret: 28)
    try session.send("x")
    try expectRow(session, Self.messageRow, "\"x\": the field is full")
  }

  @Test func thePhoneMaskFollowsTheCountryCode() throws {
    let session = try startForm()
    try session.send("Tab", "Tab", "Tab", "Tab")
    try session.send("+4")
    try expectRow(session, 5, "Phone:     +44 ____ ______", caret: 13)
    try session.send("47911123456")
    try expectRow(session, 5, "Phone:     +44 7911 123456", caret: 26)
    try session.send("C-u", "+79123456789")
    try expectRow(session, 5, "Phone:     +7 (912) 345-67-89", caret: 29)
    try session.send("C-u", "+1555")
    try expectRow(session, 5, "Phone:     +1 (555) ___-____", caret: 18)
  }

  @Test func tabIsVetoedWhileTheEmailIsInvalid() throws {
    let session = try startForm()
    try session.send("Up", "Up", "Up", "bad", "Tab")
    try expectRow(session, Self.messageRow, "not an email address", caret: 14, caretRow: 8)
    try session.send("BSpace", "BSpace", "BSpace", "a@b.co", "Tab")
    // The name, left empty on the way up, is still missing: its reason shows without focus.
    try expectRow(session, Self.messageRow, "Name: enter a name", caret: 11, caretRow: 9)
  }

  @Test func submitIsRefusedWhileAFieldIsInvalid() throws {
    let session = try startForm()
    try session.send("Up", "Enter")
    try expectRow(session, Self.messageRow, "Name: enter a name", caret: 11, caretRow: 1)
    try session.send(
      "Tab", "Tab", "Tab", "Tab", "555", "Up", "Up", "Up", "Up", "Ann", "Up", "Enter")
    try expectRow(
      session, Self.messageRow, "Phone: enter the whole number", caret: 18, caretRow: 5)
  }

  @Test func maskedFieldsAreCheckedOnSubmit() throws {
    let session = try startForm()
    try session.send("Ann", "Tab", "Tab", "Tab", "Tab", "Tab", "4111111111111112")
    try session.send("Tab", "Tab", "Tab", "Tab", "Enter")
    try expectRow(
      session, Self.messageRow, "Card: not a valid card number", caret: 30, caretRow: 6)
    try session.send("BSpace", "1", "Tab", "1327", "Tab", "Tab", "Tab", "Enter")
    try expectRow(session, Self.messageRow, "Expiry: the month is 01 to 12", caret: 11, caretRow: 7)
    try session.send("C-k", "1227", "Tab", "Tab", "Tab", "12", "Enter")
    try expectRow(session, Self.messageRow, "PIN: enter 4 digits", caret: 13, caretRow: 10)
    try session.send("34", "Enter")
    #expect(try session.waitForExit() == 0)
    let output = try session.contents("out")
    #expect(output.contains("Card: 4111 1111 1111 1111 [4111111111111111]\nExpiry: 12/27\n"))
    #expect(output.hasSuffix("PIN: 1234\n"))
  }

  @Test func submittingPrintsEveryValue() throws {
    let session = try startForm()
    try session.send("Ann", "Enter", "aeb", "Enter", "xyz", "Enter", "ab1", "Enter")
    try session.send("+447911123456", "Enter", "4111111111111111", "Enter", "1227", "Enter")
    try session.send("a@b.co", "Enter", "secret", "Enter", "1234")
    try expectRow(session, 10, "PIN:       1234", caret: 15)
    try session.send("Enter")
    #expect(try session.waitForExit() == 0)
    #expect(
      try session.contents("out")
        == """
        Name: Ann
        Vowels: ae
        No vowels: xyz
        No digits: ab
        Phone: +44 7911 123456 [7911123456]
        Card: 4111 1111 1111 1111 [4111111111111111]
        Expiry: 12/27
        Email: a@b.co
        Password: (6 characters)
        PIN: 1234

        """)
  }

  @Test func resizeRelaysOutAndBack() throws {
    let session = try startForm()
    try session.send("Tab", "Tab", "Tab", "Tab", "555123")
    // Every key drawn before the resize: keys drawn after it would scroll by jumps in the narrow
    // field from wherever the resize found the caret.
    try expectRow(session, 5, "Phone:     +1 (555) 123-____", caret: 23)
    try session.tmux(["resize-window", "-t", "0", "-x", "20", "-y", "5"])
    let small = [
      "TextFieldKit demo f…", "No vowe…: no vowels,", "No digi…: no digits,",
      "Phone:    (555) 123-", "Name: enter a name",
    ]
    try session.waitForScreen("the 20×5 layout") { Array($0.prefix(5)) == small }
    #expect(try session.cursor().x == 19)
    #expect(try session.cursor().y == 3)
    try session.tmux(["resize-window", "-t", "0", "-x", "80", "-y", "24"])
    try expectRow(session, 5, "Phone:     +1 (555) 123-____", caret: 23)
    #expect(try session.lines()[0] == "TextFieldKit demo form")
  }
}
