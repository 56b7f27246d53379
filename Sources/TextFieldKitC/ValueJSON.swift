import TextFieldCore
import TextFieldTypes

/// A field's value in the shape of the CLI's `--output json` (its `FieldResult`):
/// `{"formatted": "+1 (555) 123-4567", "value": "5551234567", "complete": true}`, with
/// `"region"` for a phone number whose region is known.
enum ValueJSON {
  /// The JSON of `model`'s value.
  static func of(_ model: TextFieldModel) -> String {
    // A regex is complete when it matches whole (its filter lets prefixes through), as the CLI.
    let complete =
      model.isComplete
      && model.filters.allSatisfy { ($0 as? RegexFilter)?.matches(model.text) ?? true }
    let region = model.filters.compactMap { ($0 as? PhoneFilter)?.region(of: model.text) }.first
    var pairs = [
      ("formatted", string(model.text)), ("value", string(model.value)),
      ("complete", complete ? "true" : "false"),
    ]
    if let region { pairs.append(("region", string(region))) }
    return "{" + pairs.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
  }

  /// `text` as a JSON string, escaped as the CLI escapes it (controls, DEL to U+009F, U+2028 and
  /// U+2029 as `\uXXXX`).
  static func string(_ text: String) -> String {
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
        output.append(
          contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
      default: output.append(scalar)
      }
    }
    output.append("\"")
    return String(output)
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
    default: false
    }
  }
}
