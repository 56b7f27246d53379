import Foundation
import Testing

/// The accessible mode in a real terminal: the transcript on the terminal in plain lines, the
/// person's own line editing, the cursor after each prompt, the value on standard output, and
/// the terminal's modes as they were.
@Suite(.serialized) struct AccessibleEndToEndTests {
  static let phone = ["--accessible", "--mask", "+1 ([000]) [000]-[0000]"]

  @Test func aMaskIsIntroducedTypedInAnyFormAndReadBack() throws {
    let session = try TextFieldSession.start(Self.phone, ready: nil)
    try session.expectRows(["Value: 10 digits, shown as +1 (555) 123-4567.", "Value:"])
    #expect(try session.cursor() == (7, 1))
    try session.send("555 123 4567")
    try session.expectRows(["Value: 10 digits, shown as +1 (555) 123-4567.", "Value: 555 123 4567"])
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "+1 (555) 123-4567\n")
    try session.expectRows([
      "Value: 10 digits, shown as +1 (555) 123-4567.", "Value: 555 123 4567",
      "Saved: +1 (555) 123-4567",
    ])
  }

  /// The terminal's own line editing: Backspace (the tty's erase) before Enter.
  @Test func aRefusedLineSaysWhyAndAsksAgain() throws {
    let session = try TextFieldSession.start(Self.phone + ["--prompt", "Phone"], ready: nil)
    try session.waitForPrompt("Phone")
    try session.send("555", "Enter")
    try session.waitFor("still needs")
    try session.waitForPrompt("Phone", count: 4)
    try session.send("5551234599", "BSpace", "BSpace", "67", "Enter")
    try session.expectEnd(status: 0, output: "+1 (555) 123-4567\n")
    try session.expectRows([
      "Phone: 10 digits, shown as +1 (555) 123-4567.", "Phone: 555",
      "Phone: incomplete: \"+1 (555) \" still needs \"7 more characters\"", "Phone: 5551234567",
      "Saved: +1 (555) 123-4567",
    ])
  }

  @Test func termDumbAsksForAPasswordWithoutShowingIt() throws {
    let session = try TextFieldSession.start(
      ["--password", "--prompt", "PIN"], ready: nil, environment: ["TERM": "dumb"])
    try session.waitForPrompt("PIN")
    try session.send("hunter2", "Enter")
    try session.expectEnd(status: 0, output: "hunter2\n")
    try session.expectRows(["PIN: not shown as you type.", "PIN:", "Saved: not shown"])
  }

  /// Ctrl-C in the terminal's cooked mode is SIGINT: the echo turned off for a secret comes back.
  @Test func aSignalWhileASecretIsTypedTurnsEchoBackOn() throws {
    let session = try TextFieldSession.start(
      ["--password", "--prompt", "PIN"], ready: nil, environment: ["ACCESSIBLE": "1"])
    try session.waitForPrompt("PIN")
    try session.send("hun")
    kill(try session.pid(), SIGINT)
    #expect(try session.waitForExit() == 128 + SIGINT)
    #expect(try session.contents("stty-before") == session.contents("stty-after"))
  }

  @Test(arguments: [
    (
      ["--type", "date", "--format", "dd/MM/yyyy", "--min", "2000-01-01", "--prompt", "Day"],
      "29.2.2024", "29/02/2024",
      "Day: a date: day, month and year as dd/MM/yyyy; from 01/01/2000 on."
    ),
    (
      ["--type", "currency", "--currency", "EUR", "--locale", "de_DE", "--prompt", "Sum"],
      "1234,5", "1.234,5\u{A0}€",
      "Sum: an amount in EUR, shown as 1.234,50\u{A0}€; decimal separator comma (,),"
    ),
    (
      ["--type", "phone", "--region", "GB", "--prompt", "Tel"], "020 7946 0958", "020 7946 0958",
      "Tel: a phone number for GB, or any country's with + and its code; spaces and"
    ),
  ])
  /// `ACCESSIBLE` turns the mode on at a terminal (the introduction's first row is checked:
  /// longer ones wrap).
  func typedFieldsWithTheVariable(
    arguments: [String], typed: String, saved: String, introduction: String
  ) throws {
    let session = try TextFieldSession.start(
      arguments, ready: nil, environment: ["ACCESSIBLE": "yes"])
    try session.waitFor(introduction)
    try session.waitForPrompt(arguments[arguments.count - 1])
    try session.send(typed, "Enter")
    try session.waitFor("Saved: " + saved)
    #expect(try session.waitForExit() == 0)
    #expect(try session.contents("out") == saved + "\n")
  }

  /// `x=$(textfield --accessible …)`: the transcript on the terminal, the value captured.
  @Test func theValueIsCapturedAndTheTranscriptStaysOnTheTerminal() throws {
    let session = try TextFieldSession.start(
      ["--accessible", "--prompt", "Name"], ready: nil, captureCommand: true)
    try session.waitForPrompt("Name")
    try session.send("Ann", "Enter")
    try session.expectEnd(status: 0, output: "Ann")
    try session.expectRows(["Name: any text.", "Name: Ann", "Saved: Ann"])
  }

  @Test func aFormAsksEachFieldInTurn() throws {
    let session = try TextFieldSession.start(
      [
        "form", "--accessible", "--output", "env", "--field", "name:Name:", "--field",
        "zip:ZIP:pattern=#####",
      ], ready: nil)
    try session.waitForPrompt("Name")
    try session.send("Ann", "Enter")
    try session.waitForPrompt("ZIP")
    try session.send("12345", "Enter")
    try session.expectEnd(status: 0, output: "name='Ann'\nzip='12345'\n")
    try session.expectRows([
      "Name: any text.", "Name: Ann", "Saved: Ann", "ZIP: 5 characters, shown as abcde.",
      "ZIP: 12345", "Saved: 12345",
    ])
  }

  @Test func theTimeoutEndsTheWaitAtTheTerminal() throws {
    let session = try TextFieldSession.start(
      ["--accessible", "--timeout", "0.5", "--prompt", "Name"], ready: nil)
    try session.expectEnd(
      status: 124, output: "", errors: "textfield: no input within 0.5 s (--timeout)\n")
    try session.expectRows(["Name: any text.", "Name:", "Name: input ended, cancelled"])
  }
}

extension TmuxSession {
  /// Waits until the last row written is the prompt `label:` (the cursor after it): keys sent
  /// before it would be echoed ahead of it.
  func waitForPrompt(_ label: String, count: Int = 1) throws {
    try waitForScreen("the prompt \(label): (\(count))") { lines in
      lines.filter { $0 == label + ":" || $0.hasPrefix(label + ": ") }.count >= count
        && lines.last { !$0.isEmpty } == label + ":"
    }
  }
}
