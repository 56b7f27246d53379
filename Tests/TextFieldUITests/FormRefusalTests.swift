import TestSupport
import Testing
import TextFieldCore
import TextFieldTestSupport

@testable import TextFieldUI

/// What a form refuses, it says, and keeps saying while it holds: Enter on a field that fails
/// keeps focus there, a masked field is not submitted incomplete, a veto's reason outlives the
/// next key.
@Suite struct FormRefusalTests {
  /// The README's embedded field: `TextFieldModel(mask:)` in a `Prompt`, `555` then Enter.
  @Test func aMaskedPromptIsNotSubmittedIncomplete() throws {
    let prompt = Prompt(
      label: "Phone", model: try TextFieldModel(mask: "+1 ([000]) [000]-[0000]"))
    let terminal = TestTerminal(
      width: 60, height: 2, script: InputEvent.typing("555") + [.key("Enter")])
    #expect(prompt.run(on: terminal) == .inputEnded)
    #expect(
      terminal.lastFrame?.description
        == "Phone: +1 (555) |___-____\nPhone: incomplete: \"+1 (555) \" still needs \"___-____\"")
    #expect(prompt.model.caret == 9)
    #expect(terminal.alerts == [.bell])
  }

  /// With `allowsIncomplete`, the same keys submit.
  @Test func allowsIncompleteSubmits() throws {
    let prompt = Prompt(
      label: "Phone",
      model: try TextFieldModel(mask: "+1 ([000]) [000]-[0000]", allowsIncomplete: true))
    let terminal = TestTerminal(
      width: 50, height: 2, script: InputEvent.typing("555") + [.key("Enter")])
    #expect(
      prompt.run(on: terminal)
        == .submitted(FieldValue(label: "Phone", text: "+1 (555) ", value: "555")))
  }

  /// Enter on the empty required name keeps focus on it (as huh does) and says why; the name
  /// typed next lands in the name field, and the message goes once it is satisfied.
  @Test func enterOnAFailingFieldKeepsFocusThere() throws {
    let sample = try SampleForm()
    let (_, terminal) = sample.run(
      [.key("Enter")] + InputEvent.typing("Ann") + [.key("Enter")])
    // A frame is drawn before each event: frames[k] is the form after k events.
    let frames = terminal.frames.map(\.description)
    #expect(frames[1] == "Name:  |\nEmail:\nPhone: (___) ___-____\n\nName: enter a name")
    #expect(terminal.alerts == [.bell])
    #expect(frames[2] == "Name:  A|\nEmail:\nPhone: (___) ___-____\n\nhint")
    #expect(frames[4] == "Name:  Ann|\nEmail:\nPhone: (___) ___-____\n\nhint")
    #expect(frames[5] == "Name:  Ann\nEmail: |\nPhone: (___) ___-____\n\nhint")
    #expect(sample.form.focusIndex == 1)
  }

  /// A vetoed Tab's reason stays on the message line while the field still fails (keys that
  /// edit it or move its caret), and goes once the value passes.
  @Test func aVetosReasonStaysWhileItHolds() throws {
    let sample = try SampleForm()
    let script =
      [.key("Tab")] + InputEvent.typing("nope") + [.key("Tab")] + InputEvent.typing("x")
      + [.key("Left"), .key("End")] + InputEvent.typing("@b")
    let (_, terminal) = sample.run(script)
    let frames = terminal.frames.map(\.description)
    let problem = "Email: not an email address"
    #expect(frames[6] == "Name: !\nEmail: nope|\nPhone: (___) ___-____\n\n" + problem)
    #expect(frames[7] == "Name: !\nEmail: nopex|\nPhone: (___) ___-____\n\n" + problem)
    #expect(frames[8] == "Name: !\nEmail: nope|x\nPhone: (___) ___-____\n\n" + problem)
    #expect(frames[9] == "Name: !\nEmail: nopex|\nPhone: (___) ___-____\n\n" + problem)
    #expect(frames[10] == "Name: !\nEmail: nopex@|\nPhone: (___) ___-____\n\n" + problem)
    // The email passes: the line goes back to the first field without focus that fails.
    #expect(frames[11] == "Name: !\nEmail: nopex@b|\nPhone: (___) ___-____\n\nName: enter a name")
    #expect(sample.form.focusIndex == 1)
  }
}
