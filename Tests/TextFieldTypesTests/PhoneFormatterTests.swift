import Testing
import TextFieldTypes

@Suite struct PhoneFormatterTests {
  /// Each row: the default region, the keys, the text after each key.
  @Test(
    arguments: [
      (
        nil, "+442079460958",
        [
          "+", "+4", "+44 ", "+44 2", "+44 20", "+44 20 7", "+44 20 79", "+44 20 794",
          "+44 20 7946", "+44 20 7946 0", "+44 20 7946 09", "+44 20 7946 095", "+44 20 7946 0958",
        ]
      ),
      (
        "US", "6502530000",
        [
          "6", "65", "650", "650-2", "650-25", "650-253", "650-2530", "(650) 253-00",
          "(650) 253-000", "(650) 253-0000",
        ]
      ),
      (
        "GB", "02079460958",
        [
          "0", "02", "020", "020 7", "020 79", "020 794", "020 7946", "020 7946 0", "020 7946 09",
          "020 7946 095", "020 7946 0958",
        ]
      ),
      (
        nil, "+80012345678",
        [
          "+", "+8", "+80", "+800 ", "+800 1", "+800 12", "+800 123", "+800 1234", "+800 1234 5",
          "+800 1234 56", "+800 1234 567", "+800 1234 5678",
        ]
      ),
      // Beyond the longest format the digits stay, unformatted.
      (
        "US", "65025300001",
        [
          "6", "65", "650", "650-2", "650-25", "650-253", "650-2530",
          "(650) 253-00", "(650) 253-000", "(650) 253-0000", "65025300001",
        ]
      ),
    ] as [(String?, String, [String])])
  func textAfterEachKey(region: String?, keys: String, texts: [String]) throws {
    var formatter = try AsYouTypePhoneFormatter(region: region)
    var seen: [String] = []
    for key in keys {
      let taken = formatter.input(key)
      #expect(taken)
      seen.append(formatter.text)
    }
    #expect(seen == texts)
  }

  /// Each row: the keys (international), the region after the whole number, and after its
  /// first digits (while incomplete: the first region that could still match).
  @Test(arguments: [
    ("+16502530000", "US", "+1650", "US"),
    ("+14165550123", "CA", "+1416", "CA"),
    ("+74951234567", "RU", "+7495", "RU"),
    ("+77172123456", "KZ", "+7727", "KZ"),
    ("+442079460958", "GB", "+44", "GB"),
    ("+441481256789", "GG", "+441481", "GG"),
    ("+80012345678", "001", "+800", "001"),
  ])
  func regionsSharingACodeAreTold(
    keys: String, region: String, start: String, early: String
  )
    throws
  {
    var formatter = try AsYouTypePhoneFormatter()
    for key in start { formatter.input(key) }
    #expect(formatter.region == early)
    for key in keys.dropFirst(start.count) { formatter.input(key) }
    #expect(formatter.region == region)
    #expect(formatter.status.isValid)
  }

  /// Each row: the default region, the keys, the E.164 value, whether valid.
  @Test(
    arguments: [
      ("US", "6502530000", "+16502530000", true),
      ("US", "16502530000", "+16502530000", true),
      ("US", "011442079460958", "+442079460958", true),
      ("GB", "02079460958", "+442079460958", true),
      // The national prefix stays while what follows is too short to be a number (as parsing does).
      ("GB", "0207", "+440207", false),
      ("RU", "84951234567", "+74951234567", true),
      (nil, "+4402079460958", "+442079460958", true),
      (nil, "+44", "+44", false),
      (nil, "650", "650", false),
    ] as [(String?, String, String, Bool)])
  func valuesAreE164(region: String?, keys: String, e164: String, isValid: Bool) throws {
    var formatter = try AsYouTypePhoneFormatter(region: region)
    for key in keys { formatter.input(key) }
    #expect(formatter.status.e164 == e164)
    #expect(formatter.status.isValid == isValid)
  }

  @Test func otherKeysAreIgnoredAndDigitsOfAnyScriptRead() throws {
    var formatter = try AsYouTypePhoneFormatter(region: "us")
    #expect(formatter.defaultRegion == "US")
    let taken = ["a", "６", "٥", "+"].map { formatter.input($0) }
    #expect(taken == [false, true, true, false])
    #expect(formatter.text == "65")
    formatter.clear()
    #expect(formatter.text.isEmpty)
    let plus = formatter.input("+")
    #expect(plus)
  }

  @Test func anUnknownRegionIsATypedError() {
    #expect(throws: PhoneRegionError.unknownRegion("XX")) {
      try AsYouTypePhoneFormatter(region: "XX")
    }
    #expect(
      PhoneRegionError.unknownRegion("XX").description
        == "unknown region \"XX\": expected an ISO 3166-1 code such as US, GB or DE")
  }
}
