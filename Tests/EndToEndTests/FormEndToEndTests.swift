import Foundation
import Testing

/// `demo-form` (the seed articles' fields, a phone pattern, an email, a password) in a real
/// terminal.
@Suite(.serialized) struct FormEndToEndTests {
  static let hint = "Tab/↑↓ move · Enter next/submit · Esc cancel"

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
      Array(lines.prefix(10)) == [
        "TextFieldKit demo form", "Name:      at most 10 characters",
        "Vowels:    vowels only, at most 5", "No vowels: no vowels, at most 7",
        "No digits: no digits, at most 7", "Phone:     +1 (___) ___-____",
        "Email:     name@example.com", "Password:  hidden as you type", "", Self.hint,
      ])
  }

  @Test func patternTypingDeletionOverLiteralsAndPaste() throws {
    let session = try startForm()
    try session.send("Tab", "Tab", "Tab", "Tab")
    try session.send("5551234567")
    try expectRow(session, 5, "Phone:     +1 (555) 123-4567", caret: 28)
    try session.send("BSpace", "BSpace", "BSpace", "BSpace")
    try expectRow(session, 5, "Phone:     +1 (555) 123-____", caret: 23)
    try session.send("BSpace")
    try expectRow(session, 5, "Phone:     +1 (555) 12_-____", caret: 22)
    try session.send("C-u")
    try expectRow(session, 5, "Phone:     +1 (___) ___-____", caret: 11)
    try session.paste("(555) 123-4567")
    try expectRow(session, 5, "Phone:     +1 (555) 123-4567", caret: 28)
    try session.send("x")
    try expectRow(session, 9, "the pattern holds 10 characters")
  }

  @Test func tabIsVetoedWhileTheEmailIsInvalid() throws {
    let session = try startForm()
    try session.send("Up", "Up", "bad", "Tab")
    try expectRow(session, 9, "not an email address", caret: 14, caretRow: 6)
    try session.send("BSpace", "BSpace", "BSpace", "a@b.co", "Tab")
    try expectRow(session, 9, Self.hint, caret: 11, caretRow: 7)
  }

  @Test func submitIsRefusedWhileAFieldIsInvalid() throws {
    let session = try startForm()
    try session.send("Up", "Enter")
    try expectRow(session, 9, "Name: enter a name", caret: 11, caretRow: 1)
    try session.send(
      "Tab", "Tab", "Tab", "Tab", "555", "Up", "Up", "Up", "Up", "Ann", "Up", "Enter")
    try expectRow(session, 9, "Phone: enter all 10 digits", caret: 18, caretRow: 5)
  }

  @Test func submittingPrintsEveryValue() throws {
    let session = try startForm()
    try session.send("Ann", "Enter", "aeb", "Enter", "xyz", "Enter", "ab1", "Enter")
    try session.send("5551234567", "Enter", "a@b.co", "Enter", "secret", "Enter")
    #expect(try session.waitForExit() == 0)
    #expect(
      try session.contents("out")
        == """
        Name: Ann
        Vowels: ae
        No vowels: xyz
        No digits: ab
        Phone: +1 (555) 123-4567 [5551234567]
        Email: a@b.co
        Password: (6 characters)

        """)
  }

  @Test func resizeRelaysOutAndBack() throws {
    let session = try startForm()
    try session.send("Tab", "Tab", "Tab", "Tab", "555123")
    try session.tmux(["resize-window", "-t", "0", "-x", "20", "-y", "5"])
    let small = [
      "TextFieldKit demo fo", "No vowel: no vowels,", "No digit: no digits,",
      "Phone:    (555) 123-", "Tab/↑↓ move · Enter",
    ]
    try session.waitForScreen("the 20×5 layout") { Array($0.prefix(5)) == small }
    #expect(try session.cursor().x == 19)
    #expect(try session.cursor().y == 3)
    try session.tmux(["resize-window", "-t", "0", "-x", "80", "-y", "24"])
    try expectRow(session, 5, "Phone:     +1 (555) 123-____", caret: 23)
    #expect(try session.lines()[0] == "TextFieldKit demo form")
  }
}

/// The embedding demo and the fallbacks without a usable terminal.
@Suite(.serialized) struct EmbeddingAndFallbackEndToEndTests {
  @Test func hostEmbedsAMaskedPrompt() throws {
    let session = try TmuxSession(program: Products.path("embedded-prompt"))
    try session.waitFor("Phone list")
    try session.send("a")
    try session.waitFor("Phone: (___) ___-____")
    try session.send("5551234567", "Enter")
    try session.waitFor("• (555) 123-4567")
    try session.send("q")
    #expect(try session.waitForExit() == 0)
    #expect(try session.contents("out") == "(555) 123-4567\n")
  }

  @Test func dumbTerminalFallsBackToLineMode() throws {
    let session = try TmuxSession(
      program: Products.path("demo-form"), environment: ["TERM": "dumb"])
    try session.send("Ann", "Enter")
    for _ in 0..<6 { try session.send("Enter") }
    #expect(try session.waitForExit() == 0)
    #expect(
      try session.contents("err").hasPrefix(
        "demo-form: TERM=dumb cannot move the cursor; using line mode"))
    #expect(try session.contents("out").hasPrefix("Name: Ann\nVowels: \n"))
  }

  @Test func noTerminalAtAllFallsBackToLineMode() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tfk-no-tty-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("in")
    try "Ann\naeiouxa\nxyz\n123abc\n(555) 123-4567\na@b.co\npw\n".write(
      to: input, atomically: true, encoding: .utf8)
    let (output, status) = try Subprocess.execute(
      ["setsid", "-w", Products.path("demo-form")], inputFile: input,
      outputFile: directory.appendingPathComponent("out"))
    #expect(status == 0)
    #expect(
      output == """
        Name: Ann
        Vowels: aeiou
        No vowels: xyz
        No digits: abc
        Phone: +1 (555) 123-4567 [5551234567]
        Email: a@b.co
        Password: (2 characters)

        """)
  }
}
