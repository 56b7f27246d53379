extension RegexParser {
  /// What an escape stands for.
  enum Escape {
    case literal(Character)
    case builtin(RegexCharacterClass.Builtin, negated: Bool)
    case start
    case end
  }

  /// Reads an escape outside a class; `offset` is at the `\`.
  mutating func parseEscape() throws(RegexSyntaxError) -> RegexNode {
    switch try readEscape(inClass: false) {
    case .literal(let character):
      return .character(character)
    case .builtin(let builtin, let negated):
      return .characterClass(
        RegexCharacterClass(items: [.builtin(builtin, negated: negated)], isNegated: false))
    case .start:
      return .start
    case .end:
      return .end
    }
  }

  /// Reads a bracket class; `offset` is at the `[`.
  ///
  /// A `]` right after `[` or `[^` is a literal; so is a `-` first or last. Nested classes, POSIX
  /// classes and set operations are refused.
  mutating func parseClass() throws(RegexSyntaxError) -> RegexCharacterClass {
    let open = offset
    offset += 1
    var isNegated = false
    if peek(is: "^") {
      isNegated = true
      offset += 1
    }
    var items: [RegexCharacterClass.Item] = []
    while true {
      guard offset < characters.count else { throw error(.unclosedClass, at: open) }
      if peek(is: "]"), !items.isEmpty {
        offset += 1
        return RegexCharacterClass(items: items, isNegated: isNegated)
      }
      try refuseSetSyntax()
      let itemStart = offset
      let lower = try parseClassMember()
      try refuseSetSyntax()
      guard case .literal(let lowerCharacter) = lower, peek(is: "-"),
        offset + 1 < characters.count, !peek(is: "]", at: offset + 1)
      else {
        items.append(item(for: lower))
        continue
      }
      offset += 1
      try refuseSetSyntax()
      let upper = try parseClassMember()
      let text = String(characters[itemStart..<offset])
      guard case .literal(let upperCharacter) = upper else {
        throw error(
          .badRange("\(text): a range needs a single character at each end"), at: itemStart)
      }
      guard let low = lowerCharacter.singleScalar, let high = upperCharacter.singleScalar else {
        throw error(.badRange("\(text): each end must be a single Unicode scalar"), at: itemStart)
      }
      guard low.value <= high.value else {
        throw error(
          .badRange("\(text): \(lowerCharacter) comes after \(upperCharacter)"), at: itemStart)
      }
      items.append(.range(low.value...high.value))
    }
  }

  private func item(for member: Escape) -> RegexCharacterClass.Item {
    switch member {
    case .literal(let character): .character(character)
    case .builtin(let builtin, let negated): .builtin(builtin, negated: negated)
    // readEscape(inClass: true) never returns anchors.
    case .start, .end: .character("\\")
    }
  }

  private mutating func parseClassMember() throws(RegexSyntaxError) -> Escape {
    if peek(is: "\\") { return try readEscape(inClass: true) }
    let character = characters[offset]
    offset += 1
    return .literal(character)
  }

  private func refuseSetSyntax() throws(RegexSyntaxError) {
    if peek(is: "[") {
      throw error(
        .unsupported(
          "nested classes and POSIX classes ([[:alpha:]]) are not supported; write \\[ for a literal ["
        ),
        at: offset)
    }
    for operation: Character in ["&", "~", "-"]
    where peek(is: operation) && peek(is: operation, at: offset + 1) {
      throw error(
        .unsupported("class set operations (\(operation)\(operation)) are not supported"),
        at: offset)
    }
  }

  /// Reads an escape; `offset` is at the `\`.
  mutating func readEscape(inClass: Bool) throws(RegexSyntaxError) -> Escape {
    let start = offset
    offset += 1
    guard offset < characters.count else { throw error(.trailingBackslash, at: start) }
    let character = characters[offset]
    offset += 1
    // Any escaped character that is not an ASCII letter or digit stands for itself.
    guard character.isASCII, character.isLetter || character.isWholeNumber else {
      return .literal(character)
    }
    switch character {
    case "d": return .builtin(.digit, negated: false)
    case "D": return .builtin(.digit, negated: true)
    case "w": return .builtin(.word, negated: false)
    case "W": return .builtin(.word, negated: true)
    case "s": return .builtin(.whitespace, negated: false)
    case "S": return .builtin(.whitespace, negated: true)
    case "n": return .literal("\n")
    case "t": return .literal("\t")
    case "r": return .literal("\r")
    case "f": return .literal("\u{0C}")
    case "e": return .literal("\u{1B}")
    case "a": return .literal("\u{07}")
    case "u", "x": return .literal(try readCodePoint(kind: character, start: start))
    case "A" where !inClass: return .start
    case "z" where !inClass: return .end
    case "1"..."9":
      while offset < characters.count, characters[offset].isASCII,
        characters[offset].isWholeNumber
      {
        offset += 1
      }
      throw error(.backreference(String(characters[start..<offset])), at: start)
    case "k", "g":
      let closing: [Character: Character] = ["<": ">", "{": "}", "'": "'"]
      if offset < characters.count, let close = closing[characters[offset]] {
        while offset < characters.count, characters[offset] != close { offset += 1 }
        offset = min(offset + 1, characters.count)
      } else {
        while offset < characters.count, characters[offset].isASCII,
          characters[offset].isWholeNumber || characters[offset] == "-"
        {
          offset += 1
        }
      }
      throw error(.backreference(String(characters[start..<offset])), at: start)
    case "0", "o":
      throw error(.unsupported("octal escapes (\\\(character)) are not supported"), at: start)
    case "b", "B", "G", "Z", "K", "y", "Y":
      throw error(
        .unsupported(
          "the anchor \\\(character) is not supported (the match is always whole: "
            + "^, $, \\A and \\z are)"), at: start)
    case "h", "H", "v", "V", "R", "N", "X", "c", "C", "U", "O":
      throw error(.unsupported("the escape \\\(character) is not supported"), at: start)
    case "p", "P":
      throw error(
        .unsupported("Unicode property classes (\\\(character){…}) are not supported"), at: start)
    case "Q", "E":
      throw error(.unsupported("quoting with \\Q…\\E is not supported"), at: start)
    default:
      throw error(.unknownEscape("\\\(character)"), at: start)
    }
  }

  /// Reads the rest of `\u{…}`, `\uHHHH`, `\x{…}` or `\xHH`.
  private mutating func readCodePoint(
    kind: Character, start: Int
  ) throws(RegexSyntaxError)
    -> Character
  {
    var digits = ""
    if peek(is: "{") {
      offset += 1
      while offset < characters.count, !peek(is: "}"), digits.count <= 8 {
        digits.append(characters[offset])
        offset += 1
      }
      guard peek(is: "}") else {
        throw error(.badCodePoint("\\\(kind){\(digits)…: expected hex digits and }"), at: start)
      }
      offset += 1
    } else {
      let count = kind == "u" ? 4 : 2
      while digits.count < count, offset < characters.count, characters[offset].isHexDigit {
        digits.append(characters[offset])
        offset += 1
      }
    }
    let text = String(characters[start..<offset])
    guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit), digits.count <= 8,
      let value = UInt32(digits, radix: 16)
    else {
      throw error(.badCodePoint("\(text): expected hex digits"), at: start)
    }
    if kind == "u", !text.contains("{"), digits.count != 4 {
      throw error(
        .badCodePoint("\(text): expected 4 hex digits or {…}"), at: start)
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw error(.badCodePoint("\(text): not a Unicode scalar value"), at: start)
    }
    return Character(scalar)
  }
}
