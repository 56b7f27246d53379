import TestSupport
import Testing
import TextFieldCore
import TextFieldTypes

/// Every date of a few years typed digit by digit in every pattern, and random digit sequences
/// checked against a brute-force oracle: the text is always the start of some valid date.
@Suite struct DateExhaustiveTests {
  static let datePatterns = ["yyyy-MM-dd", "dd/MM/yyyy", "MM/dd/yyyy"]

  @Test(arguments: datePatterns)
  func everyDateTypedDigitByDigitGivesItsTextAndValue(pattern: String) throws {
    let filter = try DateFilter(pattern: pattern)
    for year in [1900, 2000, 2023, 2024] {
      for month in 1...12 {
        for day in 1...GregorianCalendar.daysIn(month: month, year: year) {
          let iso = "\(year)-\(two(month))-\(two(day))"
          let text = try filter.format(iso: iso)
          let field = TextFieldModel(filters: [filter])
          field.beginEditing()
          field.type(String(text.filter(\.isNumber)))
          #expect(field.text == text)
          #expect(field.value == iso)
          #expect(field.isComplete)
        }
      }
    }
  }

  @Test(arguments: ["HH:mm", "yyyy-MM-dd HH:mm"])
  func everyTimeTypedDigitByDigitGivesItsTextAndValue(pattern: String) throws {
    let filter = try DateFilter(pattern: pattern)
    let date = pattern.hasPrefix("yyyy") ? "2024-02-29T" : ""
    for hour in 0..<24 {
      for minute in 0..<60 {
        let iso = date + "\(two(hour)):\(two(minute))"
        let text = try filter.format(iso: iso)
        let field = TextFieldModel(filters: [filter])
        field.beginEditing()
        field.type(String(text.filter(\.isNumber)))
        #expect(field.text == text)
        #expect(field.value == iso)
      }
    }
  }

  @Test(arguments: datePatterns + ["HH:mm:ss", "MM/yyyy", "yyyy-MM-dd HH:mm"])
  func randomDigitsNeverLeaveTheStartOfAValidDate(pattern: String) throws {
    try checkRandomDigits(pattern: pattern, minimum: nil, maximum: nil)
  }

  @Test func randomDigitsStayInsideTheBounds() throws {
    try checkRandomDigits(pattern: "dd/MM/yyyy", minimum: (1996, 2, 29), maximum: (2030, 6, 15))
    try checkRandomDigits(pattern: "yyyy-MM-dd", minimum: (2024, 3, 15), maximum: (2024, 4, 10))
  }

  /// Types 200 random sequences of digits (and a few separators and Backspaces) into a field of
  /// `pattern`; after each key the text must be one the oracle accepts.
  private func checkRandomDigits(
    pattern: String, minimum: (Int, Int, Int)?, maximum: (Int, Int, Int)?
  ) throws {
    let iso = { (date: (Int, Int, Int)) in "\(date.0)-\(two(date.1))-\(two(date.2))" }
    let filter = try DateFilter(
      pattern: pattern, minimum: minimum.map(iso), maximum: maximum.map(iso))
    let shape = Array(try DatePattern(pattern).shape)
    var generator = SeededGenerator(seed: 12)
    let keys =
      (0...9).map { EditingCommand.insert(String($0)) } + [
        .insert("/"), .insert("-"), .insert(":"), .deleteBackward,
      ]
    for _ in 0..<200 {
      let field = TextFieldModel(filters: [filter])
      field.beginEditing()
      for _ in 0..<16 {
        let key = keys[Int(generator.next() % UInt64(keys.count))]
        field.perform(key)
        let oracle = Oracle(
          shape: shape, text: Array(field.text), minimum: minimum, maximum: maximum)
        #expect(oracle.isStartOfValidDate, "\(pattern): \(field.text) after \(key)")
      }
    }
  }
}

/// Whether a text is the start of a valid date of a pattern's shape, by brute force over the
/// values each component can take.
private struct Oracle {
  let shape: [Character]
  let text: [Character]
  let minimum: (Int, Int, Int)?
  let maximum: (Int, Int, Int)?

  var isStartOfValidDate: Bool {
    guard text.count <= shape.count else { return false }
    for (character, slot) in zip(text, shape) {
      if "yMdHms".contains(slot) {
        guard character.isASCII, character.isNumber else { return false }
      } else if character != slot {
        return false
      }
    }
    let times = [candidates("H", 0...23), candidates("m", 0...59), candidates("s", 0...59)]
    guard times.allSatisfy({ !$0.isEmpty }) else { return false }
    guard shape.contains("y") else { return true }
    // Validity repeats every 400 years; the bounds need every year between them.
    let bounds = (minimum?.0 ?? 1)...(maximum?.0 ?? 9999)
    let inBounds = candidates("y", 1...9999).filter(bounds.contains)
    let years = minimum == nil && maximum == nil ? Array(inBounds.prefix(400)) : inBounds
    for month in candidates("M", 1...12) {
      for day in candidates("d", 1...31) {
        for year in years {
          let date = (year, month, shape.contains("d") ? day : 1)
          guard GregorianCalendar.isValid(year: date.0, month: date.1, day: date.2) else {
            continue
          }
          if let minimum, date < minimum { continue }
          if let maximum, date > maximum { continue }
          return true
        }
      }
    }
    return false
  }

  /// The values of the component written `letter` that agree with the typed digits (all of
  /// `domain`, or `[0]` when the shape lacks it).
  private func candidates(_ letter: Character, _ domain: ClosedRange<Int>) -> [Int] {
    let offsets = shape.indices.filter { shape[$0] == letter }
    guard !offsets.isEmpty else { return [0] }
    // The typed digits of a component are its first ones: it takes every value they begin.
    let typed = offsets.filter { $0 < text.count }.compactMap { text[$0].wholeNumberValue }
    var scale = 1
    for _ in typed.count..<offsets.count { scale *= 10 }
    let low = typed.reduce(0) { $0 * 10 + $1 } * scale
    let lower = max(low, domain.lowerBound)
    let upper = min(low + scale, domain.upperBound + 1)
    return lower < upper ? Array(lower..<upper) : []
  }
}

extension String {
  /// The string with leading zeros to `width`.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}

/// `value` in two digits.
private func two(_ value: Int) -> String {
  String(value).leftPadded(to: 2)
}
