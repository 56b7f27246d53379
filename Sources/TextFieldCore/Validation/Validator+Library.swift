extension Validator {
  /// Fails when the value is empty (or only whitespace).
  ///
  /// The failure is ``ValidationReason/required(label:)`` ("Name is required", "required"
  /// without a label) in the field's ``FieldMessages``, or `message` as it is when given.
  public static func required(
    label: String? = nil, message: String? = nil,
    on triggers: Set<ValidationTrigger> = [.endEditing]
  ) -> Validator {
    let reason = message.map(ValidationReason.custom) ?? .required(label: label)
    return Validator(on: triggers) { subject in
      subject.value.allSatisfy(\.isWhitespace) ? ValidationFailure(reason, caret: 0) : nil
    }
  }

  /// Fails unless the whole value matches `pattern` (``LinearRegex`` syntax).
  ///
  /// Unlike a ``RegexFilter`` the pattern describes the finished value, not its prefixes. Each
  /// check is O(n × program size), n in Characters. The failure is
  /// ``ValidationReason/noMatch(pattern:label:)`` in the field's ``FieldMessages``, or `message`
  /// as it is when given.
  /// - Throws: ``FilterConfigurationError/invalidRegex(pattern:message:)``.
  public static func regex(
    _ pattern: String, label: String? = nil, message: String? = nil,
    on triggers: Set<ValidationTrigger> = [.endEditing]
  ) throws(FilterConfigurationError) -> Validator {
    let regex = try compileRegex(pattern)
    let reason = message.map(ValidationReason.custom) ?? .noMatch(pattern: pattern, label: label)
    return Validator(on: triggers) { subject in
      regex.wholeMatch(subject.value) ? nil : ValidationFailure(reason)
    }
  }

  /// Fails unless the whole text matches `filter`'s pattern: the submit check that goes with a
  /// ``RegexFilter``, which lets every prefix of a match through while the user types.
  ///
  /// A text that is a prefix of a match fails with ``ValidationReason/incompleteMatch(text:pattern:)``
  /// (`incomplete: "123-" does not match [0-9]{3}-[0-9]{4} yet`), the caret at its end; any
  /// other text (set around the filter) with ``ValidationReason/noMatch(pattern:label:)``; both
  /// in the field's ``FieldMessages``, or `message` as it is when given. With `allowsEmpty`, an
  /// empty text passes too. Each check is O(n × program size), n in Characters.
  public static func complete(
    matching filter: RegexFilter, allowsEmpty: Bool = false, message: String? = nil,
    on triggers: Set<ValidationTrigger> = [.endEditing]
  ) -> Validator {
    let regex = filter.regex
    return Validator(on: triggers) { subject in
      let text = subject.text
      if allowsEmpty, text.isEmpty { return nil }
      if regex.wholeMatch(text) { return nil }
      if let message { return ValidationFailure(.custom(message), caret: text.count) }
      guard regex.isViablePrefix(text) else {
        return ValidationFailure(.noMatch(pattern: regex.pattern, label: nil))
      }
      return ValidationFailure(
        .incompleteMatch(text: text, pattern: regex.pattern), caret: text.count)
    }
  }

  /// Fails unless the value's digits pass the Luhn checksum (card numbers).
  ///
  /// Spaces and dashes
  /// are ignored; any other non-digit, or fewer than two digits, fails.
  ///
  /// The failure is ``ValidationReason/invalidCardNumber`` in the field's ``FieldMessages``, or
  /// `message` as it is when given.
  public static func luhn(
    message: String? = nil, on triggers: Set<ValidationTrigger> = [.endEditing]
  ) -> Validator {
    let reason = message.map(ValidationReason.custom) ?? .invalidCardNumber
    return Validator(on: triggers) { subject in
      Luhn.isValid(subject.value) ? nil : ValidationFailure(reason)
    }
  }
}

/// The Luhn (mod 10) checksum.
package enum Luhn {
  /// Whether the ASCII digits of `text` pass the checksum; spaces and dashes are ignored, any
  /// other character fails, and so do fewer than two digits.
  package static func isValid(_ text: String) -> Bool {
    var digits: [Int] = []
    for character in text where character != " " && character != "-" {
      guard character.isASCII, let digit = character.wholeNumberValue else { return false }
      digits.append(digit)
    }
    guard digits.count >= 2 else { return false }
    var sum = 0
    for (index, digit) in digits.reversed().enumerated() {
      let doubled = index % 2 == 1 ? digit * 2 : digit
      sum += doubled > 9 ? doubled - 9 : doubled
    }
    return sum % 10 == 0
  }
}

extension Validator {
  /// Fails while the field's format (a mask or a `#`-pattern filter) is not complete, saying what
  /// is still needed — `incomplete: "+1 (555" still needs ") ___-____"` — with the caret at the
  /// end of the text, where typing goes on.
  ///
  /// A field without a format always passes. With `allowsEmpty`, an empty text passes too: the
  /// field is optional, but once something is typed it must be whole.
  /// - Parameters:
  ///   - allowsEmpty: whether an empty text passes.
  ///   - message: replaces the default message.
  ///   - triggers: when the validator runs.
  public static func complete(
    allowsEmpty: Bool = false, message: String? = nil,
    on triggers: Set<ValidationTrigger> = [.endEditing]
  ) -> Validator {
    Validator(on: triggers) { subject in
      guard let format = subject.format, !format.isComplete else { return nil }
      if allowsEmpty, subject.text.isEmpty { return nil }
      let reason =
        message.map(ValidationReason.custom)
        ?? .incomplete(text: subject.text, missing: format.tailPlaceholder)
      return ValidationFailure(reason, caret: subject.text.count)
    }
  }
}
