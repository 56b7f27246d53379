import TestSupport
import Testing
import TextFieldCore
import TextFieldTypes

/// Each field type works as a delegate's filter in a `TextFieldProxy` chain, with the user's
/// delegate asked first and every call forwarded once.
@Suite struct FieldTypeProxyTests {
  @Test func aPhoneInAProxyAsksTheUserOnceAndFormatsAsAlone() throws {
    let user = DelegateRecorder()
    user.shouldChange = { _, string in string != "9" }
    let proxy = TextFieldProxy(filters: [try PhoneFilter(region: "US")], delegate: user)
    let field = TextFieldModel()
    field.delegate = proxy
    field.beginEditing()
    field.type("6502530000")
    #expect(field.text == "(650) 253-0000")
    #expect(field.value == "+16502530000")
    #expect(field.annotation == "US")
    #expect(field.perform(.insert("9")) == .rejected(reason: nil))
    #expect(user.calls.filter { $0.hasPrefix("shouldChange") }.count == 11)
  }

  @Test func aNumberChainsWithAnotherFilterAndStepsThroughTheProxy() throws {
    let proxy = TextFieldProxy(filters: [
      try NumberFilter(locale: "de_DE", maximum: "1000000"), try MaxLengthFilter(6),
    ])
    let field = TextFieldModel()
    field.delegate = proxy
    field.beginEditing()
    field.type("12345")
    #expect(field.text == "12.345")
    // The length filter sees the number's rewrite: a sixth digit makes 7 Characters.
    #expect(field.perform(.insert("6")) == .rejected(reason: .tooLong(limit: 6)))
    #expect(field.canStep)
    field.perform(.step(by: 1))
    #expect(field.text == "12.346")
    field.perform(.undo)
    #expect(field.text == "12.345")
  }

  @Test func aDateInAProxyRefusesWithItsReasonAndStepsItsSegment() throws {
    let proxy = TextFieldProxy(filters: [try DateFilter(pattern: "dd/MM/yyyy")])
    let field = TextFieldModel()
    field.delegate = proxy
    field.beginEditing()
    field.type("310")
    #expect(
      field.perform(.insert("2")) == .rejected(reason: .dateBeyondMonthEnd(month: 2, year: nil)))
    field.type("12024")
    #expect(field.value == "2024-01-31")
    field.perform(.move(.start, extending: false))
    field.perform(.step(by: 1))
    #expect(field.text == "01/01/2024")
  }
}
