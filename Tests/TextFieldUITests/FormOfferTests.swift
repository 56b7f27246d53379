import TestSupport
import Testing
import TextFieldCore
import TextFieldTestSupport

@testable import TextFieldUI

/// A host keeps its own event loop: the form uses what it can and gives back the rest.
@Suite struct FormOfferTests {
  func twoFields(wraps: Bool = false, escapeCancels: Bool = true) -> Form {
    let form = Form(fields: [
      FormField(label: "A", model: TextFieldModel()),
      FormField(label: "B", model: TextFieldModel()),
    ])
    form.focusWraps = wraps
    form.escapeCancels = escapeCancels
    return form
  }

  @Test func tabOutOfTheLastFieldAndShiftTabOutOfTheFirstAreTheHosts() {
    let form = twoFields()
    #expect(form.offer(.key("S-Tab")) == .unused(.key("S-Tab")))
    #expect(form.focusIndex == 0)
    #expect(form.offer(.key("Tab")) == .used)
    #expect(form.focusIndex == 1)
    #expect(form.offer(.key("Tab")) == .unused(.key("Tab")))
    #expect(form.focusIndex == 1)
    #expect(form.offer(.key("S-Tab")) == .used)
    #expect(form.focusIndex == 0)
  }

  /// A form, a prompt and a hosted form answer with one type, its event given back when unused.
  @Test func aFormAndAPromptAnswerWithOneResponseType() {
    let form: EventResponse<Form.Outcome> = twoFields().offer(.key("F2"))
    let prompt = Prompt(label: "A", model: TextFieldModel())
    let answer: EventResponse<Prompt.Outcome> = prompt.offer(.key("F2"))
    #expect(form == .unused(.key("F2")))
    #expect(answer == .unused(.key("F2")))
    #expect(prompt.offer(.key("Esc")) == .ended(.cancelled))
  }

  @Test func wrappingFocusUsesTabEverywhere() {
    let form = twoFields(wraps: true)
    #expect(form.offer(.key("Tab")) == .used)
    #expect(form.offer(.key("Tab")) == .used)
    #expect(form.focusIndex == 0)
  }

  @Test func functionKeysRedrawSuspendAndResizeAreTheHosts() {
    let form = twoFields()
    for event: InputEvent in [
      .key("F5"), .key("C-l"), .key("C-z"), .resize(TerminalSize(width: 9, height: 9)),
    ] {
      #expect(form.offer(event) == .unused(event), "\(event)")
    }
    #expect(form.fields.map(\.model.text) == ["", ""])
  }

  @Test(arguments: [true, false])
  func escapeCancelsOnlyWhenConfigured(cancels: Bool) {
    let form = twoFields(escapeCancels: cancels)
    #expect(form.offer(.key("Esc")) == (cancels ? .ended(.cancelled) : .unused(.key("Esc"))))
  }

  @Test func cXcUUndoesAndCXThenAnotherKeyDropsBoth() {
    let form = twoFields()
    #expect(InputEvent.typing("abc def").map(form.offer).allSatisfy { $0 == .used })
    #expect(form.offer(.key("M-b")) == .used)
    #expect(form.offer(.key("C-x")) == .used)
    #expect(form.fields[0].model.state.description == "abc |def")
    #expect(form.offer(.key("C-u")) == .used)
    #expect(form.fields[0].model.state.description == "|")
    #expect(form.offer(.key("C-x")) == .used)
    #expect(form.offer(.key("a")) == .used)
    #expect(form.fields[0].model.state.description == "|")
    #expect(form.pendingAlert)
    #expect(form.offer(.key("a")) == .used)
    #expect(form.fields[0].model.state.description == "a|")
  }

  @Test func editsAndSubmitAreUsed() {
    let form = twoFields()
    #expect(InputEvent.typing("hi").map(form.offer) == [.used, .used])
    #expect(form.offer(.paste("!")) == .used)
    #expect(form.offer(.key("Enter")) == .used)
    #expect(
      form.offer(.key("Enter"))
        == .ended(
          .submitted([
            FieldValue(label: "A", text: "hi!", value: "hi!"),
            FieldValue(label: "B", text: "", value: ""),
          ])))
  }

  @Test func clicksOffTheFieldsAreTheHosts() {
    let form = twoFields()
    _ = form.render(width: 20, height: 4, cellWidth: .unicode)
    #expect(form.offer(.click(x: 5, y: 1)) == .used)
    #expect(form.focusIndex == 1)
    #expect(form.offer(.click(x: 5, y: 3)) == .unused(.click(x: 5, y: 3)))
    #expect(form.offer(.click(x: 25, y: 0)) == .unused(.click(x: 25, y: 0)))
    #expect(form.focusIndex == 1)
  }

  @Test func renderingBeginsNoEditingAndAsksTheDelegateNothing() {
    let recorder = DelegateRecorder()
    let model = TextFieldModel(placeholder: "p")
    model.delegate = recorder
    let form = Form(fields: [FormField(label: "A", model: model)])
    form.hint = "h"
    let frame = form.render(width: 10, height: 3, cellWidth: .unicode)
    #expect(recorder.calls == [])
    #expect(frame.cursor == nil)
    #expect(!model.isEditing)
    form.start()
    #expect(recorder.calls == ["shouldBegin", "didBegin"])
    #expect(
      form.render(width: 10, height: 3, cellWidth: .unicode).cursor == Frame.Point(x: 3, y: 0))
  }

  @Test func aPromptHasTheFormsTitleWidthThemeAndHitTesting() {
    let prompt = Prompt(label: "Zip", model: TextFieldModel(), title: "Where")
    prompt.width = 5
    var theme = Theme.standard
    theme[.title] = CellStyle(.underline)
    prompt.theme = theme
    prompt.start()
    #expect(prompt.offer(.key("1")) == .used)
    let frame = prompt.render(width: 16, height: 3, cellWidth: .unicode)
    #expect(frame.description == "Where\nZip: 1|\nEnter submit · …")
    #expect(frame.styles(row: 0) == "uuuuu")
    #expect(frame.styles(row: 1) == "aaaa..uuuu")
    #expect(prompt.contains(Frame.Point(x: 0, y: 1)))
    #expect(!prompt.contains(Frame.Point(x: 12, y: 1)))
    #expect(!prompt.contains(Frame.Point(x: 1, y: 0)))
    for key in ["Down", "Up", "Tab", "S-Tab"] {
      #expect(prompt.offer(.key(key)) == .unused(.key(key)), "\(key)")
    }
    #expect(
      prompt.offer(.key("Enter"))
        == .ended(.submitted(FieldValue(label: "Zip", text: "1", value: "1"))))
  }

  @Test func aThemeRestylesEveryRole() {
    var theme = Theme.standard
    theme[.focusedLabel] = CellStyle(.reverse)
    theme[.fieldBlank] = .plain
    theme[.hint] = CellStyle(.bold)
    let form = Form(fields: [FormField(label: "A", model: TextFieldModel())])
    form.theme = theme
    form.hint = "h"
    form.start()
    let frame = form.render(width: 6, height: 3, cellWidth: .unicode)
    #expect(frame.styles(row: 0) == "rr")
    #expect(frame.styles(row: 2) == "b")
    #expect(Theme.monochrome[.error] == CellStyle([.bold, .underline]))
    #expect(Theme.standard[.error] == CellStyle(color: .error))
  }

  /// Every role keeps a style of its own: setting one never changes another, and a theme made
  /// from a dictionary takes what it names and the standard style for the rest.
  @Test func eachRoleHasItsOwnStyle() {
    let roles = StyleRole.allCases
    var theme = Theme.standard
    for (number, role) in roles.enumerated() {
      theme[role] = CellStyle(color: .custom(UInt8(number)))
    }
    #expect(roles.map { theme[$0] } == roles.indices.map { CellStyle(color: .custom(UInt8($0))) })
    let named = Theme([.hint: CellStyle(.reverse), .title: .plain])
    for role in roles {
      let expected =
        role == .hint ? CellStyle(.reverse) : role == .title ? .plain : Theme.standard[role]
      #expect(named[role] == expected, "\(role)")
    }
    #expect(Theme.standard[.title] == CellStyle(.bold))
  }
}

@Suite struct LabelTests {
  @Test(arguments: [
    ("Phone: ", "Phone"), ("Phone:", "Phone"), ("Phone :  ", "Phone"), ("Phone", "Phone"),
    ("Ratio 1:2", "Ratio 1:2"), (":", ":"), ("  ", ""), ("Time::", "Time:"),
  ])
  func aTrailingColonIsTheForms(given: String, label: String) {
    let field = FormField(label: given, model: TextFieldModel())
    #expect(field.label == label)
    field.label = given
    #expect(field.label == label)
  }

  @Test func aPromptLabelledWithItsColonIsDrawnOnce() {
    let prompt = Prompt(label: "Phone: ", model: TextFieldModel())
    prompt.start()
    #expect(prompt.render(width: 20, height: 1, cellWidth: .unicode).description == "Phone: |")
  }
}

/// Up and Down step a field that steps values and move focus from any other.
@Suite struct FormStepTests {
  @Test func upAndDownStepAStepperAndMoveFocusFromPlainFields() {
    let form = Form(fields: [
      FormField(label: "A", model: TextFieldModel()),
      FormField(label: "N", model: TextFieldModel(text: "5", filters: [DigitStepper()])),
      FormField(label: "B", model: TextFieldModel()),
    ])
    form.focusWraps = false
    #expect(form.offer(.key("Up")) == .unused(.key("Up")))
    #expect(form.offer(.key("Down")) == .used)
    #expect(form.focusIndex == 1)
    #expect(form.offer(.key("Up")) == .used)
    #expect(form.offer(.key("Up")) == .used)
    #expect(form.fields[1].model.text == "7")
    #expect(form.offer(.key("Down")) == .used)
    #expect(form.fields[1].model.text == "6")
    #expect(form.focusIndex == 1)
    #expect(form.offer(.key("Tab")) == .used)
    #expect(form.focusIndex == 2)
    #expect(form.offer(.key("Down")) == .unused(.key("Down")))
    #expect(form.offer(.key("Up")) == .used)
    #expect(form.focusIndex == 1)
  }
}

/// A one-digit value that Up and Down step.
private final class DigitStepper: TextFieldFilter {
  func evaluate(_ edit: ProposedEdit) -> EditDecision { .accept }

  func step(_ text: String, caret: Int, by steps: Int) -> StepResult? {
    let stepped = String(((Int(text) ?? 0) + steps + 10) % 10)
    return .stepped(text: stepped, caret: 1)
  }
}
