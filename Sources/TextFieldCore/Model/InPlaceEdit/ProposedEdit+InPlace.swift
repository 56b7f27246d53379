extension ProposedEdit {
  /// Proposes replacing `range` (Characters, clamped) of `state`'s text with `replacement`, the
  /// caret after the replacement: what ``init(kind:text:range:replacement:)`` proposes, found
  /// near the range and able to land in place (``InPlaceEdit``).
  init(kind: EditKind, state: TextFieldState, range: Range<Int>, replacement: String) {
    self = InPlaceEdit.edit(kind, replacing: range, of: state, with: replacement)
  }

  /// Proposes making `change` to `state`'s text, the caret landing at `caret` (at
  /// `caretUTF8Offset` in the result): how undo and redo propose their edits, found from the
  /// change and able to land in place (``InPlaceEdit``).
  init(
    kind: EditKind, state: TextFieldState, applying change: TextChange, caret: Int,
    caretUTF8Offset: Int
  ) {
    self = InPlaceEdit.edit(
      kind, applying: change, to: state, caret: caret, caretUTF8Offset: caretUTF8Offset)
  }

  /// Whether ``result`` was never read: the edit is still only its windows (see ``known``).
  var resultIsUnbuilt: Bool { known?.resultIsUnbuilt ?? false }

  /// The edit's in-place form when it can land by changing `text` in place: it knows its
  /// windows, nobody read its result, and `text` is the text it was proposed on (a delegate may
  /// have changed the field's text while it decided).
  func inPlace(on text: String) -> InPlaceEdit? {
    guard let known, known.resultIsUnbuilt, text.hasSameUTF8(as: self.text) else { return nil }
    return known
  }

  /// The state the field lands in when the edit is accepted as proposed: O(1) when ``known``,
  /// but for building ``result`` when nothing read it.
  var resultState: TextFieldState { resultState(anchor: nil) }

  /// The state the field lands in when the edit is accepted as proposed, with the anchor at
  /// `anchor` (default: the caret): O(1) when ``known``, but for building ``result``.
  func resultState(anchor: Int?) -> TextFieldState {
    let result = self.result
    guard let known else { return TextFieldState(text: result, caret: caret, anchor: anchor) }
    return TextFieldState(
      text: result, count: known.resultCount, caret: caret,
      caretIndex: result.utf8.index(result.startIndex, offsetBy: known.caretUTF8Offset),
      anchor: anchor)
  }

  /// Whether ``result`` differs from ``text``: O(size of the edit) when ``known``.
  var changesText: Bool {
    guard let known else { return result != text }
    return text[known.oldWindow] != Substring(known.newWindowText)
  }

  /// The Characters of ``text`` in its window and those of ``result`` in its own, when known:
  /// outside them the two texts are the same.
  var windows: (old: Substring, new: Substring)? { known?.windows(in: text) }

  /// The Characters of ``text`` in ``range``: O(size of the range) when ``known``.
  var replacedText: Substring {
    guard let known else {
      let lower = text.index(text.startIndex, offsetBy: range.lowerBound)
      return text[lower..<text.index(lower, offsetBy: range.count)]
    }
    return text[known.lowerIndex..<known.upperIndex]
  }
}
