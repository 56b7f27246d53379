/// What a formatting filter (a `#`-pattern, an input mask) knows about a text.
public struct FormatStatus: Hashable, Sendable {
  /// The value the text stands for: the raw Characters a user typed, without the literals.
  public var value: String
  /// Whether every mandatory slot is filled.
  public var isComplete: Bool
  /// What is left to type, shown dim after the text (`___-____` after `+1 (555) `).
  public var tailPlaceholder: String

  public init(value: String, isComplete: Bool, tailPlaceholder: String = "") {
    self.value = value
    self.isComplete = isComplete
    self.tailPlaceholder = tailPlaceholder
  }
}
