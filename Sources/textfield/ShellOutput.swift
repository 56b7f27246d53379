/// Writing values for shells and JSON readers.
enum ShellOutput {
  /// `text` as a JSON string literal, with quotes, backslashes and control characters escaped.
  static func jsonString(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }

  /// A JSON object with `pairs` in order; values are already JSON.
  static func jsonObject(_ pairs: [(String, String)]) -> String {
    "{" + pairs.map { "\(jsonString($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
  }

  /// `text` single-quoted for a POSIX shell: inert under `eval` whatever it contains.
  static func shellQuoted(_ text: String) -> String {
    "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
      + "'"
  }

  /// Whether `key` can be a shell variable name (`--output env`).
  static func isShellName(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first,
      first == "_" || (first.isASCII && first.properties.isAlphabetic)
    else {
      return false
    }
    return key.unicodeScalars.allSatisfy {
      $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
    }
  }
}
