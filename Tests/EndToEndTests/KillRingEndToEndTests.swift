import Foundation
import Testing

/// `M-w` (Emacs' kill-ring-save) and redo of a kill, typed into `textfield` in a real terminal.
@Suite(.serialized) struct KillRingEndToEndTests {
  let hint = TextFieldSession.promptHint

  /// Waits until the first row reads `row` with the caret at `column` of it.
  func expect(_ session: TmuxSession, _ row: String, caret column: Int) throws {
    try session.waitForScreen("row 0 \"\(row)\" caret \(column)") { lines in
      guard lines.first == row else { return false }
      return (try? session.cursor()).map { $0 == (column, 0) } ?? false
    }
  }

  @Test func copyWithMetaWIsWhatControlYYanks() throws {
    let session = try TextFieldSession.start(["--prompt", "Name"])
    try session.send("hello world", "C-a", "S-Right", "S-Right", "S-Right", "S-Right", "S-Right")
    try session.send("M-w", "C-e", " ", "C-y")
    try expect(session, "Name: hello world hello", caret: 23)
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "hello world hello\n")
  }

  @Test func copyWithNothingSelectedSaysSo() throws {
    let session = try TextFieldSession.start(["--prompt", "Name"])
    try session.send("hello", "M-w")
    try session.expectRows([
      "Name: hello", "", "nothing is selected (Shift with a motion key selects)",
    ])
    try session.send("C-y")
    try expect(session, "Name: hello", caret: 11)
    try session.send("Escape")
    try session.expectEnd(status: 1, output: "")
  }

  @Test func aPasswordIsNeverCopied() throws {
    let session = try TextFieldSession.start(["--prompt", "Secret", "--password"])
    try session.send("hunter2", "C-a", "S-End", "M-w")
    try session.expectRows(["Secret: •••••••", "", "a password cannot be copied"])
    try session.send("C-e", "C-y")
    try expect(session, "Secret: •••••••", caret: 15)
    try session.send("Escape")
    try session.expectEnd(status: 1, output: "")
  }

  /// Undo puts the caret after the text it brings back, as readline's undo does; redo puts it
  /// where the kill happened.
  @Test func undoAndRedoOfAKill() throws {
    let session = try TextFieldSession.start(["--prompt", "Name"])
    try session.send("hello world", "M-b", "C-k")
    try expect(session, "Name: hello", caret: 12)
    try session.send("C-_")
    try expect(session, "Name: hello world", caret: 17)
    try session.send("M-_")
    try expect(session, "Name: hello", caret: 12)
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "hello \n")
  }

  /// readline's `C-x C-u`, `M-c`, `M-u` and `M-t` through the terminal's key decoding, as bash
  /// 5.2's `read -e` makes of the same keys.
  @Test func readlineWordKeysAndTheTwoKeyUndo() throws {
    let session = try TextFieldSession.start(["--prompt", "Name"])
    try session.send("abc def", "M-b", "C-x", "C-u")
    try expect(session, "Name:", caret: 6)
    try session.send("hello world", "C-a", "M-c", "M-u", "M-t")
    try expect(session, "Name: WORLD Hello", caret: 17)
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "WORLD Hello\n")
  }
}
