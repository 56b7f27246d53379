extension AsYouTypePhoneFormatter {
  /// Moves `+` or the default country's international prefix (`011`) and what follows into
  /// place: the prefix before the national number, the rest as the national number.
  mutating func attemptToExtractInternationalPrefix() -> Bool {
    let end: Int?
    if keys.first == UInt8(ascii: "+") {
      end = 1
    } else if let currentCountry {
      let prefixes = metadata.countries[currentCountry].internationalPrefix
      end = DigitSequence.firstMatch(prefixes, in: keys[...])
    } else {
      end = nil
    }
    guard let end else { return false }
    isCompleteNumber = true
    nationalNumber.removeAll(keepingCapacity: true)
    nationalNumber.append(contentsOf: keys[end...])
    prefixBeforeNationalNumber.removeAll(keepingCapacity: true)
    prefixBeforeNationalNumber.append(contentsOf: keys[..<end])
    if keys.first != UInt8(ascii: "+") { prefixBeforeNationalNumber.append(UInt8(ascii: " ")) }
    return true
  }

  /// Moves the country calling code from the national number to the prefix (`+44 `) and
  /// switches to that country's formats.
  mutating func attemptToExtractCountryCode() -> Bool {
    guard let (code, length) = Self.countryCode(in: nationalNumber[...]),
      let country = metadata.country(code: code)
    else { return false }
    nationalNumber.removeFirst(length)
    let main = metadata.regions[metadata.countries[country].regions.lowerBound].code
    if main != defaultRegion { currentCountry = country }
    prefixBeforeNationalNumber.append(contentsOf: String(code).utf8)
    prefixBeforeNationalNumber.append(UInt8(ascii: " "))
    extractedNationalPrefix.removeAll()
    return true
  }

  /// The calling code `digits` begin with (one to three digits, not starting with 0) and its
  /// length.
  static func countryCode(in digits: ArraySlice<UInt8>) -> (code: Int, length: Int)? {
    guard let first = digits.first, first != UInt8(ascii: "0") else { return nil }
    var code = 0
    for (length, byte) in digits.prefix(3).enumerated() {
      code = code * 10 + Int(byte &- 48)
      if PhoneMetadata.shared.country(code: code) != nil { return (code, length + 1) }
    }
    return nil
  }

  /// Whether a NANP number begins with its national prefix `1` (then 2–9).
  private var isNANPNumberWithNationalPrefix: Bool {
    guard let currentCountry, metadata.countries[currentCountry].code == 1,
      nationalNumber.count >= 2
    else { return false }
    return nationalNumber[0] == UInt8(ascii: "1") && nationalNumber[1] != UInt8(ascii: "0")
      && nationalNumber[1] != UInt8(ascii: "1")
  }

  /// Moves a national prefix (`0`, `8`, NANP's `1`) from the national number to the prefix;
  /// returns it.
  mutating func removeNationalPrefixFromNationalNumber() -> [UInt8] {
    var start = 0
    if isNANPNumberWithNationalPrefix {
      start = 1
      prefixBeforeNationalNumber.append(contentsOf: "1 ".utf8)
      isCompleteNumber = true
    } else if let currentCountry,
      let prefixes = metadata.countries[currentCountry].nationalPrefix,
      let end = DigitSequence.firstMatch(prefixes, in: nationalNumber[...]), end > 0
    {
      isCompleteNumber = true
      start = end
      prefixBeforeNationalNumber.append(contentsOf: nationalNumber[..<start])
    }
    let prefix = Array(nationalNumber[..<start])
    nationalNumber.removeFirst(start)
    return prefix
  }

  /// Puts the national prefix back and tries a longer one; whether it differs.
  mutating func ableToExtractLongerNationalPrefix() -> Bool {
    if !extractedNationalPrefix.isEmpty {
      nationalNumber = extractedNationalPrefix + nationalNumber
      // Python's rfind: -1 when absent, and prefix[:-1] then drops the last Character.
      let index =
        Self.lastRange(of: extractedNationalPrefix, in: prefixBeforeNationalNumber)
        ?? prefixBeforeNationalNumber.count - 1
      prefixBeforeNationalNumber.removeSubrange(max(0, index)...)
    }
    return extractedNationalPrefix != removeNationalPrefixFromNationalNumber()
  }

  private static func lastRange(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard needle.count <= haystack.count else { return nil }
    for start in stride(from: haystack.count - needle.count, through: 0, by: -1)
    where haystack[start..<start + needle.count].elementsEqual(needle) {
      return start
    }
    return nil
  }
}
