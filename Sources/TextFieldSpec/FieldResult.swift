import TextFieldCore
import TextFieldTypes
import TextFieldUI

/// What a submitted field gives back.
package struct FieldResult: Hashable, Sendable {
  package var formatted: String
  package var value: String
  package var complete: Bool
  /// A phone number's region (ISO code), `nil` for other fields or while none is known.
  package var region: String?

  package init(_ field: TextFieldModel) {
    formatted = field.text
    value = field.value
    // A regex is complete when it matches whole (its filter lets prefixes through).
    complete =
      field.isComplete
      && field.filters.allSatisfy { ($0 as? RegexFilter)?.matches(field.text) ?? true }
    region = field.filters.compactMap { ($0 as? PhoneFilter)?.region(of: field.text) }.first
  }

  /// The result as the command's JSON prints it:
  /// `{"formatted": "+1 (555) 123-4567", "value": "5551234567", "complete": true}`, with
  /// `"region"` for a phone number whose region is known.
  package var json: String {
    JSONText.object(
      [
        ("formatted", JSONText.quoted(formatted)), ("value", JSONText.quoted(value)),
        ("complete", complete ? "true" : "false"),
      ] + (region.map { [("region", JSONText.quoted($0))] } ?? []))
  }
}
