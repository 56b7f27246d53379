/// Where a caret motion goes.
public enum CaretMotion: Hashable, Sendable, CaseIterable {
  /// One Character toward the start.
  case characterBackward
  /// One Character toward the end.
  case characterForward
  /// To the start of the current or previous word (`M-b`).
  case wordBackward
  /// To the end of the current or next word (`M-f`).
  case wordForward
  /// To the start of the text (`C-a`, Home).
  case start
  /// To the end of the text (`C-e`, End).
  case end
}

/// How ``EditingCommand/changeCase(_:)`` changes the case of a word.
public enum CaseChange: Hashable, Sendable, CaseIterable {
  /// Upper case (`M-u`, readline's upcase-word).
  case upper
  /// Lower case (`M-l`, readline's downcase-word).
  case lower
  /// The first letter or digit of each word in title case, the rest in lower case (`M-c`,
  /// readline's capitalize-word).
  case capitalized
}

/// Every user action a field understands: readline's single-line set, selection, clipboard, undo.
///
/// Each command is at most one proposed edit.
public enum EditingCommand: Hashable, Sendable {
  /// Types text at the caret, replacing the selection.
  case insert(String)
  /// Pastes text (bracketed paste), replacing the selection: one edit however long.
  case paste(String)
  /// Pastes the internal clipboard.
  case pasteFromClipboard
  /// Deletes the selection, or the Character before the caret (Backspace, `C-h`).
  case deleteBackward
  /// Deletes the selection, or the Character after the caret (Delete, `C-d`).
  case deleteForward
  /// Kills from the start of the previous word to the caret (`M-Backspace`).
  case deleteWordBackward
  /// Kills from the caret to the end of the next word (`M-d`).
  case deleteWordForward
  /// Kills back to the previous whitespace (`C-w`, readline's unix-word-rubout).
  case deleteWhitespaceWordBackward
  /// Kills from the start of the text to the caret (`C-u`).
  case killToStart
  /// Kills from the caret to the end of the text (`C-k`).
  case killToEnd
  /// Inserts the newest kill (`C-y`).
  case yank
  /// Replaces the text just yanked with the next older kill (`M-y`).
  case yankPop
  /// Moves the caret; `extending` moves only the caret end of the selection (Shift).
  case move(CaretMotion, extending: Bool)
  /// Selects all the text.
  case selectAll
  /// Cuts the selection to the clipboard and the kill ring.
  case cut
  /// Copies the selection to the clipboard and the kill ring (`M-w`, Emacs' kill-ring-save), so
  /// `C-y` yanks it; refused with nothing selected.
  case copy
  /// Swaps the Characters around the caret (`C-t`).
  case transpose
  /// Swaps the word before the caret with the word after it, or the last two words at the end
  /// (`M-t`, readline's transpose-words); the caret goes after the second.
  case transposeWords
  /// Changes the case of the text from the caret to the end of the word (`M-u` upper, `M-l`
  /// lower, `M-c` capitalised); the caret goes to the end of the word.
  case changeCase(CaseChange)
  /// Steps the value under the caret by `steps` (Up 1, Down −1) when a filter or the delegate
  /// steps values (a number, a date's segment); ignored otherwise.
  case step(by: Int)
  /// Undoes the last edit (`C-_`, `C-x C-u`), as readline does: up to 20 Characters typed in a
  /// row are one step, and the caret lands after the text the undo brings back.
  case undo
  /// Redoes the last undone edit (`M-_`; readline has no redo).
  case redo
  /// Clears the field (asks `textFieldShouldClear`).
  case clear
}
