import InputMask

extension ProposedEdit {
  /// Where the caret lands in `result`: after `replacement`, and after any Character it merged with.
  ///
  /// `result` is `text` with `replacement` inserted at Character `lower`. O(n).
  static func caret(
    in result: String, replacing lower: Int, of text: String, with replacement: String
  ) -> Int {
    let start = text.utf8Offset(ofCharacter: lower)
    let before =
      start > 0
      ? text.unicodeScalars[
        text.unicodeScalars.index(before: text.utf8.index(text.startIndex, offsetBy: start))] : nil
    if let count = replacement.plainASCIICount, !(before?.joinsNextCharacter ?? false),
      before != "\r" || replacement.utf8.first != 0x0A
    {
      // Plain ASCII joins nothing before it (but a prepended mark, ZWJ, a virama or CR): each
      // byte is one Character.
      return lower + count
    }
    return result.characterOffset(
      endingUTF8Offset: start + replacement.utf8.count, from: max(0, lower - 1))
  }

  /// How many Characters `a` and `b` share going back from `ends` and not past `starts` (indices
  /// into `a` and `b`), and where the shared part begins in each.
  static func commonSuffix(
    _ a: some StringProtocol, _ b: some StringProtocol,
    after starts: (String.Index, String.Index), before ends: (String.Index, String.Index)
  ) -> (count: Int, a: String.Index, b: String.Index) {
    var count = 0
    var (endA, endB) = ends
    while endA > starts.0, endB > starts.1 {
      let previousA = a.index(before: endA)
      let previousB = b.index(before: endB)
      guard a[previousA] == b[previousB] else { break }
      endA = previousA
      endB = previousB
      count += 1
    }
    return (count, endA, endB)
  }

  /// How many leading Characters `a` and `b` share, and where each continues.
  static func commonPrefix(
    _ a: String, _ b: String
  ) -> (count: Int, a: String.Index, b: String.Index) {
    var count = 0
    var indexA = a.startIndex
    var indexB = b.startIndex
    while indexA < a.endIndex, indexB < b.endIndex {
      let nextA = a.index(after: indexA)
      let nextB = b.index(after: indexB)
      guard a[indexA..<nextA] == b[indexB..<nextB] else { break }
      indexA = nextA
      indexB = nextB
      count += 1
    }
    return (count, indexA, indexB)
  }

  /// ``changedRange`` and its Characters: found inside the windows when they start at the
  /// Character before ``range`` (outside them the two texts are the same Characters, which a walk
  /// from their ends passes), else in the whole texts (an undo step's windows are its change,
  /// which ``range`` may start past).
  var changed: (range: Range<Int>, characters: Substring) {
    let old: Substring
    let new: Substring
    let start: Int
    if let known, known.startsBeforeRange {
      (old, new) = known.windows(in: text)
      start = known.windowOffset
    } else {
      // Characters before the one at `range.lowerBound - 1` cannot change: a grapheme break
      // depends only on what precedes it and the scalar after it.
      start = max(0, min(range.lowerBound - 1, text.count))
      let result = self.result
      old = text[text.index(text.startIndex, offsetBy: start)...]
      new =
        result[
          (result.index(result.startIndex, offsetBy: start, limitedBy: result.endIndex)
            ?? result.endIndex)...]
    }
    var oldIndex = old.startIndex
    var newIndex = new.startIndex
    var prefix = start
    while prefix < range.lowerBound, oldIndex < old.endIndex, newIndex < new.endIndex,
      old[oldIndex] == new[newIndex]
    {
      old.formIndex(after: &oldIndex)
      new.formIndex(after: &newIndex)
      prefix += 1
    }
    let newEnd = Self.commonSuffix(
      old, new, after: (oldIndex, newIndex), before: (old.endIndex, new.endIndex)
    ).b
    return (prefix..<(prefix + new.distance(from: newIndex, to: newEnd)), new[newIndex..<newEnd])
  }

  /// The Characters of `new` that are not in the common prefix and suffix of `old` and `new`.
  ///
  /// Both must begin on a Character boundary. O(size of the two).
  static func changed(from old: Substring, to new: Substring) -> Substring {
    var oldStart = old.startIndex
    var newStart = new.startIndex
    while oldStart < old.endIndex, newStart < new.endIndex, old[oldStart] == new[newStart] {
      old.formIndex(after: &oldStart)
      new.formIndex(after: &newStart)
    }
    var oldEnd = old.endIndex
    var newEnd = new.endIndex
    while oldEnd > oldStart, newEnd > newStart {
      let previousOld = old.index(before: oldEnd)
      let previousNew = new.index(before: newEnd)
      guard old[previousOld] == new[previousNew] else { break }
      oldEnd = previousOld
      newEnd = previousNew
    }
    return new[newStart..<newEnd]
  }
}
