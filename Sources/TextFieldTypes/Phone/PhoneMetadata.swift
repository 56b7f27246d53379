/// libphonenumber's metadata, as the as-you-type formatter and the region detection use it.
///
/// Decoded from the generated ``encoded`` table (Scripts/phone-metadata.sh) on first use of
/// ``shared``: nothing is read at program start, and the table itself is one static string (no
/// relocations). Every pattern of the original metadata is precompiled by the script:
/// leading-digit and national-number patterns into DFAs over the ten digits (``DigitAutomata``),
/// national and international prefixes into digit-set sequences tried in order
/// (``DigitSequence``), format patterns into groups of quantified digit sets
/// (``PhoneNumberFormat``).
struct PhoneMetadata: Sendable {
  /// One country calling code: its prefixes, formats and regions.
  struct Country: Sendable {
    /// The calling code (`44`).
    var code: Int
    /// The international dialling prefix (`00`, `011`), as sequences tried in order.
    var internationalPrefix: [DigitSequence]
    /// The national prefix for parsing (`0`), or `nil` when the country has none.
    var nationalPrefix: [DigitSequence]?
    /// The national formats fit for typing (indices into ``PhoneMetadata/formats``).
    var nationalFormats: Range<Int>
    /// The international formats fit for typing.
    var internationalFormats: Range<Int>
    /// Whether the metadata lists international formats at all (fit for typing or not).
    var hasInternationalFormats: Bool
    /// The regions sharing the code, the main one first (indices into ``PhoneMetadata/regions``).
    var regions: Range<Int>
  }

  /// One region (or `001`, a non-geographic entity).
  struct Region: Sendable {
    /// The ISO 3166-1 code (`GB`), or `001`.
    var code: String
    /// The index of the region's country in ``PhoneMetadata/countries``.
    var country: Int
    /// The start state of the region's leading-digits DFA (prefix match), or 0.
    var leadingDigits: UInt32
    /// The start state of the general national-number pattern's DFA.
    var generalPattern: UInt32
    /// The start state of the DFA of all its number types' patterns, or 0.
    var typePatterns: UInt32
    /// The possible lengths of a national significant number, as a bit set.
    var possibleLengths: UInt32
  }

  var countries: [Country] = []
  var regions: [Region] = []
  var formats: [PhoneNumberFormat] = []
  var automata = DigitAutomata()
  /// The index in ``countries`` of each calling code below 1000, or -1.
  var countryByCode = [Int16](repeating: -1, count: 1000)

  /// The decoded table, built on first use.
  static let shared = PhoneMetadata(decoding: encoded)

  /// The version of the `phonenumbers` package the table was generated from.
  static let version = "9.0.43"

  /// The country with calling code `code`.
  func country(code: Int) -> Int? {
    guard code > 0, code < countryByCode.count else { return nil }
    let index = Int(countryByCode[code])
    return index < 0 ? nil : index
  }

  /// The region with ISO code `code` (upper case), or `nil`.
  func region(named code: String) -> Int? {
    regions.firstIndex { $0.code == code && $0.code != "001" }
  }
}

/// A sequence of digit sets a text begins with, optionally followed by its end (`$`).
struct DigitSequence: Sendable {
  /// The digits allowed at each position, as 10-bit sets (bit 0 for `0`).
  var masks: [UInt16]
  /// Whether the sequence must end the text.
  var isAnchored: Bool

  /// How many digits of `digits` the sequence matches from the start, or `nil`.
  func matchLength(_ digits: ArraySlice<UInt8>) -> Int? {
    guard masks.count <= digits.count, !isAnchored || masks.count == digits.count else {
      return nil
    }
    var index = digits.startIndex
    for mask in masks {
      let digit = digits[index] &- 48
      guard digit < 10, mask >> digit & 1 == 1 else { return nil }
      index += 1
    }
    return masks.count
  }

  /// The length of the first of `sequences` that matches the start of `digits`, in order, as
  /// Python's backtracking matcher finds it; `nil` when none does.
  static func firstMatch(_ sequences: [DigitSequence], in digits: ArraySlice<UInt8>) -> Int? {
    for sequence in sequences {
      if let length = sequence.matchLength(digits) { return length }
    }
    return nil
  }
}
