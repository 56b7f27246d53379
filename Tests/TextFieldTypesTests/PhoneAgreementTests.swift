import Foundation
import Testing
import TextFieldTypes

/// One line of the agreement corpus (Scripts/phone-corpus.py).
struct PhoneAgreementCase: Codable, Sendable {
  /// The default region, or `nil` for international input.
  var region: String?
  /// The keys typed.
  var keys: String
  /// The reference's text after each key (`nil` where the reference failed).
  var texts: [String?]
  /// The number in E.164.
  var e164: String
  /// The region libphonenumber gives the number.
  var detected: String?
}

/// Agreement with the reference's `AsYouTypeFormatter`, keystroke by keystroke.
///
/// Runs the committed sample; `PHONE_AGREEMENT_CORPUS=/path/full.jsonl` runs a whole corpus
/// instead (Scripts/phone-agreement.sh).
@Suite struct PhoneAgreementTests {
  static func load() throws -> [PhoneAgreementCase] {
    let text: String
    if let path = ProcessInfo.processInfo.environment["PHONE_AGREEMENT_CORPUS"] {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } else {
      guard
        let url = Bundle.module.url(
          forResource: "phone-agreement-sample", withExtension: "jsonl",
          subdirectory: "Resources")
      else { throw CocoaError(.fileNoSuchFile) }
      text = try String(contentsOf: url, encoding: .utf8)
    }
    let decoder = JSONDecoder()
    return try text.split(separator: "\n").map {
      try decoder.decode(PhoneAgreementCase.self, from: Data($0.utf8))
    }
  }

  @Test func atLeast99PercentOfKeystrokesAgree() throws {
    let cases = try Self.load()
    var keystrokes = 0
    var agreeing = 0
    var numbersAgreeing = 0
    var disagreements: [String] = []
    for item in cases {
      var formatter = try AsYouTypePhoneFormatter(region: item.region)
      var allAgree = true
      for (key, expected) in zip(item.keys, item.texts) {
        formatter.input(key)
        guard let expected else { continue }
        keystrokes += 1
        if formatter.text == expected {
          agreeing += 1
        } else {
          allAgree = false
          if disagreements.count < 20 {
            disagreements.append(
              "\(item.region ?? "intl") \(item.keys): \"\(formatter.text)\" ≠ \"\(expected)\"")
          }
        }
      }
      if allAgree { numbersAgreeing += 1 }
    }
    let rate = Double(agreeing) / Double(max(1, keystrokes))
    print(
      "phone agreement: \(agreeing)/\(keystrokes) keystrokes (\(rate * 100)%), "
        + "\(numbersAgreeing)/\(cases.count) numbers agree on every keystroke")
    for line in disagreements { print("  disagrees: \(line)") }
    #expect(rate >= 0.99, "\(disagreements.prefix(5))")
  }

  /// The E.164 value and region of each whole number equal libphonenumber's.
  @Test func atLeast99PercentOfValuesAndRegionsAgree() throws {
    let cases = try Self.load()
    var agreeing = 0
    var valid = 0
    var disagreements: [String] = []
    for item in cases {
      var formatter = try AsYouTypePhoneFormatter(region: item.region)
      for key in item.keys { formatter.input(key) }
      let status = formatter.status
      if status.isValid { valid += 1 }
      if status.e164 == item.e164, status.region == item.detected {
        agreeing += 1
      } else if disagreements.count < 20 {
        disagreements.append(
          "\(item.region ?? "intl") \(item.keys): \(status.e164) \(status.region ?? "-") ≠ "
            + "\(item.e164) \(item.detected ?? "-")")
      }
    }
    let rate = Double(agreeing) / Double(max(1, cases.count))
    print(
      "phone values: \(agreeing)/\(cases.count) E.164 and region agree (\(rate * 100)%), "
        + "\(valid) valid")
    for line in disagreements { print("  disagrees: \(line)") }
    #expect(rate >= 0.99, "\(disagreements.prefix(5))")
  }
}
