extension Form {
  /// How a form ended.
  public enum Outcome: Hashable, Sendable {
    /// Submitted: every field's value, in order.
    case submitted([FieldValue])
    /// Cancelled with Esc (exit status 1 by convention).
    case cancelled
    /// Interrupted with Ctrl-C (exit status 130 by convention).
    case interrupted
    /// Input ended before the form did (the terminal went away).
    case inputEnded

    /// The conventional exit status: 0, 1, 130, or 1 when input ended.
    package var exitStatus: Int32 {
      switch self {
      case .submitted: 0
      case .cancelled, .inputEnded: 1
      case .interrupted: 130
      }
    }
  }
}
