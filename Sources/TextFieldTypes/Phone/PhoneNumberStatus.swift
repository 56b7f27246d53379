import TextFieldCore

/// What a phone number typed so far stands for: its E.164 form, its region, its validity.
///
/// Computed from the keys (digits and a leading `+`) and the default region, as libphonenumber
/// parses a number: `+` and the country code, or the default region's international prefix
/// (`011 44 …`), or a national number of the default region, whose national prefix (`0`, NANP's
/// `1`) is removed when what remains can still be a number.
public struct PhoneNumberStatus: Hashable, Sendable {
  /// The number in E.164 (`+442079460958`) as far as it is typed; without a country (no `+`
  /// and no default region) the digits as typed.
  public var e164: String
  /// The country calling code, once typed or implied by the default region.
  public var countryCode: Int?
  /// The national significant number: the digits after the country code and national prefix.
  public var nationalNumber: String
  /// The region the number belongs to (`GB`; `001` for non-geographic codes such as +800).
  ///
  /// Among regions sharing a code, the first whose leading digits or number patterns match,
  /// or while incomplete could still match. `nil` before a country code is known.
  public var region: String?
  /// Whether the number is a valid number of ``region``: a possible length, and the region's
  /// general and per-type national-number patterns match.
  public var isValid: Bool

  /// The status of `keys` (ASCII digits, a leading `+`) typed with default country `country`.
  init(keys: [UInt8], defaultCountry: Int?) {
    let (country, national) = Self.country(of: keys, defaultCountry: defaultCountry)
    guard let country else {
      e164 = String(decoding: keys, as: UTF8.self)
      countryCode = nil
      nationalNumber = String(decoding: national, as: UTF8.self)
      region = nil
      isValid = false
      return
    }
    let metadata = PhoneMetadata.shared
    let nsn = metadata.withoutNationalPrefix(national, country: country)
    let code = metadata.countries[country].code
    let region = metadata.region(of: nsn, country: country)
    e164 = Self.e164(code: code, nsn: nsn)
    countryCode = code
    nationalNumber = String(decoding: nsn, as: UTF8.self)
    self.region = metadata.regions[region].code
    isValid = metadata.isValid(nsn, region: region)
  }

  /// What a field shows of the status of `keys`: `PhoneNumberStatus(keys:defaultCountry:)`'s
  /// E.164 value, validity and region (or `""`), without making its other Strings.
  static func formatStatus(keys: [UInt8], defaultCountry: Int?) -> FormatStatus {
    let (country, national) = Self.country(of: keys, defaultCountry: defaultCountry)
    guard let country else {
      return FormatStatus(value: String(decoding: keys, as: UTF8.self), isComplete: false)
    }
    let metadata = PhoneMetadata.shared
    let nsn = metadata.withoutNationalPrefix(national, country: country)
    let region = metadata.region(of: nsn, country: country)
    return FormatStatus(
      value: e164(code: metadata.countries[country].code, nsn: nsn),
      isComplete: metadata.isValid(nsn, region: region),
      annotation: metadata.regions[region].code)
  }

  /// The country of `keys` (`nil` without `+` or a default country) and the national number
  /// after its calling code (or international prefix and calling code), as typed.
  private static func country(
    of keys: [UInt8], defaultCountry: Int?
  ) -> (country: Int?, national: ArraySlice<UInt8>) {
    if keys.first == UInt8(ascii: "+") {
      var national = keys.dropFirst()
      let country = takeCountryCode(&national)
      return (country, national)
    }
    guard let defaultCountry else { return (nil, keys[...]) }
    let prefixes = PhoneMetadata.shared.countries[defaultCountry].internationalPrefix
    var afterPrefix = keys[...]
    if let end = DigitSequence.firstMatch(prefixes, in: keys[...]), end > 0 {
      afterPrefix = keys[(keys.startIndex + end)...]
    }
    if afterPrefix.count < keys.count, let found = takeCountryCode(&afterPrefix) {
      return (found, afterPrefix)
    }
    return (defaultCountry, keys[...])
  }

  /// `+`, the calling code and `nsn`, built in place (no intermediate strings).
  private static func e164(code: Int, nsn: ArraySlice<UInt8>) -> String {
    var codeDigits = 1
    var power = 10
    while power <= code {
      codeDigits += 1
      power *= 10
    }
    return String(unsafeUninitializedCapacity: 1 + codeDigits + nsn.count) { buffer in
      buffer[0] = UInt8(ascii: "+")
      var rest = code
      for index in stride(from: codeDigits, to: 0, by: -1) {
        buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      }
      var index = 1 + codeDigits
      for digit in nsn {
        buffer[index] = digit
        index += 1
      }
      return index
    }
  }

  /// Removes the calling code `digits` begin with; its country.
  private static func takeCountryCode(_ digits: inout ArraySlice<UInt8>) -> Int? {
    guard let (code, length) = AsYouTypePhoneFormatter.countryCode(in: digits) else {
      return nil
    }
    digits.removeFirst(length)
    return PhoneMetadata.shared.country(code: code)
  }
}
