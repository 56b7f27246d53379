import TextFieldCore

/// A date field's text as its typed digits, with the caret (Characters), and what one
/// Character typed into it does.
struct DateEntry: Hashable, Sendable {
  /// The digits typed, in the pattern's order.
  var digits: [Int]
  /// The caret in the text showing ``digits``, in Characters.
  var caret: Int

  /// What typing a Character does.
  enum Outcome: Hashable, Sendable {
    /// The entry after it.
    case typed(DateEntry)
    /// Why it is refused.
    case refused(RefusalReason)
  }

  /// This entry after typing `character`, or why it is refused.
  ///
  /// `bulk` (a paste, programmatic text) lets any punctuation or space stand for the separator.
  func typing(
    _ character: Character, rules: DateRules, bulk: Bool
  ) -> Outcome {
    let pattern = rules.pattern
    let before = min(pattern.digitsBefore(caret), digits.count)
    let separates = isSeparator(character, bulk: bulk)
    if before < digits.count {
      if let digit = character.decimalDigitValue {
        return write(digit, at: before, rules: rules)
      }
      // A separator just before its place moves past it.
      let run = pattern.literals.dropFirst(caret).prefix { $0 != nil }
      if !run.isEmpty, run.contains(character) || separates {
        return .typed(DateEntry(digits: digits, caret: pattern.digitOffsets[before]))
      }
      return .refused(expected(character, at: before, in: pattern))
    }
    if let digit = character.decimalDigitValue {
      guard digits.count < pattern.digitCount else {
        return .refused(.maskRefused(input: String(character), expected: .nothing))
      }
      return write(digit, at: digits.count, rules: rules)
    }
    // A separator where one already is changes nothing.
    let run = pattern.literalRun(before: digits.count)
    if !run.isEmpty, run.contains(character) || separates {
      return .typed(DateEntry(digits: digits, caret: pattern.length(showing: digits.count)))
    }
    // The separator after a field typed in part pads it.
    if digits.count < pattern.digitCount {
      let segment = pattern.segments[pattern.digitSegments[digits.count]]
      let end = segment.firstDigit + segment.component.width
      let next = pattern.literalRun(before: end)
      if digits.count > segment.firstDigit, segment.component != .year, !next.isEmpty,
        next.contains(character) || separates
      {
        var padded = Array(digits[..<segment.firstDigit])
        padded += [Int](repeating: 0, count: end - digits.count) + digits[segment.firstDigit...]
        return checked(padded, caretAfter: end, rules: rules)
      }
    }
    return .refused(expected(character, at: digits.count, in: pattern))
  }

  /// Writes `digit` at digit position `index` (overwriting or appending), padding a first digit
  /// that cannot begin its two-digit field.
  private func write(_ digit: Int, at index: Int, rules: DateRules) -> Outcome {
    let pattern = rules.pattern
    let segment = pattern.segments[pattern.digitSegments[index]]
    var written = digits
    var values = [digit]
    if index == segment.firstDigit, segment.component.width == 2,
      digit * 10 > segment.component.domain.upperBound
    {
      values = [0, digit]
    }
    for (offset, value) in values.enumerated() {
      if index + offset < written.count {
        written[index + offset] = value
      } else {
        written.append(value)
      }
    }
    return checked(written, caretAfter: index + values.count, rules: rules)
  }

  /// `digits` with the caret after `count` of them (and the separators that follow), or the
  /// problem they have.
  private func checked(
    _ digits: [Int], caretAfter count: Int, rules: DateRules
  ) -> Outcome {
    if let problem = rules.problem(digits) { return .refused(problem) }
    return .typed(DateEntry(digits: digits, caret: rules.pattern.length(showing: count)))
  }

  /// What the field wanted at digit position `index` instead of `character`.
  private func expected(
    _ character: Character, at index: Int, in pattern: DatePattern
  ) -> RefusalReason {
    guard index < pattern.digitCount else {
      return .maskRefused(input: String(character), expected: .nothing)
    }
    let component = pattern.segments[pattern.digitSegments[index]].component
    return .dateDigitExpected(input: String(character), component: component)
  }

  /// Whether `character` counts as a separator: in a bulk insertion any punctuation, symbol or
  /// space does.
  private func isSeparator(_ character: Character, bulk: Bool) -> Bool {
    bulk && !character.isLetter && !character.isNumber
      && (character.isPunctuation || character.isSymbol || character.isWhitespace)
  }
}
