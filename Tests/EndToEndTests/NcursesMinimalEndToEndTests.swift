import Foundation
import Testing

/// The README's embedding program (`Demos/ncurses-minimal`), run in tmux; the README and the
/// TextFieldCurses embedding article show its source as it is.
@Suite(.serialized) struct NcursesMinimalEndToEndTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func aMaskedFieldInTheAppsWindowGivesBackF1AndSubmits() throws {
    // `initscr` draws on standard output: here it is the terminal, so is the answer printed.
    let session = try TmuxSession(
      program: "/bin/sh",
      arguments: ["-c", "exec \"$0\" > /dev/tty", Products.path("ncurses-minimal")])
    try session.waitFor("F1 is yours")
    try session.send("5551234")
    try session.waitForScreen("typed into the window") { lines in
      Array(lines[2...7]) == [
        "    ┌─ Your app's window ──────────────────────┐",
        "    │ Phone: +1 (555) 123-4___                 │",
        "    │ Enter submit · Esc cancel                │",
        "    │                                          │",
        "    │ F1 is yours                              │",
        "    └──────────────────────────────────────────┘",
      ]
    }
    #expect(try session.cursor() == (27, 3))
    try session.send("F1")
    try session.waitFor("│ yours: F1")
    try session.send("567", "Enter")
    #expect(try session.waitForExit() == 0)
    #expect(try session.lines().contains("5551234567"))
    #expect(try session.contents("stty-before") == session.contents("stty-after"))
  }

  /// Each document shows the program between the file's README markers as it is.
  @Test(
    arguments: zip(
      [
        "Demos/ncurses-minimal/main.swift", "Tests/TextFieldCoreTests/ReadmeExampleTests.swift",
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
