import TestSupport
import Testing

@testable import TextFieldCore

/// Up and Down through `EditingCommand.step(by:)`: asked of the delegate, then the filters, and
/// proposed as one `.step` edit that goes through the usual flow.
@Suite struct StepCommandTests {
  @Test func aStepIsOneEditThroughTheDelegateAndEveryFilterWithEachEventOnce() {
    let trace = Trace()
    let user = DelegateRecorder()
    user.trace = trace
    let tracing = TracingFilter("after", trace: trace)
    let field = TextFieldModel(text: "8", filters: [CounterFilter(), tracing])
    field.delegate = user
    field.beginEditing()
    let events = EventRecorder(field)
    trace.reset()
    #expect(field.canStep)
    #expect(field.perform(.step(by: 1)) == .applied)
    #expect(field.state == TextFieldState(notation: "9|"))
    #expect(
      trace.lines == [
        "shouldChange 0..<1 \"9\"", "after: step 0..<1 \"9\" → \"9\" caret 1",
      ])
    #expect(events.events == [.editingChanged, .valueChanged])
    field.perform(.undo)
    #expect(field.text == "8")
    field.perform(.redo)
    #expect(field.text == "9")
  }

  @Test func aRefusedStepChangesNothingAndSaysWhy() {
    let field = TextFieldModel(text: "9", filters: [CounterFilter()])
    field.beginEditing()
    let events = EventRecorder(field)
    #expect(field.perform(.step(by: 1)) == .rejected(reason: .custom("at most 9")))
    #expect(field.text == "9")
    #expect(events.events == [.feedback(.rejected(reason: .custom("at most 9")))])
    #expect(field.perform(.step(by: -3)) == .applied)
    #expect(field.text == "6")
  }

  @Test func aFieldWithoutAStepperIgnoresSteps() throws {
    let field = TextFieldModel(text: "8", filters: [try MaxLengthFilter(3)])
    field.beginEditing()
    #expect(!field.canStep)
    #expect(field.perform(.step(by: 1)) == .ignored)
    #expect(field.text == "8")
  }

  @Test func theUserDelegateStepsFirstThenAProxysFilters() {
    let proxy = TextFieldProxy(filters: [CounterFilter()])
    let field = TextFieldModel(text: "2")
    field.delegate = proxy
    field.beginEditing()
    #expect(field.canStep)
    field.perform(.step(by: 1))
    #expect(field.text == "3")
    let stepper = TensDelegate()
    proxy.delegate = stepper
    field.perform(.step(by: 1))
    #expect(field.text == "13")
  }
}

/// A one-digit counter: Up and Down add to it, 0 to 9.
private final class CounterFilter: TextFieldFilter {
  func evaluate(_ edit: ProposedEdit) -> EditDecision { .accept }

  func step(_ text: String, caret: Int, by steps: Int) -> StepResult? {
    let value = (Int(text) ?? 0) + steps
    guard value <= 9 else { return .refused(.custom("at most 9")) }
    let stepped = String(max(0, value))
    return .stepped(text: stepped, caret: stepped.count)
  }
}

/// A user delegate stepping by tens.
private final class TensDelegate: TextFieldDelegate {
  func textField(
    _ textField: TextFieldModel, stepping text: String, caret: Int, by steps: Int
  ) -> StepResult? {
    let stepped = String((Int(text) ?? 0) + 10 * steps)
    return .stepped(text: stepped, caret: stepped.count)
  }
}

/// Reading a field's format status asks each formatting filter once, from the last.
@Suite struct FormatStatusAskTests {
  @Test func theLastFormattingFilterIsAskedOnceAndTheOthersNot() {
    let early = CountingStatusFilter()
    let late = CountingStatusFilter()
    let field = TextFieldModel(filters: [early, late])
    _ = field.value
    #expect(late.asks == 1)
    #expect(early.asks == 0)
    let proxy = TextFieldProxy(filters: [early, late])
    _ = proxy.textField(field, formatStatusFor: "x")
    #expect(late.asks == 2)
    #expect(early.asks == 0)
  }
}

/// A filter that formats every text as itself and counts the asks.
private final class CountingStatusFilter: TextFieldFilter {
  var asks = 0

  func evaluate(_ edit: ProposedEdit) -> EditDecision { .accept }

  func formatStatus(of text: String) -> FormatStatus? {
    asks += 1
    return FormatStatus(value: text, isComplete: true)
  }
}
