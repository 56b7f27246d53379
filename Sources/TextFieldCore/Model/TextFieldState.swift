/// A field's text and selection: what undo restores and what tests compare whole.
///
/// Positions are offsets in `Character`s. The selection runs between `anchor` (where it started)
/// and `caret` (the end that moves); with no selection the two are equal.
///
/// The state also keeps, for the model's own use, the number of Characters in the text and the
/// `String.Index` of the caret, so a key at the caret never counts Characters from the start.
/// Setting ``text`` counts them again (O(n)); moving the caret walks from where it was
/// (O(distance)). Neither takes part in equality.
public struct TextFieldState: Hashable, Sendable, CustomStringConvertible {
  /// The field's text.
  public var text: String {
    get { storage }
    set {
      storage = newValue
      count = newValue.count
      caretIndex = Self.index(of: caret, in: newValue, count: count)
    }
  }
  /// The caret: the moving end of the selection, in Characters.
  public var caret: Int {
    get { caretOffset }
    set {
      caretIndex = index(ofCharacter: newValue)
      caretOffset = newValue
    }
  }
  /// The fixed end of the selection, in Characters; equal to `caret` when nothing is selected.
  public var anchor: Int

  private var storage: String
  private var caretOffset: Int
  /// The number of Characters in ``text``.
  package private(set) var count: Int
  /// Where the caret is in ``text``: the index of the Character at the caret (the end index at
  /// the end; clamped into the text when the caret is out of it).
  package private(set) var caretIndex: String.Index

  /// A state with the caret at `caret` (default: the end of `text`) and nothing selected.
  public init(text: String = "", caret: Int? = nil, anchor: Int? = nil) {
    let count = text.count
    let head = min(max(0, caret ?? count), count)
    self.storage = text
    self.count = count
    self.caretOffset = head
    self.caretIndex = Self.index(of: head, in: text, count: count)
    self.anchor = min(max(0, anchor ?? head), count)
  }

  /// A state whose Character count and caret index are already known: O(1).
  ///
  /// `count` must be `text.count` and `caretIndex` the index of Character `caret` (0...count).
  init(text: String, count: Int, caret: Int, caretIndex: String.Index, anchor: Int? = nil) {
    self.storage = text
    self.count = count
    self.caretOffset = caret
    self.caretIndex = caretIndex
    self.anchor = anchor ?? caret
  }

  /// Replaces `range` of the text with `replacement` in place, landing on a text of `count`
  /// Characters with the caret at `caret` (UTF-8 offset `caretUTF8Offset`) and the anchor at
  /// `anchor`.
  ///
  /// O(size of the replacement, plus the bytes after it) when nothing else holds the text's
  /// storage; a copy of the text otherwise. `count` and the caret must be those of the result,
  /// as a proposed edit that knows its windows gives them.
  mutating func replace(
    _ range: Range<String.Index>, with replacement: String, count: Int, caret: Int,
    caretUTF8Offset: Int, anchor: Int
  ) {
    storage.replaceSubrange(range, with: replacement)
    self.count = count
    caretOffset = caret
    caretIndex = storage.utf8.index(storage.startIndex, offsetBy: caretUTF8Offset)
    self.anchor = anchor
  }

  /// This state with the caret and anchor moved (in Characters, clamped to the text).
  ///
  /// O(distance the caret moves).
  func moving(caret: Int, anchor: Int) -> TextFieldState {
    var copy = self
    copy.caret = min(max(0, caret), count)
    copy.anchor = min(max(0, anchor), count)
    return copy
  }

  /// The index of the Character at `offset` (clamped to `0...count`), walking from the nearest
  /// of the start, the caret and the end.
  ///
  /// O(distance to the nearest of the three); O(1) when every Character is one byte.
  package func index(ofCharacter offset: Int) -> String.Index {
    let offset = min(max(0, offset), count)
    // As many Characters as bytes: each Character is one ASCII byte (a CR LF pair is two).
    if count == storage.utf8.count {
      return storage.utf8.index(storage.startIndex, offsetBy: offset)
    }
    let known = min(max(0, caretOffset), count)
    let fromStart = offset
    let fromCaret = abs(offset - known)
    let fromEnd = count - offset
    if fromCaret <= fromStart, fromCaret <= fromEnd {
      return storage.index(caretIndex, offsetBy: offset - known)
    }
    if fromStart <= fromEnd { return storage.index(storage.startIndex, offsetBy: fromStart) }
    return storage.index(storage.endIndex, offsetBy: -fromEnd)
  }

  /// The index of the Character at `offset` (clamped to `0...count`), walking from `known` (a
  /// Character offset whose index is `knownIndex`) when that is nearer than the start, the caret
  /// and the end.
  ///
  /// O(distance to the nearest of the four); O(1) when every Character is one byte.
  package func index(
    ofCharacter offset: Int, near known: Int, at knownIndex: String.Index
  ) -> String.Index {
    let offset = min(max(0, offset), count)
    if count == storage.utf8.count {
      return storage.utf8.index(storage.startIndex, offsetBy: offset)
    }
    let caret = min(max(0, caretOffset), count)
    guard abs(offset - known) <= min(offset, abs(offset - caret), count - offset) else {
      return index(ofCharacter: offset)
    }
    return storage.index(knownIndex, offsetBy: offset - known)
  }

  /// The UTF-8 offset of the caret in ``text``: O(1).
  var caretUTF8Offset: Int { storage.utf8.distance(from: storage.startIndex, to: caretIndex) }

  /// The selected Characters (empty with no selection): O(length of the selection).
  var selectedText: Substring {
    let caret = min(max(0, caretOffset), count)
    let other = index(ofCharacter: anchor, near: caret, at: caretIndex)
    return anchor < caret ? storage[other..<caretIndex] : storage[caretIndex..<other]
  }

  private static func index(of offset: Int, in text: String, count: Int) -> String.Index {
    let offset = min(max(0, offset), count)
    if offset > count / 2 { return text.index(text.endIndex, offsetBy: offset - count) }
    return text.index(text.startIndex, offsetBy: offset)
  }

  /// Two states are equal when their text, caret and anchor are.
  public static func == (lhs: TextFieldState, rhs: TextFieldState) -> Bool {
    lhs.caretOffset == rhs.caretOffset && lhs.anchor == rhs.anchor && lhs.storage == rhs.storage
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage)
    hasher.combine(caretOffset)
    hasher.combine(anchor)
  }

  /// The selected range, in Characters; empty at the caret when nothing is selected.
  public var selectedRange: Range<Int> { min(anchor, caret)..<max(anchor, caret) }

  /// Whether some text is selected.
  package var hasSelection: Bool { anchor != caret }

  /// The text with `|` at the caret and `[`…`]` around a selection, for tests and debugging.
  public var description: String {
    var characters = Array(text).map(String.init)
    let range = selectedRange
    if range.isEmpty {
      characters.insert("|", at: caret)
    } else {
      characters.insert(caret == range.upperBound ? "|]" : "]", at: range.upperBound)
      characters.insert(caret == range.lowerBound ? "[|" : "[", at: range.lowerBound)
    }
    return characters.joined()
  }
}
