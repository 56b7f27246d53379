extension AsYouTypePhoneFormatter {
  /// The fewest national digits before a format is chosen.
  static let minimumLeadingDigits = 3

  var metadata: PhoneMetadata { PhoneMetadata.shared }

  /// Chooses the formats for the national number and formats it, or shows the keys.
  mutating func attemptToChooseFormattingPattern() -> [UInt8] {
    guard nationalNumber.count >= Self.minimumLeadingDigits else {
      return appendNationalNumber(nationalNumber)
    }
    getAvailableFormats(nationalNumber)
    let formatted = attemptToFormatAccruedDigits()
    if !formatted.isEmpty { return formatted }
    return maybeCreateNewTemplate() ? inputAccruedNationalNumber() : keys
  }

  mutating func attemptToChoosePatternWithPrefixExtracted() -> [UInt8] {
    ableToFormat = true
    isExpectingCountryCallingCode = false
    possibleFormats.removeAll(keepingCapacity: true)
    lastMatchPosition = 0
    formattingTemplate.removeAll(keepingCapacity: true)
    currentFormattingPattern = -1
    return attemptToChooseFormattingPattern()
  }

  /// Adds the formats of the current country that fit how the number is typed (international,
  /// with or without a national prefix), then keeps those whose leading digits match.
  mutating func getAvailableFormats(_ leadingDigits: [UInt8]) {
    guard let currentCountry else { return }
    let country = metadata.countries[currentCountry]
    let isInternationalNumber = isCompleteNumber && extractedNationalPrefix.isEmpty
    let list =
      isInternationalNumber && country.hasInternationalFormats
      ? country.internationalFormats : country.nationalFormats
    for index in list {
      let format = metadata.formats[index]
      if !extractedNationalPrefix.isEmpty, format.ruleHasFirstGroupOnly,
        !format.nationalPrefixIsOptional, !format.hasCarrierCodeRule
      {
        continue  // typed with a national prefix, which the format does not show
      }
      if extractedNationalPrefix.isEmpty, !isCompleteNumber, !format.ruleHasFirstGroupOnly,
        !format.nationalPrefixIsOptional
      {
        continue  // typed without the national prefix the format requires
      }
      possibleFormats.append(index)
    }
    narrowDownPossibleFormats(leadingDigits)
  }

  mutating func narrowDownPossibleFormats(_ leadingDigits: [UInt8]) {
    let position = leadingDigits.count - Self.minimumLeadingDigits
    let formats = metadata.formats
    let automata = metadata.automata
    possibleFormats.removeAll { index in
      let patterns = formats[index].leadingDigits
      guard !patterns.isEmpty else { return false }
      // Python's list[min(i, n - 1)]: a negative i counts from the end.
      var chosen = min(position, patterns.count - 1)
      if chosen < 0 { chosen += patterns.count }
      guard chosen >= 0 else { return false }
      return !automata.matches(patterns[chosen], leadingDigits)
    }
  }

  /// Uses the first possible format whose template holds the national number; `false` (and no
  /// more formatting) when none does.
  mutating func maybeCreateNewTemplate() -> Bool {
    // Each turn uses the first format or removes it.
    while let first = possibleFormats.first {
      let format = metadata.formats[first]
      if currentFormattingPattern == format.patternID { return false }
      if format.templateDigits > 0, format.templateDigits >= nationalNumber.count {
        formattingTemplate = format.template
        currentFormattingPattern = format.patternID
        shouldAddSpaceAfterNationalPrefix = format.ruleSeparatesPrefix
        lastMatchPosition = 0
        return true
      }
      possibleFormats.removeFirst()
    }
    ableToFormat = false
    return false
  }

  /// The national number fed through the template digit by digit, with its prefix.
  mutating func inputAccruedNationalNumber() -> [UInt8] {
    guard !nationalNumber.isEmpty else { return prefixBeforeNationalNumber }
    var partial: [UInt8] = []
    for digit in nationalNumber { partial = inputDigitHelper(digit) }
    return ableToFormat ? appendNationalNumber(partial) : keys
  }

  /// Puts `digit` in the template's next slot; the template up to it.
  mutating func inputDigitHelper(_ digit: UInt8) -> [UInt8] {
    let slot = UInt8(ascii: "x")
    if lastMatchPosition < formattingTemplate.count,
      let position = formattingTemplate[lastMatchPosition...].firstIndex(of: slot)
    {
      formattingTemplate[position] = digit
      lastMatchPosition = position
      return Array(formattingTemplate[...position])
    }
    if possibleFormats.count == 1 { ableToFormat = false }
    currentFormattingPattern = -1
    return keys
  }

  /// The national number formatted by the first possible format matching all of it, if that
  /// keeps every typed digit; empty otherwise.
  mutating func attemptToFormatAccruedDigits() -> [UInt8] {
    for index in possibleFormats {
      let format = metadata.formats[index]
      guard nationalNumber.count <= format.maximumDigits,
        format.match(nationalNumber, from: 0, whole: true) != nil
      else { continue }
      shouldAddSpaceAfterNationalPrefix = format.ruleSeparatesPrefix
      let full = appendNationalNumber(format.substitute(nationalNumber))
      if full.lazy.filter({ $0 == UInt8(ascii: "+") || (48...57).contains($0) }).elementsEqual(keys)
      {
        return full
      }
    }
    return []
  }

  /// The prefix (`+44 `, a national prefix) and `national`, with a space between them when the
  /// format separates the national prefix.
  func appendNationalNumber(_ national: [UInt8]) -> [UInt8] {
    let prefix = prefixBeforeNationalNumber
    if shouldAddSpaceAfterNationalPrefix, let last = prefix.last, last != UInt8(ascii: " ") {
      return prefix + [UInt8(ascii: " ")] + national
    }
    return prefix + national
  }
}
