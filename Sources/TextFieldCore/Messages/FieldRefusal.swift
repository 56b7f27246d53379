/// A reason to refuse an edit that TextFieldCore does not define: a field type's (a date field's
/// "April has 30 days") or your own filter's.
///
/// Conform a small `Hashable` value that carries the reason's data, and word it through the
/// field's ``FieldMessages``, reading its words from a ``FieldMessageKey`` of its own, so an app
/// that replaces or translates the table replaces these words too. Wrap it in a
/// ``RefusalReason`` with ``RefusalReason/init(_:)``:
///
/// ```swift
/// struct OddDigit: FieldRefusal {
///   var digit: Character
///   func message(in messages: FieldMessages) -> String { messages[OddDigitWords.self](digit) }
/// }
/// enum OddDigitWords: FieldMessageKey {
///   static let defaultValue: @Sendable (Character) -> String = { "\"\($0)\" is odd" }
/// }
/// // In a filter: return .reject(RefusalReason(OddDigit(digit: "3")))
/// // In an app:   french[OddDigitWords.self] = { "« \($0) » est impair" }
/// ```
public protocol FieldRefusal: Hashable, Sendable {
  /// This reason in the words of `messages`.
  func message(in messages: FieldMessages) -> String
}
