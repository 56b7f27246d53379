import TestSupport
import Testing
import TextFieldCore
import TextFieldTypes

/// What the user delegate and observers see of a date field's edits: one should-change per
/// keystroke, the events once, nothing for a refusal but its feedback.
@Suite struct DateDelegateTests {
  @Test func aPaddedDigitIsOneEditWithEachEventOnce() throws {
    let user = DelegateRecorder()
    let field = try dateField("dd/MM/yyyy")
    field.delegate = user
    let events = EventRecorder(field)
    user.reset()
    #expect(field.perform(.insert("4")) == .rewritten(nil))
    #expect(field.state == TextFieldState(notation: "04/|"))
    #expect(
      user.calls == [
        "shouldChange 0..<0 \"4\"", "didChangeSelection \(TextFieldState(notation: "04/|"))",
      ])
    #expect(events.events == [.editingChanged, .valueChanged, .selectionChanged])
  }

  @Test func aRefusedKeystrokeOnlyGivesFeedback() throws {
    let user = DelegateRecorder()
    let field = try dateField("dd/MM/yyyy", text: "31/0")
    field.delegate = user
    let events = EventRecorder(field)
    user.reset()
    let reason = RefusalReason.dateBeyondMonthEnd(month: 2, year: nil)
    #expect(field.perform(.insert("2")) == .rejected(reason: reason))
    #expect(user.calls == ["shouldChange 4..<4 \"2\""])
    #expect(events.events == [.feedback(.rejected(reason: reason))])
    #expect(field.text == "31/0")
  }
}
