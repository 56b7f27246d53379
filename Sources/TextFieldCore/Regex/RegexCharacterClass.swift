/// A set of Characters: a bracket class (`[a-z_]`, `[^\d]`) or a class escape (`\d`, `\W`).
///
/// Matching is per Character (grapheme cluster):
/// * a literal item matches an equal Character (`é` composed equals `e` + U+0301);
/// * a range matches a Character made of one Unicode scalar within the range (so a decomposed
///   `e` + U+0301 is not in `[à-ÿ]`; list `é` as a literal item to accept both forms);
/// * the built-in classes are described on ``RegexCharacterClass/Builtin``;
/// * what a class keeps out stays out as a scalar: a negated class (`[^;]`) or escape (`\D`)
///   refuses a Character when any of its scalars, on its own, is one it keeps out, whatever it
///   joins (`;` + U+0301, U+0600 + `;`, `;` + ZWJ), so a Character mixing kept-out and other
///   scalars is in neither `\d` nor `\D`; a class with both halves (`[\s\S]`) takes everything.
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

    /// Whether one scalar, as a Character on its own, is in the class.
    ///
    /// O(1).
    func matches(scalar: Unicode.Scalar) -> Bool {
      switch self {
      case .digit: scalar.properties.generalCategory == .decimalNumber
      case .word: scalar == "_" || isLetterMarkOrNumber(scalar)
      case .whitespace: scalar.properties.isWhitespace
      }
    }

    /// Whether some scalar of `character`, on its own, is in the class.
    ///
    /// This is what `[^\d]` keeps out; a Character in the class always has such a scalar.
    /// O(scalars).
    func touches(_ character: Character) -> Bool {
      character.unicodeScalars.contains(where: matches(scalar:))
    }
  }

  /// One item of a class: what it matches, or (negated) what it does not.
  enum Item: Hashable, Sendable {
    case character(Character)
    case range(ClosedRange<UInt32>)
    case builtin(Builtin, negated: Bool)

    /// Whether the item takes `character` whole: an equal Character, a one-scalar Character in
    /// the range, a Character of the built-in class; a negated built-in (`\D`) takes a
    /// Character only when none of its scalars, on its own, is in the class.
    func includes(_ character: Character) -> Bool {
      switch self {
      case .character(let member):
        member == character
      case .range(let range):
        character.singleScalar.map { range.contains($0.value) } ?? false
      case .builtin(let builtin, let negated):
        negated ? !builtin.touches(character) : builtin.matches(character)
      }
    }

    /// Whether the item, as something a negated class keeps out, touches `character`.
    ///
    /// It does when it takes the Character whole or one of its scalars on its own, or (a
    /// literal of several scalars) the Character holds its scalars in a row. So `[^;]` refuses
    /// `;` + U+0301. O(scalars).
    func excludes(_ character: Character) -> Bool {
      switch self {
      case .character(let member):
        character.holds(member)
      case .range(let range):
        character.unicodeScalars.contains { range.contains($0.value) }
      case .builtin(let builtin, false):
        builtin.touches(character)
      case .builtin(let builtin, true):
        // `[^\D]`: kept out unless every scalar is a digit.
        !character.unicodeScalars.allSatisfy(builtin.matches(scalar:))
      }
    }
  }

  /// The items; the class matches a Character that any item matches.
  let items: [Item]
  /// Whether the class matches the Characters no item matches instead (`[^…]`).
  let isNegated: Bool
  /// Whether the class holds a built-in class and its complement (`[\s\S]`), and so every
  /// Character (a Character mixing both kinds of scalar is in neither half).
  let isUniversal: Bool

  /// A class of `items`, negated or not.
  init(items: [Item], isNegated: Bool) {
    self.items = items
    self.isNegated = isNegated
    self.isUniversal = Self.holdsComplementaryPair(items)
  }

  private static func holdsComplementaryPair(_ items: [Item]) -> Bool {
    items.contains { item in
      guard case .builtin(let builtin, let negated) = item else { return false }
      return items.contains(.builtin(builtin, negated: !negated))
    }
  }

  /// Whether no Character at all is in the class (`[^\s\S]`): a negated class holding a
  /// built-in class and its complement. (A non-negated class always has a member; a negated one
  /// without such a pair always lacks some Character, since ranges hold single scalars only.)
  var isEmpty: Bool { isNegated && isUniversal }

  /// Whether `character` is in the class.
  ///
  /// A class takes a Character when one of its items takes it whole. A negated class takes a
  /// Character only when no item excludes any part of it: none of its scalars, on its own, is
  /// one the class keeps out (`[^'$]` refuses `'` + U+0301, U+0600 + `$`, `'` + ZWJ). O(items ×
  /// scalars in `character`).
  func matches(_ character: Character) -> Bool {
    if isNegated { return !items.contains { $0.excludes(character) } }
    return isUniversal || items.contains { $0.includes(character) }
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
