import TestSupport
import Testing
import TextFieldCore
import TextFieldTypes

/// Fraction digits are bounded, bounds finer than the fraction digits are refused, and Up and
/// Down never leave the bounds.
@Suite struct NumberBoundsTests {
  @Test func fractionDigitsAreBounded() throws {
    #expect(throws: NumberConfigurationError.tooManyFractionDigits(Int.max, limit: 999)) {
      try NumberFormat(locale: "de_DE", currency: "EUR", fractionDigits: Int.max)
    }
    #expect(throws: NumberConfigurationError.tooManyFractionDigits(1000, limit: 999)) {
      try NumberFilter(fractionDigits: 1000)
    }
    let widest = try NumberFormat(currency: "EUR", fractionDigits: 999)
    #expect(try widest.format("1.5") == "€1." + "5" + String(repeating: "0", count: 998))
  }

  @Test(
    arguments: [
      (
        "0.5", nil, 0, nil,
        NumberConfigurationError.boundFinerThanFraction(
          bound: "0.5", isMinimum: true, fractionDigits: 0)
      ),
      (
        nil, "9.5", 0, nil,
        .boundFinerThanFraction(bound: "9.5", isMinimum: false, fractionDigits: 0)
      ),
      (
        nil, "9.125", nil, "EUR",
        .boundFinerThanFraction(
          bound: "9.125", isMinimum: false, fractionDigits: 2)
      ),
    ] as [(String?, String?, Int?, String?, NumberConfigurationError)])
  func boundsFinerThanTheFractionAreRefused(
    minimum: String?, maximum: String?, fraction: Int?, currency: String?,
    error: NumberConfigurationError
  ) {
    #expect(throws: error) {
      try NumberFilter(
        minimum: minimum, maximum: maximum, fractionDigits: fraction, currency: currency)
    }
  }

  /// Trailing zeros do not count: `9.50` is a bound of one fraction digit.
  @Test func boundsWithTrailingZerosAreKept() throws {
    let filter = try NumberFilter(minimum: "0.50", maximum: "9.50", fractionDigits: 1)
    let field = TextFieldModel.editing(notation: "9.5|", filters: [filter])
    #expect(field.perform(.step(by: 1)) == .rejected(reason: .aboveMaximum("9.5")))
  }

  /// Random bounds, fraction digits and values: every step lands within the bounds, or is
  /// refused at one of them.
  @Test func stepsNeverLeaveTheBounds() throws {
    var random = SeededGenerator(seed: 7)
    func decimal(_ digits: Int) -> String {
      let whole = Int.random(in: -20...20, using: &random)
      guard digits > 0 else { return "\(whole)" }
      let fraction = (0..<digits).map { _ in String(Int.random(in: 0...9, using: &random)) }
      return "\(whole).\(fraction.joined())"
    }
    var stepped = 0
    for _ in 0..<400 {
      let fraction = Int.random(in: 0...3, using: &random)
      let low = DecimalNumber(decimal(Int.random(in: 0...fraction, using: &random)))
      let high = DecimalNumber(decimal(Int.random(in: 0...fraction, using: &random)))
      guard let low, let high, low <= high else { continue }
      let filter = try NumberFilter(
        minimum: low.description, maximum: high.description, fractionDigits: fraction)
      let field = TextFieldModel(filters: [filter])
      field.setText(decimal(Int.random(in: 0...fraction, using: &random)))
      field.beginEditing()
      for _ in 0..<6 {
        let steps = [-2, -1, 1, 2].randomElement(using: &random) ?? 1
        guard field.perform(.step(by: steps)).landed else { continue }
        stepped += 1
        let number = try #require(DecimalNumber(field.value))
        #expect(low <= number && number <= high, "\(field.text) in \(low)…\(high)")
      }
    }
    #expect(stepped > 100)
  }
}
