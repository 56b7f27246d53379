/// What a field made of a whole line given to it with ``TextFieldModel/submitLine(_:refusingTrimmedInput:)``:
/// what pasting the line into the focused field and pressing Enter does.
///
/// The prompt's line mode, `textfield format --type` and a person pasting into a prompt all come
/// to this one decision, so a line is accepted, rewritten or refused alike everywhere, with the
/// same value and the same reason.
package enum LineDecision: Hashable, Sendable {
  /// Taken: the field's text (as its format lays it out) and its value.
  case accepted(text: String, value: String)
  /// Taken after the filters dropped part of the line: the text, the value, and the notice
  /// saying what was dropped (`2 characters dropped: only digits here`).
  case rewritten(text: String, value: String, notice: String)
  /// Refused, and why, in the field's words; the field holds what it held before.
  case refused(reason: String)

  /// Whether the line was taken (accepted or rewritten).
  package var isTaken: Bool {
    if case .refused = self { return false }
    return true
  }
}
