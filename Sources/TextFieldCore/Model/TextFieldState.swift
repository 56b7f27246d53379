/// A field's text and selection: what undo restores and what tests compare whole.
///
/// Positions are offsets in `Character`s. The selection runs between `anchor` (where it started)
/// and `caret` (the end that moves); with no selection the two are equal.
public struct TextFieldState: Hashable, Sendable, CustomStringConvertible {
  /// The field's text.
  public var text: String
  /// The caret: the moving end of the selection, in Characters.
  public var caret: Int
  /// The fixed end of the selection, in Characters; equal to `caret` when nothing is selected.
  public var anchor: Int

  /// A state with the caret at `caret` (default: the end of `text`) and nothing selected.
  public init(text: String = "", caret: Int? = nil, anchor: Int? = nil) {
    let count = text.count
    let head = min(max(0, caret ?? count), count)
    self.text = text
    self.caret = head
    self.anchor = min(max(0, anchor ?? head), count)
  }

  /// The selected range, in Characters; empty at the caret when nothing is selected.
  public var selectedRange: Range<Int> { min(anchor, caret)..<max(anchor, caret) }

  /// Whether some text is selected.
  public var hasSelection: Bool { anchor != caret }

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
