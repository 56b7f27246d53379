/// A set of Characters that a mask symbol accepts: predefined Unicode classes plus listed Characters.
///
/// Membership follows Foundation's `CharacterSet` as the reference library uses it: a Character
/// (grapheme cluster) belongs to the set when it is one of the listed Characters, or when every one
/// of its Unicode scalars belongs to one of the classes or is itself listed. So `é` written as `e`
/// plus a combining accent is a letter, and `1️⃣` is not a decimal digit. Two differences
/// (DECISIONS.md): listed Characters stay whole (listing `e` + U+0301 does not list `e`), and the
/// classes are those of the Swift runtime's Unicode, not Foundation's tables.
///
/// The value type is `Hashable`, so masks built with it can be compared and cached by value.
public struct MaskCharacterSet: Sendable, Hashable {
  /// Predefined Unicode classes, named as in Foundation's `CharacterSet`.
  package struct Classes: OptionSet, Sendable, Hashable {
    /// The raw bits.
    package let rawValue: UInt16

    /// Creates classes from raw bits.
    package init(rawValue: UInt16) { self.rawValue = rawValue }

    /// General category Nd: `0`–`9`, Arabic-Indic `٠`–`٩`, fullwidth `０`–`９` and so on.
    package static let decimalDigits = Classes(rawValue: 1 << 0)
    /// General categories L and M (letters and marks).
    package static let letters = Classes(rawValue: 1 << 1)
    /// General category Ll.
    package static let lowercaseLetters = Classes(rawValue: 1 << 2)
    /// General categories Lu and Lt.
    package static let uppercaseLetters = Classes(rawValue: 1 << 3)
    /// General categories L, M and N.
    package static let alphanumerics = Classes(rawValue: 1 << 4)
    /// General category Zs and the tab.
    package static let whitespaces = Classes(rawValue: 1 << 5)
    /// U+000A–U+000D, U+0085, U+2028 and U+2029.
    package static let newlines = Classes(rawValue: 1 << 6)
    /// General category P.
    package static let punctuationCharacters = Classes(rawValue: 1 << 7)
    /// General category S.
    package static let symbols = Classes(rawValue: 1 << 8)

    /// The classes by their Foundation names, as the conformance files and `--notation` spell them.
    package static let byName: [String: Classes] = [
      "decimalDigits": .decimalDigits, "letters": .letters, "lowercaseLetters": .lowercaseLetters,
      "uppercaseLetters": .uppercaseLetters, "alphanumerics": .alphanumerics,
      "whitespaces": .whitespaces, "newlines": .newlines,
      "punctuationCharacters": .punctuationCharacters, "symbols": .symbols,
    ]

    /// Whether one Unicode scalar belongs to any of these classes.
    ///
    /// O(1).
    package func contains(scalar: Unicode.Scalar) -> Bool {
      if contains(.newlines), isNewline(scalar) { return true }
      if contains(.whitespaces), scalar == "\t" { return true }
      let category = scalar.properties.generalCategory
      switch category {
      case .decimalNumber:
        return !isDisjoint(with: [.decimalDigits, .alphanumerics])
      case .letterNumber, .otherNumber:
        return contains(.alphanumerics)
      case .lowercaseLetter:
        return !isDisjoint(with: [.letters, .alphanumerics, .lowercaseLetters])
      case .uppercaseLetter, .titlecaseLetter:
        return !isDisjoint(with: [.letters, .alphanumerics, .uppercaseLetters])
      case .modifierLetter, .otherLetter, .nonspacingMark, .spacingMark, .enclosingMark:
        return !isDisjoint(with: [.letters, .alphanumerics])
      case .spaceSeparator:
        return contains(.whitespaces)
      case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
        .initialPunctuation, .finalPunctuation, .otherPunctuation:
        return contains(.punctuationCharacters)
      case .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
        return contains(.symbols)
      default:
        return false
      }
    }
  }

  /// The predefined classes in the set.
  package var classes: Classes
  /// Characters in the set besides the classes.
  package var characters: Set<Character>

  /// Creates a set from predefined classes and listed Characters.
  package init(classes: Classes = [], characters: Set<Character> = []) {
    self.classes = classes
    self.characters = characters
  }

  /// Creates a set of the Characters of `string`, like `CharacterSet(charactersIn:)`.
  public init(charactersIn string: String) {
    self.init(characters: Set(string))
  }

  /// Decimal digits (general category Nd), as the `0` and `9` symbols accept.
  package static let decimalDigits = MaskCharacterSet(classes: .decimalDigits)
  /// Letters and marks, as the `A` and `a` symbols accept.
  package static let letters = MaskCharacterSet(classes: .letters)
  /// Letters, marks and numbers, as the `_` and `-` symbols accept.
  package static let alphanumerics = MaskCharacterSet(classes: .alphanumerics)

  /// The union of two sets.
  package func union(_ other: MaskCharacterSet) -> MaskCharacterSet {
    MaskCharacterSet(
      classes: classes.union(other.classes), characters: characters.union(other.characters))
  }

  /// Whether `character` belongs to the set.
  ///
  /// O(number of scalars in `character`).
  package func contains(_ character: Character) -> Bool {
    if characters.contains(character) { return true }
    for scalar in character.unicodeScalars {
      if classes.contains(scalar: scalar) { continue }
      if !characters.isEmpty, characters.contains(Character(scalar)) { continue }
      return false
    }
    return true
  }

  /// The ASCII members (U+0000–U+007F) as a bitmap, for the engine's byte path.
  ///
  /// O(listed characters).
  var asciiMembers: ASCIISet {
    var set = ASCIISet()
    for (bit, members) in classBitmaps.enumerated() where classes.rawValue & (1 << bit) != 0 {
      set.formUnion(members)
    }
    for character in characters {
      if let byte = character.asciiValue, character.unicodeScalars.count == 1 { set.insert(byte) }
    }
    return set
  }
}

/// The ASCII members of each predefined class, in the order of the class bits (computed once).
private let classBitmaps: [ASCIISet] = (0..<9).map { bit in
  let classes = MaskCharacterSet.Classes(rawValue: 1 << bit)
  var set = ASCIISet()
  for byte in UInt8(0)..<0x80 where classes.contains(scalar: Unicode.Scalar(byte)) {
    set.insert(byte)
  }
  return set
}

/// A 128-bit set of ASCII bytes: O(1) membership with no branches on the byte's value.
struct ASCIISet: Sendable, Hashable {
  var low: UInt64 = 0
  var high: UInt64 = 0

  /// Adds an ASCII byte (`byte < 0x80`); bytes outside ASCII are ignored.
  mutating func insert(_ byte: UInt8) {
    if byte < 64 {
      low |= 1 << UInt64(byte)
    } else if byte < 128 {
      high |= 1 << UInt64(byte - 64)
    }
  }

  /// Adds every member of `other`.
  mutating func formUnion(_ other: ASCIISet) {
    low |= other.low
    high |= other.high
  }

  /// Whether an ASCII byte (`byte < 0x80`) is in the set.
  @inline(__always)
  func contains(_ byte: UInt8) -> Bool {
    let word = byte < 64 ? low : high
    return (word >> UInt64(byte & 63)) & 1 == 1
  }
}

private func isNewline(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
  default: return false
  }
}
