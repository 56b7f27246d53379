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

  /// Whether `scalar` is written as `\uXXXX`: C0 and C1 controls, DEL, U+2028 and U+2029.
  package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
    default: false
    }
  }
}
