import Foundation
import Testing

/// `textfield form` in a real terminal: three fields, one JSON object or `eval`-safe lines.
@Suite(.serialized) struct TextFieldFormEndToEndTests {
  static let fields = [
    "--field", "name:Name:required",
    "--field", "phone:Phone:mask=+1 ([000]) [000]-[0000]",
    "--field", "note:Note:",
  ]
  let hint = TextFieldSession.formHint

  /// Starts the form and fills it: the name, Enter, the phone, Tab, the note, then Enter
  /// submits from the last field.
  func fill(
    _ arguments: [String], note: String, captureCommand: Bool = false
  ) throws
    -> TmuxSession
  {
    let session = try TextFieldSession.start(
      ["form"] + Self.fields + arguments, ready: hint, captureCommand: captureCommand)
    try session.expectRows(["Name:", "Phone: +1 (___) ___-____", "Note:", "", hint])
    try session.send("Ann", "Enter", "5551234567", "Tab")
    try session.send(note, literal: true)
    try session.expectRows(["Name:  Ann", "Phone: +1 (555) 123-4567", "Note:  \(note)"])
    try session.send("Enter")
    return session
  }

  @Test func printsOneJSONObject() throws {
    let session = try fill([], note: "hi \"there\"")
    try session.expectEnd(
      status: 0,
      output: """
        {"name": {"formatted": "Ann", "value": "Ann", "complete": true}, \
        "phone": {"formatted": "+1 (555) 123-4567", "value": "5551234567", "complete": true}, \
        "note": {"formatted": "hi \\"there\\"", "value": "hi \\"there\\"", "complete": true}}

        """)
  }

  @Test func envOutputIsInertUnderEval() throws {
    let marker = FileManager.default.temporaryDirectory
      .appendingPathComponent("tfk-pwned-\(getpid())").path
    try? FileManager.default.removeItem(atPath: marker)
    let note = "it's \"$(touch \(marker))\" `id` $HOME"
    let session = try fill(["--output", "env"], note: note, captureCommand: true)
    let quotedNote = note.replacingOccurrences(of: "'", with: "'\\''")
    try session.expectEnd(
      status: 0, output: "name='Ann'\nphone='+1 (555) 123-4567'\nnote='\(quotedNote)'")
    // A real shell reads the values back unchanged and runs nothing.
    let echoed = session.directory.appendingPathComponent("echoed")
    let script = "eval \"$1\"; printf '%s|' \"$name\" \"$phone\" \"$note\""
    let run = try Subprocess.execute(
      ["/bin/sh", "-c", script, "sh", try session.contents("out")], outputFile: echoed)
    #expect(run.status == 0)
    #expect(run.output == "Ann|+1 (555) 123-4567|\(note)|")
    #expect(!FileManager.default.fileExists(atPath: marker))
  }

  @Test func submitIsRefusedUntilTheMaskIsComplete() throws {
    let session = try TextFieldSession.start(
      ["form", "--output", "formatted"] + Self.fields, ready: hint)
    // Enter on the incomplete phone keeps focus there, saying why; Tab may leave it.
    try session.send("Ann", "Enter", "555", "Enter")
    try session.expectRows([
      "Name:  Ann", "Phone: +1 (555) ___-____", "Note:", "",
      "Phone: incomplete: \"+1 (555) \" still needs \"___-____\"",
    ])
    try session.send("Tab", "x", "Enter")
    try session.expectRows([
      "Name:  Ann", "Phone: +1 (555) ___-____", "Note:  x", "",
      "Phone: incomplete: \"+1 (555) \" still needs \"___-____\"",
    ])
    #expect(try session.cursor() == (16, 1))
    try session.send("1234567", "Tab", "Enter")
    // --output formatted: one line per field, in order.
    try session.expectEnd(
      status: 0, output: "Ann\n+1 (555) 123-4567\nx\n")
  }

  @Test func requiredFieldIsRefusedOnSubmit() throws {
    let session = try TextFieldSession.start(
      ["form"] + Self.fields + ["--output", "value"], ready: hint)
    try session.send("Tab", "5551234567", "Enter", "Enter")
    try session.expectRows([
      "Name:", "Phone: +1 (555) 123-4567", "Note:", "", "Name is required",
    ])
    try session.send("Bo", "Tab", "Tab", "Enter")
    try session.expectEnd(
      status: 0, output: "Bo\n5551234567\n\n")
  }

  @Test(arguments: [("Escape", Int32(1)), ("C-c", Int32(130))])
  func escapeCancelsAndControlCInterrupts(key: String, status: Int32) throws {
    let session = try TextFieldSession.start(["form"] + Self.fields, ready: hint)
    try session.send("Ann")
    try session.expectRows(["Name:  Ann"])
    try session.send(key)
    try session.expectEnd(status: status, output: "")
  }

  @Test func timeoutExitsWith124() throws {
    let session = try TextFieldSession.start(
      ["form", "--timeout", "1"] + Self.fields, ready: nil)
    try session.expectEnd(status: 124, output: "")
  }

  @Test func headerIsDrawnAboveTheFields() throws {
    let session = try TextFieldSession.start(
      ["form", "--header", "Sign up"] + Self.fields, ready: hint)
    try session.expectRows(["Sign up", "Name:", "Phone: +1 (___) ___-____", "Note:", "", hint])
    try session.send("Escape")
    try session.expectEnd(status: 1, output: "")
  }
}
