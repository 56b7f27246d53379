import InputMask

/// Parses `--notation` specs: `SYMBOL=CHARS` or `SYMBOL:ITEM+ITEM…[:optional]`.
///
/// An ITEM is a class name (`decimalDigits` or `digits`, `letters`, `lowercaseLetters`,
/// `uppercaseLetters`, `alphanumerics`, `whitespaces`, `newlines`, `punctuationCharacters` or
/// `punctuation`, `symbols`) or `[chars]`, in which `\` escapes the next character.
enum NotationSpec {
  /// A malformed spec.
  struct SpecError: Error {
    /// What is wrong.
    let message: String
  }

  private static let aliases: [String: MaskCharacterSet.Classes] = [
    "digits": .decimalDigits, "punctuation": .punctuationCharacters,
  ]

  /// The notation a spec describes.
  static func parse(_ spec: String) throws(SpecError) -> Notation {
    guard let symbol = spec.first else { throw SpecError(message: "empty spec") }
    let rest = spec.dropFirst()
    if rest.first == "=" {
      let characters = rest.dropFirst()
      guard !characters.isEmpty else { throw SpecError(message: "no characters after \"=\"") }
      return Notation(
        character: symbol, characterSet: MaskCharacterSet(charactersIn: String(characters)))
    }
    guard rest.first == ":" else {
      throw SpecError(message: "expected SYMBOL=CHARS or SYMBOL:SET[:optional]")
    }
    var body = Substring(rest.dropFirst())
    var isOptional = false
    if body.hasSuffix(":optional") {
      isOptional = true
      body = body.dropLast(":optional".count)
    }
    return Notation(character: symbol, characterSet: try set(body), isOptional: isOptional)
  }

  /// Parses `ITEM+ITEM…`.
  private static func set(_ body: Substring) throws(SpecError) -> MaskCharacterSet {
    var set = MaskCharacterSet()
    var index = body.startIndex
    var expectingItem = true
    while index < body.endIndex {
      let character = body[index]
      if !expectingItem {
        guard character == "+" else {
          throw SpecError(message: "expected \"+\" before \"\(character)\"")
        }
        expectingItem = true
        index = body.index(after: index)
        continue
      }
      if character == "[" {
        var characters = Set<Character>()
        index = body.index(after: index)
        var closed = false
        while index < body.endIndex {
          var member = body[index]
          if member == "]" {
            closed = true
            break
          }
          if member == "\\" {
            index = body.index(after: index)
            guard index < body.endIndex else { break }
            member = body[index]
          }
          characters.insert(member)
          index = body.index(after: index)
        }
        guard closed else { throw SpecError(message: "\"[\" is never closed") }
        index = body.index(after: index)
        set = set.union(MaskCharacterSet(characters: characters))
      } else {
        let end = body[index...].firstIndex(of: "+") ?? body.endIndex
        let name = String(body[index..<end])
        guard let classes = MaskCharacterSet.Classes.byName[name] ?? aliases[name] else {
          throw SpecError(message: "unknown class \"\(name)\"")
        }
        set = set.union(MaskCharacterSet(classes: classes))
        index = end
      }
      expectingItem = false
    }
    if expectingItem {
      throw SpecError(
        message: body.isEmpty ? "empty set" : "expected a class or [chars] after \"+\"")
    }
    return set
  }
}
