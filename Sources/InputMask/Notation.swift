/// A custom mask symbol: a Character that stands, inside `[]`, for any Character of a set.
///
/// ```swift
/// let decimal = Notation(character: ".", characterSet: MaskCharacterSet(charactersIn: ".,"),
///                        isOptional: true)
/// let mask = try Mask(format: "[999][.][99]", customNotations: [decimal])
/// ```
///
/// The built-in symbols `0 9 A a _ -` and the ellipsis `…` take precedence over a notation with the
/// same character; of two notations with the same character the first one wins (as in the
/// reference library).
public struct Notation: Sendable, Hashable {
  /// The symbol as written in the format, inside `[]`.
  package var character: Character
  /// The Characters the symbol accepts.
  package var characterSet: MaskCharacterSet
  /// Whether the symbol may be left out (like `9`) rather than required (like `0`).
  package var isOptional: Bool

  /// Creates a notation for `character` accepting `characterSet`.
  public init(character: Character, characterSet: MaskCharacterSet, isOptional: Bool = false) {
    self.character = character
    self.characterSet = characterSet
    self.isOptional = isOptional
  }
}
