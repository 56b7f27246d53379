import TestSupport
import Testing
import TextFieldCore
import TextFieldTypes

/// Paste, programmatic text, undo and redo, and the format and read functions.
@Suite struct DatePasteTests {
  @Test(arguments: [
    ("2024-02-29", "29/02/2024"), ("29/02/2024", "29/02/2024"), ("4/2/2024", "04/02/2024"),
    ("29.02.2024", "29/02/2024"), (" 29 02 2024\n", "29/02/2024"), ("2902", "29/02/"),
  ])
  func aPastedDateIsRead(pasted: String, text: String) throws {
    let field = try dateField("dd/MM/yyyy")
    #expect(field.perform(.paste(pasted)).landed)
    #expect(field.state == TextFieldState(text: text, caret: text.count))
  }

  @Test func aPasteKeepsWhatFitsAndSaysWhatWasDropped() throws {
    let field = try dateField("dd/MM/yyyy")
    #expect(
      field.perform(.paste("31/02/abc"))
        == .rewritten(
          EditNotice(droppedCount: 5, reason: .dateBeyondMonthEnd(month: 2, year: nil))))
    #expect(field.state == TextFieldState(notation: "31/0|"))
  }

  @Test func aPasteOfWhichNothingFitsIsRefused() throws {
    let field = try dateField("dd/MM/yyyy")
    expectRefusal(field, .paste("abc"), .dateDigitExpected(input: "a", component: .day))
    expectRefusal(field, .paste("2023-02-29"), .dateBeyondMonthEnd(month: 2, year: 2023))
  }

  @Test func programmaticTextGoesThroughTheSameRules() throws {
    let field = try dateField("dd/MM/yyyy", text: "2024-02-29")
    #expect(field.text == "29/02/2024")
    #expect(field.value == "2024-02-29")
    #expect(
      field.setText("31/02/2024") == .rejected(reason: .dateBeyondMonthEnd(month: 2, year: 2024)))
    #expect(field.text == "29/02/2024")
    field.setText("0")
    #expect(field.text == "0")
    #expect(field.setText("99").landed)
    #expect(field.text == "09/09/")
  }

  @Test func undoAndRedoRestoreTexts() throws {
    let field = try dateField("dd/MM/yyyy")
    field.type("3101")
    field.perform(.paste("x"))
    field.perform(.deleteBackward)
    #expect(field.text == "31/0")
    field.perform(.undo)
    #expect(field.text == "31/01/")
    field.perform(.undo)
    #expect(field.text == "")
    field.perform(.redo)
    #expect(field.text == "31/01/")
  }

  @Test(arguments: [
    ("dd/MM/yyyy", "2024-02-29", "29/02/2024"), ("MM/dd/yyyy", "2024-02-29", "02/29/2024"),
    ("HH:mm", "14:30", "14:30"), ("HH:mm:ss", "14:30:05", "14:30:05"),
    ("yyyy-MM-dd HH:mm", "2024-02-29T14:30", "2024-02-29 14:30"),
    ("dd/MM/yyyy 'at' HH:mm", "2024-02-29 14:30", "29/02/2024 at 14:30"),
    ("MM/yyyy", "2024-02", "02/2024"),
  ])
  func isoValuesFormatAndReadBack(pattern: String, iso: String, text: String) throws {
    let parsed = try DatePattern(pattern)
    #expect(try parsed.format(iso: iso) == text)
    #expect(try parsed.iso(from: text) == iso.replacingSpace)
  }

  @Test func valuesThatCannotBeReadSayWhy() throws {
    let pattern = try DatePattern("dd/MM/yyyy")
    #expect(throws: DateValueError(.malformed(expected: "YYYY-MM-DD"), text: "2024-2-29")) {
      try pattern.format(iso: "2024-2-29")
    }
    #expect(
      throws: DateValueError(
        .refused(.dateBeyondMonthEnd(month: 2, year: 2023)), text: "2023-02-29")
    ) {
      try pattern.format(iso: "2023-02-29")
    }
    #expect(throws: DateValueError(.malformed(expected: "dd/MM/yyyy"), text: "29/02")) {
      try pattern.iso(from: "29/02")
    }
    #expect(
      DateValueError(.refused(.dateBeyondMonthEnd(month: 2, year: 2023)), text: "2023-02-29")
        .description == "\"2023-02-29\": February 2023 has 28 days")
    let bounded = try DateFilter(pattern: "dd/MM/yyyy", maximum: "2024-12-31")
    #expect(
      throws: DateValueError(
        .refused(.dateOutOfRange(minimum: nil, maximum: "31/12/2024")), text: "01/01/2025")
    ) {
      try bounded.iso(from: "01/01/2025")
    }
    #expect(try bounded.format(iso: "2024-12-31") == "31/12/2024")
  }

  @Test func filtersCheckTheirConfiguration() {
    #expect(
      throws: DateFilterError.pattern(
        DatePatternError(
          .unsupportedLetters(letters: "yy", replacement: "yyyy"), pattern: "dd/MM/yy", offset: 6,
          length: 2))
    ) { try DateFilter(pattern: "dd/MM/yy") }
    #expect(
      throws: DateFilterError.minimum(
        DateValueError(.malformed(expected: "hh:mm"), text: "8:00"))
    ) { try DateFilter(pattern: "HH:mm", minimum: "8:00") }
    #expect(
      throws: DateFilterError.maximum(
        DateValueError(.refused(.dateValueOutOfRange(component: .hour, value: 24)), text: "24:00"))
    ) { try DateFilter(pattern: "HH:mm", maximum: "24:00") }
    #expect(throws: DateFilterError.minimumAfterMaximum(minimum: "18:00", maximum: "08:00")) {
      try DateFilter(pattern: "HH:mm", minimum: "18:00", maximum: "08:00")
    }
  }
}

extension String {
  /// The text with a space between date and time written as ISO's `T`.
  fileprivate var replacingSpace: String {
    String(map { $0 == " " ? "T" : $0 })
  }
}
