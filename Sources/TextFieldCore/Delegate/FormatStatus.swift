/// What a formatting filter (a `#`-pattern, an input mask, a field type) knows about a text.
public struct FormatStatus: Hashable, Sendable {
  /// The value the text stands for: the raw Characters a user typed, without the literals.
  public var value: String
  /// Whether every mandatory slot is filled.
  public var isComplete: Bool
  /// What is left to type, shown dim after the text (`___-____` after `+1 (555) `).
  public var tailPlaceholder: String
  /// A short note the field shows beside its text: the region a phone number belongs to (`GB`).
  public var annotation: String

  /// A status: the value, whether the format is complete, what is left to type, and a note.
  public init(
    value: String, isComplete: Bool, tailPlaceholder: String = "", annotation: String = ""
  ) {
    self.value = value
    self.isComplete = isComplete
    self.tailPlaceholder = tailPlaceholder
    self.annotation = annotation
  }
}
