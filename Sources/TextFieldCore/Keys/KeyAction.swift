/// What a key does: an edit of the focused field, or an action of the form around it.
public enum KeyAction: Hashable, Sendable {
  /// A command for the focused field.
  case edit(EditingCommand)
  /// An action for the form.
  case form(FormAction)
}

/// Actions that concern the form rather than one field's text.
public enum FormAction: Hashable, Sendable {
  /// Move focus to the next field (Tab).
  case nextField
  /// Move focus to the previous field (Shift-Tab).
  case previousField
  /// Up (1) and Down (−1): step the focused field's value when it steps values (a number, a
  /// date's segment: `TextFieldModel.canStep`), otherwise move focus to the previous (Up) or
  /// next (Down) field.
  case step(by: Int)
  /// Return: ask the field's should-return, then go to the next field or submit.
  case returnKey
  /// Submit the form from any field.
  case submit
  /// Cancel the form (Esc): exit status 1 by convention.
  case cancel
  /// Interrupt (Ctrl-C, a key in raw mode): exit status 130 by convention.
  case interrupt
  /// Repaint the whole screen (`C-l`).
  case redraw
  /// Stop the program as the suspend character does in a cooked terminal (`C-z`); `fg`
  /// continues it.
  case suspend
  /// `C-p` (1) and `C-n` (−1), readline's previous- and next-history: recall an older or newer
  /// value of the focused field's history (Up and Down do too, in a field that does not step
  /// values). Unused when the field has no history.
  case recallHistory(by: Int)
  /// `C-r`: search the focused field's history backwards as you type (readline's
  /// reverse-search-history); again, the next older match. Unused when the field has no history.
  case searchHistory
  /// `C-g`: leave a history search, putting back the text from before it. Unused otherwise.
  case abortSearch
  /// Take the suggestion the ghost shows (Right, End, `C-e` at the end of the text), or the
  /// list's selected entry (Return while the list shows).
  case acceptSuggestion
  /// Take the ghost's next word (`M-f`), as fish does.
  case acceptSuggestionWord
  /// Open the list of suggestions (Tab), or select its next entry (Tab, Down, `C-n`).
  case nextSuggestion
  /// Select the list's previous entry (Shift-Tab, Up, `C-p`).
  case previousSuggestion
  /// Hide the ghost and the list until the text changes (Esc).
  case dismissSuggestions
}
