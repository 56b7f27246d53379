/// Words a ``FieldMessages`` table holds beyond its own properties: those of a field type's
/// reasons, or of your own ``FieldRefusal``.
///
/// A key is a type; its ``defaultValue`` is the words of ``FieldMessages/english``. Read and
/// replace them with the table's subscript, the way SwiftUI's `EnvironmentValues` does:
/// `messages[OddDigitWords.self]`. A module usually adds a property for each key
/// (TextFieldTypes' `FieldMessages.dateBeyondMonthEnd`), so its words read like the table's own.
public protocol FieldMessageKey {
  /// The words: a string, or a closure from the reason's data to a string.
  associatedtype Value: Sendable
  /// The words in English, until a table replaces them.
  static var defaultValue: Value { get }
}
