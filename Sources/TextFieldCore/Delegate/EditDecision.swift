/// A delegate's or filter's answer to a ``ProposedEdit``.
public enum EditDecision: Hashable, Sendable {
  /// Apply the edit as proposed.
  case accept
  /// Keep the old text. The reason, when given, is shown to the user in the words of the field's
  /// ``FieldMessages`` ("only digits here").
  case reject(reason: RefusalReason?)
  /// Apply a different outcome: `text` with the caret at `caret` (Characters). `notice` says what
  /// was changed from the proposal, e.g. how many pasted characters were dropped.
  case rewrite(text: String, caret: Int, notice: EditNotice?)

  /// Rejects with a reason.
  public static func reject(_ reason: RefusalReason) -> EditDecision { .reject(reason: reason) }

  /// Rejects with a reason in your own words, shown as it is.
  public static func reject(_ reason: String) -> EditDecision { .reject(reason: .custom(reason)) }

  /// Rewrites without a notice.
  public static func rewrite(text: String, caret: Int) -> EditDecision {
    .rewrite(text: text, caret: caret, notice: nil)
  }
}

/// What a filter changed in an edit it let through: characters it dropped, and why.
public struct EditNotice: Hashable, Sendable, CustomStringConvertible {
  /// How many proposed characters did not make it into the text.
  public var droppedCount: Int
  /// Why (``FieldMessages`` turns it into words: "at most 10 characters").
  public var reason: RefusalReason

  /// A notice that `droppedCount` Characters were dropped, for `reason`.
  public init(droppedCount: Int, reason: RefusalReason) {
    self.droppedCount = droppedCount
    self.reason = reason
  }

  /// A notice whose reason is in your own words, shown as it is.
  package init(droppedCount: Int, reason: String) {
    self.init(droppedCount: droppedCount, reason: .custom(reason))
  }

  /// This notice and `other` as one: the dropped counts added, the reasons merged.
  package func merged(with other: EditNotice?) -> EditNotice {
    guard let other else { return self }
    return EditNotice(
      droppedCount: droppedCount + other.droppedCount, reason: reason.merged(with: other.reason))
  }

  /// The notice in English (a field shows it in its own ``FieldMessages``).
  public var description: String { FieldMessages.english.text(for: self) }
}
