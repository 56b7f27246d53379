/// readline's word motions over an array of Characters.
///
/// Positions are offsets in Characters.
///
/// A word is a run of letters and digits (any script); `C-w` uses whitespace-delimited words.
enum WordBoundaries {
  static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }

  /// The end of the word at or after `position` (`M-f`).
  static func forward(from position: Int, in characters: [Character]) -> Int {
    var index = position
    while index < characters.count, !isWordCharacter(characters[index]) { index += 1 }
    while index < characters.count, isWordCharacter(characters[index]) { index += 1 }
    return index
  }

  /// The start of the word before `position` (`M-b`).
  static func backward(from position: Int, in characters: [Character]) -> Int {
    var index = position
    while index > 0, !isWordCharacter(characters[index - 1]) { index -= 1 }
    while index > 0, isWordCharacter(characters[index - 1]) { index -= 1 }
    return index
  }

  /// The start of the whitespace-delimited word before `position` (`C-w`).
  static func whitespaceBackward(from position: Int, in characters: [Character]) -> Int {
    var index = position
    while index > 0, characters[index - 1].isWhitespace { index -= 1 }
    while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
    return index
  }
}
