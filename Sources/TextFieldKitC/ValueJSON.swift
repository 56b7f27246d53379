import TextFieldCore
import TextFieldTypes
import TextFieldUI

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

  /// `text` as a JSON string, escaped as the CLI escapes it (`JSONText.quoted`).
  static func string(_ text: String) -> String { JSONText.quoted(text) }
}
