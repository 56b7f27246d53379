import CTextFieldKit
import TextFieldSpec
import TextFieldUI

extension HostedField {
  /// The value JSON: a field's result as `textfield --output json` prints it, or, for a form,
  /// every field's by its key as `textfield form --output json` prints them.
  var valueJSON: String {
    guard isForm else { return FieldResult(form.fields[0].model).json }
    return JSONText.object(
      zip(keys, form.fields).map { ($0, FieldResult($1.model).json) })
  }

  /// The field at `index`, or an error naming the index and how many there are.
  func field(at index: Int32) throws(CallError) -> FormField {
    guard index >= 0, Int(index) < form.fields.count else {
      throw .bad(
        "field index \(index) is out of range: the form has \(form.fields.count) "
          + (form.fields.count == 1 ? "field (index 0)" : "fields (0 to \(form.fields.count - 1))"))
    }
    return form.fields[Int(index)]
  }

  /// Moves the focus to field `index` as Tab would.
  ///
  /// Only a delegate can keep the focus where it is (none of a spec's fields has one): then a
  /// refused event says why, as for Tab.
  func moveFocus(to index: Int) -> tfk_status {
    let moved = form.moveFocus(to: index)
    _ = form.takeAlert()
    if !moved, let message = form.message, message.isError { queueRefusal(message.text) }
    return tfk_status(TFK_OK)
  }
}
