import InputMask
import TestSupport
import Testing
import TextFieldCore

/// A field with a mask or `#`-pattern refuses to be submitted while its format is incomplete, as
/// `textfield` does without `--allow-incomplete`; `allowsIncomplete` opts out.
@Suite struct IncompleteFormatTests {
  static let phone = "+1 ([000]) [000]-[0000]"

  static func fields(allowsIncomplete: Bool) throws -> [TextFieldModel] {
    let filtered = TextFieldModel(filters: [try MaskFilter(format: phone)])
    let delegated = TextFieldModel()
    delegated.retainDelegate(try MaskFilter(format: phone))
    let fields = [
      try TextFieldModel(mask: phone, allowsIncomplete: allowsIncomplete),
      try TextFieldModel(pattern: "(###) ###-####", allowsIncomplete: allowsIncomplete),
      filtered, delegated,
    ]
    for field in fields { field.allowsIncomplete = allowsIncomplete }
    return fields
  }

  @Test func anIncompleteFormatFailsOnSubmitSayingWhatItStillNeeds() throws {
    let masked = (
      "+1 (555) ", ValidationFailure(.incomplete(text: "+1 (555) ", missing: "___-____"), caret: 9)
    )
    let expected = [
      masked,
      ("(555", ValidationFailure(.incomplete(text: "(555", missing: ") ___-____"), caret: 4)),
      masked, masked,
    ]
    for (field, (text, failure)) in zip(try Self.fields(allowsIncomplete: false), expected) {
      field.beginEditing()
      field.type("555")
      #expect(field.text == text)
      #expect(field.requiresCompleteFormat)
      #expect(field.validate(.submit) == failure)
      #expect(field.validationFailure?.message == failure.message)
      // Only submit checks: typing and leaving say nothing.
      #expect(field.validate(.change) == nil)
      #expect(field.validate(.endEditing) == nil)
      field.type("1234567")
      #expect(field.validate(.submit) == nil)
    }
  }

  @Test func anEmptyFormatIsIncompleteToo() throws {
    let field = try TextFieldModel(mask: Self.phone)
    #expect(
      field.validate(.submit)
        == ValidationFailure(.incomplete(text: "", missing: "+1 (___) ___-____"), caret: 0))
  }

  @Test func allowsIncompleteOptsOut() throws {
    for field in try Self.fields(allowsIncomplete: true) {
      field.beginEditing()
      field.type("555")
      #expect(!field.requiresCompleteFormat)
      #expect(field.validate(.submit) == nil)
      #expect(!field.isComplete)
    }
  }

  /// The field's own validators come first: their message wins.
  @Test func ownValidatorsComeFirst() throws {
    let field = try TextFieldModel(
      mask: Self.phone, validators: [.complete(message: "enter the whole number")])
    field.setText("555")
    #expect(field.text == "+1 (555")
    #expect(
      field.validate(.submit) == ValidationFailure(message: "enter the whole number", caret: 7))
  }

  /// Fields without a mask or pattern are not checked.
  @Test func otherFieldsAreNotChecked() throws {
    for field in [TextFieldModel(), try TextFieldModel(maxLength: 3)] {
      #expect(!field.requiresCompleteFormat)
      #expect(field.validate(.submit) == nil)
    }
  }
}
