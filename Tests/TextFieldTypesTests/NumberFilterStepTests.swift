import TestSupport
import Testing
import TextFieldCore
import TextFieldTypes

/// Up and Down step a number by 1, clamped or refused at the bounds.
@Suite struct NumberFilterStepTests {
  /// Each row: a state, the step, and the state after it.
  @Test(arguments: [
    ("|", 1, "1|"),
    ("|", -1, "-1|"),
    ("999|", 1, "1,000|"),
    ("1,000|", -1, "999|"),
    ("1.50|", 1, "2.50|"),
    ("9|99", 1, "1,0|00"),
    ("-0.5|", 1, "0.5|"),
    ("12,345,678,901,234,567,890|", 1, "12,345,678,901,234,567,891|"),
  ])
  func stepsAddOneAndKeepTheCaretFromTheEnd(before: String, steps: Int, after: String) throws {
    let field = TextFieldModel.editing(notation: before, filters: [try NumberFilter()])
    #expect(field.canStep)
    field.perform(.step(by: steps))
    #expect(field.state == TextFieldState(notation: after))
  }

  @Test func stepsAreClampedThenRefusedAtTheBounds() throws {
    let filter = try NumberFilter(minimum: "-1.5", maximum: "10.5")
    let field = TextFieldModel.editing(notation: "9.8|", filters: [filter])
    field.perform(.step(by: 1))
    #expect(field.text == "10.5")
    #expect(field.perform(.step(by: 1)) == .rejected(reason: .aboveMaximum("10.5")))
    field.setText("-1")
    field.perform(.step(by: -1))
    #expect(field.text == "-1.5")
    #expect(field.perform(.step(by: -1)) == .rejected(reason: .belowMinimum("-1.5")))
  }

  @Test func withoutNegativesDownStopsAtZero() throws {
    let field = TextFieldModel.editing(
      notation: "0.5|", filters: [try NumberFilter(allowsNegative: false)])
    field.perform(.step(by: -1))
    // The fraction digits typed stay, as in `1.50` → `2.50`.
    #expect(field.text == "0.0")
    #expect(field.perform(.step(by: -1)) == .rejected(reason: .negativeNotAllowed))
  }

  @Test func belowAPositiveMinimumUpGoesToTheMinimum() throws {
    let field = TextFieldModel.editing(
      notation: "|", filters: [try NumberFilter(minimum: "50")])
    field.perform(.step(by: 1))
    #expect(field.text == "50")
  }

  @Test func moneyStepsByOneUnitWithItsSymbol() throws {
    let field = TextFieldModel.editing(
      notation: "|", filters: [try NumberFilter(locale: "de_DE", currency: "EUR")])
    field.type("12,5")
    field.perform(.step(by: 1))
    #expect(field.state == TextFieldState(notation: "13,5|\u{A0}€"))
    field.perform(.undo)
    #expect(field.text == "12,5\u{A0}€")
  }
}
