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

  /// The end of the word at or after the caret (`M-f`).
  static func forward(from state: TextFieldState) -> Int {
    let text = state.text
    var index = state.caretIndex
    var offset = state.caret
    while index < text.endIndex, !isWordCharacter(text[index]) {
      text.formIndex(after: &index)
      offset += 1
    }
    while index < text.endIndex, isWordCharacter(text[index]) {
      text.formIndex(after: &index)
      offset += 1
    }
    return offset
  }

  /// The start of the word before the caret (`M-b`).
  static func backward(from state: TextFieldState) -> Int {
    var walk = BackwardWalk(state)
    walk.skip { !isWordCharacter($0) }
    walk.skip { isWordCharacter($0) }
    return walk.offset
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
      text = state.text
      index = state.caretIndex
      offset = state.caret
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
