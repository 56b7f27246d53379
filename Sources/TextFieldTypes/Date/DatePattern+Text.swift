extension DatePattern {
  /// The text showing `digits` (each 0 to 9) in the pattern: the literals before and between
  /// them, and those right after the last one; empty without digits.
  ///
  /// Texts of this form are the only ones a date field holds. O(pattern length).
  func text(of digits: some Collection<Int>) -> String {
    guard !digits.isEmpty else { return "" }
    var text = ""
    var remaining = digits[...]
    for literal in literals {
      if let literal {
        text.append(literal)
      } else if let digit = remaining.popFirst() {
        text.unicodeScalars.append(Unicode.Scalar(UInt8(48 + digit)))
      } else {
        break
      }
    }
    return text
  }

  /// The digits `text` shows, or `nil` when it is not exactly a text of the pattern.
  ///
  /// The texts of the pattern are those ``text(of:)`` makes. O(pattern length).
  func digits(of text: String) -> [Int]? {
    var digits: [Int] = []
    var offset = 0
    for character in text {
      guard offset < literals.count else { return nil }
      if let literal = literals[offset] {
        guard character == literal else { return nil }
      } else {
        guard let digit = character.asciiDigitValue else { return nil }
        digits.append(digit)
      }
      offset += 1
    }
    return length(showing: digits.count) == offset ? digits : nil
  }

  /// The length in Characters of the text showing `count` digits (``text(of:)``).
  func length(showing count: Int) -> Int {
    guard count > 0 else { return 0 }
    var end = digitOffsets[min(count, digitCount) - 1] + 1
    while end < literals.count, literals[end] != nil { end += 1 }
    return end
  }

  /// How many digit positions lie before `offset` (Characters).
  func digitsBefore(_ offset: Int) -> Int {
    digitOffsets.prefix { $0 < offset }.count
  }

  /// The literals between the digit positions `index - 1` and `index` (the run a field's text
  /// ends with after `index` digits); empty at the start.
  func literalRun(before index: Int) -> ArraySlice<Character?> {
    guard index > 0 else { return [] }
    let start = digitOffsets[index - 1] + 1
    let end = index < digitCount ? digitOffsets[index] : literals.count
    return literals[start..<end]
  }

  /// The index in ``segments`` of the field under `caret` (Characters): the one the caret is in
  /// or just after, else the next one; the last at the end.
  func segmentIndex(at caret: Int) -> Int {
    segments.firstIndex { caret <= $0.end } ?? segments.count - 1
  }

  /// The component values of `digits`, by `DateTimeComponent/significance`
  /// (0 for a component the pattern lacks, or one not typed whole).
  func values(of digits: [Int]) -> [Int] {
    var values = [Int](repeating: 0, count: 6)
    for segment in segments where digits.count >= segment.firstDigit + segment.component.width {
      let slice = digits[segment.firstDigit..<segment.firstDigit + segment.component.width]
      values[segment.component.significance] = slice.reduce(0) { $0 * 10 + $1 }
    }
    return values
  }

  /// The digits writing `values` (by significance) in the pattern's order.
  func digits(of values: [Int]) -> [Int] {
    segments.flatMap { segment in
      segment.component.padded(values[segment.component.significance]).compactMap(
        \.asciiDigitValue)
    }
  }
}

extension Character {
  /// The value of a decimal digit of any script (`7`, `٧`, `７`), as number and phone fields
  /// read them, else `nil`: what typing and pasting take as a digit (shown in ASCII).
  var decimalDigitValue: Int? { NumberFormat.digitValue(self).map(Int.init) }

  /// The value of an ASCII digit (`0` to `9`), else `nil`.
  var asciiDigitValue: Int? {
    guard isASCII, let value = wholeNumberValue else { return nil }
    return value
  }
}
