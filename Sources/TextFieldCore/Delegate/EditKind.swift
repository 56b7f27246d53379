/// What kind of action proposed an edit.
public enum EditKind: String, Hashable, Sendable, CaseIterable {
  /// A typed character.
  case typing
  /// Text pasted from the clipboard or by the terminal (bracketed paste).
  case paste
  /// Text yanked back from the kill ring.
  case yank
  /// A deletion toward the start: Backspace, delete-word-backward, kill-to-start.
  case deleteBackward
  /// A deletion toward the end: Delete, delete-word-forward, kill-to-end.
  case deleteForward
  /// The selection cut to the clipboard.
  case cut
  /// Two characters or two words swapped (`C-t`, `M-t`).
  case transpose
  /// The case of a word changed (`M-u`, `M-l`, `M-c`): the word replaced by itself in upper,
  /// lower or capitalised case.
  case changeCase
  /// An undo step.
  case undo
  /// A redo step.
  case redo
  /// The clear command, or `clearsOnBeginEditing`.
  case clear
  /// Text set by the program (`setText`), not by the user.
  case programmatic
  /// An Up or Down step of the value under the caret (a number, a date's segment).
  case step

  /// Whether the user delegate's `textField(_:shouldChangeCharactersIn:replacementString:)` is
  /// asked: every user edit but clear (UIKit asks `textFieldShouldClear` instead) and programmatic.
  package var asksShouldChange: Bool { self != .clear && self != .programmatic }

  /// Whether the edit is made by the user (it emits editing-changed as well as value-changed).
  package var isUserEdit: Bool { self != .programmatic }

  /// Whether the edit inserts text the user brought in at once (paste, yank, programmatic text),
  /// which filters trim or filter character by character instead of rejecting whole.
  package var isBulkInsertion: Bool { self == .paste || self == .yank || self == .programmatic }
}
