import TestSupport
import Testing

@testable import TextFieldCore

@Suite struct DelegateFlowTests {
  let field = TextFieldModel(text: "ab")
  let recorder = DelegateRecorder()
  let events: EventRecorder

  init() {
    field.delegate = recorder
    events = EventRecorder(field)
  }

  @Test func beginAsksThenTells() {
    #expect(field.beginEditing())
    #expect(recorder.calls == ["shouldBegin", "didBegin"])
    #expect(events.events == [.editingDidBegin])
    #expect(field.isEditing)
    // Already editing: nothing is asked again.
    #expect(field.beginEditing())
    #expect(recorder.calls == ["shouldBegin", "didBegin"])
  }

  @Test func vetoedBeginKeepsTheFieldUnfocused() {
    recorder.shouldBegin = false
    #expect(!field.beginEditing())
    #expect(recorder.calls == ["shouldBegin"])
    #expect(events.events == [])
    #expect(!field.isEditing)
    #expect(field.perform(.insert("x")) == .ignored)
    #expect(field.text == "ab")
  }

  @Test func clearsOnBeginEditingAsksShouldClear() {
    field.clearsOnBeginEditing = true
    field.beginEditing()
    #expect(recorder.calls == ["shouldBegin", "shouldClear", "didChangeSelection |", "didBegin"])
    #expect(events.events == [.editingChanged, .valueChanged, .selectionChanged, .editingDidBegin])
    #expect(field.state == TextFieldState(text: ""))
  }

  @Test func clearsOnBeginEditingRespectsAVeto() {
    field.clearsOnBeginEditing = true
    recorder.shouldClear = false
    field.beginEditing()
    #expect(recorder.calls == ["shouldBegin", "shouldClear", "didBegin"])
    #expect(field.text == "ab")
  }

  @Test(arguments: [
    (EditingCommand.insert("x"), "shouldChange 2..<2 \"x\"", "abx|"),
    (.paste("xyz"), "shouldChange 2..<2 \"xyz\"", "abxyz|"),
    (.deleteBackward, "shouldChange 1..<2 \"\"", "a|"),
    (.deleteWordBackward, "shouldChange 0..<2 \"\"", "|"),
    (.killToStart, "shouldChange 0..<2 \"\"", "|"),
    (.transpose, "shouldChange 0..<2 \"ba\"", "ba|"),
  ])
  func eachEditKindAsksShouldChangeOnce(
    command: EditingCommand, expectedCall: String, expectedState: String
  ) {
    field.beginEditing()
    recorder.reset()
    events.reset()
    field.perform(command)
    #expect(recorder.calls.first == expectedCall)
    #expect(recorder.calls.filter { $0.hasPrefix("shouldChange") }.count == 1)
    #expect(field.state.description == expectedState)
    #expect(events.count(.editingChanged) == 1)
    #expect(events.count(.valueChanged) == 1)
  }

  @Test func typingTraceIsExact() {
    field.beginEditing()
    recorder.reset()
    field.perform(.insert("c"))
    #expect(recorder.calls == ["shouldChange 2..<2 \"c\"", "didChangeSelection abc|"])
    #expect(events.events == [.editingDidBegin, .editingChanged, .valueChanged, .selectionChanged])
  }

  @Test func forwardDeletionKeepsTheCaretSoNoSelectionCall() {
    field.beginEditing()
    field.setCaret(0)
    recorder.reset()
    events.reset()
    field.perform(.deleteForward)
    #expect(recorder.calls == ["shouldChange 0..<1 \"\""])
    #expect(events.events == [.editingChanged, .valueChanged])
    #expect(field.state.description == "|b")
  }

  @Test func vetoedChangeLeavesEverythingAsItWas() {
    field.beginEditing()
    recorder.shouldChange = { _, _ in false }
    recorder.reset()
    events.reset()
    #expect(field.perform(.insert("c")) == .rejected(reason: nil))
    #expect(recorder.calls == ["shouldChange 2..<2 \"c\""])
    #expect(events.events == [.feedback(.rejected(reason: nil))])
    #expect(field.state.description == "ab|")
  }

  @Test func clearAsksShouldClearNotShouldChange() {
    field.beginEditing()
    recorder.reset()
    events.reset()
    field.clear()
    #expect(recorder.calls == ["shouldClear", "didChangeSelection |"])
    #expect(events.events == [.editingChanged, .valueChanged, .selectionChanged])
    recorder.reset()
    #expect(field.clear() == .ignored)
    #expect(recorder.calls == [])
  }

  @Test func vetoedClearKeepsTheText() {
    field.beginEditing()
    recorder.shouldClear = false
    #expect(field.clear() == .rejected(reason: nil))
    #expect(field.text == "ab")
  }

  @Test func returnAsksAndFiresOnce() {
    field.beginEditing()
    recorder.reset()
    events.reset()
    #expect(field.pressReturn())
    recorder.shouldReturn = false
    #expect(!field.pressReturn())
    #expect(recorder.calls == ["shouldReturn", "shouldReturn"])
    #expect(events.events == [.returnPressed])
    #expect(field.isEditing)
  }

  @Test func vetoedEndKeepsEditingAndForcedEndDoesNotAsk() {
    field.beginEditing()
    recorder.shouldEnd = false
    recorder.reset()
    events.reset()
    #expect(!field.endEditing())
    #expect(field.isEditing)
    #expect(field.endEditing(reason: .cancelled, force: true))
    #expect(!field.isEditing)
    #expect(recorder.calls == ["shouldEnd", "didEnd cancelled"])
    #expect(events.events == [.editingDidEnd(.cancelled)])
  }

  @Test func endTraceIsExact() {
    field.beginEditing()
    recorder.reset()
    #expect(field.endEditing())
    #expect(recorder.calls == ["shouldEnd", "didEnd committed"])
    #expect(field.endEditing())
    #expect(recorder.calls == ["shouldEnd", "didEnd committed"])
  }

  @Test func programmaticTextSkipsShouldChangeAndEditingChanged() {
    recorder.reset()
    field.setText("hello")
    #expect(recorder.calls == ["didChangeSelection hello|"])
    #expect(events.events == [.valueChanged, .selectionChanged])
    events.reset()
    field.setText("hello")
    #expect(events.events == [])
  }

  @Test func selectionMovesTellTheDelegate() {
    field.beginEditing()
    recorder.reset()
    field.perform(.move(.start, extending: false))
    field.perform(.move(.characterForward, extending: true))
    field.perform(.move(.start, extending: false))
    #expect(field.perform(.move(.start, extending: false)) == .ignored)
    #expect(
      recorder.calls == [
        "didChangeSelection |ab", "didChangeSelection [a|]b", "didChangeSelection |ab",
      ])
  }

  @Test func aDelegateThatGoesAwayLeavesUIKitDefaults() {
    let field = TextFieldModel(text: "ab")
    do {
      let temporary = DelegateRecorder()
      temporary.shouldBegin = false
      field.delegate = temporary
      #expect(!field.beginEditing())
    }
    #expect(field.delegate == nil)
    #expect(field.beginEditing())
    #expect(field.perform(.insert("c")) == .applied)
    #expect(field.text == "abc")
  }

  @Test func retainedDelegateStaysAlive() throws {
    let field = TextFieldModel()
    field.retainDelegate(try MaxLengthFilter(2))
    field.beginEditing()
    field.type("abc")
    #expect(field.text == "ab")
    #expect(field.delegate is MaxLengthFilter)
  }
}

@Suite struct ExactlyOnceEventTests {
  @Test func aRewritingFilterStillFiresEachEventOnce() throws {
    let field = TextFieldModel.editing(filters: [try PatternFilter(pattern: "+1 (###) ###-####")])
    let events = EventRecorder(field)
    field.perform(.insert("5"))
    #expect(field.state.description == "+1 (5|")
    #expect(events.events == [.editingChanged, .valueChanged, .selectionChanged])
  }

  @Test func aTrimmedPasteFiresOnceAndReportsTheDrop() throws {
    let field = TextFieldModel.editing(filters: [try MaxLengthFilter(3)])
    let events = EventRecorder(field)
    let outcome = field.perform(.paste("abcdef"))
    let notice = EditNotice(droppedCount: 3, reason: .tooLong(limit: 3))
    #expect(outcome == .rewritten(notice))
    #expect(
      events.events == [
        .editingChanged, .valueChanged, .selectionChanged, .feedback(.trimmed(notice)),
      ])
  }

  @Test func severalObserversEachHearOnceAndCanLeave() {
    let field = TextFieldModel.editing()
    var first: [TextFieldEvent] = []
    var second: [TextFieldEvent] = []
    let token = field.addObserver { event, _ in first.append(event) }
    field.addObserver { event, _ in second.append(event) }
    field.perform(.insert("a"))
    field.removeObserver(token)
    field.perform(.insert("b"))
    #expect(first == [.editingChanged, .valueChanged, .selectionChanged])
    #expect(second == first + first)
  }
}
