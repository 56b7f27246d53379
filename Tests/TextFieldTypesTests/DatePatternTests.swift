import Testing
import TextFieldCore
import TextFieldTypes

/// `DatePattern`: the letters it reads, the shapes and ISO forms it gives, and the errors that
/// point at the column.
@Suite struct DatePatternTests {
  @Test(
    arguments: [
      ("yyyy-MM-dd", "yyyy-MM-dd", "YYYY-MM-DD"),
      ("dd/MM/yyyy", "dd/MM/yyyy", "YYYY-MM-DD"),
      ("MM/dd/yyyy", "MM/dd/yyyy", "YYYY-MM-DD"),
      ("HH:mm", "HH:mm", "hh:mm"),
      ("HH:mm:ss", "HH:mm:ss", "hh:mm:ss"),
      ("yyyy-MM-dd HH:mm", "yyyy-MM-dd HH:mm", "YYYY-MM-DDThh:mm"),
      ("yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-ddTHH:mm:ss", "YYYY-MM-DDThh:mm:ss"),
      ("HH'h'mm", "HHhmm", "hh:mm"),
      ("MM/yyyy", "MM/yyyy", "YYYY-MM"),
      ("yyyyMMdd", "yyyyMMdd", "YYYY-MM-DD"),
      ("'le' dd 'à' HH:mm, MM/yyyy", "le dd à HH:mm, MM/yyyy", "YYYY-MM-DDThh:mm"),
      ("dd.MM.yyyy 'o''clock' ''", "dd.MM.yyyy o'clock '", "YYYY-MM-DD"),
    ])
  func patternsReadTheirShapeAndISOForm(source: String, shape: String, iso: String) throws {
    let pattern = try DatePattern(source)
    #expect(pattern.shape == shape)
    #expect(pattern.isoForm == iso)
    #expect(pattern.source == source)
  }

  @Test func elementsAreFieldsAndJoinedLiterals() throws {
    let pattern = try DatePattern("dd/MM/yyyy'T'HH")
    #expect(
      pattern.elements == [
        .field(.day), .literal("/"), .field(.month), .literal("/"), .field(.year),
        .literal("T"), .field(.hour),
      ])
    #expect(pattern.components == [.year, .month, .day, .hour])
    #expect(pattern.digitCount == 10)
    #expect(pattern.hasDate && pattern.hasTime)
  }

  @Test(
    arguments: [
      ("", DatePatternError.Reason.emptyPattern, 0, 1),
      ("dd/MM/yy", .unsupportedLetters(letters: "yy", replacement: "yyyy"), 6, 2),
      ("d/M/yyyy", .unsupportedLetters(letters: "d", replacement: "dd"), 0, 1),
      ("dd/M/yyyy", .unsupportedLetters(letters: "M", replacement: "MM"), 3, 1),
      ("dd MMM yyyy", .unsupportedLetters(letters: "MMM", replacement: "MM"), 3, 3),
      ("yyyyy", .unsupportedLetters(letters: "yyyyy", replacement: "yyyy"), 0, 5),
      ("hh:mm", .unknownLetter("h"), 0, 1),
      ("HH:mm a", .unknownLetter("a"), 6, 1),
      ("yyyy-MM-ddTHH:mm", .unknownLetter("T"), 10, 1),
      ("dd/MM/yyyy dd", .repeatedComponent(.day), 11, 2),
      ("dd/MM", .missingComponent(.month, needs: .year), 3, 2),
      ("dd/yyyy", .missingComponent(.day, needs: .month), 0, 2),
      ("HH:ss", .missingComponent(.second, needs: .minute), 3, 2),
      ("mm:ss", .missingComponent(.minute, needs: .hour), 0, 2),
      ("dd/MM/yyyy 1", .digitLiteral("1"), 11, 1),
      ("HH'0'mm", .digitLiteral("0"), 3, 1),
      ("HH:mm 'h", .unterminatedQuote, 6, 1),
      ("HH\u{1B}mm", .unusableLiteral("\u{1B}"), 2, 1),
      ("\u{301}HH", .unusableLiteral("\u{301}"), 0, 1),
      ("'only text'", .noComponent, 0, 11),
      ("--", .noComponent, 0, 2),
    ] as [(String, DatePatternError.Reason, Int, Int)])
  func malformedPatternsPointAtTheFault(
    source: String, reason: DatePatternError.Reason, offset: Int, length: Int
  ) {
    #expect(throws: DatePatternError(reason, pattern: source, offset: offset, length: length)) {
      try DatePattern(source)
    }
  }

  @Test func theDescriptionShowsTheColumnAndCarets() {
    let error = DatePatternError(
      .unsupportedLetters(letters: "yy", replacement: "yyyy"), pattern: "dd/MM/yy", offset: 6,
      length: 2)
    #expect(
      error.description == """
        "yy": a two-digit year is ambiguous; use yyyy
         --> pattern:1:7
          dd/MM/yy
                ^^
        """)
  }

  @Test func theCaretLineCountsColumnsAndHidesControls() {
    let wide = DatePatternError(.unknownLetter("h"), pattern: "年 dd h", offset: 5)
    #expect(wide.description.hasSuffix("  年 dd h\n        ^"))
    let control = DatePatternError(.unusableLiteral("\u{1B}"), pattern: "HH\u{1B}mm", offset: 2)
    #expect(!control.description.contains("\u{1B}"))
    #expect(control.description.hasSuffix("  HH mm\n    ^"))
  }

  @Test(
    arguments: [
      (
        DatePatternError.Reason.emptyPattern,
        "the pattern is empty: use letters such as yyyy-MM-dd or HH:mm"
      ),
      (
        .unknownLetter("h"),
        "\"h\" is not a pattern letter (yyyy MM dd HH mm ss); quote it to show it: 'h'"
      ),
      (
        .unsupportedLetters(letters: "d", replacement: "dd"),
        "\"d\": a value without its leading zero has no fixed width; use dd"
      ),
      (
        .unsupportedLetters(letters: "MMMM", replacement: "MM"),
        "\"MMMM\": month names are not supported; use MM"
      ),
      (.repeatedComponent(.day), "the day appears twice"),
      (.missingComponent(.day, needs: .month), "a pattern with the day needs the month (MM)"),
      (.digitLiteral("1"), "the digit \"1\" cannot be a literal: it would read as typed"),
      (.unterminatedQuote, "\"'\" opens a quoted literal that is never closed"),
    ])
  func messagesSayWhatIsWrong(reason: DatePatternError.Reason, message: String) {
    #expect(DatePatternError(reason, pattern: "x", offset: 0).message == message)
  }
}
