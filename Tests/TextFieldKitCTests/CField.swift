import CTextFieldKit

/// A field of the C API driven from Swift through its C symbols, with the host's chores done:
/// feeding strings, reading the value, the picture and the events as Swift values.
struct CField {
  /// The handle.
  var handle: OpaquePointer?

  /// A field made by `make` (a `tfk_field_new_*` call); `nil` when it failed.
  init?(_ make: (UnsafeMutablePointer<OpaquePointer?>) -> tfk_status) {
    var made: OpaquePointer?
    guard make(&made) == tfk_status(TFK_OK) else { return nil }
    handle = made
  }

  /// The masked US phone field of the README.
  static func phone() -> CField? {
    CField { tfk_field_new_mask("+1 ([000]) [000]-[0000]", $0) }
  }

  /// Feeds `bytes` as raw terminal input.
  @discardableResult
  func feed(_ bytes: [UInt8]) -> String {
    let status = bytes.withUnsafeBytes { tfk_field_feed(handle, $0.baseAddress, $0.count) }
    return name(status)
  }

  /// Feeds the UTF-8 of `text`.
  @discardableResult
  func feed(_ text: String) -> String { feed(Array(text.utf8)) }

  /// The value JSON, or the status's name when it failed.
  var valueJSON: String {
    var needed = 0
    let status = tfk_field_value_json(handle, nil, 0, &needed)
    guard status == tfk_status(TFK_OK) else { return name(status) }
    var buffer = [CChar](repeating: 0x7F, count: needed)
    let written = tfk_field_value_json(handle, &buffer, needed, nil)
    guard written == tfk_status(TFK_OK) else { return name(written) }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The picture `width` × `height`: each row's text, then each row's roles in hex digits, then
  /// the caret (`x,y`, `-1,-1` for none).
  func picture(width: Int32, height: Int32) -> [String] {
    var needed = 0
    var cells = [tfk_cell](repeating: tfk_cell(), count: Int(width * height))
    let query = tfk_field_render(
      handle, width, height, &cells, cells.count, nil, 0, &needed, nil, nil)
    guard query == tfk_status(TFK_ERR_BUFFER_TOO_SMALL) || query == tfk_status(TFK_OK) else {
      return [name(query)]
    }
    var text = [CChar](repeating: 0x7F, count: needed)
    var caretX: Int32 = -2
    var caretY: Int32 = -2
    let status = tfk_field_render(
      handle, width, height, &cells, cells.count, &text, text.count, &needed, &caretX, &caretY)
    guard status == tfk_status(TFK_OK) else { return [name(status)] }
    var rows: [String] = []
    var roles: [String] = []
    for y in 0..<Int(height) {
      var row = ""
      var role = ""
      for x in 0..<Int(width) {
        let cell = cells[y * Int(width) + x]
        let start = Int(cell.text_offset)
        let bytes = text[start..<start + Int(cell.text_length)].map { UInt8(bitPattern: $0) }
        row += String(decoding: bytes, as: UTF8.self)
        role += String(cell.role, radix: 16)
      }
      rows.append(row)
      roles.append(role)
    }
    return rows + roles + ["\(caretX),\(caretY)"]
  }

  /// The events waiting, taken: `changed`, `refused: why`, `submitted`, `cancelled`,
  /// `interrupted`, `unused: key+modifiers`.
  func events() -> [String] {
    var taken: [String] = []
    var event = tfk_event()
    while tfk_field_next_event(handle, &event) == tfk_status(TFK_OK) {
      let message = event.message.map { String(cString: $0) } ?? "(NULL)"
      switch Int(event.kind) {
      case TFK_EVENT_CHANGED: taken.append("changed")
      case TFK_EVENT_REFUSED: taken.append("refused: \(message)")
      case TFK_EVENT_SUBMITTED: taken.append("submitted")
      case TFK_EVENT_CANCELLED: taken.append("cancelled")
      case TFK_EVENT_INTERRUPTED: taken.append("interrupted")
      case TFK_EVENT_KEY_UNUSED: taken.append("unused: \(event.key)+\(event.modifiers)")
      default: taken.append("kind \(event.kind)")
      }
    }
    return taken
  }

  /// The outcome (`TFK_OUTCOME_*`), or the status's name when it failed.
  var outcome: String {
    var outcome: Int32 = -1
    let status = tfk_field_outcome(handle, &outcome)
    return status == tfk_status(TFK_OK) ? "\(outcome)" : name(status)
  }

  /// The field's last error message.
  var lastError: String { String(cString: tfk_last_error_message(handle)) }

  /// Frees the field; the status's name.
  @discardableResult
  func free() -> String { name(tfk_field_free(handle)) }
}

/// The name of `status`.
func name(_ status: tfk_status) -> String { String(cString: tfk_status_name(status)) }

/// The calling thread's last error without a field.
var threadError: String { String(cString: tfk_last_error_message(nil)) }
