import TestSupport
import Testing
import TextFieldCore
import TextFieldTypes

/// Up and Down on a date field: the field under the caret wraps within its range; month and
/// year clamp the day; the year and the bounds refuse.
@Suite struct DateStepTests {
  @Test func monthsClampTheDayToTheMonthsLength() throws {
    let field = try dateField("dd/MM/yyyy", text: "31/01/2024")
    #expect(field.canStep)
    field.setCaret(5)
    expectStates(
      field,
      [
        (.step(by: 1), "29/02|/2024"), (.step(by: 1), "29/03|/2024"),
        (.step(by: -2), "29/01|/2024"), (.step(by: -1), "29/12|/2024"),
        (.step(by: 1), "29/01|/2024"),
      ])
    field.perform(.undo)
    #expect(field.text == "29/12/2024")
  }

  @Test func yearsClampTheLeapDay() throws {
    let field = try dateField("dd/MM/yyyy", text: "29/02/2024")
    expectStates(
      field, [(.step(by: 1), "28/02/2025|"), (.step(by: -1), "28/02/2024|")])
  }

  @Test func daysWrapWithinTheirMonth() throws {
    let field = try dateField("dd/MM/yyyy", text: "31/12/2024")
    field.setCaret(0)
    expectStates(field, [(.step(by: 1), "|01/12/2024"), (.step(by: -1), "|31/12/2024")])
    let february = try dateField("yyyy-MM-dd", text: "2023-02-01")
    expectStates(february, [(.step(by: -1), "2023-02-28|"), (.step(by: 1), "2023-02-01|")])
    let leap = try dateField("yyyy-MM-dd", text: "2024-02-28")
    expectStates(leap, [(.step(by: 1), "2024-02-29|"), (.step(by: 1), "2024-02-01|")])
  }

  @Test func timesWrapWithoutCarrying() throws {
    let field = try dateField("HH:mm:ss", text: "23:59:59")
    expectStates(field, [(.step(by: 1), "23:59:00|")])
    field.setCaret(4)
    expectStates(field, [(.step(by: 1), "23:0|0:00"), (.step(by: -61), "23:5|9:00")])
    field.setCaret(1)
    expectStates(field, [(.step(by: 1), "0|0:59:00"), (.step(by: -1), "2|3:59:00")])
  }

  @Test func theCaretPicksTheFieldItIsInOrJustAfter() throws {
    let field = try dateField("dd/MM/yyyy", text: "15/06/2024")
    for (caret, text) in [
      (0, "16/06/2024"), (2, "16/06/2024"), (3, "15/07/2024"), (5, "15/07/2024"),
      (6, "15/06/2025"), (10, "15/06/2025"),
    ] {
      field.setText("15/06/2024")
      field.setCaret(caret)
      field.perform(.step(by: 1))
      #expect(field.text == text, "caret \(caret)")
      #expect(field.caret == caret)
    }
  }

  @Test func theYearDoesNotWrap() throws {
    let last = try dateField("yyyy-MM-dd", text: "9999-12-31")
    last.setCaret(2)
    expectRefusal(last, .step(by: 1), .dateValueOutOfRange(component: .year, value: 10_000))
    let first = try dateField("yyyy-MM-dd", text: "0001-01-01")
    first.setCaret(0)
    expectRefusal(first, .step(by: -1), .dateValueOutOfRange(component: .year, value: 0))
  }

  @Test func boundsRefuseASteps() throws {
    let field = try dateField(
      "dd/MM/yyyy", minimum: "2024-01-01", maximum: "2024-12-31", text: "31/12/2024")
    expectRefusal(field, .step(by: 1), .dateOutOfRange(minimum: nil, maximum: "31/12/2024"))
    field.setCaret(0)
    expectStates(field, [(.step(by: 1), "|01/12/2024")])
  }

  @Test func aFieldNotTypedWholeIsNotStepped() throws {
    let field = try dateField("dd/MM/yyyy")
    // Nothing to step: in a form, Up and Down move focus from here.
    #expect(!field.canStep)
    expectRefusal(field, .step(by: 1), .dateStepNeedsValue(component: .day))
    field.type("310")
    #expect(!field.canStep)
    expectRefusal(field, .step(by: 1), .dateStepNeedsValue(component: .month))
    #expect(
      FieldMessages.english.text(for: .dateStepNeedsValue(component: .month))
        == "type the month first, then ↑↓ change it")
    // The day steps while the month is not typed: it wraps at 31.
    field.setCaret(1)
    #expect(field.canStep)
    expectStates(field, [(.step(by: 1), "0|1/0")])
  }

  @Test func aPartlyTypedFebruaryWrapsTheDayAt29() throws {
    let field = try dateField("dd/MM/yyyy", text: "28/02/")
    field.setCaret(0)
    expectStates(field, [(.step(by: 1), "|29/02/"), (.step(by: 1), "|01/02/")])
  }
}
