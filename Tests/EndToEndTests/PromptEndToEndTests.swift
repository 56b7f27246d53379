import Foundation
import Testing

/// `demo-form --prompt` (one field, `Name: `, no limits) in a real terminal.
@Suite(.serialized) struct PromptEndToEndTests {
  func startPrompt(
    captureCommand: Bool = false, environment: [String: String] = [:]
  ) throws
    -> TmuxSession
  {
    let session = try TmuxSession(
      program: Products.path("demo-form"), arguments: ["--prompt"], environment: environment,
      captureCommand: captureCommand)
    try session.waitFor("Enter submit")
    return session
  }

  /// Waits until the field's row reads `Name: <text>` (the placeholder when empty) and the caret
  /// is at `column`.
  func expectField(_ session: TmuxSession, _ text: String, caret column: Int) throws {
    let row = "Name: " + (text.isEmpty ? "type anything" : text)
    try session.waitForScreen("\(row) caret \(column)") { lines in
      lines.first == row && (try? session.cursor().x) == column
    }
  }

  @Test func typingAsciiAccentsCjkAndEmoji() throws {
    let session = try startPrompt()
    try session.send("abc ")
    try expectField(session, "abc", caret: 10)
    try session.send("é 日本 😀", literal: true)
    try expectField(session, "abc é 日本 😀", caret: 19)
    try session.send("e\u{301}", literal: true)
    try expectField(session, "abc é 日本 😀é", caret: 20)
    try session.send("Enter")
    #expect(try session.waitForExit() == 0)
    #expect(try session.contents("out") == "Name: abc é 日本 😀e\u{301}\n")
  }

  @Test func readlineEditingKeys() throws {
    let session = try startPrompt()
    let steps: [(keys: [String], text: String, caret: Int)] = [
      (["hello world"], "hello world", 17),
      (["C-a"], "hello world", 6), (["C-e"], "hello world", 17),
      (["C-b", "C-b"], "hello world", 15), (["C-f"], "hello world", 16),
      (["M-b"], "hello world", 12), (["M-f"], "hello world", 17),
      (["Home"], "hello world", 6), (["End"], "hello world", 17),
      (["Left"], "hello world", 16), (["Right"], "hello world", 17),
      (["C-Left"], "hello world", 12), (["C-Right"], "hello world", 17),
      (["BSpace"], "hello worl", 16), (["C-h"], "hello wor", 15),
      (["C-a", "C-d"], "ello wor", 6), (["DC"], "llo wor", 6),
      (["C-f", "C-f", "C-t"], "lol wor", 9), (["C-e", "C-t"], "lol wro", 13),
      (["C-w"], "lol", 10), (["C-y"], "lol wro", 13),
      (["M-b", "C-k"], "lol", 10), (["C-u"], "", 6), (["C-y"], "lol wro", 13),
      (["C-_"], "", 6), (["C-_"], "lol", 10),
      (["x y z", "M-BSpace"], "lol x y", 14), (["C-a", "M-d"], " x y", 6),
      (["S-Right", "S-Right", "Q", "C-k"], "Q", 7),
    ]
    for step in steps {
      try session.send(contentsOf: step.keys)
      try expectField(session, step.text, caret: step.caret)
    }
    try session.send("Enter")
    #expect(try session.waitForExit() == 0)
    #expect(try session.contents("out") == "Name: Q\n")
  }

  @Test func longTextScrollsHorizontally() throws {
    let session = try startPrompt()
    let text = (0..<100).map { String(UnicodeScalar(UInt8(97 + $0 % 26))) }.joined()
    // 74 cells jump 49 at a time: at the 74th character the caret lands 25 cells in, and stays
    // in the row up to the 100th.
    try session.send(text, literal: true)
    try expectField(session, String(text.suffix(51)), caret: 57)
    try session.send("Home")
    try expectField(session, String(text.prefix(74)), caret: 6)
    try session.send("End")
    try expectField(session, String(text.suffix(25)), caret: 31)
  }

  @Test func bracketedPasteWithEscapeSequencesIsShownNotObeyed() throws {
    let session = try startPrompt()
    let title = try session.display("#{pane_title}")
    try session.paste("ab\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}[Hcd")
    // A single-line value holds no controls: ESC and BEL are dropped, with a notice.
    try expectField(session, "ab]0;pwned[2J[Hcd", caret: 23)
    #expect(try session.display("#{pane_title}") == title)
    let expected = [
      "Name: ab]0;pwned[2J[Hcd", "", "4 characters dropped: control characters are not allowed",
    ]
    #expect(try session.lines() == expected + Array(repeating: "", count: 22))
    try session.send("Enter")
    #expect(try session.waitForExit() == 0)
  }

  @Test func commandSubstitutionCapturesOnlyTheValue() throws {
    let session = try startPrompt(captureCommand: true)
    try session.send("Bo", "Enter")
    #expect(try session.waitForExit() == 0)
    #expect(try session.contents("out") == "Name: Bo")
  }

  @Test(arguments: [("Escape", Int32(1)), ("C-c", Int32(130))])
  func exitKeysRestoreTheTerminal(key: String, status: Int32) throws {
    let session = try startPrompt()
    try session.send("abc")
    try session.waitFor("Name: abc")
    try session.send(key)
    #expect(try session.waitForExit() == status)
    #expect(try session.contents("out") == "")
    #expect(try session.contents("stty-before") == session.contents("stty-after"))
    try session.waitForDisplay("#{cursor_flag}", "1")
  }

  @Test(arguments: [(Int32(SIGTERM), Int32(143)), (Int32(SIGHUP), Int32(129))])
  func signalsRestoreTheTerminal(signal: Int32, status: Int32) throws {
    let session = try startPrompt()
    try session.send("abc")
    try session.waitFor("Name: abc")
    kill(try session.pid(), signal)
    #expect(try session.waitForExit() == status)
    #expect(try session.contents("stty-before") == session.contents("stty-after"))
    try session.waitForDisplay("#{cursor_flag}", "1")
  }

  @Test func crashRestoresTheTerminalAndStillPrintsTheBacktrace() throws {
    // `--abort-on boom` calls abort() when the text becomes "boom": a real crash path through
    // the restoring handler, then Swift's backtracer (told not to wait for a key).
    let session = try TmuxSession(
      program: Products.path("demo-form"), arguments: ["--prompt", "--abort-on", "boom"],
      environment: ["SWIFT_BACKTRACE": "interactive=no,symbolicate=off"])
    try session.waitFor("Enter submit")
    try session.send("boom")
    #expect(try session.waitForExit() == 134)
    #expect(try session.contents("stty-before") == session.contents("stty-after"))
    try session.waitForDisplay("#{cursor_flag}", "1")
    let report = try session.contents("err") + session.contents("out")
    #expect(report.contains("Program crashed: Aborted"), "\(report.prefix(300))")
  }
}

extension TmuxSession {
  func send(contentsOf keys: [String]) throws {
    for key in keys {
      let named =
        key.count > 1 && !key.contains(" ") && key.first?.isUppercase == true
        || key.hasPrefix("C-") || key.hasPrefix("M-") || key.hasPrefix("S-")
      try tmux(["send-keys", "-t", "0"] + (named ? [] : ["-l"]) + [key])
    }
  }
}
