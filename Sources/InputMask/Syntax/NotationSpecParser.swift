/// Parses notation specs over a text's Characters; every error names the offset of the
/// character at fault in the whole text.
///
/// O(text length).
struct NotationSpecParser {
  /// Short names for two classes.
  static let aliases: [String: MaskCharacterSet.Classes] = [
    "digits": .decimalDigits, "punctuation": .punctuationCharacters,
  ]
  /// Characters of the mask syntax, which a notation cannot stand for.
  static let maskSyntax: Set<Character> = ["[", "]", "{", "}", "\\"]
  /// The Characters the spec syntax reads; one of them with a joining scalar is no longer one.
  private static let specSyntax: Set<Unicode.Scalar> = ["=", ":", "+", "[", "]", "\\"]

  let text: String
  let characters: [Character]

  init(_ text: String) {
    self.text = text
    characters = Array(text)
  }

  private func error(_ reason: NotationSpecError.Reason, at offset: Int) -> NotationSpecError {
    NotationSpecError(reason, spec: text, offset: offset)
  }

  /// The whitespace-separated specs of the whole text; a symbol given twice is an error.
  func list() throws(NotationSpecError) -> [Notation] {
    var notations: [Notation] = []
    var index = 0
    while index < characters.count {
      guard !characters[index].isWhitespace else {
        index += 1
        continue
      }
      let end = endOfSpec(from: index)
      let notation = try notation(in: index..<end)
      if notations.contains(where: { $0.character == notation.character }) {
        throw error(.duplicateSymbol(notation.character), at: index)
      }
      notations.append(notation)
      index = end
    }
    return notations
  }

  /// Where the spec starting at `start` ends: at whitespace, except inside `[chars]` (where `\`
  /// escapes the next Character); `SYMBOL=CHARS` ends at the first whitespace.
  private func endOfSpec(from start: Int) -> Int {
    let literal = start + 1 < characters.count && characters[start + 1] == "="
    var index = literal ? start + 2 : start
    var inBracket = false
    while index < characters.count {
      let character = characters[index]
      if inBracket {
        if character == "\\" {
          index += 2
          continue
        }
        if character == "]" { inBracket = false }
      } else if character.isWhitespace {
        return index
      } else if character == "[", !literal {
        inBracket = true
      }
      index += 1
    }
    return characters.count
  }

  /// The notation the spec in `range` describes.
  func notation(in range: Range<Int>) throws(NotationSpecError) -> Notation {
    guard let start = range.first else { throw error(.empty, at: range.lowerBound) }
    for offset in range {
      let character = characters[offset]
      let first = character.unicodeScalars.first
      if !character.standsAlone
        || (character.unicodeScalars.count > 1 && first.map(Self.specSyntax.contains) == true)
      {
        throw error(.joiningCharacter(character), at: offset)
      }
    }
    let symbol = characters[start]
    if FormatLexer.builtInSymbols.contains(symbol) || symbol == FormatLexer.ellipsis {
      throw error(.builtInSymbol(symbol), at: start)
    }
    if Self.maskSyntax.contains(symbol) { throw error(.syntaxSymbol(symbol), at: start) }
    let separator = start + 1
    guard separator < range.upperBound else {
      throw error(.missingSeparator(found: nil), at: separator)
    }
    switch characters[separator] {
    case "=":
      let members = characters[(separator + 1)..<range.upperBound]
      guard !members.isEmpty else { throw error(.noCharacters, at: separator + 1) }
      return Notation(character: symbol, characterSet: MaskCharacterSet(characters: Set(members)))
    case ":":
      let (set, isOptional) = try items(in: (separator + 1)..<range.upperBound)
      return Notation(character: symbol, characterSet: set, isOptional: isOptional)
    case let found:
      throw error(.missingSeparator(found: found), at: separator)
    }
  }

  /// `ITEM+ITEM…[:optional]`: the union of the items, and whether `:optional` ends them.
  private func items(
    in range: Range<Int>
  ) throws(NotationSpecError) -> (MaskCharacterSet, Bool) {
    var set = MaskCharacterSet()
    var index = range.lowerBound
    while true {
      guard index < range.upperBound, characters[index] != "+", characters[index] != ":" else {
        throw error(.missingItem, at: index)
      }
      if characters[index] == "[" {
        let (members, end) = try bracket(at: index, before: range.upperBound)
        set = set.union(MaskCharacterSet(characters: members))
        index = end
      } else {
        let end =
          characters[index..<range.upperBound].firstIndex { $0 == "+" || $0 == ":" }
          ?? range.upperBound
        let name = String(characters[index..<end])
        guard let classes = MaskCharacterSet.Classes.byName[name] ?? Self.aliases[name] else {
          throw error(.unknownClass(name), at: index)
        }
        set = set.union(MaskCharacterSet(classes: classes))
        index = end
      }
      guard index < range.upperBound else { return (set, false) }
      switch characters[index] {
      case "+":
        index += 1
      case ":":
        let option = String(characters[(index + 1)..<range.upperBound])
        guard option == "optional" else { throw error(.unknownOption(option), at: index + 1) }
        return (set, true)
      case let found:
        throw error(.unexpected(found), at: index)
      }
    }
  }

  /// The members of the `[chars]` opening at `opening`, and the offset after its `]`.
  private func bracket(
    at opening: Int, before end: Int
  ) throws(NotationSpecError) -> (Set<Character>, Int) {
    var members = Set<Character>()
    var index = opening + 1
    while index < end {
      var member = characters[index]
      if member == "]" {
        guard !members.isEmpty else { throw error(.noCharacters, at: opening) }
        return (members, index + 1)
      }
      if member == "\\" {
        index += 1
        guard index < end else { throw error(.trailingEscape, at: index - 1) }
        member = characters[index]
      }
      members.insert(member)
      index += 1
    }
    throw error(.unclosedBracket, at: opening)
  }
}
