import Foundation
import Testing

/// The Python curses demo (`Demos/python-curses/order.py`) in tmux: a masked phone and a
/// currency field of the `textfieldkit` Python package inside the app's own curses window, over
/// the built `libtextfieldkit.so`.
///
/// The Python is the one `.ci/run` installs the package into (`.build/python-venv`, after
/// `pip install ./Bindings/python`) when it exists, else `python3` reading the package from
/// `Bindings/python/src`; either way `TEXTFIELDKIT_LIBRARY` is this build's library.
@Suite(.serialized) struct PythonCursesEndToEndTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The interpreter and the environment that make `import textfieldkit` work.
  static func python() throws -> (path: String, environment: [String: String]) {
    let library = Products.directory.appendingPathComponent("libtextfieldkit.so").path
    guard FileManager.default.fileExists(atPath: library) else {
      throw EndToEndError(description: "\(library) is missing: `swift build` builds it")
    }
    let venv = root.appendingPathComponent(".build/python-venv/bin/python").path
    if FileManager.default.isExecutableFile(atPath: venv) {
      return (venv, ["TEXTFIELDKIT_LIBRARY": library])
    }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":")
    where FileManager.default.isExecutableFile(
      atPath: "\(folder)/python3")
    {
      return (
        "\(folder)/python3",
        [
          "TEXTFIELDKIT_LIBRARY": library,
          "PYTHONPATH": root.appendingPathComponent("Bindings/python/src").path,
        ]
      )
    }
    throw EndToEndError(description: "no python3 on PATH: install Python 3.9 or later")
  }

  /// The demo in tmux, drawing on the terminal (curses writes to standard output, so it is the
  /// terminal, and so are the values printed at the end).
  func start() throws -> TmuxSession {
    let (python, environment) = try Self.python()
    let session = try TmuxSession(
      program: "/bin/sh",
      arguments: [
        "-c", "exec \"$0\" \"$1\" > /dev/tty", python,
        Self.root.appendingPathComponent("Demos/python-curses/order.py").path,
      ],
      environment: environment)
    try session.waitFor("Tab next field")
    return session
  }

  /// The app's window (10 rows at row 1, column 2): the phone field's two rows, the tip's,
  /// and the app's own line.
  static func window(
    phone: String, phoneMessage: String = "", tip: String = "Tip:", tipMessage: String = "",
    note: String = "Tab next field · F2 count · F10 done"
  ) -> [String] {
    func row(_ text: String) -> String {
      "  │ " + text + String(repeating: " ", count: max(0, 45 - text.count)) + "│"
    }
    return [
      "  ┌─ Your order " + String(repeating: "─", count: 33) + "┐",
      row(""), row(phone), row(phoneMessage), row(""), row(tip), row(tipMessage), row(""),
      row(note),
      "  └" + String(repeating: "─", count: 46) + "┘",
    ]
  }

  @Test func bothFieldsTakeTheirKeysAndTheAppGetsTheRestThenPrintsTheValues() throws {
    let session = try start()
    try session.send("555")
    try session.waitForScreen("the phone typed into") { lines in
      Array(lines[1...10])
        == Self.window(
          phone: "Phone: +1 (555) ___-____", phoneMessage: "Enter submit · Esc cancel")
    }
    #expect(try session.cursor() == (20, 3))
    // Tab is not the field's: the app moves to the tip. F2 is the app's too.
    try session.send("Tab", "12.5", "F2")
    try session.waitForScreen("the tip typed into, F2 counted") { lines in
      Array(lines[1...10])
        == Self.window(
          phone: "Phone: +1 (555) ___-____", tip: "Tip: €12.5",
          tipMessage: "Enter submit · Esc cancel", note: "F2 pressed: 1")
    }
    #expect(try session.cursor() == (14, 6))
    // A third fraction digit is refused with the reason, in the field's message row.
    try session.send("99")
    try session.waitForScreen("the refusal") { lines in
      Array(lines[1...10])
        == Self.window(
          phone: "Phone: +1 (555) ___-____", tip: "Tip: €12.59",
          tipMessage: "at most 2 digits after the decimal separator", note: "F2 pressed: 1")
    }
    // Enter submits the tip and the app goes back to the phone; its Enter ends the app.
    try session.send("Enter")
    try session.waitForScreen("back on the phone") { lines in
      Array(lines[1...10])
        == Self.window(
          phone: "Phone: +1 (555) ___-____", phoneMessage: "Enter submit · Esc cancel",
          tip: "Tip: €12.59", note: "F2 pressed: 1")
    }
    try session.send("1234567", "Enter")
    #expect(try session.waitForExit() == 0)
    let lines = try session.lines()
    #expect(lines.contains("submitted"))
    #expect(lines.contains("phone=5551234567"))
    #expect(lines.contains("tip=12.59"))
    #expect(try session.contents("stty-before") == session.contents("stty-after"))
  }

  /// A terminal resize (curses' KEY_RESIZE, which is not a byte) redraws the app; typing
  /// goes on in the field.
  @Test func aResizeRedrawsAndTypingGoesOn() throws {
    let session = try start()
    try session.send("555")
    try session.tmux(["resize-window", "-t", "0", "-x", "70", "-y", "20"])
    try session.send("1")
    try session.waitForScreen("the phone typed into after the resize") { lines in
      Array(lines[1...10])
        == Self.window(
          phone: "Phone: +1 (555) 1__-____", phoneMessage: "Enter submit · Esc cancel")
    }
    try session.send("F10")
    #expect(try session.waitForExit() == 0)
    #expect(try session.lines().contains("phone=5551"))
  }

  /// Esc, alone, cancels once the escape delay has passed (the app flushes the field).
  @Test func escapeCancelsAndThePartialValuesArePrinted() throws {
    let session = try start()
    try session.send("555", "Escape")
    #expect(try session.waitForExit() == 1)
    let lines = try session.lines()
    #expect(lines.contains("cancelled"))
    #expect(lines.contains("phone=555"))
    #expect(lines.contains("tip="))
  }
}
