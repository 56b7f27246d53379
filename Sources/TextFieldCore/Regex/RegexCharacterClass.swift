/// A set of Characters: a bracket class (`[a-z_]`, `[^\d]`) or a class escape (`\d`, `\W`).
///
/// Matching is per Character (grapheme cluster):
/// * a literal item matches an equal Character (`é` composed equals `e` + U+0301);
/// * a range matches a Character made of one Unicode scalar within the range (so a decomposed
///   `e` + U+0301 is not in `[à-ÿ]`; list `é` as a literal item to accept both forms);
/// * the built-in classes are described on ``RegexCharacterClass/Builtin``.
struct RegexCharacterClass: Hashable, Sendable {
  /// A class escape.
  enum Builtin: Hashable, Sendable {
    /// `\d`: a Character of one scalar whose general category is Nd (decimal digit): ASCII
    /// `0`–`9`, Arabic-Indic `٣`, Devanagari `३`, fullwidth `３`…
    case digit
    /// `\w`: a Character whose scalars are all letters (L*), marks (M*), numbers (N*) or `_`
    /// (so `é`, `e` + U+0301, `日`, `²` are word Characters; emoji and punctuation are not).
    case word
    /// `\s`: a Character whose first scalar is white space (`Character.isWhitespace`): space,
    /// tab, newlines (also `\r\n`), no-break and ideographic spaces.
    case whitespace

    func matches(_ character: Character) -> Bool {
      switch self {
      case .digit:
        guard let scalar = character.singleScalar else { return false }
        return scalar.properties.generalCategory == .decimalNumber
      case .word:
        return character.unicodeScalars.allSatisfy { scalar in
          scalar == "_" || isLetterMarkOrNumber(scalar)
        }
      case .whitespace:
        return character.isWhitespace
      }
    }
  }

  /// One item of a class: what it matches, or (negated) what it does not.
  enum Item: Hashable, Sendable {
    case character(Character)
    case range(ClosedRange<UInt32>)
    case builtin(Builtin, negated: Bool)
  }

  /// The items; the class matches a Character that any item matches.
  var items: [Item]
  /// Whether the class matches the Characters no item matches instead (`[^…]`).
  var isNegated: Bool

  /// Whether no Character at all is in the class (`[^\s\S]`): a negated class holding a
  /// built-in class and its complement. (A non-negated class always has a member; a negated one
  /// without such a pair always lacks some Character, since ranges hold single scalars only.)
  var isEmpty: Bool {
    guard isNegated else { return false }
    return items.contains { item in
      guard case .builtin(let builtin, let negated) = item else { return false }
      return items.contains(.builtin(builtin, negated: !negated))
    }
  }

  /// Whether `character` is in the class.
  func matches(_ character: Character) -> Bool {
    items.contains { item in
      switch item {
      case .character(let member):
        return member == character
      case .range(let range):
        guard let scalar = character.singleScalar else { return false }
        return range.contains(scalar.value)
      case .builtin(let builtin, let negated):
        return builtin.matches(character) != negated
      }
    } != isNegated
  }
}

extension Character {
  /// The Character's only scalar, or nil when it has several.
  var singleScalar: Unicode.Scalar? {
    let scalars = unicodeScalars
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex
    else { return nil }
    return first
  }
}

/// Whether the scalar's general category is a letter (L*), a mark (M*) or a number (N*).
private func isLetterMarkOrNumber(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.properties.generalCategory {
  case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
    .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
    true
  default:
    false
  }
}
