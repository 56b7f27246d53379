import Foundation
import Testing

/// Mouse clicks from a real terminal: tmux forwards SGR mouse reports when the program enabled
/// mouse mode, so sending the report's bytes is a click.
@Suite(.serialized) struct MouseEndToEndTests {
  /// A press and release of button 1 at 0-based `x`, `y`, as the X10 mouse reports that
  /// tmux-256color's `kmous` (`ESC [ M`) announces: button, column and row as bytes offset by 32.
  func click(_ session: TmuxSession, x: Int, y: Int) throws {
    func report(_ button: Int) -> String {
      let bytes = [32 + button, 33 + x, 33 + y].compactMap(Unicode.Scalar.init).map(Character.init)
      return "\u{1B}[M" + String(bytes)
    }
    try session.send(report(0) + report(3), literal: true)
  }

  @Test func aClickPlacesTheCaretAtTheClickedCharacter() throws {
    let session = try TmuxSession(program: Products.path("demo-form"), arguments: ["--prompt"])
    try session.waitFor("Enter submit")
    try session.send("hello world")
    try session.waitForScreen("typed") { $0.first == "Name: hello world" }
    // "Name: " is 6 cells: column 8 is the "l" at offset 2.
    try click(session, x: 8, y: 0)
    try session.waitForScreen("caret at 8") { _ in (try? session.cursor().x) == 8 }
    try session.send("X")
    try session.waitForScreen("inserted") { $0.first == "Name: heXllo world" }
    try session.send("Enter")
    #expect(try session.waitForExit() == 0)
    #expect(try session.contents("out") == "Name: heXllo world\n")
  }
}
