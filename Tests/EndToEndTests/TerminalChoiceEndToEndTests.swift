import Foundation
import Testing

/// `TerminalChoice.open`, the one place "a terminal, else line mode" is decided, through the
/// programs that call it: the demo form (the whole screen) and `textfield` (inline).
@Suite(.serialized) struct TerminalChoiceEndToEndTests {
  @Test func aTerminalInTmuxRunsTheFormOnIt() throws {
    let session = try TmuxSession(program: Products.path("demo-form"))
    _ = try session.waitFor("TextFieldKit demo form")
    try session.send("Escape")
    #expect(try session.waitForExit() == 1)
    #expect(try session.contents("out") == "")
    #expect(try session.contents("err") == "")
    #expect(try session.contents("stty-before") == session.contents("stty-after"))
  }

  /// No controlling terminal (`setsid`), but standard input and output are the pane's tty: the
  /// fallback of the open policy draws there, inline and on the whole screen.
  @Test(arguments: [[], ["--fullscreen"]])
  func withoutAControllingTerminalTheStandardStreamsAreTheTerminal(flags: [String]) throws {
    let arguments = (flags + ["--prompt", "Name"]).joined(separator: " ")
    let session = try TextFieldSession.startShell(
      "exec setsid -w \"$0\" \(arguments) > /dev/tty", ready: TextFieldSession.promptHint)
    try session.send("Ann", literal: true)
    try session.send("Enter")
    #expect(try session.waitForExit() == 0)
    #expect(try session.contents("err") == "")
    #expect(try session.contents("stty-before") == session.contents("stty-after"))
    // The value went to standard output, the pane's tty here: a line of its own.
    try session.waitForScreen("the value printed") { $0.contains("Ann") }
  }

  @Test func noTerminalAtAllIsLineMode() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tfk-choice-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = directory.appendingPathComponent("in")
    try "Ann\n".write(to: input, atomically: true, encoding: .utf8)
    // setsid: no controlling terminal, and standard input and output are files.
    let (output, status) = try Subprocess.execute(
      ["setsid", "-w", Products.path("textfield"), "--prompt", "Name"], inputFile: input,
      outputFile: directory.appendingPathComponent("out"))
    #expect(status == 0)
    #expect(output == "Ann\n")
  }
}
