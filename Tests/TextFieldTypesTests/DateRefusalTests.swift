import TestSupport
import Testing
import TextFieldCore
import TextFieldTypes

/// Dates that cannot exist, values out of range and bounds are refused at the digit that makes
/// them so, with the reason; the text stays as it was.
@Suite struct DateRefusalTests {
  @Test func thirtyFirstOfFebruaryIsRefusedAtTheMonthsLastDigit() throws {
    let field = try dateField("dd/MM/yyyy")
    field.type("310")
    expectRefusal(field, .insert("2"), .dateBeyondMonthEnd(month: 2, year: nil))
    #expect(field.state == TextFieldState(notation: "31/0|"))
    #expect(
      field.message(for: .rejected(reason: .dateBeyondMonthEnd(month: 2, year: nil)))
        == "February has at most 29 days")
  }

  @Test func monthFirstRefusesTheDayAsSoonAsItCannotBe() throws {
    let april = try dateField("MM/dd/yyyy")
    april.type("043")
    expectRefusal(april, .insert("1"), .dateBeyondMonthEnd(month: 4, year: nil))
    #expect(april.text == "04/3")
    // No day of February begins with 3: the 3 itself is refused.
    let february = try dateField("MM/dd/yyyy")
    february.type("02")
    expectRefusal(february, .insert("3"), .dateBeyondMonthEnd(month: 2, year: nil))
    #expect(february.text == "02/")
  }

  @Test(arguments: [
    ("dd/MM/yyyy", "2902202", "3", 2023), ("dd/MM/yyyy", "2902190", "0", 1900),
    ("MM/dd/yyyy", "0229210", "0", 2100), ("yyyy-MM-dd", "2023022", "9", 2023),
  ])
  func twentyNinthOfFebruaryOutsideLeapYears(
    pattern: String, typed: String, last: String, year: Int
  ) throws {
    let field = try dateField(pattern)
    field.type(typed)
    expectRefusal(field, .insert(last), .dateBeyondMonthEnd(month: 2, year: year))
    #expect(
      FieldMessages.english.text(for: .dateBeyondMonthEnd(month: 2, year: year))
        == "February \(year) has 28 days")
  }

  @Test(arguments: ["2000", "2024", "1600"])
  func twentyNinthOfFebruaryInLeapYears(year: String) throws {
    let field = try dateField("dd/MM/yyyy")
    field.type("2902" + year)
    #expect(field.text == "29/02/\(year)")
    #expect(field.value == "\(year)-02-29")
  }

  @Test(arguments: [
    ("dd/MM/yyyy", "011", "3", DateTimeComponent.month, 13, "there is no month 13 (01 to 12)"),
    ("dd/MM/yyyy", "0", "0", .day, 0, "there is no day 00 (01 to 31)"),
    ("dd/MM/yyyy", "0101000", "0", .year, 0, "there is no year 0000 (0001 to 9999)"),
    ("HH:mm", "2", "4", .hour, 24, "there is no hour 24 (00 to 23)"),
    ("MM/yyyy", "0", "0", .month, 0, "there is no month 00 (01 to 12)"),
  ])
  func valuesOutOfRange(
    pattern: String, typed: String, last: String, component: DateTimeComponent, value: Int,
    words: String
  ) throws {
    let field = try dateField(pattern)
    field.type(typed)
    let reason = RefusalReason.dateValueOutOfRange(component: component, value: value)
    expectRefusal(field, .insert(last), reason)
    #expect(FieldMessages.english.text(for: reason) == words)
  }

  @Test func minuteSixtyCannotBeTypedButIsRefusedWhenPasted() throws {
    let field = try dateField("HH:mm")
    field.type("146")
    #expect(field.text == "14:06")
    field.perform(.selectAll)
    expectRefusal(field, .paste("14:60"), .dateValueOutOfRange(component: .minute, value: 60))
    #expect(
      field.perform(.paste("23:59:60"))
        == .rewritten(
          EditNotice(droppedCount: 3, reason: .maskRefused(input: ":", expected: .nothing))))
    #expect(field.text == "23:59")
  }

  @Test func boundsRefuseAsSoonAsThePrefixCannotReachTheRange() throws {
    let field = try dateField("dd/MM/yyyy", minimum: "2000-01-01", maximum: "2030-12-31")
    field.type("0101")
    let early = RefusalReason.dateOutOfRange(minimum: "01/01/2000", maximum: nil)
    let late = RefusalReason.dateOutOfRange(minimum: nil, maximum: "31/12/2030")
    expectRefusal(field, .insert("1"), early)
    expectRefusal(field, .insert("3"), late)
    field.type("203")
    expectRefusal(field, .insert("1"), late)
    field.type("0")
    #expect(field.value == "2030-01-01")
    #expect(FieldMessages.english.text(for: early) == "not before 01/01/2000")
    #expect(FieldMessages.english.text(for: late) == "not after 31/12/2030")
  }

  @Test func aDayBetweenTwoBoundsNamesBoth() throws {
    let field = try dateField("dd/MM/yyyy", minimum: "2024-03-15", maximum: "2024-04-10")
    field.type("1")
    let both = RefusalReason.dateOutOfRange(minimum: "15/03/2024", maximum: "10/04/2024")
    expectRefusal(field, .insert("2"), both)
    #expect(FieldMessages.english.text(for: both) == "from 15/03/2024 to 10/04/2024 only")
    field.type("6")
    expectRefusal(field, .insert("5"), both)
    field.type("3")
    #expect(field.text == "16/03/")
  }

  @Test func timeBounds() throws {
    let field = try dateField("HH:mm", minimum: "08:00", maximum: "18:30")
    let early = RefusalReason.dateOutOfRange(minimum: "08:00", maximum: nil)
    let late = RefusalReason.dateOutOfRange(minimum: nil, maximum: "18:30")
    expectRefusal(field, .insert("2"), late)
    field.type("0")
    expectRefusal(field, .insert("7"), early)
    field.perform(.deleteBackward)
    field.type("18")
    expectRefusal(field, .insert("4"), late)
    field.type("30")
    #expect(field.value == "18:30")
    #expect(field.formatStatus?.isComplete == true)
  }

  @Test func theStatusIsISOOnlyWhenComplete() throws {
    let field = try dateField("dd/MM/yyyy")
    #expect(
      field.formatStatus
        == FormatStatus(value: "", isComplete: false, tailPlaceholder: "dd/MM/yyyy"))
    field.type("310")
    #expect(
      field.formatStatus == FormatStatus(value: "", isComplete: false, tailPlaceholder: "M/yyyy"))
    field.type("1")
    #expect(field.tailPlaceholder == "yyyy")
    field.type("2024")
    #expect(field.formatStatus == FormatStatus(value: "2024-01-31", isComplete: true))
  }
}
