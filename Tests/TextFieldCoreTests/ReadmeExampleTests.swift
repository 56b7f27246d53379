import TestSupport
import Testing
// README: begin
import TextFieldCore

// The README's library example, compiled and checked. Keep the two in step.

/// Your own delegate: UIKit's method names, every one optional.
final class SignUpDelegate: TextFieldDelegate {
  var submitted: [String] = []

  func textFieldShouldReturn(_ textField: TextFieldModel) -> Bool {
    guard textField.isComplete else { return false }  // Return does nothing until complete
    submitted.append(textField.value)
    return true
  }
}

func makePhoneField(delegate: SignUpDelegate) throws -> TextFieldModel {
  // The field holds its filters (here one mask); your delegate is held weakly, as in UIKit, and
  // is asked before the filters.
  let phone = try TextFieldModel(mask: "+1 ([000]) [000]-[0000]", placeholder: "Phone")
  phone.delegate = delegate
  phone.validators = [.required(message: "a phone number is required")]
  return phone
}
// README: end

@Test func readmeExample() throws {
  let delegate = SignUpDelegate()
  let phone = try makePhoneField(delegate: delegate)
  var values: [String] = []
  phone.addObserver { event, field in
    if event == .valueChanged { values.append("\(field.value) \(field.isComplete)") }
  }
  phone.beginEditing()
  phone.perform(.paste("(555) 123-45"))
  #expect(phone.text == "+1 (555) 123-45")
  #expect(phone.tailPlaceholder == "__")
  #expect(!phone.pressReturn())
  phone.perform(.insert("6"))
  phone.perform(.insert("7"))
  #expect(phone.pressReturn())
  #expect(delegate.submitted == ["5551234567"])
  #expect(values == ["55512345 false", "555123456 false", "5551234567 true"])
}
