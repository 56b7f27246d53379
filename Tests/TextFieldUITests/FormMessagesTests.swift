import TestSupport
import Testing
import TextFieldCore

@testable import TextFieldUI

/// A form speaks with its fields' `FieldMessages`: its hint, its refusals and theirs.
@Suite struct FormMessagesTests {
  /// A vetoing field (should-end and should-begin both say no when asked to).
  private final class Gate: TextFieldDelegate {
    var canEnd = true
    var canBegin = true
    func textFieldShouldEndEditing(_ textField: TextFieldModel) -> Bool { canEnd }
    func textFieldShouldBeginEditing(_ textField: TextFieldModel) -> Bool { canBegin }
  }

  @Test func aFrenchFormSaysEverythingInFrench() throws {
    let name = try TextFieldModel(maxLength: 3, validators: [.required(label: "Nom")])
    let city = TextFieldModel()
    let gate = Gate()
    city.delegate = gate
    for field in [name, city] { field.messages = .french }
    let form = Form(fields: [
      FormField(label: "Nom", model: name), FormField(label: "Ville", model: city),
    ])
    #expect(form.hint == "Tab/↑↓ changer · Entrée suivant/valider · Échap annuler")
    form.start()
    form.handle(.paste("abcd"))
    #expect(form.message?.text == "1 caractère retiré : au plus 3 caractères")
    form.handle(.key("e"))
    #expect(form.message?.text == "au plus 3 caractères")
    form.handle(.key("C-u"))
    #expect(form.submit() == nil)
    #expect(form.message?.text == "Nom est obligatoire")
    name.setText("Ann")
    form.moveFocus(to: 1)
    gate.canEnd = false
    #expect(!form.moveFocus(to: 0))
    #expect(form.message?.text == "impossible de quitter Ville pour l’instant")
    gate.canEnd = true
    form.moveFocus(to: 0)
    gate.canBegin = false
    #expect(!form.moveFocus(by: 1))
    #expect(form.message?.text == "aucun autre champ n’est modifiable")
  }

  @Test func aProblemNamesItsFieldOnce() throws {
    let quantity = TextFieldModel(validators: [.required(label: "Qty")])
    let phone = try TextFieldModel(mask: "[000]", validators: [.complete()])
    let form = Form(fields: [
      FormField(label: "Qty", model: quantity), FormField(label: "Phone", model: phone),
    ])
    form.start()
    #expect(form.submit() == nil)
    #expect(form.message?.text == "Qty is required")
    quantity.setText("2")
    phone.setText("12")
    #expect(form.submit() == nil)
    #expect(form.message?.text == "Phone: incomplete: \"12\" still needs \"_\"")
    var custom = FieldMessages.english
    custom.fieldProblem = { label, message in "[\(label)] \(message)" }
    phone.messages = custom
    form.message = nil
    #expect(form.submit() == nil)
    #expect(form.message?.text == "[Phone] incomplete: \"12\" still needs \"_\"")
  }

  @Test func aPromptTakesItsHintFromItsField() {
    let model = TextFieldModel()
    model.messages = .french
    #expect(Prompt(label: "Nom", model: model).form.hint == "Entrée valider · Échap annuler")
    #expect(Prompt(label: "Name", model: TextFieldModel()).form.hint == "Enter submit · Esc cancel")
  }
}
