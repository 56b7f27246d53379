/// A text and its edited version walked Character by Character from the same UTF-8 offset, until
/// their Characters meet again in the part after the edit that both share.
///
/// Used where an edit's windows are found (a proposed edit, an undo step): both start at a
/// Character start that precedes the change, so each Character walked is a whole one in its text.
///
/// The edited version may be only its part from the walk's start on (``init(text:result:start:startOffset:resultOffset:)``),
/// cut off after the edit: its last Character there may be cut too, so a walk that reaches that
/// end before the two meet says so instead of trusting it.
struct TwoTextWalk {
  let text: String
  let result: String
  /// Where the result's walk started (the same UTF-8 offset as the text's).
  let newStart: String.Index
  /// The UTF-8 offset in the whole edited text of `result.startIndex`.
  private let resultBase: Int
  private(set) var old: String.Index
  private(set) var oldOffset: Int
  private(set) var oldCount = 0
  private(set) var new: String.Index
  /// The UTF-8 offset of ``new`` in the whole edited text.
  private(set) var newOffset: Int
  private(set) var newCount = 0

  /// Starts both walks at `start`, a Character start of `text` at UTF-8 offset `startOffset`,
  /// before anything that differs.
  init(text: String, result: String, start: String.Index, startOffset: Int) {
    self.text = text
    self.result = result
    resultBase = 0
    old = start
    oldOffset = startOffset
    newStart = result.utf8.index(result.startIndex, offsetBy: startOffset)
    new = newStart
    newOffset = startOffset
  }

  /// Starts the text's walk at `start` (UTF-8 offset `startOffset`) and the edited version's at
  /// the start of `result`: the edited text's part from that same offset on.
  init(text: String, result: String, start: String.Index, startOffset: Int, resultOffset: Int) {
    self.text = text
    self.result = result
    resultBase = resultOffset
    old = start
    oldOffset = startOffset
    newStart = result.startIndex
    new = newStart
    newOffset = resultOffset
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
    newOffset = resultBase + result.utf8.distance(from: result.startIndex, to: new)
    newCount += 1
  }

  /// Walks the result on to the first Character end at or past the UTF-8 offset `offset`.
  ///
  /// - Parameter reachesEnd: whether `result` runs to the edited text's end.
  /// - Returns: `false` when the walk reached the end of a cut-off `result`, where its last
  ///   Character may be cut.
  mutating func advanceNew(through offset: Int, reachesEnd: Bool) -> Bool {
    while newOffset < offset {
      guard new < result.endIndex else { return false }
      advanceNew()
    }
    return reachesEnd || new < result.endIndex
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

  /// ``meet(delta:)`` for a result that may be cut off (`reachesEnd` false): `false` when the
  /// walks reach its end, which is no proof that they meet there.
  mutating func meet(delta: Int, reachesEnd: Bool) -> Bool {
    while oldOffset + delta != newOffset {
      if oldOffset + delta < newOffset {
        advanceOld()
      } else {
        guard new < result.endIndex else { return false }
        advanceNew()
      }
    }
    return reachesEnd || new < result.endIndex
  }
}
