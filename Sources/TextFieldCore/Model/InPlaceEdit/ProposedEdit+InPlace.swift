extension ProposedEdit {
  /// Proposes replacing `range` (Characters, clamped) of `state`'s text with `replacement`, the
  /// caret after the replacement: what ``init(kind:text:range:replacement:)`` proposes, found
  /// near the range and able to land in place (``InPlaceEdit``).
  init(kind: EditKind, state: TextFieldState, range: Range<Int>, replacement: String) {
    let found = InPlaceEdit.replacing(range, of: state, with: replacement)
    self.init(
      kind: kind, text: state.text, range: found.range, replacement: found.replacement,
      caret: found.caret, known: found.known)
  }

  /// Proposes making `change` to `state`'s text, the caret landing at `caret` (at
  /// `caretUTF8Offset` in the result): how undo and redo propose their edits, found from the
  /// change and able to land in place (``InPlaceEdit``).
  init(
    kind: EditKind, state: TextFieldState, applying change: TextChange, caret: Int,
    caretUTF8Offset: Int
  ) {
    let found = InPlaceEdit.applying(
      change, to: state, caret: caret, caretUTF8Offset: caretUTF8Offset)
    self.init(
      kind: kind, text: state.text, range: found.range, replacement: found.replacement,
      caret: found.caret, known: found.known)
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
