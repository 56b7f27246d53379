/// What a filter or delegate makes of an Up or Down step (``EditingCommand/step(by:)``).
public enum StepResult: Hashable, Sendable {
  /// The text after the step, and the caret in it (Characters).
  case stepped(text: String, caret: Int)
  /// The value cannot step that way (it is at its maximum, say); the reason says why.
  case refused(RefusalReason)
}
