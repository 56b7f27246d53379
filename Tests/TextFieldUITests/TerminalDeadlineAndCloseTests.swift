import Testing
import TextFieldCore
import TextFieldTestSupport
import TextFieldUI

/// A terminal that implements only what the protocol requires: the defaults of `deadline`,
/// `deadlinePassed` and `close(leaving:)`.
final class BareTerminal: Terminal {
  let size = TerminalSize(width: 20, height: 3)
  let cellWidth = CellWidth.unicode
  func nextEvent() -> InputEvent? { nil }
  func draw(_ frame: Frame) {}
  func alert(_ style: AlertStyle) {}
  func invalidate() {}
}

/// `deadline`, `deadlinePassed` and `close(leaving:)` through the `Terminal` protocol, as the
/// command and the demo use them (`any Terminal`), on the scripted terminal.
@Suite struct TerminalDeadlineAndCloseTests {
  static func nameForm() -> Form {
    Form(fields: [FormField(label: "Name", model: TextFieldModel())])
  }

  @Test func aDeadlineAlreadyPastEndsInputAtTheFirstRead() {
    let terminal: any Terminal = TestTerminal(script: InputEvent.typing("Ann") + [.key("Enter")])
    terminal.deadline = .now - .seconds(1)
    let outcome = Self.nameForm().run(on: terminal)
    #expect(outcome == .inputEnded)
    #expect(terminal.deadlinePassed)
    let test = terminal as? TestTerminal
    #expect(test?.frames.count == 1)
    #expect(test?.script.count == 4)
  }

  @Test func aDeadlineAheadLetsTheScriptRun() {
    let terminal: any Terminal = TestTerminal(script: InputEvent.typing("Ann") + [.key("Enter")])
    terminal.deadline = .now + .seconds(3_600)
    let outcome = Self.nameForm().run(on: terminal)
    #expect(outcome == .submitted([FieldValue(label: "Name", text: "Ann", value: "Ann")]))
    #expect(!terminal.deadlinePassed)
  }

  @Test func inputThatRunsOutIsNotATimeout() {
    let terminal: any Terminal = TestTerminal(script: InputEvent.typing("A"))
    terminal.deadline = .now + .seconds(3_600)
    #expect(Self.nameForm().run(on: terminal) == .inputEnded)
    #expect(!terminal.deadlinePassed)
  }

  @Test func closeRecordsTheLinesLeftOnceAndStopsReadingAndDrawing() throws {
    let test = TestTerminal(script: [.key("a")])
    let terminal: any Terminal = test
    terminal.close(leaving: ["Name: Ann"])
    terminal.close(leaving: nil)
    #expect(test.isClosed)
    #expect(test.linesLeftAtClose == ["Name: Ann"])
    #expect(terminal.nextEvent() == nil)
    terminal.draw(Frame(width: 3, height: 1))
    #expect(test.frames.isEmpty)
    #expect(test.script == [.key("a")])
  }

  @Test func aTerminalWithoutAClockIgnoresTheDeadlineAndHasNothingToClose() {
    let terminal: any Terminal = BareTerminal()
    terminal.deadline = .now - .seconds(1)
    #expect(terminal.deadline == nil)
    #expect(!terminal.deadlinePassed)
    terminal.close(leaving: ["x"])
    #expect(Self.nameForm().run(on: terminal) == .inputEnded)
    #expect(!terminal.deadlinePassed)
  }
}
