// A headless text field: a mask filter, your own delegate, validators and your own words.

import TextFieldCore

// snippet.delegate
/// Your delegate: UIKit's method names, every one optional.
final class CheckoutDelegate: TextFieldDelegate {
  func textFieldShouldReturn(_ textField: TextFieldModel) -> Bool {
    textField.isComplete  // Return does nothing until the number is whole
  }
}
// snippet.end

// snippet.field
// The field holds its filters; here one input mask, built in one line.
let phone = try TextFieldModel(mask: "+1 ([000]) [000]-[0000]", placeholder: "Phone")

// The delegate is held weakly, as in UIKit: keep your own reference to it.
let delegate = CheckoutDelegate()
phone.delegate = delegate
phone.validators = [.required(message: "a phone number is required")]

phone.addObserver { event, field in
  if event == .valueChanged { print("value:", field.value) }
}

phone.beginEditing()
phone.perform(.paste("(555) 123-45"))
print(phone.text)  // +1 (555) 123-45
print(phone.formatStatus?.tailPlaceholder ?? "")  // __
print(phone.pressReturn())  // false: the delegate says the number is not complete
phone.perform(.insert("67"))
print(phone.value, phone.isComplete)  // 5551234567 true
// snippet.end

// snippet.filters
// Filters run in order after the delegate; a rewrite feeds the next one.
let code = TextFieldModel(placeholder: "code")
code.filters = [
  try CharacterFilter(
    .allowed, where: { $0.isASCII && ($0.isUppercase || $0.isNumber) },
    description: "capitals and digits"),
  try MaxLengthFilter(6),
]
code.addObserver { event, field in
  // Why an edit was refused or trimmed, in the field's words.
  if case .feedback(let feedback) = event { print(field.message(for: feedback)) }
}
code.beginEditing()
code.perform(.paste("AB-12"))  // prints: 1 character dropped: only capitals and digits allowed
print(code.text)  // AB12
// snippet.end

// snippet.messages
// Reasons are put into words by each field's FieldMessages table.
var french = FieldMessages.english
french.tooLong = { "au plus \($0) caractères" }
code.messages = french
code.perform(.paste("34567"))  // prints: 3 characters dropped: au plus 6 caractères
print(code.text)  // AB1234
// snippet.end

// snippet.hide
precondition(phone.value == "5551234567" && phone.isComplete)
precondition(code.text == "AB1234")
withExtendedLifetime(delegate) {}
