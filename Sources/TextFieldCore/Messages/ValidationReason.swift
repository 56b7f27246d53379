/// Why a validator failed, as data: a field's ``FieldMessages`` table turns it into words.
public enum ValidationReason: Hashable, Sendable {
  /// A message already in words, shown as it is.
  case custom(String)
  /// The value is empty (``Validator/required(label:message:on:)``); `label` names the field.
  case required(label: String?)
  /// The value fails the Luhn checksum (``Validator/luhn(message:on:)``).
  case invalidCardNumber
  /// The value does not match `pattern` (``Validator/regex(_:label:message:on:)``).
  case noMatch(pattern: String, label: String?)
  /// A format is not complete: `text` still needs `missing` (`) ___-____`).
  case incomplete(text: String, missing: String)
  /// `text` is a prefix of a match of `pattern` but not yet a match
  /// (``Validator/complete(matching:allowsEmpty:message:on:)``).
  case incompleteMatch(text: String, pattern: String)
}
