import TextFieldCore

extension NumberFilter: InputDescribing {
  /// What the number is, a worked example, the locale's separators by name and the limits:
  /// `an amount in EUR, shown as 1.234,50 €; decimal separator comma (,), grouping separator
  /// period (.); from 0,00 € to 500,00 €`.
  public var inputDescription: String {
    let kind = format.currency.map { "an amount in \($0)" } ?? "a number"
    var parts = [kind + ", shown as " + InputWords.escaped(format.string(for: example))]
    var separators = ["decimal separator " + InputWords.separator(format.locale.decimalSeparator)]
    if format.pattern.primaryGrouping > 0 {
      separators.append(
        "grouping separator " + InputWords.separator(format.locale.groupingSeparator))
    }
    parts.append(separators.joined(separator: ", "))
    var limits: [String] = []
    switch (minimum, maximum) {
    case (let low?, let high?): limits.append("from \(shown(low)) to \(shown(high))")
    case (let low?, nil): limits.append("at least \(shown(low))")
    case (nil, let high?): limits.append("at most \(shown(high))")
    case (nil, nil): break
    }
    if !allowsNegative, minimum == nil { limits.append("not below zero") }
    if format.currency == nil, let digits = format.maximumFractionDigits {
      limits.append(
        digits == 0
          ? "whole numbers only"
          : "at most " + InputWords.count(digits, "digit", "digits") + " after the separator")
    }
    if !limits.isEmpty { parts.append(limits.joined(separator: ", ")) }
    return parts.joined(separator: "; ")
  }

  /// 1234.5, or the limit it lies beyond.
  private var example: DecimalNumber {
    let typical = DecimalNumber(
      isNegative: false, integerDigits: [1, 2, 3, 4], fractionDigits: [5])
    if let maximum, maximum < typical { return maximum }
    if let minimum, typical < minimum { return minimum }
    return typical
  }

  /// `number` as the field shows it.
  private func shown(_ number: DecimalNumber) -> String {
    InputWords.escaped(format.string(for: number))
  }
}
