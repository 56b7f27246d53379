import Foundation
import Testing

/// The embedding program (`Demos/ncurses-minimal`), run in tmux; the TextFieldCurses embedding
/// article shows its source as it is, and the README its first embedded field and library
/// example as they are.
@Suite(.serialized) struct NcursesMinimalEndToEndTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The program in tmux; `initscr` draws on standard output: here it is the terminal, so is the
  /// answer printed.
  func start() throws -> TmuxSession {
    let session = try TmuxSession(
      program: "/bin/sh",
      arguments: ["-c", "exec \"$0\" > /dev/tty", Products.path("ncurses-minimal")])
    try session.waitFor("F1 is yours")
    return session
  }

  /// The window's six rows, `field` and `message` in its rows 1 and 2.
  static func window(
    _ field: String, _ message: String, _ last: String = "F1 is yours"
  )
    -> [String]
  {
    func row(_ text: String) -> String {
      "    │ " + text + String(repeating: " ", count: max(0, 57 - text.count)) + "│"
    }
    return [
      "    ┌─ Your app's window " + String(repeating: "─", count: 38) + "┐",
      row(field), row(message), row(""), row(last),
      "    └" + String(repeating: "─", count: 58) + "┘",
    ]
  }

  @Test func aMaskedFieldInTheAppsWindowGivesBackF1AndSubmits() throws {
    let session = try start()
    try session.send("5551234")
    try session.waitForScreen("typed into the window") { lines in
      Array(lines[2...7])
        == Self.window("Phone: +1 (555) 123-4___", "Enter submit · Esc cancel")
    }
    #expect(try session.cursor() == (27, 3))
    try session.send("F1")
    try session.waitFor("│ yours: F1")
    try session.send("567", "Enter")
    #expect(try session.waitForExit() == 0)
    #expect(try session.lines().contains("5551234567"))
    #expect(try session.contents("stty-before") == session.contents("stty-after"))
  }

  /// `TextFieldModel(mask:)` is not submitted incomplete: Enter says what it still needs, and
  /// the rest of the number can be typed.
  @Test func anIncompleteNumberIsNotSubmitted() throws {
    let session = try start()
    try session.send("555", "Enter")
    try session.waitForScreen("the refusal") { lines in
      Array(lines[2...7])
        == Self.window(
          "Phone: +1 (555) ___-____", #"Phone: incomplete: "+1 (555) " still needs "___-____""#)
    }
    try session.send("1234567", "Enter")
    #expect(try session.waitForExit() == 0)
    #expect(try session.lines().contains("5551234567"))
  }

  /// Esc answers at once (the program sets a 25 ms Esc delay).
  ///
  /// With ncurses' default of 1 s, an Esc followed 0.7 s later by `x` would be read as Alt-x
  /// (given back to the app, which goes on); here the Esc alone cancels before the `x` comes.
  @Test func escapeAnswersAtOnce() throws {
    let session = try start()
    try session.send("Escape")
    usleep(700_000)
    try session.send("x")
    #expect(try session.waitForExit() == 0)
    #expect(try session.lines().contains("cancelled"))
    #expect(try session.contents("stty-before") == session.contents("stty-after"))
  }

  /// Each document shows the program between the file's README markers as it is.
  @Test(
    arguments: zip(
      [
        "Snippets/FirstEmbeddedField.swift", "Tests/TextFieldCoreTests/ReadmeExampleTests.swift",
        "Demos/ncurses-minimal/main.swift",
      ],
      [
        "README.md", "README.md",
        "Sources/TextFieldCurses/TextFieldCurses.docc/EmbeddingInYourNcursesApp.md",
      ]))
  func theReadmeShowsTheProgramAsItIs(path: String, document: String) throws {
    let source = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
    let begin = try #require(source.range(of: "// README: begin\n"))
    let end = try #require(source.range(of: "// README: end"))
    let program = String(source[begin.upperBound..<end.lowerBound])
    #expect(readme.contains("```swift\n" + program + "```\n"))
  }
}
