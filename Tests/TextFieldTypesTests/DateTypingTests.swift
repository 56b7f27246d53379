import TestSupport
import Testing
import TextFieldCore
import TextFieldTypes

/// Typing into date fields: the whole state after each key.
@Suite struct DateTypingTests {
  @Test func digitsFillTheFieldsAndSeparatorsAppear() throws {
    let field = try dateField("dd/MM/yyyy")
    expectStates(
      field,
      Array(
        zip(
          typing("31012024"),
          ["3|", "31/|", "31/0|", "31/01/|", "31/01/2|", "31/01/20|", "31/01/202|", "31/01/2024|"]
        )))
    #expect(field.formatStatus == FormatStatus(value: "2024-01-31", isComplete: true))
  }

  @Test func aCombinedPatternGivesAnISODateAndTime() throws {
    let field = try dateField("yyyy-MM-dd HH:mm")
    field.type("202402291430")
    #expect(field.state == TextFieldState(notation: "2024-02-29 14:30|"))
    #expect(field.value == "2024-02-29T14:30")
    #expect(field.isComplete)
  }

  @Test func aDigitThatCannotBeginItsFieldIsPadded() throws {
    expectStates(
      try dateField("dd/MM/yyyy"), [(.insert("4"), "04/|"), (.insert("2"), "04/02/|")])
    expectStates(
      try dateField("HH:mm:ss"),
      [(.insert("3"), "03:|"), (.insert("7"), "03:07:|"), (.insert("9"), "03:07:09|")])
    // 1 could begin 10 to 12: the month waits for its second digit.
    expectStates(try dateField("MM/dd/yyyy"), [(.insert("1"), "1|"), (.insert("2"), "12/|")])
  }

  @Test func theSeparatorTypedEarlyPadsTheField() throws {
    expectStates(
      try dateField("dd/MM/yyyy"),
      [
        (.insert("1"), "1|"), (.insert("/"), "01/|"), (.insert("1"), "01/1|"),
        (.insert("/"), "01/01/|"),
      ])
    expectStates(try dateField("HH:mm"), [(.insert("9"), "09:|"), (.insert("5"), "09:5|")])
  }

  @Test func aYearIsNeverPadded() throws {
    let field = try dateField("yyyy-MM-dd")
    field.type("24")
    expectRefusal(field, .insert("-"), .dateDigitExpected(input: "-", component: .year))
  }

  @Test func aSeparatorWhereOneAlreadyIsChangesNothing() throws {
    let field = try dateField("dd/MM/yyyy")
    field.type("31")
    #expect(field.perform(.insert("/")) == .rewritten(nil))
    #expect(field.state == TextFieldState(notation: "31/|"))
    field.perform(.undo)
    #expect(field.text == "")
  }

  @Test func lettersAreRefusedSayingWhatIsExpected() throws {
    let field = try dateField("dd/MM/yyyy")
    expectRefusal(field, .insert("a"), .dateDigitExpected(input: "a", component: .day))
    expectRefusal(field, .insert("/"), .dateDigitExpected(input: "/", component: .day))
    field.type("31/")
    expectRefusal(field, .insert("x"), .dateDigitExpected(input: "x", component: .month))
    expectRefusal(field, .insert("-"), .dateDigitExpected(input: "-", component: .month))
    field.type("012024")
    expectRefusal(field, .insert("5"), .maskRefused(input: "5", expected: .nothing))
    #expect(
      FieldMessages.english.text(for: .dateDigitExpected(input: "a", component: .day))
        == "\"a\": expected a digit of the day")
  }

  @Test func backspaceOverASeparatorDeletesTheDigitBeforeIt() throws {
    let field = try dateField("dd/MM/yyyy")
    field.type("3101")
    expectStates(
      field,
      [
        (.deleteBackward, "31/0|"), (.deleteBackward, "31/|"), (.deleteBackward, "3|"),
        (.deleteBackward, "|"),
      ])
    #expect(field.perform(.deleteBackward) == .ignored)
  }

  @Test func typingInTheMiddleOverwrites() throws {
    let field = try dateField("dd/MM/yyyy", text: "28/01/2024")
    field.setCaret(3)
    expectStates(
      field,
      [
        (.insert("0"), "28/0|1/2024"), (.insert("2"), "28/02/|2024"),
        (.move(.start, extending: false), "|28/02/2024"), (.insert("4"), "04/|02/2024"),
      ])
    expectRefusal(field, .insert("/"), .dateDigitExpected(input: "/", component: .month))
    field.setCaret(2)
    expectStates(field, [(.insert("/"), "04/|02/2024")])
    // Overwriting must still give a date: 31 November does not exist.
    let november = try dateField("dd/MM/yyyy", text: "31/01/2024")
    november.setCaret(3)
    expectRefusal(november, .insert("1"), .dateBeyondMonthEnd(month: 11, year: nil))
  }

  @Test func deletingInTheMiddleMovesTheCaretOnly() throws {
    let field = try dateField("dd/MM/yyyy", text: "31/01/2024")
    field.setCaret(5)
    expectStates(
      field,
      [
        (.deleteBackward, "31/0|1/2024"), (.deleteForward, "31/01|/2024"),
        (.insert("3"), "31/01/3|024"),
      ])
    // Killing to the end removes what follows.
    expectStates(field, [(.killToEnd, "31/01/3|")])
  }

  @Test func typingOverASelectionReachingTheEndReplacesIt() throws {
    let field = try dateField("dd/MM/yyyy", text: "31/01/2024")
    field.select(3..<10)
    expectStates(field, [(.insert("1"), "31/1|"), (.insert("2"), "31/12/|")])
    field.perform(.selectAll)
    expectStates(field, [(.insert("4"), "04/|")])
  }
}
