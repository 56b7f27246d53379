import TextFieldCore
import TextFieldUI

/// The demo's fields: the seed articles' filters, the input masks, a validated email, a
/// password, a PIN, and typed fields (a phone number, an amount, a date).
enum DemoFields {
  /// The help line: the keys that matter most.
  static let hint = "Tab/↑↓ move · Enter next/submit · Esc cancel · C-u clear · C-_ undo"

  static func make() throws -> [FormField] {
    let pasteboard = Pasteboard()
    func field(
      _ label: String, _ filters: [any TextFieldFilter], _ model: TextFieldModel
    )
      -> FormField
    {
      model.filters = filters
      return FormField(label: label, model: model)
    }
    let vowels = "aeiouAEIOU"
    return [
      field(
        "Name", [try MaxLengthFilter(10)],
        TextFieldModel(
          placeholder: "at most 10 characters", validators: [.required(message: "enter a name")],
          pasteboard: pasteboard)),
      field(
        "Vowels", [try CharacterFilter(.allowed, characters: vowels, maxLength: 5)],
        TextFieldModel(placeholder: "vowels only, at most 5", pasteboard: pasteboard)),
      field(
        "No vowels", [try CharacterFilter(.banned, characters: vowels, maxLength: 7)],
        TextFieldModel(placeholder: "no vowels, at most 7", pasteboard: pasteboard)),
      field(
        "No digits",
        [try CharacterFilter(.banned, where: \.isNumber, description: "digits", maxLength: 7)],
        TextFieldModel(placeholder: "no digits, at most 7", pasteboard: pasteboard)),
      try MaskedFields.phone(pasteboard: pasteboard),
      try MaskedFields.card(pasteboard: pasteboard),
      try MaskedFields.expiry(pasteboard: pasteboard),
      try emailField(pasteboard: pasteboard),
      FormField(
        label: "Password",
        model: TextFieldModel(
          placeholder: "hidden as you type", echoMode: .secure, pasteboard: pasteboard)),
      try MaskedFields.pin(pasteboard: pasteboard),
      try TypedFields.phone(pasteboard: pasteboard),
      try TypedFields.amount(pasteboard: pasteboard),
      try TypedFields.date(pasteboard: pasteboard),
    ]
  }

  /// The one field of `demo-form --prompt`: no limits, so long text scrolls.
  static func promptField() throws -> FormField {
    FormField(label: "Name", model: TextFieldModel(placeholder: "type anything"))
  }

  static func emailField(pasteboard: Pasteboard) throws -> FormField {
    let email = TextFieldModel(
      placeholder: "name@example.com",
      validators: [try .regex("([^@ ]+@[^@ ]+\\.[^@ ]+)?", message: "not an email address")],
      pasteboard: pasteboard)
    email.retainDelegate(EmailGate())
    return FormField(label: "Email", model: email)
  }

  /// The output line for one submitted field.
  static func line(for value: FieldValue, of field: FormField) -> String {
    if field.model.echoMode.isSecret { return "\(value.label): (\(value.text.count) characters)" }
    if value.value != value.text { return "\(value.label): \(value.text) [\(value.value)]" }
    return "\(value.label): \(value.text)"
  }
}

/// Keeps focus in the email field while it holds something that is not an address: Tab away
/// is vetoed (should-end) and the form shows the validator's message.
final class EmailGate: TextFieldDelegate {
  func textFieldShouldEndEditing(_ textField: TextFieldModel) -> Bool {
    textField.text.isEmpty || textField.validate(.submit) == nil
  }
}
