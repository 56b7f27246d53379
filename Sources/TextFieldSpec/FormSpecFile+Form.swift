import TextFieldCore
import TextFieldUI

extension FormSpecFile {
  /// A form of the spec's fields, as `textfield serve` and the C library's `tfk_form_new_spec`
  /// open one.
  package struct Made {
    /// The form, its fields in the spec's order (not started).
    package var form: Form
    /// The fields' keys, in order.
    package var keys: [String]
  }

  /// The form the spec describes, each field checked as `textfield form --spec` checks it.
  ///
  /// The fields share one pasteboard. The first initial value that did not fit whole is on the
  /// form's message line, as the command shows it on screen.
  /// - Throws: ``FieldSpecError``: no fields, a key used twice, or a field's own error.
  package func makeForm() throws(FieldSpecError) -> Made {
    guard !fields.isEmpty else {
      throw FieldSpecError(description: "fields is empty: a form needs a field")
    }
    var seen = Set<String>()
    let pasteboard = Pasteboard()
    var formFields: [FormField] = []
    var notice: String?
    for spec in fields {
      guard seen.insert(spec.key).inserted else {
        throw FieldSpecError(description: "field key \(JSONText.quoted(spec.key)) is used twice")
      }
      try spec.check()
      try spec.rejectCommandSources()
      let made = try spec.makeFieldNotingValue(pasteboard: pasteboard)
      formFields.append(FormField(label: spec.label, model: made.field))
      if notice == nil { notice = made.valueNotice }
    }
    let form = Form(fields: formFields)
    if let notice { form.notify(notice) }
    return Made(form: form, keys: fields.map(\.key))
  }
}
