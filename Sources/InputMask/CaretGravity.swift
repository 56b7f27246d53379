/// Which way the caret leans when the mask inserts characters at it.
///
/// Forward gravity is for insertions (typing, paste): characters the mask adds at the caret go
/// before it, and with `autocomplete` the literals that follow a caret at the end of the text are
/// appended. Backward gravity is for deletions: added characters go after the caret, and with
/// `autoskip` literals left dangling before a caret at the end of the text are dropped.
public enum CaretGravity: Sendable, Hashable {
  /// Insertion: added characters go before the caret.
  case forward(autocomplete: Bool)
  /// Deletion: added characters go after the caret.
  case backward(autoskip: Bool)

  /// Whether this is forward gravity with autocompletion.
  package var autocompletes: Bool {
    if case .forward(autocomplete: true) = self { return true }
    return false
  }

  /// Whether this is backward gravity with autoskip.
  package var autoskips: Bool {
    if case .backward(autoskip: true) = self { return true }
    return false
  }

  /// Whether this is forward gravity.
  package var isForward: Bool {
    if case .forward = self { return true }
    return false
  }
}
