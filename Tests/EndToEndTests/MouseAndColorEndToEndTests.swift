import Foundation
import Testing

/// Mouse clicks from a real terminal: tmux forwards SGR mouse reports when the program enabled
/// mouse mode, so sending the report's bytes is a click.
@Suite(.serialized) struct MouseEndToEndTests {
  @Test func aClickPlacesTheCaretAtTheClickedCharacter() throws {
    let session = try TmuxSession(program: Products.path("demo-form"), arguments: ["--prompt"])
    try session.waitFor("Enter submit")
    try session.send("hello world")
    try session.waitForScreen("typed") { $0.first == "Name: hello world" }
    // "Name: " is 6 cells: column 8 is the "l" at offset 2.
    try session.click(x: 8, y: 0)
    try session.waitForScreen("caret at 8") { _ in (try? session.cursor().x) == 8 }
    try session.send("X")
    try session.waitForScreen("inserted") { $0.first == "Name: heXllo world" }
    try session.send("Enter")
    #expect(try session.waitForExit() == 0)
    #expect(try session.contents("out") == "Name: heXllo world\n")
  }
}

/// `NO_COLOR` in a real terminal: the focused label is coloured unless `NO_COLOR` is set.
@Suite(.serialized) struct NoColorEndToEndTests {
  /// The screen with its escape sequences, as tmux keeps it.
  func styledScreen(environment: [String: String]) throws -> String {
    let session = try TmuxSession(
      program: Products.path("demo-form"), arguments: ["--prompt"], environment: environment)
    try session.waitFor("Enter submit")
    let screen = try session.tmux(["capture-pane", "-p", "-e", "-t", "0"])
    try session.send("Escape")
    _ = try session.waitForExit()
    return screen
  }

  /// Whether `screen` sets a foreground colour (SGR 30–37, 90–97 or 38;…).
  func hasColor(_ screen: String) -> Bool {
    screen.contains(/\x1B\[[0-9;]*(3[0-8]|9[0-7])[;m]/)
  }

  @Test func colourUnlessNoColor() throws {
    // `swift test` itself sets NO_COLOR=1, which the tmux server inherits: set it for the
    // program explicitly. An empty NO_COLOR does not count (no-color.org).
    #expect(hasColor(try styledScreen(environment: ["NO_COLOR": ""])))
    #expect(!hasColor(try styledScreen(environment: ["NO_COLOR": "1"])))
  }
}
