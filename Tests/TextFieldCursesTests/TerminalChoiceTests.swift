import Testing
import TextFieldCurses

/// "A terminal, else line mode" without touching a terminal: a `TERM` that cannot move the
/// cursor is line mode before any device is opened (the end-to-end `TerminalChoiceEndToEndTests`
/// cover a real tty and none at all).
@Suite struct TerminalChoiceTests {
  @Test(
    arguments: [
      (TerminalChoice.Layout.fullScreen, [:], ""),
      (.fullScreen, ["TERM": "dumb"], "dumb"),
      (.inline(rows: 3), ["TERM": ""], ""),
      (.inline(rows: 3, mouse: true), ["TERM": "dumb", "NO_COLOR": "1"], "dumb"),
    ] as [(TerminalChoice.Layout, [String: String], String)])
  func aTermThatCannotMoveTheCursorIsLineMode(
    layout: TerminalChoice.Layout, environment: [String: String], term: String
  ) {
    let choice = TerminalChoice.open(
      layout, environment: environment, deadline: .now + .seconds(5), tick: .seconds(1))
    guard case .lineMode(let reason) = choice else {
      Issue.record("a terminal was opened for TERM=\(term)")
      return
    }
    #expect(reason == .noCursorAddressing(term: term))
  }
}
