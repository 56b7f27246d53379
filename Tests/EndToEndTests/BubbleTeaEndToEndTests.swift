import Foundation
import Testing

/// `Demos/bubbletea`: a Bubble Tea app (Go) embedding a masked phone field through the Go
/// package over `textfield serve`, beside a ticket counter of its own, in a real terminal.
///
/// The test builds the app with `go` in GOPATH mode (Debian's golang-go and
/// golang-github-charmbracelet-bubbletea-dev, as `.ci/run` installs them).
@Suite(.serialized) struct BubbleTeaEndToEndTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The built app, once per test run.
  static let demo = Result { try build() }

  /// Builds `Demos/bubbletea` into a temporary folder; returns its path, or fails with go's
  /// words.
  static func build() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tfk-bubbletea-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let output = folder.appendingPathComponent("bubbletea-demo")
    let log = folder.appendingPathComponent("go-build.log")
    let root = Self.root.path
    let script = """
      command -v go >/dev/null || { echo "go is not on PATH: apt-get install golang-go \
      golang-github-charmbracelet-bubbletea-dev"; exit 1; }
      cd "$0" && GO111MODULE=off GOPATH="$0/Bindings/go:/usr/share/gocode" \
      GOCACHE="${GOCACHE:-$0/.build/go-cache}" go build -o "$1" ./Demos/bubbletea 2>&1
      """
    let run = try Subprocess.execute(
      ["/bin/sh", "-c", script, root, output.path], outputFile: log)
    guard run.status == 0 else {
      let words = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      throw EndToEndError(description: "building Demos/bubbletea failed:\n\(words)")
    }
    return output.path
  }

  /// The app's screen: its title and counter, the field's three rows (the field, a blank
  /// row, the message line: a refusal or the hint), and what the field last said.
  static func screen(tickets: Int, field: String, message: String, last: String) -> [String] {
    [
      "Tickets · Bubble Tea + textfield serve", "", "Tickets: \(tickets)   (PgUp/PgDn)", "",
      "Phone: \(field)", "", message, "", last.isEmpty ? "Last:" : "Last: \(last)",
    ]
  }

  static let hint = "Tab/↑↓ move · Enter next/submit · Esc c…"

  func start() throws -> TmuxSession {
    let session = try TmuxSession(
      program: try Self.demo.get(), arguments: ["-textfield", Products.path("textfield")])
    try session.waitFor(Self.hint)
    return session
  }

  /// Typing into the field (a refused letter said on its message line), the app's own keys
  /// given back to it, Enter submitting: the app prints the values it got.
  @Test func aPhoneFieldBesideTheAppsOwnCounter() throws {
    let session = try start()
    #expect(
      Array(try session.lines().prefix(9))
        == Self.screen(tickets: 1, field: "+1 (___) ___-____", message: Self.hint, last: ""))
    // The digits first, then the letter: typed as one burst, the terminal may hand Bubble Tea
    // all four keys in one read, and the app's "Last:" then names whichever event of that one
    // request came last.
    try session.send("555", literal: true)
    try session.waitFor("Last: value: 555")
    try session.send("a", literal: true)
    try session.waitFor("Last: refused")
    #expect(
      Array(try session.lines().prefix(9))
        == Self.screen(
          tickets: 1, field: "+1 (555) ___-____", message: "\"a\": only digits here",
          last: "refused (maskRefused): \"a\": only digits here"))
    // Bubble Tea hides the terminal's cursor: the caret is the field's cell drawn in reverse
    // video (the SGR rows' draw-caret), on the first blank of the mask.
    let styled = try session.tmux(["capture-pane", "-p", "-e", "-t", "0"])
      .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(styled.count > 4 && styled[4].contains(/\(555\) \x1B\[[0-9;]*7m_/))
    #expect(try session.display("#{cursor_flag}") == "0")
    // Bubble Tea 0.19 reads one key per read: each key waits for the screen it makes.
    for (key, tickets) in [("PageUp", 2), ("PageUp", 3), ("PageDown", 2)] {
      try session.send(key)
      try session.waitFor("Tickets: \(tickets) ")
    }
    try session.send("1234567", literal: true)
    try session.waitFor("Last: value: 5551234567")
    #expect(
      Array(try session.lines().prefix(9))
        == Self.screen(
          tickets: 2, field: "+1 (555) 123-4567", message: Self.hint,
          last: "value: 5551234567"))
    try session.send("Enter")
    #expect(try session.waitForExit() == 0)
    #expect(try session.contents("out") == "phone: +1 (555) 123-4567 (5551234567)\ntickets: 2\n")
    #expect(try session.contents("err") == "")
  }

  /// Esc is the field's: the form is cancelled and the app says so.
  @Test func escCancels() throws {
    let session = try start()
    try session.send("Escape")
    #expect(try session.waitForExit() == 130)
    #expect(try session.contents("out") == "cancelled\n")
  }

  /// A textfield that cannot start is the app's clear error, on its screen; q quits.
  @Test func aMissingTextfieldIsAClearError() throws {
    let session = try TmuxSession(
      program: try Self.demo.get(), arguments: ["-textfield", "/nonexistent/textfield"])
    try session.waitFor("q quits")
    // The field's View wraps its error at the field's width (40).
    #expect(
      Array(try session.lines()[4...10]) == [
        "textfield: cannot start textfield serve", "(/nonexistent/textfield): fork/exec",
        "/nonexistent/textfield: no such file or", "directory", "", "Last:", "q quits",
      ])
    try session.send("q")
    #expect(try session.waitForExit() == 1)
    #expect(
      try session.contents("err")
        == "bubbletea-demo: cannot start textfield serve (/nonexistent/textfield): fork/exec "
        + "/nonexistent/textfield: no such file or directory\n")
  }
}
