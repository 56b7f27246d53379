import InputMask
import TextFieldCore
import TextFieldUI

/// Adding a contact: a name prompt, then a masked phone prompt, each embedded in the host's
/// window.
struct NewContact {
  /// Where the flow stands after an event.
  enum Step {
    /// Still prompting.
    case prompting
    /// Both prompts were submitted.
    case added(Contact)
    /// Esc (or the end of input) in either prompt.
    case cancelled
    /// Ctrl-C.
    case interrupted
  }

  static let phoneFormat = "+1 ([000]) [000]-[0000]"
  static let phoneAffineFormats = ["+44 [0000] [000000]", "+7 ([000]) [000]-[00]-[00]"]

  /// The prompt on screen.
  private(set) var prompt: Prompt
  /// The submitted name, once the first prompt is done.
  private(set) var name: String?

  init() throws {
    let model = try TextFieldModel(
      maxLength: 20, placeholder: "at most 20 characters",
      validators: [.required(message: "enter a name")])
    prompt = Prompt(label: "Name", model: model)
    prompt.form.hint = "Enter next · Esc cancel"
    prompt.start()
  }

  /// The window's title: which prompt of the two is open.
  var title: String { name.map { "Phone for \($0) (2/2)" } ?? "New contact (1/2)" }

  /// Feeds `event` to the open prompt; moves from the name to the phone on submit.
  mutating func handle(_ event: InputEvent) throws -> Step {
    switch prompt.handle(event) {
    case nil:
      return .prompting
    case .submitted(let value):
      guard let name else {
        self.name = value.text
        prompt = try Self.phonePrompt()
        return .prompting
      }
      return .added(Contact(name: name, phone: value.text, phoneValue: value.value))
    case .cancelled, .inputEnded:
      return .cancelled
    case .interrupted:
      return .interrupted
    }
  }

  /// A phone prompt with the +1/+44/+7 masks that wants the whole number.
  static func phonePrompt() throws -> Prompt {
    let filter = try MaskFilter(
      format: phoneFormat, affineFormats: phoneAffineFormats, autocomplete: false)
    let model = TextFieldModel(
      placeholder: "+1 (___) ___-____ · +44 · +7",
      validators: [.complete(message: "enter the whole number")], filters: [filter])
    let prompt = Prompt(label: "Phone", model: model)
    prompt.form.hint = "Enter add · Esc cancel"
    prompt.start()
    return prompt
  }
}
