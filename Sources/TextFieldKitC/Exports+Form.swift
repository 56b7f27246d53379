import CTextFieldKit
import TextFieldSpec
import TextFieldUI

// The form calls of textfieldkit.h: a handle's fields, their keys and values, and the focus.
// Every handle is a form: one made by tfk_field_new_* holds one field, whose key is "".

/// `tfk_form_field_count`: how many fields the handle holds.
@_cdecl("tfk_form_field_count")
public func tfkFormFieldCount(
  _ form: OpaquePointer?, _ count: UnsafeMutablePointer<Int32>?
) -> tfk_status {
  Call.on(form) { form throws(CallError) in
    try Call.required(count, "count").pointee = Int32(form.form.fields.count)
    return tfk_status(TFK_OK)
  }
}

/// `tfk_form_field_key`: the key of field `index`, as the spec gave it.
@_cdecl("tfk_form_field_key")
public func tfkFormFieldKey(
  _ form: OpaquePointer?, _ index: Int32, _ buffer: UnsafeMutablePointer<CChar>?,
  _ capacity: UInt, _ needed: UnsafeMutablePointer<Int>?
) -> tfk_status {
  Call.on(form) { form throws(CallError) in
    _ = try form.field(at: index)
    return try CText.copy(
      form.keys[Int(index)], into: buffer, capacity: capacity, needed: needed, "key")
  }
}

/// `tfk_form_field_value_json`: the value of field `index` as the CLI's JSON.
@_cdecl("tfk_form_field_value_json")
public func tfkFormFieldValueJSON(
  _ form: OpaquePointer?, _ index: Int32, _ buffer: UnsafeMutablePointer<CChar>?,
  _ capacity: UInt, _ needed: UnsafeMutablePointer<Int>?
) -> tfk_status {
  Call.on(form) { form throws(CallError) in
    let json = FieldResult(try form.field(at: index).model).json
    return try CText.copy(json, into: buffer, capacity: capacity, needed: needed, "value")
  }
}

/// `tfk_form_focused`: the index of the field with the focus.
@_cdecl("tfk_form_focused")
public func tfkFormFocused(
  _ form: OpaquePointer?, _ index: UnsafeMutablePointer<Int32>?
) -> tfk_status {
  Call.on(form) { form throws(CallError) in
    try Call.required(index, "index").pointee = form.form.focusIndex.map(Int32.init) ?? -1
    return tfk_status(TFK_OK)
  }
}

/// `tfk_form_focus`: moves the focus to field `index`, as Tab would (the field left may refuse).
@_cdecl("tfk_form_focus")
public func tfkFormFocus(_ form: OpaquePointer?, _ index: Int32) -> tfk_status {
  Call.on(form) { form throws(CallError) in
    _ = try form.field(at: index)
    try InputCalls.requireEditing(form)
    return form.moveFocus(to: Int(index))
  }
}
