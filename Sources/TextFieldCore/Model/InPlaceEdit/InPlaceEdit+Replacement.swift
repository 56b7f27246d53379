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
    /// Where the caret lands in ``result``, in UTF-8 code units.
    var caretUTF8Offset: Int
    /// The bounds of ``ProposedEdit/range`` in ``ProposedEdit/text``.
    var lowerIndex: String.Index
    var upperIndex: String.Index
    var oldWindow: Range<String.Index>
    /// What ``result`` holds in place of ``oldWindow``: its own window's bytes.
    var newWindowText: String
    /// Where both windows start, in Characters.
    var windowOffset: Int
    /// How many Characters each window holds.
    var oldWindowCount: Int
    var newWindowCount: Int
    /// Whether the windows start at the Character before ``ProposedEdit/range``, as for an edit
    /// proposed from a state (an undo step's windows are its change instead).
    var startsBeforeRange: Bool
  }

  /// The number of Characters in ``result``.
  ///
  /// O(1) for the edits a field proposes for user actions, O(n) for others.
  public var resultCount: Int { known?.resultCount ?? result.characterCount }

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

  /// The Characters of ``result`` in its window and those of ``text`` in its own, when known:
  /// outside them the two texts are the same.
  var windows: (old: Substring, new: Substring)? {
    guard let known else { return nil }
    return (text[known.oldWindow], Substring(known.newWindowText))
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
  /// Characters inserted); no copy of the text.
  init(kind: EditKind, state: TextFieldState, range: Range<Int>, replacement: String) {
    let text = state.text
    let lower = min(max(0, range.lowerBound), state.count)
    let upper = min(max(lower, range.upperBound), state.count)
    let lowerIndex = state.index(ofCharacter: lower)
    let upperIndex = state.index(ofCharacter: upper, near: lower, at: lowerIndex)
    // The Character before the range keeps its start (a break depends only on what precedes it
    // and the scalar after it); from there the text and its edited version are walked until
    // their Characters meet again after the edit, and what follows is the same in both. The
    // edited version is built only near the edit: from that Character to a few Characters past
    // the range, more when the walks do not meet inside it (a long run of marks or flags).
    let windowOffset = max(0, lower - 1)
    let windowStart = lower > 0 ? text.index(before: lowerIndex) : text.startIndex
    let startOffset = text.utf8.distance(from: text.startIndex, to: windowStart)
    let upperOffset = text.utf8.distance(from: text.startIndex, to: upperIndex)
    let insertedEnd =
      text.utf8.distance(from: text.startIndex, to: lowerIndex) + replacement.utf8.count
    let delta = insertedEnd - upperOffset
    var reach = 4
    while true {
      let nearEnd =
        text.index(upperIndex, offsetBy: reach, limitedBy: text.endIndex) ?? text.endIndex
      let reachesEnd = nearEnd == text.endIndex
      var near = String(text[windowStart..<lowerIndex])
      near.append(replacement)
      near.append(contentsOf: text[upperIndex..<nearEnd])
      var walk = TwoTextWalk(
        text: text, result: near, start: windowStart, startOffset: startOffset,
        resultOffset: startOffset)
      // The result's Characters through the inserted text; its window's last one may run on.
      guard walk.advanceNew(through: insertedEnd, reachesEnd: reachesEnd) else {
        reach *= 8
        continue
      }
      let caret = windowOffset + walk.newCount
      let caretUTF8Offset = walk.newOffset
      // The replaced Characters are skipped, not walked: the old window reaches at least past them.
      if walk.oldOffset < upperOffset {
        walk.skipOld(to: upperIndex, offset: upperOffset, count: upper - windowOffset)
      }
      guard walk.meet(delta: delta, reachesEnd: reachesEnd) else {
        reach *= 8
        continue
      }
      self.kind = kind
      self.text = text
      self.range = lower..<upper
      self.replacement = replacement
      self.caret = caret
      self.lateResult = .pending()
      self.known = Known(
        resultCount: state.count - walk.oldCount + walk.newCount,
        caretUTF8Offset: caretUTF8Offset, lowerIndex: lowerIndex, upperIndex: upperIndex,
        oldWindow: windowStart..<walk.old, newWindowText: String(near[near.startIndex..<walk.new]),
        windowOffset: windowOffset, oldWindowCount: walk.oldCount, newWindowCount: walk.newCount,
        startsBeforeRange: true)
      buildResultUnlessLate()
      return
    }
  }
}
