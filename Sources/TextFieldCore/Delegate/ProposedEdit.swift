import InputMask

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
  public var text: String { willSet { settle() } }
  /// The range of `text` to replace, in Characters.
  public var range: Range<Int> { willSet { settle() } }
  /// The inserted text: typed or pasted text, empty for deletions.
  public var replacement: String { willSet { settle() } }
  /// The text that would result.
  ///
  /// An edit a field proposes for a user action builds it on first read (O(n), once for the edit
  /// and its copies): a field whose delegate and filters never read it lands the edit in place,
  /// with no copy of the text.
  public var result: String {
    get {
      if let storedResult { return storedResult }
      return lateResult.text { known?.result(of: text) ?? text }
    }
    set {
      known = nil
      lateResult = LateText()
      storedResult = newValue
    }
  }
  /// Where the caret would land in `result`, in Characters.
  public var caret: Int { willSet { settle() } }

  /// The edit as the few bytes it changes: what lets it land in place (``InPlaceEdit``).
  ///
  /// Set when the field proposed the edit from its own state; `nil` for an edit made from whole
  /// texts, and once any field changes.
  var known: InPlaceEdit?
  /// ``result`` when it was given, not built from ``known``.
  private var storedResult: String?
  /// ``result`` built from ``known`` on first read, shared by the edit's copies.
  private var lateResult = LateText()

  /// Whether ``result`` was never read: the edit is still only its windows (see ``known``).
  var resultIsUnbuilt: Bool { storedResult == nil && !lateResult.isBuilt }

  /// Keeps ``result`` before a field it is built from changes, and lets go of ``known``.
  private mutating func settle() {
    guard known != nil else { return }
    if storedResult == nil { storedResult = result }
    known = nil
  }

  /// Proposes replacing `range` of `text` with `replacement`; the caret lands after the replacement.
  ///
  /// `range` is clamped to the text. O(n) in the text's length.
  public init(kind: EditKind, text: String, range: Range<Int>, replacement: String) {
    let count = text.count
    let lower = min(max(0, range.lowerBound), count)
    let upper = min(max(lower, range.upperBound), count)
    let result = text.replacingCharacters(in: lower..<upper, with: replacement)
    self.init(
      kind: kind, text: text, range: lower..<upper, replacement: replacement,
      caret: Self.caret(in: result, replacing: lower, of: text, with: replacement), result: result)
  }

  /// The edit that turns `text` into `result` with the caret at `caret`.
  ///
  /// The range and replacement are the smallest difference between the two texts, in
  /// Characters. O(n), walking both texts once from each end (no copies of them).
  package init(kind: EditKind, text: String, result: String, caret: Int) {
    let (prefix, oldStart, newStart) = Self.commonPrefix(text, result)
    let (suffix, oldEnd, newEnd) = Self.commonSuffix(
      text, result, after: (oldStart, newStart), before: (text.endIndex, result.endIndex))
    let changed = result.distance(from: newStart, to: newEnd)
    self.init(
      kind: kind, text: text,
      range: prefix..<(prefix + text.distance(from: oldStart, to: oldEnd)),
      replacement: String(result[newStart..<newEnd]),
      caret: min(max(0, caret), prefix + changed + suffix), result: result)
  }

  /// An edit with every field given: its result is `result`, or built from `known` on first
  /// read (at once where it cannot be built late: ``LateText/buildsLate``).
  init(
    kind: EditKind, text: String, range: Range<Int>, replacement: String, caret: Int,
    result: String? = nil, known: InPlaceEdit? = nil
  ) {
    self.kind = kind
    self.text = text
    self.range = range
    self.replacement = replacement
    self.caret = caret
    guard let known else {
      storedResult = result
      return
    }
    self.known = known
    lateResult = .pending()
    if !LateText.buildsLate { storedResult = known.result(of: text) }
  }

  /// The number of Characters in ``result``.
  ///
  /// O(1) for the edits a field proposes for user actions, O(n) for others.
  public var resultCount: Int { known?.resultCount ?? result.characterCount }

  /// The Characters of ``result`` that are new.
  ///
  /// These are the inserted ones, and neighbours an insertion or deletion merged with (`e` then
  /// U+0301 gives `é`). Offsets in Characters of `result`.
  ///
  /// O(size of the edit) for the edits a field proposes for keys, O(n) for others.
  public var changedRange: Range<Int> { changed.range }

  /// The Characters in ``changedRange``.
  public var changedCharacters: Substring { changed.characters }

  /// Whether the edit removes text and inserts none.
  package var isDeletion: Bool { replacement.isEmpty && !range.isEmpty }

  /// This edit with its outcome replaced by `result` and `caret`, keeping its kind and starting
  /// text: how a rewrite is handed to the next filter in a chain.
  public func rewritten(to result: String, caret: Int) -> ProposedEdit {
    ProposedEdit(kind: kind, text: text, result: result, caret: caret)
  }

  /// Two edits are equal when their kind, text, range, replacement, result and caret are.
  public static func == (lhs: ProposedEdit, rhs: ProposedEdit) -> Bool {
    lhs.kind == rhs.kind && lhs.range == rhs.range && lhs.caret == rhs.caret
      && lhs.replacement == rhs.replacement && lhs.text == rhs.text && lhs.result == rhs.result
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(text)
    hasher.combine(range)
    hasher.combine(replacement)
    hasher.combine(result)
    hasher.combine(caret)
  }

  /// The edit in one line, for logs and test failures.
  public var description: String {
    "\(kind) \(range.lowerBound)..<\(range.upperBound) \"\(replacement)\" → \"\(result)\" caret \(caret)"
  }
}
