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
public enum Luhn {
  /// Whether the ASCII digits of `text` pass the checksum; spaces and dashes are ignored, any
  /// other character fails, and so do fewer than two digits.
  public static func isValid(_ text: String) -> Bool {
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
