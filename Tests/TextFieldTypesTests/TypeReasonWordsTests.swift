import TestSupport
import Testing
import TextFieldCore
import TextFieldTypes

/// The phone, number and date fields' reasons are TextFieldTypes' own, yet worded, replaced and
/// merged through the same table as the core's and an app's own reasons.
@Suite struct TypeReasonWordsTests {
  @Test func anAppRewordsADateReasonAndItsOwnReasonInOneTable() throws {
    var table = FieldMessages.french
    table.dateBeyondMonthEnd = { month, year in
      "le mois \(month) est trop court\(year.map { " en \($0)" } ?? "")"
    }
    table.phoneDigitsOnly = { _ in "seulement des chiffres" }
    table.aboveMaximum = { "au plus \($0)" }
    table[OddDigitWords.self] = { "« \($0) » est impair" }

    let date = try dateField("dd/MM/yyyy")
    date.messages = table
    date.type("310")
    var said: [String] = []
    date.addObserver { event, model in
      if case .feedback(let feedback) = event { said.append(model.message(for: feedback)) }
    }
    date.perform(.insert("2"))
    date.perform(.insert("x"))
    #expect(said == ["le mois 2 est trop court", "\"x\": expected a digit of the month"])

    let even = TextFieldModel(text: "", filters: [EvenDigitsFilter()])
    even.messages = table
    even.beginEditing()
    let odd = RefusalReason(OddDigit(digit: "5"))
    #expect(even.perform(.insert("5")) == .rejected(reason: odd))
    #expect(even.message(for: .rejected(reason: odd)) == "« 5 » est impair")

    let reasons: [RefusalReason] = [
      .dateBeyondMonthEnd(month: 2, year: 2023), .phoneDigitsOnly(input: "x"),
      .aboveMaximum("10"), .belowMinimum("1"),
    ]
    #expect(
      reasons.map(table.text(for:)) == [
        "le mois 2 est trop court en 2023", "seulement des chiffres", "au plus 10", "at least 1",
      ])
    // The English table keeps its words.
    #expect(
      reasons.map(FieldMessages.english.text(for:)) == [
        "February 2023 has 28 days", "\"x\": a phone number takes digits and a leading +",
        "at most 10", "at least 1",
      ])
  }

  @Test func typeReasonsMergeWithCoreAndUserReasons() {
    let odd = RefusalReason(OddDigit(digit: "3"))
    let merged = RefusalReason.tooLong(limit: 3).merged(with: .aboveMaximum("9"))
      .merged(with: .aboveMaximum("9")).merged(with: .dateStepNeedsValue(component: .day))
      .merged(with: odd)
    #expect(
      merged
        == .several([
          .tooLong(limit: 3), .aboveMaximum("9"), .dateStepNeedsValue(component: .day), odd,
        ]))
    #expect(merged.parts.count == 4)
    #expect(
      FieldMessages.english.text(for: merged)
        == "at most 3 characters; at most 9; type the day first, then ↑↓ change it; \"3\" is odd")
    #expect(RefusalReason.aboveMaximum("9") != .belowMinimum("9"))
    #expect(RefusalReason.aboveMaximum("9") != .custom("at most 9"))
  }

  @Test func monthLengthsInWordsAreTheCalendars() {
    let names = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ]
    for (index, name) in names.enumerated() where index != 1 {
      let days = GregorianCalendar.maximumDaysIn(month: index + 1)
      #expect(
        FieldMessages.english.text(for: .dateBeyondMonthEnd(month: index + 1, year: nil))
          == "\(name) has \(days) days")
    }
    for year in [1900, 2000, 2023, 2024, 2100] {
      let days = GregorianCalendar.daysIn(month: 2, year: year)
      #expect(
        FieldMessages.english.text(for: .dateBeyondMonthEnd(month: 2, year: year))
          == "February \(year) has \(days) days")
    }
    #expect(
      FieldMessages.english.text(for: .dateBeyondMonthEnd(month: 2, year: nil))
        == "February has at most 29 days")
  }
}
