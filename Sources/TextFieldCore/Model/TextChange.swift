/// What one edit changed in a text: the Characters it removed and those it inserted in their place.
///
/// This is what the undo history keeps instead of copies of the whole text. The change starts at
/// the same Character offset (``offset``) and UTF-8 offset (``utf8Offset``) in the texts before
/// and after, on a Character boundary of both; before it the two texts are the same bytes, and
/// after it too, split into the same Characters (a change ends where the two texts'
/// Characters meet again, as ``ProposedEdit``'s windows do).
struct TextChange: Hashable, Sendable {
  /// Where the change starts, in Characters.
  var offset: Int
  /// Where the change starts, in UTF-8 code units.
  var utf8Offset: Int
  /// The text the change removed.
  var removed: String
  /// The number of Characters in ``removed`` (as split in the text it was part of).
  var removedCount: Int
  /// The text the change inserted.
  var inserted: String
  /// The number of Characters in ``inserted`` (as split in the text it is part of).
  var insertedCount: Int

  /// The change that undoes this one.
  var reversed: TextChange {
    TextChange(
      offset: offset, utf8Offset: utf8Offset, removed: inserted, removedCount: insertedCount,
      inserted: removed, insertedCount: removedCount)
  }

  /// The change an edit made when it was accepted as proposed, from the windows it knows.
  ///
  /// O(size of the windows). `nil` when the edit knows no windows.
  init?(_ edit: ProposedEdit) {
    guard let known = edit.known else { return nil }
    let text = edit.text
    offset = known.windowOffset
    utf8Offset = text.utf8.distance(from: text.startIndex, to: known.oldWindow.lowerBound)
    removed = String(text[known.oldWindow])
    removedCount = known.oldWindowCount
    inserted = known.newWindowText
    insertedCount = known.newWindowCount
  }

  init(
    offset: Int, utf8Offset: Int, removed: String, removedCount: Int, inserted: String,
    insertedCount: Int
  ) {
    self.offset = offset
    self.utf8Offset = utf8Offset
    self.removed = removed
    self.removedCount = removedCount
    self.inserted = inserted
    self.insertedCount = insertedCount
  }

  /// Whether `text` holds ``removed`` at ``utf8Offset``, starting on a scalar boundary:
  /// O(size of ``removed``).
  func applies(to text: String) -> Bool {
    let utf8 = text.utf8
    let length = removed.utf8.count
    guard utf8Offset >= 0, utf8Offset + length <= utf8.count else { return false }
    let start = utf8.index(utf8.startIndex, offsetBy: utf8Offset)
    if start < utf8.endIndex, utf8[start] & 0xC0 == 0x80 { return false }
    return utf8[start..<utf8.index(start, offsetBy: length)].elementsEqual(removed.utf8)
  }

  /// `text` (which holds ``removed`` at ``utf8Offset``) with the change made: a copy of its bytes.
  func applied(to text: String) -> String {
    var result = text
    let start = text.utf8.index(text.startIndex, offsetBy: utf8Offset)
    let end = text.utf8.index(start, offsetBy: removed.utf8.count)
    // String's own replacement copies bytes; its unicode-scalar view's goes scalar by scalar.
    result.replaceSubrange(start..<end, with: inserted)
    return result
  }

  /// Joins `next`, a change made to `middle` (the text this change leads to), onto this one: the
  /// joined change leads from this one's text before to `next`'s text after.
  ///
  /// O(size of the two changes and of the text between them); typing at the end of a run of
  /// typing appends in place.
  mutating func append(_ next: TextChange, over middle: String) {
    let start = utf8Offset
    let end = utf8Offset + inserted.utf8.count
    let nextStart = next.utf8Offset
    let nextEnd = next.utf8Offset + next.removed.utf8.count
    func index(_ offset: Int) -> String.Index {
      middle.utf8.index(middle.startIndex, offsetBy: offset)
    }
    // Widen this change to cover `next` (and any text between the two) in `middle`, on both
    // sides: then `inserted` is `middle` over the widened window.
    if nextStart < start {
      let piece = middle[index(nextStart)..<index(start)]
      removed.insert(contentsOf: piece, at: removed.startIndex)
      inserted.insert(contentsOf: piece, at: inserted.startIndex)
      removedCount += offset - next.offset
      insertedCount += offset - next.offset
      offset = next.offset
      utf8Offset = nextStart
    }
    if nextEnd > end {
      let piece = middle[index(end)..<index(nextEnd)]
      let added = next.offset + next.removedCount - (offset + insertedCount)
      removed.append(contentsOf: piece)
      inserted.append(contentsOf: piece)
      removedCount += added
      insertedCount += added
    }
    // Bytes spliced (the offsets are Character boundaries): replaceSubrange walked Characters.
    let lower = nextStart - utf8Offset
    inserted = inserted.splicingUTF8(lower, lower + next.removed.utf8.count, with: next.inserted)
    insertedCount += next.insertedCount - next.removedCount
  }
}
