import InputMask

/// What kind of action proposed an edit.
public enum EditKind: String, Hashable, Sendable, CaseIterable {
  /// A typed character.
  case typing
  /// Text pasted from the clipboard or by the terminal (bracketed paste).
  case paste
  /// Text yanked back from the kill ring.
  case yank
  /// A deletion toward the start: Backspace, delete-word-backward, kill-to-start.
  case deleteBackward
  /// A deletion toward the end: Delete, delete-word-forward, kill-to-end.
  case deleteForward
  /// The selection cut to the clipboard.
  case cut
  /// Two characters or two words swapped (`C-t`, `M-t`).
  case transpose
  /// The case of a word changed (`M-u`, `M-l`, `M-c`): the word replaced by itself in upper,
  /// lower or capitalised case.
  case changeCase
  /// An undo step.
  case undo
  /// A redo step.
  case redo
  /// The clear command, or `clearsOnBeginEditing`.
  case clear
  /// Text set by the program (`setText`), not by the user.
  case programmatic
  /// An Up or Down step of the value under the caret (a number, a date's segment).
  case step

  /// Whether the user delegate's `textField(_:shouldChangeCharactersIn:replacementString:)` is
  /// asked: every user edit but clear (UIKit asks `textFieldShouldClear` instead) and programmatic.
  public var asksShouldChange: Bool { self != .clear && self != .programmatic }

  /// Whether the edit is made by the user (it emits editing-changed as well as value-changed).
  public var isUserEdit: Bool { self != .programmatic }

  /// Whether the edit inserts text the user brought in at once (paste, yank, programmatic text),
  /// which filters trim or filter character by character instead of rejecting whole.
  public var isBulkInsertion: Bool { self == .paste || self == .yank || self == .programmatic }
}

/// A change proposed to a field's text, before any delegate or filter has seen it.
///
/// All positions are offsets in `Character`s. `result` is `text` with `range` replaced by
/// `replacement`, and `caret` is where the caret would land in `result`.
///
/// An insertion can merge with its neighbours: `e` + U+0301 typed after `a` makes `aé`, two
/// Characters, not three, and the caret lands after `é`. Filters therefore judge ``result`` and
/// ``changedRange`` (the Characters of `result` that were not in `text`), never the scalars of
/// ``replacement`` on their own.
public struct ProposedEdit: Hashable, Sendable, CustomStringConvertible {
  /// The action that proposed the edit.
  public var kind: EditKind
  /// The field's text before the edit.
  public var text: String {
    willSet { forget() }
  }
  /// The range of `text` to replace, in Characters.
  public var range: Range<Int> {
    willSet { forget() }
  }
  /// The inserted text: typed or pasted text, empty for deletions.
  public var replacement: String {
    willSet { forget() }
  }
  /// The text that would result.
  ///
  /// An edit a field proposes for a user action builds it on first read (O(n), once for the edit
  /// and its copies): a field whose delegate and filters never read it commits the edit in place,
  /// with no copy of the text.
  public var result: String {
    get {
      if let storedResult { return storedResult }
      return lateResult.text { buildResult() }
    }
    set {
      known = nil
      lateResult = LateText()
      storedResult = newValue
    }
  }
  /// Where the caret would land in `result`, in Characters.
  public var caret: Int {
    willSet { forget() }
  }

  /// What the edit knows without counting, when a field proposed it from its state or its undo
  /// history (see `ProposedEdit+State.swift`); cleared when any field changes.
  var known: Known?
  /// ``result`` when it was given, not built from ``known``.
  var storedResult: String?
  /// ``result`` built from ``known`` on first read, shared by the edit's copies.
  var lateResult = LateText()

  /// Whether ``result`` was never read: the edit is still only its windows (see ``known``).
  var resultIsUnbuilt: Bool { storedResult == nil && !lateResult.isBuilt }

  /// Fixes ``result`` before a field it is built from changes, and forgets ``known``.
  private mutating func forget() {
    guard known != nil else { return }
    if storedResult == nil { storedResult = result }
    known = nil
  }

  /// Builds ``result`` at once where it cannot be built late and kept (``LateText/buildsLate``):
  /// the last step of an initialiser that fills ``known``.
  mutating func buildResultUnlessLate() {
    if !LateText.buildsLate { storedResult = buildResult() }
  }

  /// ``text`` with its old window replaced by the new one: O(n).
  private func buildResult() -> String {
    guard let known else { return text }
    var result = text
    result.replaceSubrange(known.oldWindow, with: known.newWindowText)
    return result
  }

  public static func == (lhs: ProposedEdit, rhs: ProposedEdit) -> Bool {
    lhs.kind == rhs.kind && lhs.range == rhs.range && lhs.caret == rhs.caret
      && lhs.replacement == rhs.replacement && lhs.text == rhs.text && lhs.result == rhs.result
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(text)
    hasher.combine(range)
    hasher.combine(replacement)
    hasher.combine(result)
    hasher.combine(caret)
  }

  /// Proposes replacing `range` of `text` with `replacement`; the caret lands after the replacement.
  ///
  /// `range` is clamped to the text. O(n) in the text's length.
  public init(kind: EditKind, text: String, range: Range<Int>, replacement: String) {
    let count = text.count
    let lower = min(max(0, range.lowerBound), count)
    let upper = min(max(lower, range.upperBound), count)
    self.kind = kind
    self.text = text
    self.range = lower..<upper
    self.replacement = replacement
    let result = text.replacingCharacters(in: lower..<upper, with: replacement)
    self.storedResult = result
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
      self.caret = lower + count
    } else {
      self.caret = result.characterOffset(
        endingUTF8Offset: start + replacement.utf8.count, from: max(0, lower - 1))
    }
  }

  /// The edit that turns `text` into `result` with the caret at `caret`.
  ///
  /// The range and replacement are the smallest difference between the two texts, in
  /// Characters. O(n), walking both texts once from each end (no copies of them).
  public init(kind: EditKind, text: String, result: String, caret: Int) {
    let (prefix, oldStart, newStart) = Self.commonPrefix(text, result)
    let (suffix, oldEnd, newEnd) = Self.commonSuffix(
      text, result, after: (oldStart, newStart), before: (text.endIndex, result.endIndex))
    let changed = result.distance(from: newStart, to: newEnd)
    self.kind = kind
    self.text = text
    self.range = prefix..<(prefix + text.distance(from: oldStart, to: oldEnd))
    self.replacement = String(result[newStart..<newEnd])
    self.storedResult = result
    self.caret = min(max(0, caret), prefix + changed + suffix)
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
  private static func commonPrefix(
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

  /// The Characters of ``result`` that are new.
  ///
  /// These are the inserted ones, and neighbours an insertion or deletion merged with (`e` then
  /// U+0301 gives `é`). Offsets in Characters of `result`.
  ///
  /// O(size of the edit) for the edits a field proposes for keys, O(n) for others.
  public var changedRange: Range<Int> { changed.range }

  /// The Characters in ``changedRange``.
  public var changedCharacters: Substring { changed.characters }

  /// ``changedRange`` and its Characters: found inside the windows when they start at the
  /// Character before ``range`` (outside them the two texts are the same Characters, which a walk
  /// from their ends passes), else in the whole texts (an undo step's windows are its change,
  /// which ``range`` may start past).
  private var changed: (range: Range<Int>, characters: Substring) {
    let old: Substring
    let new: Substring
    let start: Int
    if let known, known.startsBeforeRange, let windows {
      (old, new) = windows
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

  /// Whether the edit removes text and inserts none.
  public var isDeletion: Bool { replacement.isEmpty && !range.isEmpty }

  /// This edit with its outcome replaced by `result` and `caret`, keeping its kind and starting
  /// text: how a rewrite is handed to the next filter in a chain.
  public func rewritten(to result: String, caret: Int) -> ProposedEdit {
    ProposedEdit(kind: kind, text: text, result: result, caret: caret)
  }

  public var description: String {
    "\(kind) \(range.lowerBound)..<\(range.upperBound) \"\(replacement)\" → \"\(result)\" caret \(caret)"
  }
}

extension ProposedEdit {
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
