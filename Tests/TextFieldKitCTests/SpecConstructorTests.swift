import CTextFieldKit
import Testing

/// `tfk_field_new_spec`: a field from the JSON a form spec's `fields` holds, checked with the
/// command's words.
struct SpecConstructorTests {
  /// A field made from `json`; `nil` when it failed.
  static func field(_ json: String) -> CField? { CField { tfk_field_new_spec(json, $0) } }

  /// The status and thread message of a spec that fails.
  static func failure(_ json: String) -> String {
    var made: OpaquePointer? = OpaquePointer(bitPattern: 0x1)
    let status = tfk_field_new_spec(json, &made)
    return "\(name(status)) \(made == nil ? "NULL" : "set"): \(threadError)"
  }

  @Test func dateSpecRefusesAnImpossibleDayWithTheCommandsWords() throws {
    let field = try #require(
      Self.field(#"{"key": "born", "label": "Born", "type": "date", "format": "dd/MM/yyyy"}"#))
    defer { field.free() }
    #expect(field.feed("3102") == "TFK_OK")
    #expect(
      field.valueJSON == #"{"formatted": "31/0", "value": "", "complete": false}"#)
    #expect(
      field.events() == [
        "changed", "changed", "changed", "refused: February has at most 29 days",
      ])
    #expect(
      field.picture(width: 24, height: 2) == [
        "Born: 31/0M/yyyy        ",
        "February has at most 29…",
        "333330555588888877777777",
        "aaaaaaaaaaaaaaaaaaaaaaaa",
        "10,0",
      ])
  }

  @Test func specOptionsThatTheDirectConstructorsLackWork() throws {
    // A phone for one region, required: Enter on an empty field is refused.
    let field = try #require(
      Self.field(
        #"{"key": "phone", "label": "Phone", "type": "phone", "region": "GB", "required": true}"#
      ))
    defer { field.free() }
    #expect(field.feed("\r") == "TFK_OK")
    #expect(field.outcome == "\(TFK_OUTCOME_EDITING)")
    #expect(field.events() == ["refused: Phone: incomplete: nothing entered"])
    field.feed("02079460958\r")
    #expect(
      field.valueJSON
        == #"{"formatted": "020 7946 0958", "value": "+442079460958", "complete": true, "region": "GB"}"#
    )
    #expect(field.outcome == "\(TFK_OUTCOME_SUBMITTED)")
  }

  @Test func initialValueThatDoesNotFitIsShownNotFatal() throws {
    let field = try #require(
      Self.field(#"{"key": "n", "label": "N", "max-length": 3, "value": "12345"}"#))
    defer { field.free() }
    #expect(field.valueJSON == #"{"formatted": "123", "value": "123", "complete": true}"#)
    #expect(
      field.picture(width: 90, height: 2)[1]
        == "field \"n\": value \"12345\" does not fit: 2 characters dropped: at most 3 characters"
        .padding(toLength: 90, withPad: " ", startingAt: 0))
  }

  @Test(arguments: [
    (
      #"{"key": "p", "mask": "+1 ([000]) [000]-[0000]", "requird": true}"#,
      #"TFK_ERR_BAD_ARGUMENT NULL: spec: field "p": unknown option "requird" at requird (known: key, label, mask, "#
    ),
    (
      #"{"key": "p", "type": "fone"}"#,
      #"TFK_ERR_BAD_ARGUMENT NULL: spec: field "p": unknown type "fone" (known: phone, number, currency, date)"#
    ),
    (
      #"{"label": "P"}"#,
      #"TFK_ERR_BAD_ARGUMENT NULL: spec: the field: "key" is missing"#
    ),
    (
      #"{"key": 5}"#,
      #"TFK_ERR_BAD_ARGUMENT NULL: spec: key must be a string"#
    ),
    (
      #"["key"]"#,
      #"TFK_ERR_BAD_ARGUMENT NULL: spec: the field must be an object ({"key": …, "label": …})"#
    ),
    (
      #"{"key": "p", "mask": "[00"}"#,
      #"TFK_ERR_BAD_ARGUMENT NULL: spec: field "p": bad mask:"#
    ),
    (
      #"{"key": "p", "mask": "[00]", "regex": "\\d+"}"#,
      #"TFK_ERR_BAD_ARGUMENT NULL: spec: field "p": a mask decides its own characters: drop pattern, regex, allowed and banned"#
    ),
    (
      #"{"key": "p",}"#,
      #"TFK_ERR_BAD_ARGUMENT NULL: spec: not JSON: "#
    ),
  ])
  func badSpecsAreRefusedWithTheCommandsWords(json: String, message: String) {
    let got = Self.failure(json)
    #expect(got.hasPrefix(message), "\(got)")
  }

  @Test func nullAndHugeAndInvalidUTF8AreErrors() {
    var made: OpaquePointer?
    #expect(name(tfk_field_new_spec(nil, &made)) == "TFK_ERR_NULL_ARGUMENT")
    #expect(threadError == "json is NULL")
    #expect(name(tfk_field_new_spec(#"{"key": "a"}"#, nil)) == "TFK_ERR_NULL_ARGUMENT")
    #expect(threadError == "out is NULL")
    let huge = "{\"key\": \"a\", \"label\": \"" + String(repeating: "x", count: 1 << 20) + "\"}"
    #expect(name(tfk_field_new_spec(huge, &made)) == "TFK_ERR_BAD_ARGUMENT")
    #expect(threadError == "spec: 1048601 bytes; a spec holds at most 1048576")
    let invalid: [CChar] = [0x7B, 0x22, -1, 0x22, 0x7D, 0]  // {"\xFF"}
    #expect(name(tfk_field_new_spec(invalid, &made)) == "TFK_ERR_INVALID_UTF8")
    #expect(made == nil)
  }
}
