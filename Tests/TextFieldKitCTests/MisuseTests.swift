import CTextFieldKit
import Testing

@testable import TextFieldKitC

/// Every misuse the header names returns an error with a message, and changes nothing.
struct MisuseTests {
  /// Each call on a field, with the field NULL and every other argument valid.
  static let callsOnAField: [(String, @Sendable (OpaquePointer?) -> tfk_status)] = [
    ("set_label", { tfk_field_set_label($0, "L") }),
    ("feed", { tfk_field_feed($0, "1", 1) }),
    ("flush", { tfk_field_flush($0) }),
    (
      "input_pending",
      { field in
        var pending: Int32 = 0
        return tfk_field_input_pending(field, &pending)
      }
    ),
    ("key", { tfk_field_key($0, 0x31, 0) }),
    ("paste", { tfk_field_paste($0, "1", 1) }),
    ("restart", { tfk_field_restart($0) }),
    (
      "render",
      { field in
        var cells = [tfk_cell](repeating: tfk_cell(), count: 4)
        var text = [CChar](repeating: 0, count: 64)
        return tfk_field_render(field, 2, 2, &cells, 4, &text, 64, nil, nil, nil)
      }
    ),
    (
      "value_json",
      { field in
        var buffer = [CChar](repeating: 0, count: 128)
        return tfk_field_value_json(field, &buffer, 128, nil)
      }
    ),
    (
      "outcome",
      { field in
        var outcome: Int32 = 0
        return tfk_field_outcome(field, &outcome)
      }
    ),
    (
      "next_event",
      { field in
        var event = tfk_event()
        return tfk_field_next_event(field, &event)
      }
    ),
    (
      "form_field_count",
      { form in
        var count: Int32 = 0
        return tfk_form_field_count(form, &count)
      }
    ),
    (
      "form_field_key",
      { form in
        var buffer = [CChar](repeating: 0, count: 16)
        return tfk_form_field_key(form, 0, &buffer, 16, nil)
      }
    ),
    (
      "form_field_value_json",
      { form in
        var buffer = [CChar](repeating: 0, count: 128)
        return tfk_form_field_value_json(form, 0, &buffer, 128, nil)
      }
    ),
    (
      "form_focused",
      { form in
        var index: Int32 = 0
        return tfk_form_focused(form, &index)
      }
    ),
    ("form_focus", { tfk_form_focus($0, 0) }),
    ("free", { tfk_field_free($0) }),
  ]

  @Test func everyCallOnANullFieldIsABadHandle() {
    for (call, run) in Self.callsOnAField {
      #expect(name(run(nil)) == "TFK_ERR_BAD_HANDLE", "\(call)")
      #expect(threadError == "the field is NULL", "\(call)")
    }
  }

  @Test func everyCallOnAFreedFieldIsABadHandleEvenAfterNewFieldsAreMade() throws {
    let field = try #require(CField.phone())
    #expect(field.free() == "TFK_OK")
    let others = (0..<3).compactMap { _ in CField.phone() }
    defer { others.forEach { $0.free() } }
    for (call, run) in Self.callsOnAField {
      #expect(name(run(field.handle)) == "TFK_ERR_BAD_HANDLE", "\(call)")
      #expect(
        String(cString: tfk_last_error_message(field.handle))
          == "the field handle is not live (freed, or not made by tfk_field_new_*)", "\(call)")
    }
    #expect(others.allSatisfy { $0.handle != field.handle })
  }

  @Test func foreignHandlesAreBadHandles() {
    var local: Int64 = 0
    let foreign = [
      OpaquePointer(bitPattern: 0x10), OpaquePointer(bitPattern: UInt.max),
      withUnsafeMutablePointer(to: &local) { OpaquePointer($0) },
    ]
    for handle in foreign {
      for (call, run) in Self.callsOnAField {
        #expect(name(run(handle)) == "TFK_ERR_BAD_HANDLE", "\(call)")
      }
    }
  }

  @Test func nullOutputArgumentsAreNamed() throws {
    let field = try #require(CField.phone())
    defer { field.free() }
    let cases: [(tfk_status, String)] = [
      (tfk_field_new_mask("[0]", nil), "out is NULL"),
      (tfk_field_new_max_length(3, nil), "out is NULL"),
      (tfk_field_new_type("date", nil, nil), "out is NULL"),
      (tfk_form_new_spec(#"{"fields": [{"key": "a"}]}"#, nil), "out is NULL"),
    ]
    for (status, message) in cases {
      #expect(name(status) == "TFK_ERR_NULL_ARGUMENT")
      #expect(threadError == message)
    }
    let onField: [(@Sendable (OpaquePointer?) -> tfk_status, String)] = [
      ({ tfk_field_set_label($0, nil) }, "label is NULL"),
      ({ tfk_field_feed($0, nil, 2) }, "bytes is NULL"),
      ({ tfk_field_paste($0, nil, 2) }, "utf8 is NULL"),
      ({ tfk_field_input_pending($0, nil) }, "pending is NULL"),
      ({ tfk_field_outcome($0, nil) }, "outcome is NULL"),
      ({ tfk_field_next_event($0, nil) }, "event is NULL"),
      ({ tfk_field_value_json($0, nil, 5, nil) }, "buffer (with a capacity of 5) is NULL"),
      ({ tfk_form_field_count($0, nil) }, "count is NULL"),
      ({ tfk_form_focused($0, nil) }, "index is NULL"),
      ({ tfk_form_field_key($0, 0, nil, 3, nil) }, "buffer (with a capacity of 3) is NULL"),
    ]
    for (call, message) in onField {
      #expect(name(call(field.handle)) == "TFK_ERR_NULL_ARGUMENT")
      #expect(field.lastError == message)
    }
    // NULL with a length of 0 is nothing to feed or paste.
    #expect(tfk_field_feed(field.handle, nil, 0) == tfk_status(TFK_OK))
    #expect(tfk_field_paste(field.handle, nil, 0) == tfk_status(TFK_OK))
  }

  @Test func aFailedConstructorLeavesOutNull() {
    var out = OpaquePointer(bitPattern: 0x99)
    #expect(name(tfk_field_new_mask(nil, &out)) == "TFK_ERR_NULL_ARGUMENT")
    #expect(out == nil)
    #expect(threadError == "mask is NULL")
  }

  @Test(
    arguments: [
      ("mask", Array("[0".utf8) + [0xFF], "mask is not valid UTF-8 (at byte 2)"),
      ("label", [0xE2, 0x82], "label is not valid UTF-8 (at byte 0)"),
      ("paste", [0x35, 0xED, 0xA0, 0x80], "the pasted text is not valid UTF-8 (at byte 1)"),
    ] as [(String, [UInt8], String)])
  func invalidUTF8IsRefusedWithItsOffset(call: String, bytes: [UInt8], message: String) throws {
    let field = try #require(CField.phone())
    defer { field.free() }
    let terminated = (bytes + [0]).map { CChar(bitPattern: $0) }
    var made: OpaquePointer?
    let status: tfk_status =
      switch call {
      case "mask": tfk_field_new_mask(terminated, &made)
      case "label": tfk_field_set_label(field.handle, terminated)
      default: tfk_field_paste(field.handle, terminated, bytes.count)
      }
    #expect(name(status) == "TFK_ERR_INVALID_UTF8")
    #expect((call == "mask" ? threadError : field.lastError) == message)
    #expect(field.events() == [])
  }

  @Test func invalidUTF8FedAsTerminalBytesIsOneReplacementCharacter() throws {
    let field = try #require(CField { tfk_field_new_max_length(10, $0) })
    defer { field.free() }
    field.feed([0x61, 0xFF, 0x62])
    #expect(field.valueJSON == #"{"formatted": "a�b", "value": "a�b", "complete": true}"#)
  }

  @Test(
    arguments: [
      (
        Int32(1), UInt32(0),
        "key 0x1 is a control character: give its letter with TFK_MOD_CONTROL (Control-A is 'a'), a TFK_KEY_* code, or feed the byte"
      ),
      (0xD800, 0, "key 0xd800 is a surrogate, not a Unicode scalar value"),
      (
        -1, 0,
        "key -1 is neither a Unicode scalar value nor a TFK_KEY_* code (TFK_KEY_ENTER to TFK_KEY_PAGE_DOWN, TFK_KEY_F0 + 1 to TFK_KEY_F0 + 63)"
      ),
      (
        Int32(TFK_KEY_BASE), 0,
        "key 1114112 is neither a Unicode scalar value nor a TFK_KEY_* code (TFK_KEY_ENTER to TFK_KEY_PAGE_DOWN, TFK_KEY_F0 + 1 to TFK_KEY_F0 + 63)"
      ),
      (
        Int32(TFK_KEY_F0) + 64, 0,
        "key 1114432 is neither a Unicode scalar value nor a TFK_KEY_* code (TFK_KEY_ENTER to TFK_KEY_PAGE_DOWN, TFK_KEY_F0 + 1 to TFK_KEY_F0 + 63)"
      ),
      (0x61, 8, "modifiers 0x8 has bits that are not TFK_MOD_*"),
    ] as [(Int32, UInt32, String)])
  func badKeysAreRefused(key: Int32, modifiers: UInt32, message: String) throws {
    let field = try #require(CField.phone())
    defer { field.free() }
    #expect(name(tfk_field_key(field.handle, key, modifiers)) == "TFK_ERR_BAD_ARGUMENT")
    #expect(field.lastError == message)
  }

  @Test(
    arguments: [
      ("date", "dd/QQ", "date: \"Q\" is not a pattern letter (yyyy MM dd HH mm ss)"),
      ("planet", nil, "unknown type \"planet\" (known: phone, number, currency, date)"),
      ("currency", nil, "a currency field needs its ISO code as the option (EUR, USD, JPY)"),
    ] as [(String, String?, String)])
  func badTypesAreRefused(type: String, option: String?, message: String) {
    var made: OpaquePointer?
    #expect(name(tfk_field_new_type(type, option, &made)) == "TFK_ERR_BAD_ARGUMENT")
    #expect(threadError.hasPrefix(message))
    #expect(made == nil)
  }

  @Test func maxLengthOutOfRangeIsRefused() {
    var made: OpaquePointer?
    #expect(name(tfk_field_new_max_length(-1, &made)) == "TFK_ERR_BAD_ARGUMENT")
    #expect(threadError == "max_length -1 is out of range (0 to 1000000)")
    #expect(name(tfk_field_new_max_length(Int64.max, &made)) == "TFK_ERR_BAD_ARGUMENT")
  }

  @Test func buffersTooSmallSayWhatTheyNeed() throws {
    let field = try #require(CField.phone())
    defer { field.free() }
    field.feed("555")
    var needed = 0
    #expect(tfk_field_value_json(field.handle, nil, 0, &needed) == tfk_status(TFK_OK))
    #expect(
      needed == #"{"formatted": "+1 (555) ", "value": "555", "complete": false}"#.utf8.count + 1)
    var small = [CChar](repeating: 0x41, count: 4)
    #expect(
      name(tfk_field_value_json(field.handle, &small, 4, &needed)) == "TFK_ERR_BUFFER_TOO_SMALL")
    #expect(small == [0, 0x41, 0x41, 0x41])
    #expect(field.lastError == "buffer holds 4 bytes; the value takes 62")
    var cells = [tfk_cell](repeating: tfk_cell(), count: 3)
    var text = [CChar](repeating: 0, count: 100)
    #expect(
      name(tfk_field_render(field.handle, 2, 2, &cells, 3, &text, 100, &needed, nil, nil))
        == "TFK_ERR_BUFFER_TOO_SMALL")
    #expect(field.lastError == "cells holds 3 cells; a 2 × 2 picture takes 4")
    #expect(
      name(tfk_field_render(field.handle, 4097, 1, &cells, 3, &text, 100, &needed, nil, nil))
        == "TFK_ERR_BAD_ARGUMENT")
    #expect(field.lastError == "the picture is 4097 × 1: each side takes 0 to 4096")
    #expect(
      name(tfk_field_render(field.handle, 0, 0, nil, 0, nil, 0, &needed, nil, nil)) == "TFK_OK")
    #expect(needed == 0)
  }

  /// A `size_t` past `SSIZE_MAX` (`SIZE_MAX`, a -1 made a size_t) is no buffer's size: refused
  /// and named as the unsigned number the host passed, never as -1, and nothing is read or
  /// written.
  @Test func sizesNoBufferHasAreRefusedAsTheNumbersTheyAre() throws {
    let field = try #require(CField.phone())
    defer { field.free() }
    field.feed("5")
    // SIZE_MAX: size_t is imported as Int, so the C caller's SIZE_MAX is -1 here.
    let sizeMax = -1
    let huge = "18446744073709551615"
    var buffer = [CChar](repeating: 0x41, count: 8)
    var cells = [tfk_cell](repeating: tfk_cell(), count: 4)
    var needed = 7
    let handle = field.handle
    let cases: [(() -> tfk_status, String)] = [
      ({ tfk_field_feed(handle, "1", sizeMax) }, "length \(huge)"),
      ({ tfk_field_paste(handle, "1", sizeMax) }, "length \(huge)"),
      ({ tfk_field_value_json(handle, &buffer, sizeMax, &needed) }, "capacity \(huge)"),
      ({ tfk_form_field_key(handle, 0, &buffer, sizeMax, &needed) }, "capacity \(huge)"),
      (
        { tfk_form_field_value_json(handle, 0, &buffer, -2, &needed) },
        "capacity 18446744073709551614"
      ),
      (
        { tfk_field_render(handle, 2, 2, &cells, sizeMax, &buffer, 8, &needed, nil, nil) },
        "cell_count \(huge)"
      ),
      (
        { tfk_field_render(handle, 2, 2, &cells, 4, &buffer, sizeMax, &needed, nil, nil) },
        "text_capacity \(huge)"
      ),
    ]
    for (call, named) in cases {
      #expect(name(call()) == "TFK_ERR_BAD_ARGUMENT")
      #expect(
        field.lastError == "\(named) is larger than any buffer (a negative number made a size_t?)")
    }
    #expect(buffer == [CChar](repeating: 0x41, count: 8))
    #expect(needed == 7)
    #expect(field.valueJSON.contains(#""value": "5""#))
  }

  @Test func aHugePasteIsCutAtTheLimitAndSaysSo() throws {
    let field = try #require(CField { tfk_field_new_max_length(5, $0) })
    defer { field.free() }
    let huge = [CChar](repeating: 0x61, count: (16 << 20) + 5)
    #expect(tfk_field_paste(field.handle, huge, huge.count) == tfk_status(TFK_OK))
    #expect(
      field.events() == [
        "changed",
        "refused: 16777216 characters dropped: at most 5 characters; a paste keeps at most 16 MiB",
      ])
    #expect(field.valueJSON == #"{"formatted": "aaaaa", "value": "aaaaa", "complete": true}"#)
  }

  @Test func aFieldLentToOneCallIsBusyForAnother() throws {
    let field = try #require(CField.phone())
    defer { field.free() }
    let nested = try FieldRegistry.shared.with(field.handle) { _ in
      (tfk_field_feed(field.handle, "1", 1), tfk_field_free(field.handle), threadError)
    }
    #expect(name(nested.0) == "TFK_ERR_BUSY")
    #expect(name(nested.1) == "TFK_ERR_BUSY")
    #expect(
      nested.2
        == "another thread is inside a call on this field (use a field from one thread at a time)")
    #expect(field.feed("1") == "TFK_OK")
  }

  /// The message of a field another call holds is not read (it may be changing): the caller
  /// learns the field was busy, whatever its thread said before.
  @Test func theMessageOfAFieldInUseSaysItIsBusy() throws {
    let field = try #require(CField.phone())
    defer { field.free() }
    #expect(name(tfk_field_key(field.handle, -1, 0)) == "TFK_ERR_BAD_ARGUMENT")
    let fieldMessage = String(cString: tfk_last_error_message(field.handle))
    _ = tfk_field_free(nil)  // the thread's own message, now about NULL
    let nested = try FieldRegistry.shared.with(field.handle) { _ in
      String(cString: tfk_last_error_message(field.handle))
    }
    #expect(
      nested
        == "another thread is inside a call on this field (use a field from one thread at a time)")
    #expect(String(cString: tfk_last_error_message(field.handle)) == fieldMessage)
  }

  @Test func statusNamesCoverEveryStatus() {
    let names = (-8...2).map { name(tfk_status($0)) }
    #expect(
      names == [
        "TFK_UNKNOWN_STATUS", "TFK_ERR_ENDED", "TFK_ERR_BUFFER_TOO_SMALL", "TFK_ERR_BAD_ARGUMENT",
        "TFK_ERR_INVALID_UTF8", "TFK_ERR_BUSY", "TFK_ERR_BAD_HANDLE", "TFK_ERR_NULL_ARGUMENT",
        "TFK_OK", "TFK_NO_EVENT", "TFK_UNKNOWN_STATUS",
      ])
    #expect(tfk_api_version() == TFK_API_VERSION)
  }
}
