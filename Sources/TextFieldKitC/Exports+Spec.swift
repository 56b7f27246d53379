import CTextFieldKit
import TextFieldCore
import TextFieldSpec
import TextFieldUI

// The spec constructors of textfieldkit.h: a field or a form from the JSON `textfield form
// --spec` reads.

/// `tfk_field_new_spec`: a field from one element of a form spec's `fields`.
@_cdecl("tfk_field_new_spec")
public func tfkFieldNewSpec(
  _ json: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> tfk_status {
  out?.pointee = nil
  return Call.free { () throws(CallError) in
    let target = try Call.required(out, "out")
    let made = try SpecMaker.field(from: try CText.string(json, "json"))
    let field = HostedField(model: made.model, label: made.label, key: made.key)
    // As on the form's screen: the field starts with what it took and says what it did not.
    if let notice = made.notice { field.form.notify(notice) }
    target.pointee = FieldRegistry.shared.add(field)
    return tfk_status(TFK_OK)
  }
}

/// `tfk_form_new_spec`: a form from the JSON `textfield form --spec` reads.
@_cdecl("tfk_form_new_spec")
public func tfkFormNewSpec(
  _ json: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> tfk_status {
  out?.pointee = nil
  return Call.free { () throws(CallError) in
    let target = try Call.required(out, "out")
    let made = try SpecMaker.form(from: try CText.string(json, "json"))
    // As `textfield serve`: a refused focus move or submit rings, so it becomes an event.
    made.form.alertStyle = .bell
    let form = HostedField(form: made.form, keys: made.keys, isForm: true)
    target.pointee = FieldRegistry.shared.add(form)
    return tfk_status(TFK_OK)
  }
}

/// Reading a spec's JSON for the C API, with the CLI's checks and words.
enum SpecMaker {
  /// The most bytes of a spec (1 MiB), as `textfield form --spec` takes.
  static let sizeLimit = 1 << 20

  /// The model, label and initial-value notice of the field object `json`
  /// (`{"key": "phone", "label": "Phone", "mask": "+1 ([000]) [000]-[0000]"}`).
  static func field(
    from json: String
  ) throws(CallError) -> (model: TextFieldModel, label: String, key: String, notice: String?) {
    let value = try parse(json)
    do {
      let spec = try FieldSpec(json: value, at: [])
      try spec.check()
      try spec.rejectCommandSources()
      let made = try spec.makeFieldNotingValue()
      return (made.field, spec.label, spec.key, made.valueNotice)
    } catch {
      throw .bad("spec: \(error.description)")
    }
  }

  /// The form of the spec `json` (`{"fields": [...]}`), not started.
  static func form(from json: String) throws(CallError) -> FormSpecFile.Made {
    let value = try parse(json)
    do {
      return try FormSpecFile(json: value).makeForm()
    } catch {
      throw .bad("spec: \(error.description)")
    }
  }

  /// The JSON document `text`, or why it is not one (its line, column and path).
  static func parse(_ text: String) throws(CallError) -> JSONValue {
    var bytes = Array(text.utf8)
    guard bytes.count <= sizeLimit else {
      throw .bad("spec: \(bytes.count) bytes; a spec holds at most \(sizeLimit)")
    }
    do {
      return try bytes.withUnsafeMutableBufferPointer { buffer throws(JSONError) in
        try JSONValue.parse(UnsafeBufferPointer(buffer))
      }
    } catch {
      throw .bad("spec: \(error.isSchemaError ? "" : "not JSON: ")\(error.description)")
    }
  }
}
