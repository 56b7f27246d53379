import TextFieldCore

extension DatePattern {
  /// The text of the ISO 8601 value `iso` in this pattern: `2024-02-29` → `29/02/2024` in
  /// `dd/MM/yyyy`.
  ///
  /// `iso` must have exactly the pattern's components in ISO form (``isoForm``); a combined
  /// value may separate date and time by `T` or a space.
  /// - Throws: ``DateValueError``: malformed, or a value that does not exist (`2023-02-29`).
  package func format(iso: String) throws(DateValueError) -> String {
    try DateRules(pattern: self, minimum: nil, maximum: nil).format(iso: iso)
  }

  /// The ISO 8601 value of `text`, a complete text in this pattern: `29/02/2024` →
  /// `2024-02-29` in `dd/MM/yyyy`.
  /// - Throws: ``DateValueError``: malformed (not exactly the pattern's shape), or a value that
  ///   does not exist.
  package func iso(from text: String) throws(DateValueError) -> String {
    try DateRules(pattern: self, minimum: nil, maximum: nil).iso(from: text)
  }

  /// The ISO 8601 text of `values` (by significance).
  func iso(_ values: [Int]) -> String {
    let date = components.filter { $0 < .hour }.map { $0.padded(values[$0.significance]) }
    let time = components.filter { $0 >= .hour }.map { $0.padded(values[$0.significance]) }
    return [date.joined(separator: "-"), time.joined(separator: ":")].filter { !$0.isEmpty }
      .joined(separator: "T")
  }

  /// The values (by significance) of `iso` when it has the shape of ``isoForm`` (a space may
  /// stand for `T`), else `nil`; the values are not checked.
  func values(iso: String) -> [Int]? {
    let form = Array(isoForm)
    let text = Array(iso)
    guard text.count == form.count else { return nil }
    var digits: [Int] = []
    for (character, expected) in zip(text, form) {
      if expected.isLetter, expected != "T" {
        guard let digit = character.asciiDigitValue else { return nil }
        digits.append(digit)
      } else if character != expected, !(expected == "T" && character == " ") {
        return nil
      }
    }
    var values = [Int](repeating: 0, count: 6)
    var remaining = digits[...]
    for component in components {
      values[component.significance] = remaining.prefix(component.width).reduce(0) { $0 * 10 + $1 }
      remaining = remaining.dropFirst(component.width)
    }
    return values
  }
}

extension DateRules {
  /// The pattern's text of the ISO value `iso`, checked against these rules.
  func format(iso: String) throws(DateValueError) -> String {
    guard let values = pattern.values(iso: iso) else {
      throw DateValueError(.malformed(expected: pattern.isoForm), text: iso)
    }
    let digits = pattern.digits(of: values)
    if let problem = problem(digits) { throw DateValueError(.refused(problem), text: iso) }
    return pattern.text(of: digits)
  }

  /// The ISO value of `text`, a complete text of the pattern, checked against these rules.
  func iso(from text: String) throws(DateValueError) -> String {
    guard let digits = pattern.digits(of: text), digits.count == pattern.digitCount else {
      throw DateValueError(.malformed(expected: pattern.shape), text: text)
    }
    if let problem = problem(digits) { throw DateValueError(.refused(problem), text: text) }
    return pattern.iso(pattern.values(of: digits))
  }
}
