import Foundation
import Testing

/// Keys typed ahead for a secure field in the accessible mode, in a real terminal: the terminal
/// echoes a key when it arrives, so a form with a secure field turns its echo off before it
/// writes anything and echoes each key itself when the key's own field reads it.
@Suite(.serialized) struct AccessibleTypeAheadEndToEndTests {
  static let form = ["form", "--accessible", "--output", "env"]

  /// Waits for `rows` as the whole screen (the rows under them blank), and checks that `secret`
  /// is nowhere on it.
  static func expectScreen(
    _ session: TmuxSession, _ rows: [String], without secret: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try session.expectRows(rows)
    let lines = try session.lines()
    #expect(
      Array(lines.dropFirst(rows.count)).allSatisfy { $0.isEmpty }, sourceLocation: sourceLocation)
    #expect(!lines.contains { $0.contains(secret) }, sourceLocation: sourceLocation)
  }

  /// The name and the password in one burst while the name is asked: the password is taken
  /// (standard output) and never on the screen.
  @Test func aPasswordTypedWithTheAnswerBeforeItIsNotShown() throws {
    let session = try TextFieldSession.start(
      Self.form + ["--field", "name:Name:", "--field", "pw:Password:password"], ready: nil)
    try session.waitForPrompt("Name")
    try session.send("Ann\nhunter2\n", literal: true)
    try session.expectEnd(status: 0, output: "name='Ann'\npw='hunter2'\n")
    try Self.expectScreen(
      session,
      [
        "Name: any text.", "Name: Ann", "Saved: Ann", "Password: not shown as you type.",
        "Password:", "Saved: not shown",
      ], without: "hunter2")
  }

  /// A secure first field: the keys sent as soon as the form has written its first line are
  /// not shown; the name typed after the password is shown when its field reads it.
  @Test func aSecureFirstFieldHidesKeysTypedBeforeItsPrompt() throws {
    let session = try TextFieldSession.start(
      Self.form + ["--field", "pw:PIN:password", "--field", "name:Name:"], ready: nil)
    try session.waitFor("PIN: not shown as you type.")
    try session.send("hunter2\nAnn\n", literal: true)
    try session.expectEnd(status: 0, output: "pw='hunter2'\nname='Ann'\n")
    try Self.expectScreen(
      session,
      [
        "PIN: not shown as you type.", "PIN:", "Saved: not shown", "Name: any text.",
        "Name: Ann", "Saved: Ann",
      ], without: "hunter2")
  }

  /// The keys of a field before the secret are edited by the mode itself (Backspace, Ctrl-U),
  /// as the terminal's own line editing does.
  @Test func theAnswerBeforeTheSecretIsEditedAsTheTerminalWould() throws {
    let session = try TextFieldSession.start(
      Self.form + ["--field", "name:Name:", "--field", "pw:Password:password"], ready: nil)
    try session.waitForPrompt("Name")
    try session.send("Bob", "C-u", "Anx", "BSpace", "n", "Enter")
    try session.waitForPrompt("Password")
    try session.send("hunter2", "Enter")
    try session.expectEnd(status: 0, output: "name='Ann'\npw='hunter2'\n")
    try Self.expectScreen(
      session,
      [
        "Name: any text.", "Name: Ann", "Saved: Ann", "Password: not shown as you type.",
        "Password:", "Saved: not shown",
      ], without: "hunter2")
  }

  /// `--timeout` ends the wait for a secret read by the mode itself, the modes back exactly.
  @Test func theTimeoutEndsTheWaitForASecret() throws {
    let session = try TextFieldSession.start(
      ["--accessible", "--password", "--timeout", "0.5", "--prompt", "PIN"], ready: nil)
    try session.expectEnd(
      status: 124, output: "", errors: "textfield: no input within 0.5 s (--timeout)\n")
    try Self.expectScreen(
      session, ["PIN: not shown as you type.", "PIN:", "", "PIN: input ended, cancelled"],
      without: "hunter2")
  }

  /// A signal while the field before the secret is asked: the terminal's modes come back.
  ///
  /// The modes (echo, canonical mode) come back exactly, and the program ends by the signal:
  /// SIGINT (what Ctrl-C sends), and every other signal that ends the program by default
  /// (`timeout -s ALRM`, a SIGUSR1 from a script). (The signal is sent to the program alone:
  /// Ctrl-C would end the wrapper shell too.)
  @Test(arguments: [SIGINT, SIGTERM, SIGUSR1, SIGALRM])
  func aSignalBeforeTheSecretPutsTheModesBack(signal: Int32) throws {
    let session = try TextFieldSession.start(
      Self.form + ["--field", "name:Name:", "--field", "pw:Password:password"], ready: nil)
    try session.waitForPrompt("Name")
    try session.send("An")
    try session.waitFor("Name: An")
    kill(try session.pid(), signal)
    #expect(try session.waitForExit() == 128 + signal)
    #expect(try session.contents("stty-before") == session.contents("stty-after"))
  }
}

/// Keys typed ahead for a secret after a stop and `fg`: the shell set its own modes meanwhile.
@Suite(.serialized) struct AccessibleStopEndToEndTests {
  /// Ctrl-Z puts the shell's modes back; once continued, the form's are set again, so the name
  /// and the password typed in one burst still show only the name.
  @Test func aStoppedFormGuardsAgainOnceContinued() throws {
    let session = try TmuxSession.interactiveShell()
    try session.waitFor("$")
    let program = TmuxSession.shellQuote(Products.path("textfield"))
    try session.send(
      "stty -g > $DIR/stty-before; \(program) form --accessible --output env"
        + " --field name:Name: --field pw:Password:password > $DIR/out", literal: true)
    try session.send("Enter")
    try session.waitForPrompt("Name")
    try session.send("C-z")
    try session.waitFor("Stopped")
    try session.send("stty -g > $DIR/stty-stopped; clear; fg", literal: true)
    try session.send("Enter")
    try session.waitForFile("stty-stopped")
    #expect(try session.contents("stty-stopped") == session.contents("stty-before"))
    try session.waitForModes { $0.contains("-icanon") && $0.contains("-echo ") }
    try session.send("Ann\nhunter2\n", literal: true)
    try session.waitForFile("out") { $0 == "name='Ann'\npw='hunter2'\n" }
    try session.waitFor("Saved: not shown")
    #expect(try !session.lines().contains { $0.contains("hunter2") })
    try session.send("stty -g > $DIR/stty-after; echo done > $DIR/status", literal: true)
    try session.send("Enter")
    try session.waitForFile("status")
    #expect(try session.contents("stty-after") == session.contents("stty-before"))
  }
}

extension TmuxSession {
  /// Waits until the pane's terminal modes (`stty -a`) satisfy `condition`.
  func waitForModes(timeout: Double = 20, _ condition: (String) -> Bool) throws {
    let terminal = try display("#{pane_tty}")
    let deadline = Date().addingTimeInterval(timeout)
    var last = ""
    while Date() < deadline {
      last = try Subprocess.run(
        ["stty", "-F", terminal, "-a"], outputFile: temporaryFile("modes"))
      if condition(last) { return }
      usleep(20_000)
    }
    throw EndToEndError(description: "timed out waiting for the terminal's modes; last: \(last)")
  }
}
