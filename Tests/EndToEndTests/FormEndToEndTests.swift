import Foundation
import Testing

/// `demo-form` (the seed articles' fields, masked phone/card/expiry/PIN, an email, a password, a
/// typed phone, amount and date) in a real terminal.
@Suite(.serialized) struct FormEndToEndTests {
  static let hint = "Tab/↑↓ move · Enter next/submit · Esc cancel · C-u clear · C-_ undo"
  /// The row of the message line.
  static let messageRow = 15

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
      Array(lines.prefix(16)) == [
        "TextFieldKit demo form", "Name:      at most 10 characters",
        "Vowels:    vowels only, at most 5", "No vowels: no vowels, at most 7",
        "No digits: no digits, at most 7", "Phone:     +1 (___) ___-____ · +44 · +7",
        "Card:      ____ ____ ____ ____ (Luhn)", "Expiry:    MM/YY", "Email:     name@example.com",
        "Password:  hidden as you type", "PIN:       4 digits",
        "Tel:       +44 20 7946 0958, any country", "Amount:    euros, 0 to 100.000 € · ↑↓ step",
        "Date:      dd/MM/yyyy, from 2000 · ↑↓ step", "", Self.hint,
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
    // Shift-Tab wraps from the first field to the last (Up would too, but Up in the date steps).
    try session.send("BTab", "BTab", "BTab", "BTab", "BTab", "BTab", "bad", "Tab")
    try expectRow(
      session, Self.messageRow, "Email: not an email address", caret: 14, caretRow: 8)
    // The reason stays while it holds: the next key does not wipe it.
    try session.send("x")
    try expectRow(
      session, Self.messageRow, "Email: not an email address", caret: 15, caretRow: 8)
    try session.send("BSpace", "BSpace", "BSpace", "BSpace", "a@b.co", "Tab")
    // The name, left empty on the way up, is still missing: its reason shows without focus.
    try expectRow(session, Self.messageRow, "Name: enter a name", caret: 11, caretRow: 9)
  }

  @Test func submitIsRefusedWhileAFieldIsInvalid() throws {
    let session = try startForm()
    // Up wraps from the first field to the last, the date: Enter there submits.
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
    // Enter submits from the last field, the date: Tab past the PIN and the typed fields.
    try session.send("Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Enter")
    try expectRow(
      session, Self.messageRow, "Card: not a valid card number", caret: 30, caretRow: 6)
    try session.send("BSpace", "1", "Tab", "1327", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab")
    try session.send("Enter")
    try expectRow(session, Self.messageRow, "Expiry: the month is 01 to 12", caret: 11, caretRow: 7)
    try session.send("C-k", "1227", "Tab", "Tab", "Tab", "12", "Tab", "Tab", "Tab", "Enter")
    try expectRow(session, Self.messageRow, "PIN: enter 4 digits", caret: 13, caretRow: 10)
    // Enter goes on through the empty typed fields (left empty, they pass) and submits.
    try session.send("34", "Enter", "Enter", "Enter", "Enter")
    #expect(try session.waitForExit() == 0)
    let output = try session.contents("out")
    #expect(output.contains("Card: 4111 1111 1111 1111 [4111111111111111]\nExpiry: 12/27\n"))
    #expect(output.hasSuffix("PIN: 1234\nTel: \nAmount: \nDate: \n"))
  }

  @Test func submittingPrintsEveryValue() throws {
    let session = try startForm()
    try session.send("Ann", "Enter", "aeb", "Enter", "xyz", "Enter", "ab1", "Enter")
    try session.send("+447911123456", "Enter", "4111111111111111", "Enter", "1227", "Enter")
    try session.send("a@b.co", "Enter", "secret", "Enter", "1234", "Enter")
    try session.send("+442079460958", "Enter", "12345,5", "Enter", "29022024")
    try expectRow(session, 13, "Date:      29/02/2024", caret: 21)
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
        Tel: +44 20 7946 0958 [+442079460958]
        Amount: 12.345,5\u{A0}€ [12345.50]
        Date: 29/02/2024 [2024-02-29]

        """)
  }

  // MARK: - Typed fields

  /// The rows of the typed fields.
  static let telRow = 11
  static let amountRow = 12
  static let dateRow = 13

  /// `row` with `annotation` at the right end of the 80-column screen.
  static func annotated(_ row: String, _ annotation: String) -> String {
    row.padding(toLength: 80 - annotation.count, withPad: " ", startingAt: 0) + annotation
  }

  @Test func thePhoneIsFormattedAsTypedWithItsRegionAtTheRight() throws {
    let session = try startForm()
    // Shift-Tab wraps from the name to the date, then goes up to the phone.
    try session.send("BTab", "BTab", "BTab", "+44")
    // The region is dim at the right end of the row (80 columns: GB in the last two) as soon
    // as the country code is known.
    try expectRow(session, Self.telRow, Self.annotated("Tel:       +44", "GB"), caret: 15)
    try session.send("2079460958")
    try expectRow(
      session, Self.telRow, Self.annotated("Tel:       +44 20 7946 0958", "GB"), caret: 27)
    try session.send("x")
    try expectRow(session, Self.messageRow, "\"x\": a phone number takes digits and a leading +")
    // A phone number does not step: Up moves focus, as in the fields above.
    try session.send("Up")
    try expectRow(session, 10, "PIN:       4 digits", caret: 11)
  }

  @Test func theAmountIsGroupedWithTheEuroSignAndUpStepsIt() throws {
    let session = try startForm()
    try session.send("BTab", "BTab", "12345")
    // de_DE groups with `.`, and puts the sign after a no-break space.
    try expectRow(session, Self.amountRow, "Amount:    12.345\u{A0}€", caret: 17)
    try session.send(",5")
    try expectRow(session, Self.amountRow, "Amount:    12.345,5\u{A0}€", caret: 19)
    try session.send("Up")
    try expectRow(session, Self.amountRow, "Amount:    12.346,5\u{A0}€", caret: 19)
    try session.send("Down", "Down")
    try expectRow(session, Self.amountRow, "Amount:    12.344,5\u{A0}€", caret: 19)
    try session.send("C-u", "100000", "Up")
    try expectRow(session, Self.messageRow, "at most 100.000,00\u{A0}€")
    try expectRow(session, Self.amountRow, "Amount:    100.000\u{A0}€", caret: 18)
  }

  @Test func aDateThatCannotExistIsRefusedAsItIsTyped() throws {
    let session = try startForm()
    try session.send("BTab", "3102")
    // `31/0`, then the `2` of `02` is refused: the tail placeholder shows what is left to type.
    try expectRow(session, Self.dateRow, "Date:      31/0M/yyyy", caret: 15)
    try expectRow(session, Self.messageRow, "February has at most 29 days")
    try session.send("1", "2023")
    try expectRow(session, Self.dateRow, "Date:      31/01/2023", caret: 21)
    // Up steps the field under the caret: the year.
    try session.send("Up")
    try expectRow(session, Self.dateRow, "Date:      31/01/2024", caret: 21)
    // A typed separator pads a one-digit field; a year before the minimum cannot begin.
    try session.send("C-u", "1/1/1")
    try expectRow(session, Self.dateRow, "Date:      01/01/yyyy", caret: 17)
    try expectRow(session, Self.messageRow, "not before 01/01/2000")
  }

  @Test func anIncompleteTypedFieldIsRefusedOnSubmit() throws {
    let session = try startForm()
    try session.send("Ann", "BTab", "BTab", "BTab", "+4420", "Tab", "Tab", "31", "Enter")
    try expectRow(
      session, Self.messageRow, "Tel: enter a whole phone number", caret: 17,
      caretRow: Self.telRow)
    try session.send("79460958", "Tab", "Tab", "Enter")
    try expectRow(
      session, Self.messageRow, "Date: enter the whole date", caret: 14, caretRow: Self.dateRow)
    try session.send("C-u", "Enter")
    #expect(try session.waitForExit() == 0)
    #expect(
      try session.contents("out").hasSuffix(
        "PIN: \nTel: +44 20 7946 0958 [+442079460958]\nAmount: \nDate: \n"))
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
