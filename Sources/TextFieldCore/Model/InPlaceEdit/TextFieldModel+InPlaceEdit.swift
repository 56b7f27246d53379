extension TextFieldModel {
  /// Lands an edit accepted as proposed whose ``ProposedEdit/result`` nobody read, by changing
  /// the text in place: O(size of the edit, plus the bytes after it), with no copy of the text.
  ///
  /// The edit is given up before the text changes, and the undo history lets go of the text
  /// while it does, so the field's storage is the text's only holder (a delegate that kept the
  /// edit or the text costs one copy). The field lands in the state
  /// ``submit(_:anchor:recordsHistory:notice:inPlace:)`` would give it otherwise.
  func land(
    _ edit: consuming ProposedEdit, inPlace known: InPlaceEdit, anchor: Int?,
    notice: EditNotice?, recordsHistory: Bool, hooks: InPlaceEdit.Hooks?
  ) -> EditOutcome {
    let kind = edit.kind
    let caret = edit.caret
    let textChanged = edit.changesText
    let records = recordsHistory && kind.isUserEdit && textChanged
    if records, let change = TextChange(copy edit) {
      let after = EditHistory.Selection(
        caret: caret, anchor: caret, caretUTF8Offset: known.caretUTF8Offset)
      history.record(
        change, before: state, after: after, kind: kind,
        undoing: readlineUndoSelection(edit, before: state), inserting: edit.range.isEmpty)
    }
    _ = consume edit
    hooks?.willChange()
    let anchor = min(max(0, anchor ?? caret), known.resultCount)
    let selectionChanged = state.caret != caret || state.anchor != anchor
    // The windows, not `range` and `replacement`: those are Characters, and an undo's range may
    // be the same Characters in other bytes (canonically equivalent).
    state.replace(
      known.oldWindow, with: known.newWindowText, count: known.resultCount,
      caret: caret, caretUTF8Offset: known.caretUTF8Offset, anchor: anchor)
    if records { history.undoText = state.text }
    hooks?.didChange()
    announce(kind: kind, textChanged: textChanged, selectionChanged: selectionChanged)
    guard let notice else { return .applied }
    emit(.feedback(.trimmed(notice)))
    return .rewritten(notice)
  }
}
