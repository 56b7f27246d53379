extension ProposedEdit {
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
