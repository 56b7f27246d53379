import CTextFieldKit
import TextFieldCore
import TextFieldUI

// The input calls of textfieldkit.h.

/// `tfk_field_set_label`: the label drawn before the field.
@_cdecl("tfk_field_set_label")
public func tfkFieldSetLabel(_ field: OpaquePointer?, _ label: UnsafePointer<CChar>?) -> tfk_status
{
  Call.on(field) { field throws(CallError) in
    let text = try CText.string(label, "label")
    guard !field.isForm else {
      throw .bad("a form's labels are its spec's (\"label\" of each field): set them there")
    }
    field.form.fields[0].label = text
    return tfk_status(TFK_OK)
  }
}

/// `tfk_field_feed`: raw terminal bytes.
@_cdecl("tfk_field_feed")
public func tfkFieldFeed(
  _ field: OpaquePointer?, _ bytes: UnsafeRawPointer?, _ size: UInt
) -> tfk_status {
  Call.on(field) { field throws(CallError) in
    try InputCalls.requireEditing(field)
    let length = try Call.size(size, "length")
    if length > 0 {
      guard let bytes else { throw .null("bytes") }
      field.input.append(UnsafeRawBufferPointer(start: bytes, count: length))
    }
    field.decodeInput(flushing: false)
    return tfk_status(TFK_OK)
  }
}

/// `tfk_field_flush`: ends a sequence cut short.
@_cdecl("tfk_field_flush")
public func tfkFieldFlush(_ field: OpaquePointer?) -> tfk_status {
  Call.on(field) { field throws(CallError) in
    try InputCalls.requireEditing(field)
    field.decodeInput(flushing: true)
    return tfk_status(TFK_OK)
  }
}

/// `tfk_field_input_pending`: whether bytes of a cut-short sequence wait.
@_cdecl("tfk_field_input_pending")
public func tfkFieldInputPending(
  _ field: OpaquePointer?, _ pending: UnsafeMutablePointer<Int32>?
) -> tfk_status {
  Call.on(field) { field throws(CallError) in
    let target = try Call.required(pending, "pending")
    target.pointee = field.input.hasBytes || field.decoder.isPasting ? 1 : 0
    return tfk_status(TFK_OK)
  }
}

/// `tfk_field_key`: one decoded key.
@_cdecl("tfk_field_key")
public func tfkFieldKey(_ field: OpaquePointer?, _ key: Int32, _ modifiers: UInt32) -> tfk_status {
  Call.on(field) { field throws(CallError) in
    let event = try KeyCodes.event(code: key, modifiers: modifiers)
    try InputCalls.requireEditing(field)
    field.offer(.key(event))
    return tfk_status(TFK_OK)
  }
}

/// `tfk_field_paste`: UTF-8 pasted as one edit.
@_cdecl("tfk_field_paste")
public func tfkFieldPaste(
  _ field: OpaquePointer?, _ utf8: UnsafePointer<CChar>?, _ size: UInt
) -> tfk_status {
  Call.on(field) { field throws(CallError) in
    let length = try Call.size(size, "length")
    guard length == 0 || utf8 != nil else { throw .null("utf8") }
    let bytes = UnsafeBufferPointer(
      start: UnsafeRawPointer(utf8)?.assumingMemoryBound(to: UInt8.self), count: length)
    let text = try CText.string(bytes, "the pasted text")
    try InputCalls.requireEditing(field)
    field.offer(InputCalls.pasteEvent(text, byteCount: length))
    return tfk_status(TFK_OK)
  }
}

/// `tfk_field_restart`: editing again after an end.
@_cdecl("tfk_field_restart")
public func tfkFieldRestart(_ field: OpaquePointer?) -> tfk_status {
  Call.on(field) { field throws(CallError) in
    field.restart()
    return tfk_status(TFK_OK)
  }
}

/// What the input calls share.
enum InputCalls {
  /// Refuses input to a field that ended.
  static func requireEditing(_ field: HostedField) throws(CallError) {
    guard field.hasEnded else { return }
    throw CallError(
      TFK_ERR_ENDED,
      "the field has ended (submitted or cancelled): call tfk_field_restart "
        + "before giving it more input")
  }

  /// A paste of `text` (`byteCount` bytes of UTF-8), cut to the decoder's paste limit as a
  /// terminal's paste is: the bytes past it, back to a scalar's start, are dropped and their
  /// Characters counted.
  static func pasteEvent(_ text: String, byteCount: Int) -> InputEvent {
    let limit = KeyDecoder.pasteByteLimit
    guard byteCount > limit else { return .paste(text) }
    let utf8 = text.utf8
    var cut = utf8.index(utf8.startIndex, offsetBy: limit)
    while cut > utf8.startIndex, ByteKeyReader.isContinuation(utf8[cut]) {
      cut = utf8.index(before: cut)
    }
    let kept = String(Substring(utf8[..<cut]))
    let dropped = String(Substring(utf8[cut...]))
    return .truncatedPaste(kept, droppedCount: dropped.count)
  }
}
