import TestSupport
import Testing
import TextFieldCore
import TextFieldTestSupport

@testable import TextFieldUI

/// Vetoes should-end while the text is not an email address.
final class EmailGate: TextFieldDelegate {
  func textFieldShouldEndEditing(_ textField: TextFieldModel) -> Bool {
    textField.text.isEmpty || textField.text.contains("@")
  }
}

/// A three-field form: name (max 5, required), email (veto on leaving when invalid), phone.
struct SampleForm {
  let form: Form
  let name: TextFieldModel
  let email: TextFieldModel
  let phone: TextFieldModel
  let gate = EmailGate()

  init() throws {
    let pasteboard = Pasteboard()
    name = TextFieldModel(
      validators: [.required(message: "enter a name")], filters: [try MaxLengthFilter(5)],
      pasteboard: pasteboard)
    email = TextFieldModel(
      validators: [try .regex(".+@.+", message: "not an email address")], pasteboard: pasteboard)
    email.delegate = gate
    phone = TextFieldModel(
      filters: [try PatternFilter(pattern: "(###) ###-####", rawPattern: "[0-9]*")],
      pasteboard: pasteboard)
    form = Form(fields: [
      FormField(label: "Name", model: name), FormField(label: "Email", model: email),
      FormField(label: "Phone", model: phone),
    ])
    form.hint = "hint"
  }

  func run(_ script: [InputEvent], width: Int = 30, height: Int = 5) -> (Form.Outcome, TestTerminal)
  {
    let terminal = TestTerminal(width: width, height: height, script: script)
    return (form.run(on: terminal), terminal)
  }
}

@Suite struct FormTests {
  @Test func firstPaint() throws {
    let (outcome, terminal) = try SampleForm().run([])
    #expect(outcome == .inputEnded)
    #expect(terminal.frames.first?.description == "Name:  |\nEmail:\nPhone: (___) ___-____\n\nhint")
  }

  @Test func fillingEveryFieldAndSubmitting() throws {
    let sample = try SampleForm()
    let script =
      InputEvent.typing("Ann") + [.key("Enter")] + InputEvent.typing("a@b") + [.key("Tab")]
      + [.paste("(555) 123-4567"), .key("Enter")]
    let (outcome, terminal) = sample.run(script)
    #expect(
      outcome
        == .submitted([
          FieldValue(label: "Name", text: "Ann", value: "Ann"),
          FieldValue(label: "Email", text: "a@b", value: "a@b"),
          FieldValue(label: "Phone", text: "(555) 123-4567", value: "5551234567"),
        ]))
    #expect(
      terminal.lastFrame?.description == "Name:  Ann\nEmail: a@b\nPhone: (555) 123-4567|\n\nhint")
  }

  @Test func vetoedTabKeepsFocusAndShowsTheValidatorsMessage() throws {
    let sample = try SampleForm()
    let (_, terminal) = sample.run([.key("Tab")] + InputEvent.typing("nope") + [.key("Tab")])
    #expect(sample.form.focusIndex == 1)
    #expect(
      terminal.lastFrame?.description
        == "Name: !\nEmail: nope|\nPhone: (___) ___-____\n\nEmail: not an email address")
    #expect(terminal.alerts == [.bell])
  }

  @Test func submitIsRefusedWhileAFieldIsInvalid() throws {
    let sample = try SampleForm()
    let (outcome, terminal) = sample.run([.key("Down"), .key("Down"), .key("Enter")])
    #expect(outcome == .inputEnded)
    #expect(sample.form.focusIndex == 0)
    #expect(
      terminal.lastFrame?.description
        == "Name:  |\nEmail:!\nPhone: (___) ___-____\n\nName: enter a name")
  }

  @Test func shiftTabAndUpMoveBack() throws {
    let sample = try SampleForm()
    _ = sample.run([.key("Up")])
    #expect(sample.form.focusIndex == 2)
    _ = sample.run([.key("S-Tab")])
    #expect(sample.form.focusIndex == 1)
  }

  @Test(arguments: [("Esc", Form.Outcome.cancelled), ("C-c", .interrupted)])
  func escapeAndControlC(notation: String, outcome: Form.Outcome) throws {
    let sample = try SampleForm()
    #expect(sample.run([.key("a"), .key(notation)]).0 == outcome)
    #expect(!sample.name.isEditing)
    #expect(outcome.exitStatus == (notation == "Esc" ? 1 : 130))
  }

  @Test func rejectedKeystrokeShowsItsReasonAndRings() throws {
    let sample = try SampleForm()
    let (_, terminal) = sample.run(InputEvent.typing("abcdef"))
    #expect(
      terminal.lastFrame?.text()
        == "Name:  abcde\nEmail:\nPhone: (___) ___-____\n\nat most 5 characters")
    #expect(terminal.lastFrame?.styles(row: 4) == "!!!!!!!!!!!!!!!!!!!!")
    #expect(terminal.alerts == [.bell])
    let quiet = try SampleForm()
    quiet.form.alertStyle = .none
    #expect(quiet.run(InputEvent.typing("abcdef")).1.alerts.isEmpty)
  }

  @Test func theMessageClearsOnTheNextKey() throws {
    let (_, terminal) = try SampleForm().run(InputEvent.typing("abcdef") + [.key("Left")])
    #expect(terminal.lastFrame?.text() == "Name:  abcde\nEmail:\nPhone: (___) ___-____\n\nhint")
  }

  @Test func bracketedPasteIsOneShouldChangeCall() throws {
    let recorder = DelegateRecorder()
    let model = TextFieldModel(filters: [try MaxLengthFilter(4)])
    model.delegate = recorder
    let form = Form(fields: [FormField(label: "X", model: model)])
    _ = form.run(on: TestTerminal(script: [.paste("abcdef")]))
    #expect(
      recorder.calls.filter { $0.hasPrefix("shouldChange") } == ["shouldChange 0..<0 \"abcdef\""])
    #expect(model.text == "abcd")
    #expect(form.message?.text == "2 characters dropped: at most 4 characters")
  }

  @Test func clickFocusesAFieldAndPlacesTheCaret() throws {
    let sample = try SampleForm()
    sample.email.setText("hello")
    let (_, terminal) = sample.run([.click(x: 9, y: 1)])
    #expect(sample.form.focusIndex == 1)
    #expect(sample.email.caret == 2)
    #expect(terminal.lastFrame?.cursor == Frame.Point(x: 9, y: 1))
  }

  @Test func resizeRelaysOutAndKeepsTheFocusedFieldVisible() throws {
    let sample = try SampleForm()
    let script: [InputEvent] =
      InputEvent.typing("Ann") + [
        .key("Tab"), .key("Tab"), .resize(TerminalSize(width: 12, height: 3)),
      ]
      + InputEvent.typing("5551234")
    let (_, terminal) = sample.run(script)
    // The resize shows the caret just enough; typing on past the edge jumps 4 of the 7 cells.
    #expect(terminal.lastFrame?.description == "Ema…:!\nPho…: -4|___\nEmail: not …")
  }

  @Test func titleAndRedraw() throws {
    let sample = try SampleForm()
    sample.form.title = "Sign up"
    let (_, terminal) = sample.run([.key("C-l")], height: 6)
    #expect(terminal.invalidations == 1)
    #expect(
      terminal.lastFrame?.description == "Sign up\nName:  |\nEmail:\nPhone: (___) ___-____\n\nhint")
  }

  @Test func controlZAsksTheTerminalToSuspendAndTheFormGoesOn() throws {
    let sample = try SampleForm()
    let (outcome, terminal) = sample.run(
      [.key("C-z")] + InputEvent.typing("Al") + [.key("C-z")], height: 6)
    #expect(terminal.suspensions == 2)
    #expect(outcome == .inputEnded)
    #expect(sample.form.fields.first?.model.text == "Al")
  }

  @Test func promptReturnsItsValue() {
    let prompt = Prompt(label: "Name", model: TextFieldModel())
    let terminal = TestTerminal(
      width: 20, height: 2, script: InputEvent.typing("Bo") + [.key("Enter")])
    #expect(
      prompt.run(on: terminal) == .submitted(FieldValue(label: "Name", text: "Bo", value: "Bo")))
    #expect(terminal.frames.first?.description == "Name: |\nEnter submit · Esc …")
  }
}
