/// Something that happened to a field, for observers (the control events of `UIControl`).
///
/// Each fires exactly once per change. A user edit fires ``editingChanged`` then ``valueChanged``;
/// programmatic text fires only ``valueChanged``.
public enum TextFieldEvent: Hashable, Sendable {
  /// Editing began (after `textFieldDidBeginEditing`).
  case editingDidBegin
  /// The user changed the text (typing, paste, deletion, cut, kill, yank, undo, clear…).
  case editingChanged
  /// The text changed for any reason, programmatic included.
  case valueChanged
  /// The caret or the selection moved.
  case selectionChanged
  /// Editing ended (after `textFieldDidEndEditing(_:reason:)`).
  case editingDidEnd(TextFieldModel.DidEndEditingReason)
  /// Return was pressed and `textFieldShouldReturn` allowed it (UIKit's primary action).
  case returnPressed
  /// An edit was refused or trimmed: what the user should be told.
  case feedback(EditFeedback)
}

/// What the user should be told about an edit that did not land as proposed.
public enum EditFeedback: Hashable, Sendable, CustomStringConvertible {
  /// The edit was refused; the reason, when the refusing party gave one.
  case rejected(reason: RefusalReason?)
  /// The edit landed, but a filter dropped part of it.
  case trimmed(EditNotice)

  /// The feedback in English; a field says it in its own words with
  /// ``TextFieldModel/message(for:)``.
  public var description: String { FieldMessages.english.text(for: self) }
}

/// The result of asking a field to perform an edit.
public enum EditOutcome: Hashable, Sendable {
  /// The edit landed as proposed.
  case applied
  /// The edit landed as a filter rewrote it; the notice says what was dropped, if anything.
  case rewritten(EditNotice?)
  /// The edit was refused; the text is unchanged. The field's ``TextFieldModel/messages`` say
  /// the reason in words.
  case rejected(reason: RefusalReason?)
  /// Nothing to do (deleting at the start, moving past the end, not editing…).
  case ignored

  /// Whether the text or selection may have changed.
  public var landed: Bool {
    switch self {
    case .applied, .rewritten: true
    case .rejected, .ignored: false
    }
  }
}
