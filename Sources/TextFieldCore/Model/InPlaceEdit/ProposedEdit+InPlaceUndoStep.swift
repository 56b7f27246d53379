extension ProposedEdit {
  /// Proposes making `change` to `state`'s text (which holds `change.removed` at its offset), the
  /// caret landing at `caret` (whose UTF-8 offset in the result is `caretUTF8Offset`): how undo
  /// and redo propose their edits, with their in-place form (``known``).
  ///
  /// The range and replacement are those of ``init(kind:text:result:caret:)`` for the same two
  /// texts (the smallest difference, in Characters), found by walking from the change rather
  /// than from both ends of the texts. O(size of the change, plus any run of Characters next to
  /// it that the change repeats); the result is built only when read.
  init(
    kind: EditKind, state: TextFieldState, applying change: TextChange, caret: Int,
    caretUTF8Offset: Int
  ) {
    let text = state.text
    let start = text.utf8.index(text.startIndex, offsetBy: change.utf8Offset)
    let oldEnd = text.utf8.index(start, offsetBy: change.removed.utf8.count)
    let oldCount = state.count
    let newCount = oldCount - change.removedCount + change.insertedCount
    let shared = oldCount - change.offset - change.removedCount
    let resultLength = text.utf8.count - change.removed.utf8.count + change.inserted.utf8.count
    // The result from the change on is its inserted text, then the text after it: that part is
    // built only as far as the walks below need, a few Characters past the change at first.
    var reach: Int? = 4
    while true {
      let nearEnd =
        reach.flatMap { text.index(oldEnd, offsetBy: $0, limitedBy: text.endIndex) }
        ?? text.endIndex
      let reachesEnd = nearEnd == text.endIndex
      var near = change.inserted
      near.append(contentsOf: text[oldEnd..<nearEnd])
      let newEnd = near.utf8.index(near.startIndex, offsetBy: change.inserted.utf8.count)
      /// The UTF-8 offset in the result of an index of `near`.
      func offset(_ index: String.Index) -> Int {
        change.utf8Offset + near.utf8.distance(from: near.startIndex, to: index)
      }
      // The Characters before the change are the same in both texts: the common prefix goes on
      // from there (past the change, when it repeats what follows it).
      var prefix = change.offset
      var lower = start
      var newLower = near.startIndex
      var cut = false
      while lower < text.endIndex, newLower < near.endIndex {
        let next = text.index(after: lower)
        let newNext = near.index(after: newLower)
        // The last Character of a part cut short may be cut too: look further.
        if newNext == near.endIndex, !reachesEnd {
          cut = true
          break
        }
        guard text[lower..<next] == near[newLower..<newNext] else { break }
        lower = next
        newLower = newNext
        prefix += 1
      }
      if cut {
        reach = reach.map { $0.multipliedReportingOverflow(by: 8).partialValue }
        continue
      }
      // The common suffix, as a walk from both ends would find it: the Characters after the
      // change are the same, so that walk reaches the change's end unless the prefix already
      // ended among them, where it stops.
      var suffix: Int
      var upper: String.Index
      let newUpperOffset: Int
      var newUpper: String.Index? = nil
      if oldCount - prefix <= min(newCount - prefix, shared) {
        suffix = oldCount - prefix
        upper = lower
        newUpperOffset = resultLength - text.utf8.distance(from: lower, to: text.endIndex)
      } else if newCount - prefix <= shared {
        suffix = newCount - prefix
        newUpper = newLower
        newUpperOffset = offset(newLower)
        upper = text.utf8.index(text.endIndex, offsetBy: -(resultLength - newUpperOffset))
      } else {
        let walked = Self.commonSuffix(
          text, near, after: (lower, newLower), before: (oldEnd, newEnd))
        suffix = shared + walked.count
        upper = walked.a
        newUpper = walked.b
        newUpperOffset = offset(walked.b)
      }
      // The replacement ends past the part built (the prefix ran close to the text's end): build
      // the rest.
      guard newUpperOffset - change.utf8Offset <= near.utf8.count else {
        reach = nil
        continue
      }
      let replacementEnd =
        newUpper ?? near.utf8.index(near.startIndex, offsetBy: newUpperOffset - change.utf8Offset)
      let known = InPlaceEdit(
        resultCount: newCount,
        caretUTF8Offset: min(max(0, caretUTF8Offset), resultLength), lowerIndex: lower,
        upperIndex: upper, oldWindow: start..<oldEnd, newWindowText: change.inserted,
        windowOffset: change.offset, oldWindowCount: change.removedCount,
        newWindowCount: change.insertedCount, startsBeforeRange: false)
      self.init(
        kind: kind, text: text, range: prefix..<(oldCount - suffix),
        replacement: String(near[newLower..<replacementEnd]), caret: min(max(0, caret), newCount),
        known: known)
      return
    }
  }
}
