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
  case rejected(reason: String?)
  /// The edit landed, but a filter dropped part of it.
  case trimmed(EditNotice)

  public var description: String {
    switch self {
    case .rejected(let reason): reason ?? "not allowed here"
    case .trimmed(let notice): notice.description
    }
  }
}

/// The result of asking a field to perform an edit.
public enum EditOutcome: Hashable, Sendable {
  /// The edit landed as proposed.
  case applied
  /// The edit landed as a filter rewrote it; the notice says what was dropped, if anything.
  case rewritten(EditNotice?)
  /// The edit was refused; the text is unchanged.
  case rejected(reason: String?)
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
