/// A delegate's or filter's answer to a ``ProposedEdit``.
public enum EditDecision: Hashable, Sendable {
  /// Apply the edit as proposed.
  case accept
  /// Keep the old text. The reason, when given, is shown to the user ("only digits here").
  case reject(reason: String?)
  /// Apply a different outcome: `text` with the caret at `caret` (Characters). `notice` says what
  /// was changed from the proposal, e.g. how many pasted characters were dropped.
  case rewrite(text: String, caret: Int, notice: EditNotice?)

  /// Rejects with a reason.
  public static func reject(_ reason: String) -> EditDecision { .reject(reason: reason) }

  /// Rewrites without a notice.
  public static func rewrite(text: String, caret: Int) -> EditDecision {
    .rewrite(text: text, caret: caret, notice: nil)
  }
}

/// What a filter changed in an edit it let through: characters it dropped, and why.
public struct EditNotice: Hashable, Sendable, CustomStringConvertible {
  /// How many proposed characters did not make it into the text.
  public var droppedCount: Int
  /// Why, in words a user understands ("at most 10 characters").
  public var reason: String

  public init(droppedCount: Int, reason: String) {
    self.droppedCount = droppedCount
    self.reason = reason
  }

  /// This notice and `other` as one: the dropped counts added, the reasons joined.
  public func merged(with other: EditNotice?) -> EditNotice {
    guard let other else { return self }
    return EditNotice(
      droppedCount: droppedCount + other.droppedCount,
      reason: reason == other.reason ? reason : reason + "; " + other.reason)
  }

  public var description: String {
    let noun = droppedCount == 1 ? "character" : "characters"
    return "\(droppedCount) \(noun) dropped: \(reason)"
  }
}
