/// Text as a JSON string literal, written one way for every output of the package (the
/// command's JSON, `textfield serve`, the C library's values).
package enum JSONText {
  /// `text` as a JSON string literal.
  ///
  /// Quotes, backslashes, C0 and C1 controls, DEL and the line and paragraph separators
  /// (U+2028, U+2029, which JavaScript string literals do not allow) are escaped, so the output
  /// is one line that cannot drive a terminal when it is printed. Works on Unicode scalars: a
  /// quote that a combining mark joins is still escaped.
  package static func quoted(_ text: some StringProtocol) -> String {
    // Most text needs no escape: one pass over its UTF-8 finds out, and it is copied whole.
    var string = String(text)
    guard string.withUTF8({ needsEscape($0) }) else { return "\"" + string + "\"" }
    var output = String.UnicodeScalarView()
    output.append("\"")
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output.append(contentsOf: #"\""#.unicodeScalars)
      case "\\": output.append(contentsOf: #"\\"#.unicodeScalars)
      case "\n": output.append(contentsOf: #"\n"#.unicodeScalars)
      case "\r": output.append(contentsOf: #"\r"#.unicodeScalars)
      case "\t": output.append(contentsOf: #"\t"#.unicodeScalars)
      case _ where needsEscape(scalar):
        let hex = String(scalar.value, radix: 16)
        let escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        output.append(contentsOf: escape.unicodeScalars)
      default: output.append(scalar)
      }
    }
    output.append("\"")
    return String(output)
  }

  /// A JSON object with `pairs` in order: each name quoted, each value already JSON.
  package static func object(_ pairs: [(String, String)]) -> String {
    "{" + pairs.map { "\(quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
  }

  /// Whether any scalar of `utf8` is escaped: a quote, a backslash, or what ``needsEscape(_:)``
  /// names (C0 and DEL are single bytes; C1 is `C2 80`–`C2 9F`; U+2028 and U+2029 are
  /// `E2 80 A8` and `E2 80 A9`).
  package static func needsEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    var last: UInt8 = 0
    var beforeLast: UInt8 = 0
    for byte in utf8 {
      switch byte {
      case 0..<0x20, 0x22, 0x5C, 0x7F: return true
      case 0x80...0x9F where last == 0xC2: return true
      case 0xA8...0xA9 where last == 0x80 && beforeLast == 0xE2: return true
      default: break
      }
      beforeLast = last
      last = byte
    }
    return false
  }

  /// Whether `scalar` is written as `\uXXXX`: C0 and C1 controls, DEL, U+2028 and U+2029.
  package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
    default: false
    }
  }
}
