import CTextFieldKit
import Testing

/// `tfk_form_new_spec` and the form calls: a form of the spec's fields behind one handle.
struct FormHandleTests {
  static let spec = #"""
    {"fields": [
      {"key": "phone", "label": "Phone", "mask": "+1 ([000]) [000]-[0000]"},
      {"key": "born", "label": "Born", "type": "date", "format": "dd/MM/yyyy", "required": true}
    ]}
    """#

  static func form(_ json: String = spec) -> CField? { CField { tfk_form_new_spec(json, $0) } }

  /// The events waiting, each with the index of its field: `0 changed`, `1 refused: why`.
  static func events(_ form: CField) -> [String] {
    var taken: [String] = []
    var event = tfk_event()
    while tfk_field_next_event(form.handle, &event) == tfk_status(TFK_OK) {
      let message = event.message.map { String(cString: $0) } ?? "(NULL)"
      let words =
        switch Int(event.kind) {
        case TFK_EVENT_CHANGED: "changed"
        case TFK_EVENT_REFUSED: "refused: \(message)"
        case TFK_EVENT_SUBMITTED: "submitted"
        case TFK_EVENT_CANCELLED: "cancelled"
        case TFK_EVENT_KEY_UNUSED: "unused: \(event.key)"
        default: "kind \(event.kind)"
        }
      taken.append("\(event.field) \(words)")
    }
    return taken
  }

  static func text(
    _ call: (UnsafeMutablePointer<CChar>?, Int, UnsafeMutablePointer<Int>?) -> tfk_status
  ) -> String {
    var needed = 0
    let query = call(nil, 0, &needed)
    guard query == tfk_status(TFK_OK) else { return name(query) }
    var buffer = [CChar](repeating: 0x7F, count: needed)
    let status = call(&buffer, needed, nil)
    guard status == tfk_status(TFK_OK) else { return name(status) }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  static func focused(_ form: CField) -> Int32 {
    var index: Int32 = -2
    #expect(tfk_form_focused(form.handle, &index) == tfk_status(TFK_OK))
    return index
  }

  @Test func tabMovesBetweenFieldsAndEnterSubmitsTheFormsValues() throws {
    let form = try #require(Self.form())
    defer { form.free() }
    var count: Int32 = 0
    #expect(tfk_form_field_count(form.handle, &count) == tfk_status(TFK_OK))
    #expect(count == 2)
    #expect(Self.text { tfk_form_field_key(form.handle, 1, $0, $1, $2) } == "born")
    #expect(Self.focused(form) == 0)
    form.feed("555123456")
    form.feed("7\t")
    #expect(Self.focused(form) == 1)
    form.feed("3102")
    #expect(
      form.picture(width: 32, height: 3) == [
        "Phone: +1 (555) 123-4567        ",
        "Born:  31/0M/yyyy               ",
        "February has at most 29 days    ",
        "22222205555555555555555577777777",
        "33333005555888888777777777777777",
        "aaaaaaaaaaaaaaaaaaaaaaaaaaaa0000",
        "11,1",
      ])
    #expect(
      Self.events(form)
        == Array(repeating: "0 changed", count: 10) + [
          "1 changed", "1 changed", "1 changed", "1 refused: February has at most 29 days",
        ])
    form.feed("\u{15}31012000\r")
    #expect(form.outcome == "\(TFK_OUTCOME_SUBMITTED)")
    #expect(
      form.valueJSON
        == #"{"phone": {"formatted": "+1 (555) 123-4567", "value": "5551234567", "complete": true}, "#
        + #""born": {"formatted": "31/01/2000", "value": "2000-01-31", "complete": true}}"#)
    #expect(Self.events(form).suffix(1) == ["-1 submitted"])
    #expect(
      Self.text { tfk_form_field_value_json(form.handle, 0, $0, $1, $2) }
        == #"{"formatted": "+1 (555) 123-4567", "value": "5551234567", "complete": true}"#)
  }

  @Test func enterOnAnIncompleteFormIsRefusedAndTheFocusGoesToTheField() throws {
    let form = try #require(Self.form())
    defer { form.free() }
    form.feed("555\r")
    #expect(form.outcome == "\(TFK_OUTCOME_EDITING)")
    #expect(Self.focused(form) == 0)
    #expect(
      Self.events(form).suffix(1) == [
        #"0 refused: Phone: incomplete: "+1 (555) " still needs "___-____""#
      ])
  }

  @Test func focusCallMovesAsTabWouldCheckingTheFieldLeft() throws {
    let form = try #require(Self.form())
    defer { form.free() }
    #expect(name(tfk_form_focus(form.handle, 1)) == "TFK_OK")
    #expect(Self.focused(form) == 1)
    // As Tab: the required date, left empty, says so (UIKit's end-editing check), and the
    // focus moves.
    #expect(name(tfk_form_focus(form.handle, 0)) == "TFK_OK")
    #expect(Self.focused(form) == 0)
    #expect(form.picture(width: 20, height: 3)[2] == "Born is required    ")
    #expect(name(tfk_form_focus(form.handle, 2)) == "TFK_ERR_BAD_ARGUMENT")
    #expect(form.lastError == "field index 2 is out of range: the form has 2 fields (0 to 1)")
    #expect(name(tfk_form_focus(form.handle, -1)) == "TFK_ERR_BAD_ARGUMENT")
    form.feed("\u{1B}")
    tfk_field_flush(form.handle)
    #expect(form.outcome == "\(TFK_OUTCOME_CANCELLED)")
    #expect(Self.events(form) == ["-1 cancelled"])
    #expect(name(tfk_form_focus(form.handle, 0)) == "TFK_ERR_ENDED")
  }

  @Test func aLoneFieldIsAOneFieldForm() throws {
    let field = try #require(CField.phone())
    defer { field.free() }
    var count: Int32 = 0
    #expect(tfk_form_field_count(field.handle, &count) == tfk_status(TFK_OK))
    #expect(count == 1)
    #expect(Self.text { tfk_form_field_key(field.handle, 0, $0, $1, $2) } == "")
    #expect(name(tfk_form_focus(field.handle, 0)) == "TFK_OK")
    #expect(name(tfk_form_focus(field.handle, 1)) == "TFK_ERR_BAD_ARGUMENT")
    #expect(field.lastError == "field index 1 is out of range: the form has 1 field (index 0)")
    // Tab has nowhere to go in one field: it comes back to the host.
    field.feed("\t")
    #expect(Self.events(field) == ["0 unused: \(TFK_KEY_TAB)"])
  }

  @Test func aFormsLabelsAreItsSpecs() throws {
    let form = try #require(Self.form())
    defer { form.free() }
    #expect(name(tfk_field_set_label(form.handle, "X")) == "TFK_ERR_BAD_ARGUMENT")
    #expect(
      form.lastError
        == "a form's labels are its spec's (\"label\" of each field): set them there")
  }

  @Test(arguments: [
    (#"{"fields": []}"#, "spec: fields is empty: a form needs a field"),
    (#"{"fields": [{"key": "a"}, {"key": "a"}]}"#, #"spec: field key "a" is used twice"#),
    (#"{"field": []}"#, #"spec: unknown key "field" at field (known: fields)"#),
    (
      #"{"fields": [{"key": "a", "type": "date", "max-length": 3}]}"#,
      #"spec: field "a": a date field decides its own characters: drop max-length"#
    ),
  ])
  func badFormSpecsSayWhatIsWrong(json: String, message: String) {
    var made: OpaquePointer?
    #expect(name(tfk_form_new_spec(json, &made)) == "TFK_ERR_BAD_ARGUMENT")
    #expect(made == nil)
    #expect(threadError == message)
  }
}
