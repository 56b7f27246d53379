extension TextChange {
  /// The change from `old`'s text to `new`'s, for an edit whose windows are not known (a filter
  /// rewrote it, or a delegate changed the text meanwhile).
  ///
  /// O(n) byte comparisons from both ends, plus the Characters walked from the nearest of
  /// `old`'s start, caret and end to the change, and across the change.
  init(from old: TextFieldState, to new: TextFieldState) {
    let text = old.text
    let result = new.text
    let (prefix, suffix) = String.commonUTF8Affixes(text, result)
    if text.plainASCIICount != nil, result.plainASCIICount != nil {
      // Every byte a Character in both (a mask's rewrite, mostly): what the walk below finds,
      // found at once: from the byte before the first that differs to the shared suffix.
      let start = max(0, prefix - 1)
      self.init(
        offset: start, utf8Offset: start,
        removed: Self.bytes(of: text, from: start, to: text.utf8.count - suffix),
        removedCount: text.utf8.count - suffix - start,
        inserted: Self.bytes(of: result, from: start, to: result.utf8.count - suffix),
        insertedCount: result.utf8.count - suffix - start)
      return
    }
    // The change starts at the Character before the first byte that differs, as a proposed
    // edit's window starts at the Character before its range: the break before that Character
    // depends only on what precedes it and its first scalar, the same in both texts.
    let firstScalar = Self.scalarStart(atOrBefore: prefix, in: text)
    let (offset, start) = Self.lastCharacterStart(before: firstScalar, in: old)
    let startOffset = text.utf8.distance(from: text.startIndex, to: start)
    // Both texts are walked from there until their Characters meet again in the shared suffix.
    let delta = result.utf8.count - text.utf8.count
    var walk = TwoTextWalk(text: text, result: result, start: start, startOffset: startOffset)
    while walk.oldOffset < text.utf8.count - suffix { walk.advanceOld() }
    walk.meet(delta: delta)
    self.init(
      offset: offset, utf8Offset: startOffset, removed: String(text[start..<walk.old]),
      removedCount: walk.oldCount, inserted: String(result[walk.newStart..<walk.new]),
      insertedCount: walk.newCount)
  }

  /// The bytes of `text` from the UTF-8 offset `start` to `end`, as a String.
  private static func bytes(of text: String, from start: Int, to end: Int) -> String {
    let utf8 = text.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: start)
    return String(text[lower..<utf8.index(lower, offsetBy: end - start)])
  }

  /// The UTF-8 offset where the scalar holding the code unit at `offset` starts (`offset`
  /// itself at the end).
  private static func scalarStart(atOrBefore offset: Int, in text: String) -> Int {
    let utf8 = text.utf8
    var index = utf8.index(utf8.startIndex, offsetBy: offset)
    // Continuation bytes are 0b10xxxxxx.
    while index > utf8.startIndex, index < utf8.endIndex, utf8[index] & 0xC0 == 0x80 {
      utf8.formIndex(before: &index)
    }
    return utf8.distance(from: utf8.startIndex, to: index)
  }

  /// The last Character start before the UTF-8 offset `limit` (the start when there is none), and
  /// its Character offset, walking from the nearest of `state`'s start, caret and end.
  private static func lastCharacterStart(
    before limit: Int, in state: TextFieldState
  ) -> (offset: Int, index: String.Index) {
    let text = state.text
    let total = text.utf8.count
    let caret = state.caretUTF8Offset
    func utf8(_ index: String.Index) -> Int { text.utf8.distance(from: text.startIndex, to: index) }
    var offset: Int
    var index: String.Index
    if abs(caret - limit) <= min(limit, total - limit) {
      offset = min(max(0, state.caret), state.count)
      index = state.caretIndex
    } else if limit <= total - limit {
      offset = 0
      index = text.startIndex
    } else {
      offset = state.count
      index = text.endIndex
    }
    // Back to a start before `limit`, then on to the last one.
    while index > text.startIndex, utf8(index) >= limit {
      text.formIndex(before: &index)
      offset -= 1
    }
    while index < text.endIndex {
      let next = text.index(after: index)
      guard utf8(next) < limit else { break }
      index = next
      offset += 1
    }
    return (offset, index)
  }
}

extension String {
  /// How many leading UTF-8 code units `a` and `b` share, and how many trailing ones after
  /// those: O(n).
  static func commonUTF8Affixes(_ a: String, _ b: String) -> (prefix: Int, suffix: Int) {
    var a = a
    var b = b
    return a.withUTF8 { x in
      b.withUTF8 { y in
        let limit = Swift.min(x.count, y.count)
        var prefix = 0
        while prefix < limit, x[prefix] == y[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < limit - prefix, x[x.count - 1 - suffix] == y[y.count - 1 - suffix] {
          suffix += 1
        }
        return (prefix, suffix)
      }
    }
  }

  /// Whether `self` and `other` hold the same bytes (not merely canonically equivalent text):
  /// O(1) when they share their storage, O(n) otherwise.
  func hasSameUTF8(as other: String) -> Bool {
    var a = self
    var b = other
    return a.withUTF8 { x in
      b.withUTF8 { y in
        x.count == y.count
          && (x.baseAddress == y.baseAddress || UnsafeRawBufferPointer(x).hasSameBytes(as: y))
      }
    }
  }
}

extension UnsafeRawBufferPointer {
  /// Whether `other` (as many bytes) holds the same bytes, compared eight at a time
  /// (`elementsEqual` went byte by byte through the generic sequence).
  fileprivate func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
    let other = UnsafeRawBufferPointer(other)
    guard count == other.count else { return false }
    var index = 0
    while index + 8 <= count {
      let word = loadUnaligned(fromByteOffset: index, as: UInt64.self)
      guard word == other.loadUnaligned(fromByteOffset: index, as: UInt64.self) else {
        return false
      }
      index += 8
    }
    while index < count {
      guard self[index] == other[index] else { return false }
      index += 1
    }
    return true
  }
}
