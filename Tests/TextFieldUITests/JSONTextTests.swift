import Testing

@testable import TextFieldUI

/// `JSONText.quoted`: text needing no escape is copied whole (a scan of its UTF-8), the rest is
/// escaped scalar by scalar; both agree with a plain reference on random and edge scalars.
struct JSONTextTests {
  /// Escapes as RFC 8259 allows plus what the package escapes, one scalar at a time.
  static func reference(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _
      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }

  /// Scalars on both sides of every escape's edge, in every UTF-8 length.
  static let scalars: [Unicode.Scalar] = [
    "a", "5", " ", "\"", "\\", "\n", "\t", "\u{0}", "\u{1F}", "\u{7E}", "\u{7F}", "\u{80}",
    "\u{9F}",
    "\u{A0}", "\u{C2}", "é", "\u{301}", "\u{2027}", "\u{2028}", "\u{2029}", "\u{202A}", "€",
    "\u{E280}", "👍", "\u{1F3FD}", "\u{FFFD}",
  ]

  @Test func randomTextAgreesWithTheReference() {
    var state: UInt64 = 7
    for _ in 0..<5000 {
      var text = String.UnicodeScalarView()
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for index in 0..<Int(state >> 60) {
        text.append(
          Self.scalars[Int((state >> UInt64(index * 5 % 55)) % UInt64(Self.scalars.count))])
      }
      let string = String(text)
      #expect(JSONText.quoted(string) == Self.reference(string), "\(Array(string.unicodeScalars))")
    }
  }

  @Test func edgesOfTheFastPath() {
    #expect(JSONText.quoted("") == "\"\"")
    #expect(JSONText.quoted("+1 (555) 123-4567 €") == "\"+1 (555) 123-4567 €\"")
    // U+00A0 (C2 A0) and U+202A (E2 80 AA) sit next to escaped ones and are not escaped.
    #expect(JSONText.quoted("\u{A0}\u{202A}") == "\"\u{A0}\u{202A}\"")
    #expect(JSONText.quoted("x\u{85}") == "\"x\\u0085\"")
    #expect(JSONText.quoted("x\u{2029}") == "\"x\\u2029\"")
    #expect(JSONText.quoted(Substring("a\"b")) == "\"a\\\"b\"")
  }
}
