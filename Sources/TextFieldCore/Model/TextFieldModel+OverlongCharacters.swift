import InputMask

extension TextFieldModel {
  /// Why an edit that would make a Character of too many scalars is refused.
  static let overlongReason = RefusalReason.tooManyCombiningMarks(
    limit: InsertedText.maxScalarsPerCharacter)

  /// Whether an edit that inserts nothing (a deletion, cut or transpose) would join Characters
  /// into one longer than the bound (deleting what stood between two runs of marks).
  ///
  /// For an edit accepted as proposed (`rewrite` is `nil`) whose windows are known, only the
  /// windows are compared.
  func mergesIntoOverlongCharacter(_ edit: ProposedEdit, becoming rewrite: String?) -> Bool {
    guard inputPolicy == .singleLine else { return false }
    switch edit.kind {
    case .deleteBackward, .deleteForward, .cut, .transpose:
      let changed: Substring
      if rewrite == nil, let windows = edit.windows {
        changed = ProposedEdit.changed(from: windows.old, to: windows.new)
      } else {
        changed =
          ProposedEdit(kind: edit.kind, text: edit.text, result: rewrite ?? edit.result, caret: 0)
          .changedCharacters
      }
      return changed.contains { $0.unicodeScalars.count > InsertedText.maxScalarsPerCharacter }
    default:
      return false
    }
  }

  /// Whether an insertion made a Character longer than the bound.
  ///
  /// The inserted text's own Characters are already bounded; only a merge at either edge can
  /// make a longer one, and a merge needs a joining scalar there (a combining mark after the
  /// edge, a prepended mark, ZWJ or virama before it). Only then are the Characters from the one
  /// before the insertion to the one holding its last scalar walked. O(range start) otherwise.
  static func holdsOverlongCharacter(_ edit: ProposedEdit) -> Bool {
    let bytes = edit.replacement.utf8
    guard let firstByte = bytes.first, let lastByte = bytes.last else { return false }
    let text = edit.text
    let start =
      edit.known?.lowerIndex ?? text.index(text.startIndex, offsetBy: edit.range.lowerBound)
    let end = edit.known?.upperIndex ?? text.index(start, offsetBy: edit.range.count)
    // ASCII on both edges (a key, mostly), and neither a LF first nor a CR last, nor a CR before
    // or a LF after: nothing joins, answered from the bytes.
    if firstByte < 0x80, lastByte < 0x80, firstByte != 0x0A, lastByte != 0x0D,
      Self.isPlainASCIIEdge(text, before: start), Self.isPlainASCIIEdge(text, at: end)
    {
      return false
    }
    let inserted = edit.replacement.unicodeScalars
    guard let first = inserted.first, let last = inserted.last else { return false }
    // The Character before: it joins the next when it ends in a joining scalar, or in a virama
    // and marks.
    let before = start > text.startIndex ? text[text.index(before: start)] : nil
    let after = end < text.endIndex ? text.unicodeScalars[end] : nil
    guard
      first.joinsPreviousCharacter || (before?.joinsNextCharacter ?? false)
        || last.joinsNextCharacter || (after?.joinsPreviousCharacter ?? false)
    else { return false }
    let insertedEnd =
      text.utf8.distance(from: text.startIndex, to: start) + edit.replacement.utf8.count
    if let known = edit.known {
      // The result's window holds every Character from the one before the insertion through the
      // one holding its last scalar.
      let window = known.newWindowText
      let windowStart = text.utf8.distance(from: text.startIndex, to: known.oldWindow.lowerBound)
      let limit = window.utf8.index(window.startIndex, offsetBy: insertedEnd - windowStart)
      return holdsOverlongCharacter(window, from: window.startIndex, before: limit)
    }
    let result = edit.result
    let limit = result.utf8.index(result.utf8.startIndex, offsetBy: insertedEnd)
    let index =
      result.index(
        result.startIndex, offsetBy: max(0, edit.range.lowerBound - 1), limitedBy: result.endIndex)
      ?? result.endIndex
    return holdsOverlongCharacter(result, from: index, before: limit)
  }

  /// Whether the scalar before `index` is ASCII but CR (which joins a LF after it), or `index`
  /// is the start.
  private static func isPlainASCIIEdge(_ text: String, before index: String.Index) -> Bool {
    guard index > text.startIndex else { return true }
    let byte = text.utf8[text.utf8.index(before: index)]
    return byte < 0x80 && byte != 0x0D
  }

  /// Whether the scalar at `index` is ASCII but LF (which joins a CR before it), or `index` is
  /// the end.
  private static func isPlainASCIIEdge(_ text: String, at index: String.Index) -> Bool {
    guard index < text.endIndex else { return true }
    let byte = text.utf8[index]
    return byte < 0x80 && byte != 0x0A
  }

  /// Whether a Character of `text` starting from `index` and before `limit` has more scalars than
  /// the bound.
  private static func holdsOverlongCharacter(
    _ text: String, from index: String.Index, before limit: String.Index
  ) -> Bool {
    var index = index
    while index < text.endIndex, index < limit {
      if text[index].unicodeScalars.count > InsertedText.maxScalarsPerCharacter { return true }
      text.formIndex(after: &index)
    }
    return false
  }
}
