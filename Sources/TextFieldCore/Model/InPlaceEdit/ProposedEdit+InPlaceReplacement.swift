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
    if let known = Self.plainASCIIWindows(
      state: state, lower: lower, upper: upper, lowerIndex: lowerIndex, upperIndex: upperIndex,
      windowStart: windowStart, insertedEnd: insertedEnd, replacement: replacement)
    {
      self.init(
        kind: kind, text: text, range: lower..<upper, replacement: replacement,
        caret: lower + replacement.utf8.count, known: known)
      return
    }
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

  /// The windows the walk above finds, found without walking where nothing can join.
  ///
  /// That is when `replacement` is ASCII without a CR, the scalar before the range is ASCII but
  /// CR, and the one after it ASCII: every byte inserted is then one Character, the Character
  /// before the range keeps its end, and the one after it its start. `nil` otherwise.
  ///
  /// O(size of the replacement).
  private static func plainASCIIWindows(
    state: TextFieldState, lower: Int, upper: Int, lowerIndex: String.Index,
    upperIndex: String.Index, windowStart: String.Index, insertedEnd: Int, replacement: String
  ) -> InPlaceEdit? {
    let text = state.text
    let utf8 = text.utf8
    if lowerIndex > text.startIndex {
      let byte = utf8[utf8.index(before: lowerIndex)]
      guard byte < 0x80, byte != 0x0D else { return nil }
    }
    if upperIndex < text.endIndex {
      guard utf8[upperIndex] < 0x80 else { return nil }
    }
    guard replacement.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
    let windowOffset = max(0, lower - 1)
    let newWindowCount = lower - windowOffset + replacement.utf8.count
    var newWindowText = String(text[windowStart..<lowerIndex])
    newWindowText.append(replacement)
    return InPlaceEdit(
      resultCount: state.count - (upper - windowOffset) + newWindowCount,
      caretUTF8Offset: insertedEnd, lowerIndex: lowerIndex, upperIndex: upperIndex,
      oldWindow: windowStart..<upperIndex, newWindowText: newWindowText,
      windowOffset: windowOffset, oldWindowCount: upper - windowOffset,
      newWindowCount: newWindowCount, startsBeforeRange: true)
  }
}
