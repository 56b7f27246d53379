/// readline's word motions, walking the text from the caret.
///
/// Positions are offsets in Characters. Each walk starts at the state's caret index and passes
/// only the Characters between the caret and the boundary it finds: O(distance), never O(n).
///
/// A word is a run of letters and digits (any script); `C-w` uses whitespace-delimited words.
enum WordBoundaries {
  static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }

  /// A position in a text: its index and its offset in Characters.
  typealias Position = (index: String.Index, offset: Int)

  /// The end of the word at or after the caret (`M-f`).
  static func forward(from state: TextFieldState) -> Int {
    forward(in: state.text, from: (state.caretIndex, state.caret)).offset
  }

  /// The end of the word at or after `position` in `text`.
  static func forward(in text: String, from position: Position) -> Position {
    var (index, offset) = position
    while index < text.endIndex, !isWordCharacter(text[index]) {
      text.formIndex(after: &index)
      offset += 1
    }
    while index < text.endIndex, isWordCharacter(text[index]) {
      text.formIndex(after: &index)
      offset += 1
    }
    return (index, offset)
  }

  /// The start of the word before the caret (`M-b`).
  static func backward(from state: TextFieldState) -> Int {
    backward(in: state.text, from: (state.caretIndex, state.caret)).offset
  }

  /// The start of the word before `position` in `text`.
  static func backward(in text: String, from position: Position) -> Position {
    var walk = BackwardWalk(text: text, index: position.index, offset: position.offset)
    walk.skip { !isWordCharacter($0) }
    walk.skip { isWordCharacter($0) }
    return (walk.index, walk.offset)
  }

  /// The start of the whitespace-delimited word before the caret (`C-w`).
  static func whitespaceBackward(from state: TextFieldState) -> Int {
    var walk = BackwardWalk(state)
    walk.skip { $0.isWhitespace }
    walk.skip { !$0.isWhitespace }
    return walk.offset
  }

  /// A walk toward the start of the text, from the caret.
  private struct BackwardWalk {
    let text: String
    var index: String.Index
    var offset: Int

    init(_ state: TextFieldState) {
      self.init(text: state.text, index: state.caretIndex, offset: state.caret)
    }

    init(text: String, index: String.Index, offset: Int) {
      self.text = text
      self.index = index
      self.offset = offset
    }

    /// Moves back over the Characters before the walk's position that satisfy `test`.
    mutating func skip(while test: (Character) -> Bool) {
      while index > text.startIndex {
        let previous = text.index(before: index)
        guard test(text[previous]) else { return }
        index = previous
        offset -= 1
      }
    }
  }
}
