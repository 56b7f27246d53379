import Foundation
import Testing

/// Signals sent to `textfield --fullscreen` in a real terminal: the terminal always comes back
/// (the inline terminal's signals are in `InlineEndToEndTests`).
///
/// A signal that ends the program restores the terminal and the program dies by that signal
/// (status 128+n); a stop (C-z, TSTP) restores it while the job is stopped, and `fg` re-enters
/// every mode and repaints.
@Suite(.serialized) struct SignalEndToEndTests {
  @Test(arguments: [
    SIGQUIT, SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGFPE, SIGTERM, SIGHUP, SIGINT, SIGPIPE, SIGUSR1,
  ])
  func signalRestoresTheTerminalThenEndsTheProgram(signal: Int32) throws {
    let session = try TextFieldSession.start(["--fullscreen", "--prompt", "Name"])
    try session.send("abc")
    try session.expectRows(["Name: abc"])
    try session.waitForDisplay("#{mouse_any_flag}", "1")
    kill(try session.pid(), signal)
    #expect(try session.waitForExit() == 128 + signal)
    #expect(try session.contents("stty-before") == session.contents("stty-after"))
    try session.expectShellModes()
  }

  @Test func signalArrivingTwiceStillRestoresOnce() throws {
    let session = try TextFieldSession.start(["--fullscreen", "--prompt", "Name"])
    let pid = try session.pid()
    kill(pid, SIGTERM)
    kill(pid, SIGINT)
    let status = try session.waitForExit()
    #expect(status == 128 + SIGTERM || status == 128 + SIGINT)
    #expect(try session.contents("stty-before") == session.contents("stty-after"))
    try session.expectShellModes()
  }

  /// Starts `textfield --fullscreen --prompt Name` as a job of an interactive shell, types `abc`.
  func startJob() throws -> TmuxSession {
    let session = try TmuxSession.interactiveShell()
    try session.waitFor("$")
    let program = TmuxSession.shellQuote(Products.path("textfield"))
    try session.send(
      "stty -g > $DIR/stty-before; sh -c 'echo $$ > $DIR/pid; exec \"$0\" \"$@\"' \(program)"
        + " --fullscreen --prompt Name > $DIR/out", literal: true)
    try session.send("Enter")
    try session.waitFor(TextFieldSession.promptHint)
    try session.send("abc")
    try session.expectRows(["Name: abc"])
    return session
  }

  @Test(arguments: ["C-z", "kill -TSTP"])
  func stopRestoresTheTerminalAndContinueRepaints(how: String) throws {
    let session = try startJob()
    if how == "C-z" { try session.send("C-z") } else { kill(try session.pid(), SIGTSTP) }
    try session.waitFor("Stopped")
    try session.expectShellModes()
    // SIGWINCH while stopped: the repaint after `fg` is at the new size.
    try session.tmux(["resize-window", "-t", "0", "-x", "60", "-y", "20"])
    try session.send("C-u")  // the probe's text, from the shell's line
    try session.send("stty -g > $DIR/stty-stopped", literal: true)
    try session.send("Enter")
    try session.waitForFile("stty-stopped")
    #expect(try session.contents("stty-stopped") == session.contents("stty-before"))

    try session.send("clear; fg", literal: true)
    try session.send("Enter")
    try session.expectRows(["Name: abc", "", TextFieldSession.promptHint])
    try session.waitForDisplay("#{alternate_on}", "1")
    try session.waitForDisplay("#{keypad_cursor_flag}", "1")
    try session.waitForDisplay("#{mouse_any_flag}", "1")
    try session.send("Left")
    try session.send("X")
    try session.waitForScreen("Name: abXc, caret at 9") { lines in
      lines.first == "Name: abXc" && (try? session.cursor().x) == 9
    }
    try session.send("Enter")
    try session.waitForFile("out") { $0 == "abXc\n" }
    try session.send(
      "stty -g > $DIR/stty-after; echo done > $DIR/status", literal: true)
    try session.send("Enter")
    try session.waitForFile("status")
    #expect(try session.contents("stty-after") == session.contents("stty-before"))
    try session.expectShellModes()
  }

  /// `bg` after a stop: the job must not draw over the shell; it stops on its first change of
  /// the tty's modes (SIGTTOU) before writing anything, and `fg` repaints.
  @Test func continuedInTheBackgroundStaysOffTheScreen() throws {
    let session = try startJob()
    try session.send("C-z")
    try session.waitFor("Stopped")
    try session.send("clear; bg", literal: true)
    try session.send("Enter")
    try session.waitForScreen("the job stopped again") { lines in
      if lines.contains(where: { $0.contains("Stopped") }) { return true }
      try? session.send("jobs", literal: true)
      try? session.send("Enter")
      usleep(100_000)
      return false
    }
    #expect(try session.display("#{alternate_on}") == "0")
    #expect(try session.display("#{mouse_any_flag}") == "0")
    try session.send("clear; fg", literal: true)
    try session.send("Enter")
    try session.expectRows(["Name: abc", "", TextFieldSession.promptHint])
    try session.send("Enter")
    try session.waitForFile("out") { $0 == "abc\n" }
  }
}

extension TmuxSession {
  /// Expects the modes a shell wants: main screen, caret shown, keypad, mouse reporting and
  /// bracketed paste off (probed by pasting: with it on, the tty echoes tmux's `^[[200~`).
  func expectShellModes(sourceLocation: SourceLocation = #_sourceLocation) throws {
    try waitForDisplay("#{alternate_on}", "0")
    try waitForDisplay("#{cursor_flag}", "1")
    try waitForDisplay("#{keypad_cursor_flag}", "0")
    try waitForDisplay("#{mouse_any_flag}", "0")
    try paste("pasteprobe")
    let lines = try waitFor("pasteprobe")
    #expect(
      !lines.contains { $0.contains("^[[200~") }, "bracketed paste is on",
      sourceLocation: sourceLocation)
  }

  /// Waits until the file `name` exists and its contents satisfy `condition`.
  func waitForFile(
    _ name: String, timeout: Double = 20, _ condition: (String) -> Bool = { !$0.isEmpty }
  ) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if let text = try? contents(name), condition(text) { return }
      usleep(20_000)
    }
    throw EndToEndError(
      description: "timed out waiting for \(name): \((try? contents(name)) ?? "")")
  }
}
