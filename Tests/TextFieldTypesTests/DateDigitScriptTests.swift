import TestSupport
import Testing
import TextFieldCore
import TextFieldTypes

/// A date field reads decimal digits of any script, as number and phone fields do, and shows
/// them in ASCII; a line that is not exactly a date is refused whole by `submitLine`.
@Suite struct DateDigitScriptTests {
  @Test(arguments: ["١٢٠٣٢٠٢٤", "۱۲۰۳۲۰۲۴", "１２０３２０２４", "१२०३२०२४", "1٢0３2०24"])
  func typedDigitsOfAnyScriptFillTheDate(_ digits: String) throws {
    let field = try dateField("dd/MM/yyyy")
    for command in typing(digits) { field.perform(command) }
    #expect(field.state == TextFieldState(notation: "12/03/2024|"))
    #expect(field.value == "2024-03-12")
  }

  @Test(arguments: ["٢٩.٠٢.٢٠٢٤", "２９/０２/２０２４", "٢٠٢٤-٠٢-٢٩"])
  func pastedDatesInOtherDigitsAreReadWhole(_ pasted: String) throws {
    let field = try dateField("dd/MM/yyyy")
    field.perform(.paste(pasted))
    #expect(field.state == TextFieldState(notation: "29/02/2024|"))
  }

  /// A digit with a combining mark is not a digit; letters are not either.
  @Test func aMarkedDigitAndLettersAreRefused() throws {
    let field = try dateField("dd/MM/yyyy")
    expectRefusal(
      field, .insert("1\u{301}"),
      .dateDigitExpected(input: "1\u{301}", component: .day))
    expectRefusal(field, .paste("abc"), .dateDigitExpected(input: "a", component: .day))
  }

  static func submittingField(_ pattern: String) throws -> TextFieldModel {
    TextFieldModel(
      validators: [.complete(on: [.submit])], filters: [try DateFilter(pattern: pattern)])
  }

  /// `submitLine`'s documentation example, and lines that are more or less than a date.
  @Test func aLineIsADateExactlyOrRefused() throws {
    let day = try Self.submittingField("dd/MM/yyyy")
    #expect(day.submitLine("29.02.2024") == .accepted(text: "29/02/2024", value: "2024-02-29"))
    #expect(
      day.submitLine("31.02.2024")
        == .refused(
          reason: "input does not fit: 6 characters dropped: February has at most 29 days"))
    #expect(day.text == "29/02/2024")
    #expect(
      try Self.submittingField("dd/MM/yyyy").submitLine("12/03/20245")
        == .refused(reason: "input does not fit: 1 character dropped: \"5\": the field is full"))
    #expect(
      try Self.submittingField("yyyy-MM-dd").submitLine("0012-03")
        == .refused(reason: "incomplete: \"0012-03-\" still needs \"dd\""))
  }
}
