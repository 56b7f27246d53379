import TestSupport
import Testing

@testable import TextFieldCore

@Suite struct ValidatorTests {
  @Test(arguments: [
    ("4111 1111 1111 1111", true), ("4111-1111-1111-1112", false), ("79927398713", true),
    ("7992739871x", false), ("0", false), ("", false), ("٤١١١١١١١١١١١١١١١", false),
  ])
  func luhn(number: String, valid: Bool) {
    #expect(Luhn.isValid(number) == valid)
  }

  @Test func validatorsReportButNeverBlockTyping() throws {
    let email = try Validator.regex(
      "[^@ ]+@[^@ ]+\\.[a-z]+", message: "not an email", on: [.change])
    let field = TextFieldModel.editing()
    field.validators = [email]
    field.type("a@b")
    #expect(field.text == "a@b")
    #expect(field.validationFailure == ValidationFailure(message: "not an email"))
    field.type(".io")
    #expect(field.validationFailure == nil)
  }

  @Test func triggersDecideWhenAValidatorRuns() {
    let field = TextFieldModel.editing()
    field.validators = [.required(message: "a name is required")]
    field.type("a")
    field.perform(.deleteBackward)
    #expect(field.validationFailure == nil)
    field.endEditing()
    #expect(field.validationFailure == ValidationFailure(message: "a name is required", caret: 0))
  }

  @Test func submitRunsEveryValidatorAndSeesTheValue() throws {
    let field = TextFieldModel.editing(filters: [try PatternFilter(pattern: "#### #### #### ####")])
    field.validators = [.luhn(on: [])]
    field.type("4111111111111112")
    #expect(field.validate(.change) == nil)
    #expect(field.validate(.submit) == ValidationFailure(.invalidCardNumber))
    #expect(field.validationFailure?.message == "not a valid card number")
    field.perform(.deleteBackward)
    field.type("1")
    #expect(field.validate(.submit) == nil)
  }

  @Test func regexFilterAcceptsPrefixesWhereAValidatorWantsTheWhole() throws {
    // The filter lets "12" through while typing; the validator says it is not finished.
    let field = TextFieldModel.editing(filters: [try RegexFilter("[0-9]{0,4}")])
    field.validators = [try Validator.regex("[0-9]{4}", message: "four digits")]
    field.type("12a")
    #expect(field.text == "12")
    #expect(field.validate(.submit) == ValidationFailure(message: "four digits"))
    field.type("34")
    #expect(field.validate(.submit) == nil)
  }

  @Test func aBadValidatorPatternIsATypedError() {
    #expect(throws: FilterConfigurationError.self) { try Validator.regex("(", message: "x") }
  }
}
