extension ProposedEdit {
  /// Proposes replacing `range` (Characters, clamped) of `state`'s text with `replacement`, the
  /// caret after the replacement: what ``init(kind:text:range:replacement:)`` proposes, found
  /// without counting Characters from the start, with its in-place form (``known``).
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
      let known = InPlaceEdit(
        resultCount: state.count - walk.oldCount + walk.newCount,
        caretUTF8Offset: caretUTF8Offset, lowerIndex: lowerIndex, upperIndex: upperIndex,
        oldWindow: windowStart..<walk.old, newWindowText: String(near[near.startIndex..<walk.new]),
        windowOffset: windowOffset, oldWindowCount: walk.oldCount, newWindowCount: walk.newCount,
        startsBeforeRange: true)
      self.init(
        kind: kind, text: text, range: lower..<upper, replacement: replacement, caret: caret,
        known: known)
      return
    }
  }
}
