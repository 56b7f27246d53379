/// Formats a phone number digit by digit, as libphonenumber's `AsYouTypeFormatter` does.
///
/// Feed it the keys a user types, one at a time: digits (any script's decimal digits, read as
/// ASCII) and a leading `+`. After each, ``text`` is the number formatted so far
/// (`+44 20 7946 0958`, or `(650) 253-0000` with the default region `US`) and ``region`` the
/// region it belongs to. Until enough digits are there to choose a format, and beyond the
/// longest number a format holds, the text is the digits as typed: no digit is ever dropped.
///
/// ```swift
/// var formatter = try AsYouTypePhoneFormatter(region: "US")
/// for key in "6502530000" { formatter.input(key) }
/// formatter.text  // "(650) 253-0000"
/// ```
///
/// A pure value: no shared state but the metadata, decoded once. Each key costs O(formats of the
/// country × digits so far), digits being at most a few dozen while it formats.
package struct AsYouTypePhoneFormatter: Hashable, Sendable {
  /// The default region for numbers typed without `+` (upper case), or `nil`.
  package let defaultRegion: String?
  /// The country of the default region, if any.
  let defaultCountry: Int?

  /// The keys taken so far: ASCII digits and a leading `+`.
  package internal(set) var keys: [UInt8] = []
  /// The formatted text, as ASCII.
  var output: [UInt8] = []

  // The reference's state, under its names.
  var currentCountry: Int?
  var formattingTemplate: [UInt8] = []
  var lastMatchPosition = 0
  var currentFormattingPattern = -1
  var prefixBeforeNationalNumber: [UInt8] = []
  var shouldAddSpaceAfterNationalPrefix = false
  var extractedNationalPrefix: [UInt8] = []
  var nationalNumber: [UInt8] = []
  var ableToFormat = true
  var isCompleteNumber = false
  var isExpectingCountryCallingCode = false
  var possibleFormats: [Int] = []

  /// A formatter for numbers typed in `region` (an ISO 3166-1 code such as `US`, any case), or
  /// only in international form (`+…`) when `region` is `nil`.
  /// - Throws: ``PhoneRegionError/unknownRegion(_:)`` for a code the metadata does not know.
  package init(region: String? = nil) throws(PhoneRegionError) {
    guard let region else {
      defaultRegion = nil
      defaultCountry = nil
      return
    }
    let code = region.uppercased()
    let metadata = PhoneMetadata.shared
    guard let index = metadata.region(named: code) else {
      throw .unknownRegion(region)
    }
    defaultRegion = code
    defaultCountry = metadata.regions[index].country
    currentCountry = defaultCountry
  }

  /// The number formatted so far.
  package var text: String { String(decoding: output, as: UTF8.self) }

  /// Whether the number is typed in international form (it begins with `+`).
  package var isInternational: Bool { keys.first == UInt8(ascii: "+") }

  /// Takes one key: a decimal digit (any script), or `+` as the first key.
  ///
  /// Returns whether the key was taken; anything else is ignored and changes nothing.
  @discardableResult
  package mutating func input(_ key: Character) -> Bool {
    guard let byte = Self.keyByte(key), byte != UInt8(ascii: "+") || keys.isEmpty else {
      return false
    }
    input(byte: byte)
    return true
  }

  /// Starts again with nothing typed (the default region stays).
  package mutating func clear() {
    self = Self(defaultRegion: defaultRegion, defaultCountry: defaultCountry)
  }

  /// Starts again with nothing typed, as ``clear()`` does, keeping the buffers' storage: typing
  /// the next number allocates nothing.
  mutating func clearKeepingCapacity() {
    keys.removeAll(keepingCapacity: true)
    output.removeAll(keepingCapacity: true)
    currentCountry = defaultCountry
    formattingTemplate.removeAll(keepingCapacity: true)
    lastMatchPosition = 0
    currentFormattingPattern = -1
    prefixBeforeNationalNumber.removeAll(keepingCapacity: true)
    shouldAddSpaceAfterNationalPrefix = false
    extractedNationalPrefix.removeAll(keepingCapacity: true)
    nationalNumber.removeAll(keepingCapacity: true)
    ableToFormat = true
    isCompleteNumber = false
    isExpectingCountryCallingCode = false
    possibleFormats.removeAll(keepingCapacity: true)
  }

  private init(defaultRegion: String?, defaultCountry: Int?) {
    self.defaultRegion = defaultRegion
    self.defaultCountry = defaultCountry
    self.currentCountry = defaultCountry
  }

  /// `key` as an ASCII byte: `+`, or the value of a one-scalar decimal digit; `nil` otherwise.
  static func keyByte(_ key: Character) -> UInt8? {
    if let ascii = key.asciiValue {
      return ascii == UInt8(ascii: "+") || (48...57).contains(ascii) ? ascii : nil
    }
    guard key.unicodeScalars.count == 1, let scalar = key.unicodeScalars.first else { return nil }
    if scalar == "\u{FF0B}" { return UInt8(ascii: "+") }
    guard scalar.properties.numericType == .decimal,
      let value = scalar.properties.numericValue, value >= 0, value <= 9
    else { return nil }
    return UInt8(ascii: "0") + UInt8(value)
  }

  /// Takes an ASCII digit or a leading `+` (the reference's `input_digit`).
  mutating func input(byte: UInt8) {
    keys.append(byte)
    if byte != UInt8(ascii: "+") { nationalNumber.append(byte) }
    guard ableToFormat else {
      // Too long a prefix may have stopped the formatting: extracting it may restart it.
      if attemptToExtractInternationalPrefix() {
        if attemptToExtractCountryCode() {
          attemptToChoosePatternWithPrefixExtracted()
          return
        }
      } else if ableToExtractLongerNationalPrefix() {
        prefixBeforeNationalNumber.append(UInt8(ascii: " "))
        attemptToChoosePatternWithPrefixExtracted()
        return
      }
      setOutput(keys)
      return
    }
    switch keys.count {
    case 0...2:
      setOutput(keys)
      return
    case 3:
      if attemptToExtractInternationalPrefix() {
        isExpectingCountryCallingCode = true
      } else {
        extractedNationalPrefix = removeNationalPrefixFromNationalNumber()
        attemptToChooseFormattingPattern()
        return
      }
    default:
      break
    }
    if isExpectingCountryCallingCode {
      if attemptToExtractCountryCode() { isExpectingCountryCallingCode = false }
      setOutput(prefixBeforeNationalNumber)
      output.append(contentsOf: nationalNumber)
      return
    }
    guard !possibleFormats.isEmpty else {
      attemptToChooseFormattingPattern()
      return
    }
    let partial = inputDigitHelper(byte)
    if attemptToFormatAccruedDigits() { return }
    narrowDownPossibleFormats(nationalNumber)
    if maybeCreateNewTemplate() {
      inputAccruedNationalNumber()
    } else {
      setOutput(partial: partial)
    }
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.defaultRegion == rhs.defaultRegion && lhs.keys == rhs.keys
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(defaultRegion)
    hasher.combine(keys)
  }
}

extension AsYouTypePhoneFormatter {
  /// What the keys typed so far stand for: E.164, region, validity.
  package var status: PhoneNumberStatus {
    PhoneNumberStatus(keys: keys, defaultCountry: defaultCountry)
  }

  /// The region of the number typed so far (`GB`, `001` for +800…), or `nil` before a country
  /// code is known.
  package var region: String? { status.region }
}
