import CTextFieldKit
import Testing

/// A field of the C API, called through its C symbols: feeding, keys, pastes, the value, the
/// picture and the events.
struct FieldCallTests {
  @Test func maskedPhoneFedDigitsGivesTheCLIValue() throws {
    let field = try #require(CField.phone())
    defer { field.free() }
    #expect(field.feed("5551234567") == "TFK_OK")
    #expect(
      field.valueJSON
        == #"{"formatted": "+1 (555) 123-4567", "value": "5551234567", "complete": true}"#)
    #expect(field.events() == Array(repeating: "changed", count: 10))
    #expect(field.outcome == "\(TFK_OUTCOME_EDITING)")
  }

  @Test func pictureHasTheLabelTextRolesAndCaret() throws {
    let field = try #require(CField.phone())
    defer { field.free() }
    #expect(tfk_field_set_label(field.handle, "Phone:") == tfk_status(TFK_OK))
    field.feed("555")
    #expect(
      field.picture(width: 30, height: 2) == [
        "Phone: +1 (555) ___-____      ",
        "Enter submit · Esc cancel     ",
        "333333055555555588888888777777",
        "bbbbbbbbbbbbbbbbbbbbbbbbb00000",
        "16,0",
      ])
  }

  @Test func standardLookOfEachRoleComesWithTheCell() throws {
    let field = try #require(CField.phone())
    defer { field.free() }
    tfk_field_set_label(field.handle, "P")
    var cells = [tfk_cell](repeating: tfk_cell(), count: 10)
    var text = [CChar](repeating: 0, count: 64)
    let status = tfk_field_render(field.handle, 10, 1, &cells, 10, &text, 64, nil, nil, nil)
    #expect(status == tfk_status(TFK_OK))
    // The focused label (bold, accent), the blank between, the mask's dim blanks.
    let looks = cells.prefix(4).map { "\($0.role)/\($0.attributes)/\($0.color)" }
    #expect(
      looks == [
        "\(TFK_ROLE_FOCUSED_LABEL)/\(TFK_ATTR_BOLD)/\(TFK_COLOR_ACCENT)",
        "\(TFK_ROLE_FOCUSED_LABEL)/\(TFK_ATTR_BOLD)/\(TFK_COLOR_ACCENT)",
        "0/0/0",
        "\(TFK_ROLE_PLACEHOLDER)/\(TFK_ATTR_DIM | TFK_ATTR_UNDERLINE)/\(TFK_COLOR_STANDARD)",
      ])
  }

  @Test func keysEditAndTheFieldGivesBackWhatItDoesNotUse() throws {
    let field = try #require(CField.phone())
    defer { field.free() }
    for digit in "5551234567".unicodeScalars {
      #expect(tfk_field_key(field.handle, Int32(digit.value), 0) == tfk_status(TFK_OK))
    }
    _ = field.events()
    #expect(tfk_field_key(field.handle, Int32(TFK_KEY_BACKSPACE), 0) == tfk_status(TFK_OK))
    #expect(tfk_field_key(field.handle, Int32(TFK_KEY_F0) + 5, 0) == tfk_status(TFK_OK))
    #expect(tfk_field_key(field.handle, Int32(TFK_KEY_TAB), 0) == tfk_status(TFK_OK))
    #expect(
      tfk_field_key(field.handle, Int32(TFK_KEY_UP), UInt32(TFK_MOD_SHIFT)) == tfk_status(TFK_OK))
    #expect(
      field.events() == [
        "changed", "unused: \(TFK_KEY_F0 + 5)+0", "unused: \(TFK_KEY_TAB)+0",
        "unused: \(TFK_KEY_UP)+\(TFK_MOD_SHIFT)",
      ])
    #expect(
      field.valueJSON
        == #"{"formatted": "+1 (555) 123-456", "value": "555123456", "complete": false}"#)
  }

  @Test func enterOnAnIncompleteMaskIsRefusedWithTheReason() throws {
    let field = try #require(CField.phone())
    defer { field.free() }
    tfk_field_set_label(field.handle, "Phone")
    field.feed("555\r")
    #expect(
      field.events() == [
        "changed", "changed", "changed",
        #"refused: Phone: incomplete: "+1 (555) " still needs "___-____""#,
      ])
    #expect(field.outcome == "\(TFK_OUTCOME_EDITING)")
  }

  @Test func enterSubmitsAndInputWaitsForARestart() throws {
    let field = try #require(CField.phone())
    defer { field.free() }
    // Bytes after the Enter that ends the field wait for the restart.
    field.feed("5551234567\r9")
    #expect(field.events().suffix(1) == ["submitted"])
    #expect(field.outcome == "\(TFK_OUTCOME_SUBMITTED)")
    #expect(field.feed("1") == "TFK_ERR_ENDED")
    #expect(
      field.lastError
        == "the field has ended (submitted or cancelled): call tfk_field_restart before giving "
        + "it more input")
    #expect(tfk_field_key(field.handle, 0x31, 0) == tfk_status(TFK_ERR_ENDED))
    #expect(tfk_field_paste(field.handle, "1", 1) == tfk_status(TFK_ERR_ENDED))
    var pending: Int32 = -1
    #expect(tfk_field_input_pending(field.handle, &pending) == tfk_status(TFK_OK))
    #expect(pending == 1)
    #expect(tfk_field_restart(field.handle) == tfk_status(TFK_OK))
    #expect(field.outcome == "\(TFK_OUTCOME_EDITING)")
    // The full mask refuses the waiting 9.
    #expect(field.feed([]) == "TFK_OK")
    #expect(field.events() == [#"refused: "9": the field is full"#])
  }

  @Test func aLoneEscapeWaitsForTheFlushThenCancels() throws {
    let field = try #require(CField.phone())
    defer { field.free() }
    field.feed([0x1B])
    var pending: Int32 = -1
    tfk_field_input_pending(field.handle, &pending)
    #expect(pending == 1)
    #expect(field.events() == [])
    #expect(tfk_field_flush(field.handle) == tfk_status(TFK_OK))
    #expect(field.events() == ["cancelled"])
    #expect(field.outcome == "\(TFK_OUTCOME_CANCELLED)")
  }

  @Test func sequencesSplitAcrossFeedsDecodeAsOneKey() throws {
    let field = try #require(CField.phone())
    defer { field.free() }
    field.feed("5559")
    // Left, in two feeds; then Backspace deletes the 5 before the caret (a deletion adds no
    // literals after the text).
    field.feed([0x1B, 0x5B])
    field.feed([0x44])
    field.feed([0x7F])
    #expect(
      field.valueJSON
        == #"{"formatted": "+1 (559", "value": "559", "complete": false}"#)
    // A UTF-8 character cut short waits too, and a flush makes it U+FFFD (refused by the mask).
    _ = field.events()
    field.feed([0xC3])
    #expect(field.events() == [])
    tfk_field_flush(field.handle)
    #expect(field.events() == [#"refused: "�": only digits here"#])
  }

  @Test func bracketedPasteAcrossFeedsIsOneEdit() throws {
    let field = try #require(CField { tfk_field_new_max_length(40, $0) })
    defer { field.free() }
    field.feed("\u{1B}[200~hello")
    var pending: Int32 = -1
    tfk_field_input_pending(field.handle, &pending)
    #expect(pending == 1)
    field.feed(" world\n!\u{1B}[201~x")
    #expect(field.events() == ["changed", "changed"])
    #expect(
      field.valueJSON
        == #"{"formatted": "hello world !x", "value": "hello world !x", "complete": true}"#)
  }

  @Test func severalFieldsAreIndependent() throws {
    let phone = try #require(CField.phone())
    let date = try #require(CField { tfk_field_new_type("date", "dd/MM/yyyy", $0) })
    defer {
      phone.free()
      date.free()
    }
    phone.feed("555")
    date.feed("31122024")
    #expect(phone.valueJSON == #"{"formatted": "+1 (555) ", "value": "555", "complete": false}"#)
    #expect(
      date.valueJSON
        == #"{"formatted": "31/12/2024", "value": "2024-12-31", "complete": true}"#)
  }

  @Test(
    arguments: [
      (
        "phone", "GB", "07400123456",
        #"{"formatted": "07400 123456", "value": "+447400123456", "complete": true, "region": "GB"}"#
      ),
      ("number", nil, "1234.5", #"{"formatted": "1,234.5", "value": "1234.5", "complete": true}"#),
      ("currency", "EUR", "12.5", #"{"formatted": "€12.5", "value": "12.50", "complete": true}"#),
    ] as [(String, String?, String, String)])
  func typedFieldsGiveTheirTypedValue(
    type: String, option: String?, typed: String, json: String
  )
    throws
  {
    let field = try #require(CField { tfk_field_new_type(type, option, $0) })
    defer { field.free() }
    field.feed(typed)
    #expect(field.valueJSON == json)
  }
}
