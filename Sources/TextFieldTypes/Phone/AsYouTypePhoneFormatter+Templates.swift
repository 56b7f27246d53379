extension AsYouTypePhoneFormatter {
  /// The fewest national digits before a format is chosen.
  static let minimumLeadingDigits = 3

  var metadata: PhoneMetadata { PhoneMetadata.shared }

  /// Chooses the formats for the national number and formats it into ``output``, or shows the
  /// keys.
  mutating func attemptToChooseFormattingPattern() {
    guard nationalNumber.count >= Self.minimumLeadingDigits else {
      setOutput(national: nationalNumber)
      return
    }
    getAvailableFormats(nationalNumber)
    if attemptToFormatAccruedDigits() { return }
    if maybeCreateNewTemplate() {
      inputAccruedNationalNumber()
    } else {
      setOutput(keys)
    }
  }

  mutating func attemptToChoosePatternWithPrefixExtracted() {
    ableToFormat = true
    isExpectingCountryCallingCode = false
    possibleFormats.removeAll(keepingCapacity: true)
    lastMatchPosition = 0
    formattingTemplate.removeAll(keepingCapacity: true)
    currentFormattingPattern = -1
    attemptToChooseFormattingPattern()
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
    let formats = metadata.formats
    while let first = possibleFormats.first {
      if currentFormattingPattern == formats[first].patternID { return false }
      let templateDigits = formats[first].templateDigits
      if templateDigits > 0, templateDigits >= nationalNumber.count {
        let format = formats[first]
        // Copied into the formatter's own storage, which the slots are written into.
        formattingTemplate.removeAll(keepingCapacity: true)
        formattingTemplate.append(contentsOf: format.template)
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

  /// The national number fed through the template digit by digit, with its prefix, into
  /// ``output``.
  mutating func inputAccruedNationalNumber() {
    guard !nationalNumber.isEmpty else {
      setOutput(prefixBeforeNationalNumber)
      return
    }
    var partial: Int?
    for digit in nationalNumber { partial = inputDigitHelper(digit) }
    setOutput(partial: partial)
  }

  /// Puts `digit` in the template's next slot; the length of the template up to it, or `nil`
  /// for the keys (the reference's `input_digit_helper` returns them when no slot is left).
  mutating func inputDigitHelper(_ digit: UInt8) -> Int? {
    let slot = UInt8(ascii: "x")
    if lastMatchPosition < formattingTemplate.count,
      let position = formattingTemplate[lastMatchPosition...].firstIndex(of: slot)
    {
      formattingTemplate[position] = digit
      lastMatchPosition = position
      return position + 1
    }
    if possibleFormats.count == 1 { ableToFormat = false }
    currentFormattingPattern = -1
    return nil
  }

  /// Formats the national number into ``output`` by the first possible format matching all of
  /// it, if that keeps every typed digit; `false` otherwise (``output`` is then undefined: every
  /// caller sets it next).
  mutating func attemptToFormatAccruedDigits() -> Bool {
    let formats = metadata.formats
    for index in possibleFormats {
      guard formats[index].matchesWhole(nationalNumber) else { continue }
      shouldAddSpaceAfterNationalPrefix = formats[index].ruleSeparatesPrefix
      setOutput(national: formats[index].substitute(nationalNumber))
      if output.lazy.filter({ $0 == UInt8(ascii: "+") || (48...57).contains($0) })
        .elementsEqual(keys)
      {
        return true
      }
    }
    return false
  }

  /// Sets ``output`` to the template up to `partial` (an ``inputDigitHelper(_:)`` result) with
  /// the prefix, or to the keys when formatting stopped.
  mutating func setOutput(partial: Int?) {
    guard ableToFormat else {
      setOutput(keys)
      return
    }
    if let partial {
      setOutput(national: formattingTemplate[..<partial])
    } else {
      setOutput(national: keys)
    }
  }

  /// Sets ``output`` to the prefix (`+44 `, a national prefix) and `national`, with a space
  /// between them when the format separates the national prefix.
  mutating func setOutput(national: some Collection<UInt8>) {
    output.removeAll(keepingCapacity: true)
    output.append(contentsOf: prefixBeforeNationalNumber)
    if shouldAddSpaceAfterNationalPrefix, let last = prefixBeforeNationalNumber.last,
      last != UInt8(ascii: " ")
    {
      output.append(UInt8(ascii: " "))
    }
    output.append(contentsOf: national)
  }

  /// Sets ``output`` to `bytes`, reusing its storage (assigning an array would share it).
  mutating func setOutput(_ bytes: some Collection<UInt8>) {
    output.removeAll(keepingCapacity: true)
    output.append(contentsOf: bytes)
  }
}
