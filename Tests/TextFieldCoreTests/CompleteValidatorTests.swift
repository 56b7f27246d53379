import InputMask
import TestSupport
import Testing

@testable import TextFieldCore

/// `Validator.complete`: one completeness check for masks and patterns, the caret at the end.
@Suite struct CompleteValidatorTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var format: String
    var isMask: Bool
    var typed: String
    var allowsEmpty = false
    var failure: ValidationFailure?

    var testDescription: String { "\(format) ← \"\(typed)\"" }
  }

  @Test(arguments: [
    Row(
      format: "+1 ([000]) [000]-[0000]", isMask: true, typed: "555",
      failure: ValidationFailure(.incomplete(text: "+1 (555) ", missing: "___-____"), caret: 9)),
    Row(
      format: "+1 ([000]) [000]-[0000]", isMask: true, typed: "",
      failure: ValidationFailure(.incomplete(text: "", missing: "+1 (___) ___-____"), caret: 0)),
    Row(format: "+1 ([000]) [000]-[0000]", isMask: true, typed: "", allowsEmpty: true),
    Row(format: "+1 ([000]) [000]-[0000]", isMask: true, typed: "5551234567"),
    Row(
      format: "## ##", isMask: false, typed: "12",
      failure: ValidationFailure(.incomplete(text: "12", missing: " __"), caret: 2)),
    Row(
      format: "## ##", isMask: false, typed: "",
      failure: ValidationFailure(.incomplete(text: "", missing: ""), caret: 0)),
    Row(format: "## ##", isMask: false, typed: "1234"),
  ])
  func reportsWhatIsStillNeeded(row: Row) throws {
    let filter: any TextFieldFilter =
      row.isMask ? try MaskFilter(format: row.format) : try PatternFilter(pattern: row.format)
    let field = TextFieldModel.editing(filters: [filter])
    field.validators = [.complete(allowsEmpty: row.allowsEmpty)]
    // The validator alone: the field's own completeness check (its default) is off.
    field.allowsIncomplete = true
    field.type(row.typed)
    #expect(field.validate(.submit) == row.failure)
  }

  @Test(arguments: [
    ("+1 (555) ", "___-____", "incomplete: \"+1 (555) \" still needs \"___-____\""),
    ("12", "", "incomplete: \"12\""), ("", "", "incomplete: nothing entered"),
  ])
  func theEnglishMessageSaysWhatIsMissing(text: String, missing: String, message: String) {
    #expect(ValidationFailure(.incomplete(text: text, missing: missing)).message == message)
  }

  @Test func aFieldWithoutAFormatPasses() {
    let field = TextFieldModel.editing()
    field.validators = [.complete()]
    #expect(field.validate(.submit) == nil)
  }

  @Test func aMessageReplacesTheDefaultAndTriggersAreKept() throws {
    let field = TextFieldModel.editing(filters: [try MaskFilter(format: "[0000]")])
    field.validators = [.complete(message: "enter 4 digits", on: [])]
    field.type("12")
    #expect(field.validate(.endEditing) == nil)
    #expect(field.validate(.submit) == ValidationFailure(message: "enter 4 digits", caret: 2))
  }

  @Test func theSubjectCarriesTheFormatStatus() throws {
    let subject = ValidationSubject(
      text: "12 3", format: FormatStatus(value: "123", isComplete: false, tailPlaceholder: "_"))
    #expect(subject.value == "123")
    #expect(
      Validator.complete().validate(subject)
        == ValidationFailure(.incomplete(text: "12 3", missing: "_"), caret: 4))
  }
}
