extension ProposedEdit {
  /// Proposes making `change` to `state`'s text (which holds `change.removed` at its offset), the
  /// caret landing at `caret` (whose UTF-8 offset in the result is `caretUTF8Offset`): how undo
  /// and redo propose their edits.
  ///
  /// The range and replacement are those of ``init(kind:text:result:caret:)`` for the same two
  /// texts (the smallest difference, in Characters), found by walking from the change rather
  /// than from both ends of the texts. O(size of the change, plus any run of Characters next to
  /// it that the change repeats, plus a copy of the text's bytes).
  init(
    kind: EditKind, state: TextFieldState, applying change: TextChange, caret: Int,
    caretUTF8Offset: Int
  ) {
    let text = state.text
    let result = change.applied(to: text)
    let start = text.utf8.index(text.startIndex, offsetBy: change.utf8Offset)
    let oldEnd = text.utf8.index(start, offsetBy: change.removed.utf8.count)
    let newStart = result.utf8.index(result.startIndex, offsetBy: change.utf8Offset)
    let newEnd = result.utf8.index(newStart, offsetBy: change.inserted.utf8.count)
    let oldCount = state.count
    let newCount = oldCount - change.removedCount + change.insertedCount
    // The Characters before the change are the same in both texts: the common prefix goes on
    // from there (past the change, when it repeats what follows it).
    var prefix = change.offset
    var lower = start
    var newLower = newStart
    while lower < text.endIndex, newLower < result.endIndex {
      let next = text.index(after: lower)
      let newNext = result.index(after: newLower)
      guard text[lower..<next] == result[newLower..<newNext] else { break }
      lower = next
      newLower = newNext
      prefix += 1
    }
    // The common suffix, as a walk from both ends would find it: the Characters after the change
    // are the same, so that walk reaches the change's end unless the prefix already ended among
    // them, where it stops.
    let shared = oldCount - change.offset - change.removedCount
    var suffix: Int
    var upper: String.Index
    var newUpper: String.Index
    if oldCount - prefix <= min(newCount - prefix, shared) {
      suffix = oldCount - prefix
      upper = lower
      newUpper = result.utf8.index(
        result.endIndex, offsetBy: -text.utf8.distance(from: lower, to: text.endIndex))
    } else if newCount - prefix <= shared {
      suffix = newCount - prefix
      newUpper = newLower
      upper = text.utf8.index(
        text.endIndex, offsetBy: -result.utf8.distance(from: newLower, to: result.endIndex))
    } else {
      suffix = shared
      upper = oldEnd
      newUpper = newEnd
      while upper > lower, newUpper > newLower {
        let previous = text.index(before: upper)
        let newPrevious = result.index(before: newUpper)
        guard text[previous] == result[newPrevious] else { break }
        upper = previous
        newUpper = newPrevious
        suffix += 1
      }
    }
    let caret = min(max(0, caret), newCount)
    let caretUTF8Offset = min(max(0, caretUTF8Offset), result.utf8.count)
    self.kind = kind
    self.text = text
    self.range = prefix..<(oldCount - suffix)
    self.replacement = String(result[newLower..<newUpper])
    self.storedResult = result
    self.caret = caret
    self.known = Known(
      resultCount: newCount,
      caretUTF8Offset: caretUTF8Offset, lowerIndex: lower, upperIndex: upper,
      oldWindow: start..<oldEnd, newWindowText: change.inserted, windowOffset: change.offset,
      oldWindowCount: change.removedCount, newWindowCount: change.insertedCount)
  }
}
