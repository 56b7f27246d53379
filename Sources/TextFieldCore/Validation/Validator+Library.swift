extension Validator {
  /// Fails when the value is empty (or only whitespace).
  public static func required(
    message: String = "required", on triggers: Set<ValidationTrigger> = [.endEditing]
  ) -> Validator {
    Validator(on: triggers) { subject in
      subject.value.allSatisfy(\.isWhitespace) ? ValidationFailure(message: message, caret: 0) : nil
    }
  }

  /// Fails unless the whole value matches `pattern` (``LinearRegex`` syntax).
  ///
  /// Unlike a ``RegexFilter`` the pattern describes the finished value, not its prefixes. Each
  /// check is O(n × program size), n in Characters.
  /// - Throws: ``FilterConfigurationError/invalidRegex(pattern:message:)``.
  public static func regex(
    _ pattern: String, message: String, on triggers: Set<ValidationTrigger> = [.endEditing]
  ) throws(FilterConfigurationError) -> Validator {
    let regex = try compileRegex(pattern)
    return Validator(on: triggers) { subject in
      regex.wholeMatch(subject.value) ? nil : ValidationFailure(message: message)
    }
  }

  /// Fails unless the value's digits pass the Luhn checksum (card numbers).
  ///
  /// Spaces and dashes
  /// are ignored; any other non-digit, or fewer than two digits, fails.
  public static func luhn(
    message: String = "not a valid card number", on triggers: Set<ValidationTrigger> = [.endEditing]
  ) -> Validator {
    Validator(on: triggers) { subject in
      Luhn.isValid(subject.value) ? nil : ValidationFailure(message: message)
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
  /// - Parameter message: replaces the default message.
  public static func complete(
    allowsEmpty: Bool = false, message: String? = nil,
    on triggers: Set<ValidationTrigger> = [.endEditing]
  ) -> Validator {
    Validator(on: triggers) { subject in
      guard let format = subject.format, !format.isComplete else { return nil }
      if allowsEmpty, subject.text.isEmpty { return nil }
      return ValidationFailure(
        message: message ?? incompleteMessage(subject.text, needs: format.tailPlaceholder),
        caret: subject.text.count)
    }
  }

  /// `incomplete: "+1 (555" still needs ") ___-____"`; without a tail placeholder, only what is
  /// there.
  static func incompleteMessage(_ text: String, needs tail: String) -> String {
    switch (text.isEmpty, tail.isEmpty) {
    case (_, false): "incomplete: \"\(text)\" still needs \"\(tail)\""
    case (false, true): "incomplete: \"\(text)\""
    case (true, true): "incomplete: nothing entered"
    }
  }
}
