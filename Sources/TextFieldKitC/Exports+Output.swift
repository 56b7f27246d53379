import CTextFieldKit
import TextFieldCore
import TextFieldSpec
import TextFieldUI

// The output calls of textfieldkit.h.

/// `tfk_field_render`: the picture, in the caller's buffers.
@_cdecl("tfk_field_render")
public func tfkFieldRender(
  _ field: OpaquePointer?, _ width: Int32, _ height: Int32,
  _ cells: UnsafeMutablePointer<tfk_cell>?, _ cellSize: UInt,
  _ text: UnsafeMutablePointer<CChar>?, _ textSize: UInt,
  _ textNeeded: UnsafeMutablePointer<Int>?,
  _ caretX: UnsafeMutablePointer<Int32>?, _ caretY: UnsafeMutablePointer<Int32>?
) -> tfk_status {
  caretX?.pointee = -1
  caretY?.pointee = -1
  return Call.on(field) { field throws(CallError) in
    let sides = 0...Int32(Picture.sideLimit)
    guard sides.contains(width), sides.contains(height) else {
      throw .bad("the picture is \(width) × \(height): each side takes 0 to \(Picture.sideLimit)")
    }
    let cellCount = try Call.size(cellSize, "cell_count")
    let textCapacity = try Call.size(textSize, "text_capacity")
    let count = Int(width) * Int(height)
    guard count <= Picture.cellLimit else {
      throw .bad("the picture is \(width) × \(height): at most \(Picture.cellLimit) cells")
    }
    guard cellCount >= count else {
      throw CallError(
        TFK_ERR_BUFFER_TOO_SMALL,
        "cells holds \(cellCount) cells; a \(width) × \(height) "
          + "picture takes \(count)")
    }
    let frame = field.form.render(
      width: Int(width), height: Int(height), cellWidth: .unicode)
    let size = Picture.textSize(of: frame)
    textNeeded?.pointee = size
    guard count == 0 || cells != nil else { throw .null("cells") }
    guard textCapacity >= size else {
      throw CallError(
        TFK_ERR_BUFFER_TOO_SMALL,
        "text holds \(textCapacity) bytes; the picture's text takes "
          + "\(size)")
    }
    guard let cells, let text else {
      if size == 0 { return tfk_status(TFK_OK) }
      throw .null("text")
    }
    Picture.write(frame, cells: cells, text: text)
    if let caret = frame.cursor {
      caretX?.pointee = Int32(caret.x)
      caretY?.pointee = Int32(caret.y)
    }
    return tfk_status(TFK_OK)
  }
}

/// `tfk_field_value_json`: the value as the CLI's JSON.
@_cdecl("tfk_field_value_json")
public func tfkFieldValueJSON(
  _ field: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: UInt,
  _ needed: UnsafeMutablePointer<Int>?
) -> tfk_status {
  Call.on(field) { field throws(CallError) in
    try CText.copy(field.valueJSON, into: buffer, capacity: capacity, needed: needed, "value")
  }
}

/// `tfk_field_outcome`: editing, submitted, cancelled or interrupted.
@_cdecl("tfk_field_outcome")
public func tfkFieldOutcome(
  _ field: OpaquePointer?, _ outcome: UnsafeMutablePointer<Int32>?
)
  -> tfk_status
{
  Call.on(field) { field throws(CallError) in
    try Call.required(outcome, "outcome").pointee = field.outcome
    return tfk_status(TFK_OK)
  }
}

/// `tfk_field_next_event`: the oldest event, or `TFK_NO_EVENT`.
@_cdecl("tfk_field_next_event")
public func tfkFieldNextEvent(
  _ field: OpaquePointer?, _ event: UnsafeMutablePointer<tfk_event>?
)
  -> tfk_status
{
  Call.on(field) { field throws(CallError) in
    let target = try Call.required(event, "event")
    guard let next = field.takeEvent() else {
      field.eventMessage.set("")
      target.pointee = tfk_event(
        kind: 0, key: 0, modifiers: 0, message: field.eventMessage.pointer, field: 0)
      return tfk_status(TFK_NO_EVENT)
    }
    field.eventMessage.set(next.message)
    target.pointee = tfk_event(
      kind: next.kind, key: next.key, modifiers: next.modifiers,
      message: field.eventMessage.pointer, field: next.field)
    return tfk_status(TFK_OK)
  }
}
