/// A text and its edited version walked Character by Character from the same UTF-8 offset, until
/// their Characters meet again in the part after the edit that both share.
///
/// Used where an edit's windows are found (a proposed edit, an undo step): both start at a
/// Character start that precedes the change, so each Character walked is a whole one in its text.
struct TwoTextWalk {
  let text: String
  let result: String
  /// Where the result's walk started (the same UTF-8 offset as the text's).
  let newStart: String.Index
  private(set) var old: String.Index
  private(set) var oldOffset: Int
  private(set) var oldCount = 0
  private(set) var new: String.Index
  private(set) var newOffset: Int
  private(set) var newCount = 0

  /// Starts both walks at `start`, a Character start of `text` at UTF-8 offset `startOffset`,
  /// before anything that differs.
  init(text: String, result: String, start: String.Index, startOffset: Int) {
    self.text = text
    self.result = result
    old = start
    oldOffset = startOffset
    newStart = result.utf8.index(result.startIndex, offsetBy: startOffset)
    new = newStart
    newOffset = startOffset
  }

  /// One Character further in the text.
  mutating func advanceOld() {
    text.formIndex(after: &old)
    oldOffset = text.utf8.distance(from: text.startIndex, to: old)
    oldCount += 1
  }

  /// One Character further in the result.
  mutating func advanceNew() {
    result.formIndex(after: &new)
    newOffset = result.utf8.distance(from: result.startIndex, to: new)
    newCount += 1
  }

  /// Jumps the text's walk to `index` (UTF-8 offset `offset`), `count` Characters from the start.
  mutating func skipOld(to index: String.Index, offset: Int, count: Int) {
    old = index
    oldOffset = offset
    oldCount = count
  }

  /// Walks on until both are at the same place of the shared part: the result's UTF-8 offset
  /// `delta` past the text's.
  mutating func meet(delta: Int) {
    while oldOffset + delta != newOffset {
      if oldOffset + delta < newOffset { advanceOld() } else { advanceNew() }
    }
  }
}
