extension ProposedEdit {
  /// What an edit proposed from a field's state knows without counting: the result's Character
  /// count, the caret's index in it, and the windows of `text` and `result` outside which the two
  /// hold the same Characters.
  ///
  /// Both windows start at the same UTF-8 offset and Character offset, ``windowOffset``, on a
  /// Character boundary of both texts, and end where the two texts' Characters meet again: what
  /// follows is the same bytes, split into the same Characters.
  struct Known: Sendable {
    var resultCount: Int
    var caretIndex: String.Index
    /// The bounds of ``ProposedEdit/range`` in ``ProposedEdit/text``.
    var lowerIndex: String.Index
    var upperIndex: String.Index
    var oldWindow: Range<String.Index>
    var newWindow: Range<String.Index>
    /// Where both windows start, in Characters.
    var windowOffset: Int
    /// How many Characters each window holds.
    var oldWindowCount: Int
    var newWindowCount: Int
  }

  /// The number of Characters in ``result``.
  ///
  /// O(1) for the edits a field proposes for user actions, O(n) for others.
  public var resultCount: Int { known?.resultCount ?? result.characterCount }

  /// The state the field lands in when the edit is accepted as proposed: O(1) when ``known``.
  var resultState: TextFieldState { resultState(anchor: nil) }

  /// The state the field lands in when the edit is accepted as proposed, with the anchor at
  /// `anchor` (default: the caret): O(1) when ``known``.
  func resultState(anchor: Int?) -> TextFieldState {
    guard let known else { return TextFieldState(text: result, caret: caret, anchor: anchor) }
    return TextFieldState(
      text: result, count: known.resultCount, caret: caret, caretIndex: known.caretIndex,
      anchor: anchor)
  }

  /// Whether ``result`` differs from ``text``: O(size of the edit) when ``known``.
  var changesText: Bool {
    guard let known else { return result != text }
    return text[known.oldWindow] != result[known.newWindow]
  }

  /// The Characters of ``text`` in ``range``: O(size of the range) when ``known``.
  var replacedText: Substring {
    guard let known else {
      let lower = text.index(text.startIndex, offsetBy: range.lowerBound)
      return text[lower..<text.index(lower, offsetBy: range.count)]
    }
    return text[known.lowerIndex..<known.upperIndex]
  }

  /// Proposes replacing `range` (Characters, clamped) of `state`'s text with `replacement`, the
  /// caret after the replacement: what ``init(kind:text:range:replacement:)`` proposes, without
  /// counting Characters from the start.
  ///
  /// O(distance from the nearest of the start, the caret and the end to `range`, plus the
  /// Characters inserted, plus a copy of the text's bytes).
  init(kind: EditKind, state: TextFieldState, range: Range<Int>, replacement: String) {
    let text = state.text
    let lower = min(max(0, range.lowerBound), state.count)
    let upper = min(max(lower, range.upperBound), state.count)
    let lowerIndex = state.index(ofCharacter: lower)
    let upperIndex = state.index(ofCharacter: upper, near: lower, at: lowerIndex)
    var result = text
    result.replaceSubrange(lowerIndex..<upperIndex, with: replacement)
    // The Character before the range keeps its start (a break depends only on what precedes it
    // and the scalar after it); from there both texts are walked until their Characters meet
    // again after the edit, and what follows is the same in both.
    let windowOffset = max(0, lower - 1)
    let windowStart = lower > 0 ? text.index(before: lowerIndex) : text.startIndex
    let startOffset = text.utf8.distance(from: text.startIndex, to: windowStart)
    let upperOffset = text.utf8.distance(from: text.startIndex, to: upperIndex)
    let insertedEnd =
      text.utf8.distance(from: text.startIndex, to: lowerIndex) + replacement.utf8.count
    let delta = insertedEnd - upperOffset
    var walk = TwoTextWalk(text: text, result: result, start: windowStart, startOffset: startOffset)
    while walk.newOffset < insertedEnd { walk.advanceNew() }
    let caret = windowOffset + walk.newCount
    let caretIndex = walk.new
    // The replaced Characters are skipped, not walked: the old window reaches at least past them.
    if walk.oldOffset < upperOffset {
      walk.skipOld(to: upperIndex, offset: upperOffset, count: upper - windowOffset)
    }
    walk.meet(delta: delta)
    self.kind = kind
    self.text = text
    self.range = lower..<upper
    self.replacement = replacement
    self.result = result
    self.caret = caret
    self.known = Known(
      resultCount: state.count - walk.oldCount + walk.newCount, caretIndex: caretIndex,
      lowerIndex: lowerIndex, upperIndex: upperIndex, oldWindow: windowStart..<walk.old,
      newWindow: walk.newStart..<walk.new, windowOffset: windowOffset,
      oldWindowCount: walk.oldCount, newWindowCount: walk.newCount)
  }
}
