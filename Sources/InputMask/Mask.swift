/// A compiled input mask such as `+1 ([000]) [000]-[0000]`: formats text and extracts its value.
///
/// The syntax and semantics are those of input-mask 7.3.2:
///
/// * `[]` holds symbols the user fills: `0` a digit, `9` an optional digit, `A` a letter, `a` an
///   optional letter, `_` a letter or digit, `-` an optional one, a custom ``Notation``, and the
///   ellipsis `…`, which repeats the kind of the symbol before it without end (and ends the mask).
///   A block mixing kinds is split (`[000AA]` = `[000][AA]`) and each part is sorted mandatory
///   first (`[9990]` = `[0999]`).
/// * `{}` holds fixed characters that are shown and are part of the extracted value.
/// * Other characters are literals that are shown but not extracted.
/// * `\` escapes the next character (`\[`, `\{`, `\\`).
///
/// A mask is a value: it compiles its format once, in `init`, into a flat array of nodes, and
/// ``apply(_:caret:gravity:)`` then runs in one pass, linear in the text. Every position is
/// in Characters (grapheme clusters). Two masks are equal when their format, notations and
/// direction are equal.
///
/// ```swift
/// let phone = try Mask(format: "+1 ([000]) [000]-[0000]")
/// let result = phone.apply("5551234567", caret: 10)
/// // result.text == "+1 (555) 123-4567", result.caret == 17, result.complete == true
/// ```
public struct Mask: Sendable, Hashable {
  /// The format, as given.
  public var format: String { storage.format }
  /// The custom notations the format may use.
  package var customNotations: [Notation] { storage.customNotations }
  /// Whether the mask is applied from the end of the text (for grouping such as `[000] [000]`).
  package var isRightToLeft: Bool { storage.isRightToLeft }
  /// The compiled format.
  var program: MaskProgram { storage.program }
  /// The format, notations and program, in one shared object: a copy of a mask (a field's
  /// filter hands masks around on every key) retains one reference, not each of the program's
  /// dozen arrays.
  private let storage: MaskStorage

  /// Compiles `format`.
  ///
  /// O(format length).
  ///
  /// - Parameters:
  ///   - format: The mask format.
  ///   - customNotations: Extra `[]` symbols.
  ///   - isRightToLeft: Apply the mask from the end of the text: the format, text and caret are
  ///     reversed, the mask is applied, and the result is reversed back.
  /// - Throws: ``MaskFormatError`` with the offset of the first malformed character.
  public init(
    format: String, customNotations: [Notation] = [], isRightToLeft: Bool = false
  ) throws(MaskFormatError) {
    let program = try MaskCompiler(
      format: format, notations: customNotations, isRightToLeft: isRightToLeft
    ).compile()
    storage = MaskStorage(
      format: format, customNotations: customNotations, isRightToLeft: isRightToLeft,
      program: program)
  }

  /// Whether `format` compiles with `customNotations`.
  package static func isValid(format: String, customNotations: [Notation] = []) -> Bool {
    (try? Mask(format: format, customNotations: customNotations)) != nil
  }

  /// The placeholder with `blank` for each character the user types and the literals as they
  /// are: `+1 (___) ___-____` for `+1 ([000]) [000]-[0000]` — what a text field shows dim.
  ///
  /// O(mask length).
  public func placeholder(blank: Character) -> String {
    program.blankPlaceholder(blank)
  }

  /// The text the mask shows when empty: `0` for digits, `a` for letters, `-` for alphanumerics,
  /// a notation's own character, literals as they are; it stops at an ellipsis.
  ///
  /// For a right-to-left mask this is in reading order (the reference returns it reversed).
  package var placeholder: String {
    program.tailPlaceholder(from: 0)
  }

  /// The fewest Characters of text that fill every mandatory symbol (literals included).
  package var acceptableTextLength: Int {
    program.count(of: [.value, .ellipsis, .fixed, .free])
  }

  /// The most Characters of text the mask holds (the ellipsis counts one).
  package var totalTextLength: Int {
    program.count(of: [.value, .ellipsis, .optionalValue, .fixed, .free])
  }

  /// The fewest Characters of extracted value when every mandatory symbol is filled.
  package var acceptableValueLength: Int {
    program.count(of: [.value, .ellipsis, .fixed])
  }

  /// The most Characters of extracted value (the ellipsis counts one).
  package var totalValueLength: Int {
    program.count(of: [.value, .ellipsis, .optionalValue, .fixed])
  }

  /// The most Characters a user types into the mask, literals not counted.
  ///
  /// Its value symbols, mandatory or optional (the ellipsis counts one): 0 for a mask of literals
  /// only (`abc`, `{/}`), which has nothing to fill. O(mask length).
  package var symbolCount: Int {
    program.count(of: [.value, .ellipsis, .optionalValue])
  }

  /// Whether the mask can take `character` anywhere.
  ///
  /// It can when a value symbol accepts it or it is one of the format's literals. A character no
  /// mask position takes would only ever be skipped.
  ///
  /// O(nodes).
  package func canTake(_ character: Character) -> Bool {
    // One ASCII scalar (a key, mostly): the answer worked out when the mask was compiled.
    if character.utf8.count == 1, let byte = character.utf8.first {
      return program.takenASCII.contains(byte)
    }
    return program.takesSlowly(character)
  }

  /// ``canTake(_:)`` for the one-scalar Character `byte` (ASCII, below 0x80).
  package func canTake(ascii byte: UInt8) -> Bool {
    program.takenASCII.contains(byte)
  }

  /// Two masks are equal when their format (scalar for scalar), notations and direction are.
  ///
  /// Formats compare by Unicode scalars, not as Swift strings: `é[0]` and `e\u{301}[0]` are equal
  /// strings but write different text.
  public static func == (lhs: Mask, rhs: Mask) -> Bool {
    lhs.format.hasSameScalars(as: rhs.format) && lhs.customNotations == rhs.customNotations
      && lhs.isRightToLeft == rhs.isRightToLeft
  }

  /// Hashes the format's scalars, the notations and the direction.
  public func hash(into hasher: inout Hasher) {
    format.hashScalars(into: &hasher)
    hasher.combine(customNotations)
    hasher.combine(isRightToLeft)
  }
}

extension String {
  /// Whether the two strings hold the same Unicode scalars (no canonical equivalence).
  func hasSameScalars(as other: String) -> Bool {
    utf8.elementsEqual(other.utf8)
  }

  /// Feeds the string's UTF-8 bytes to `hasher` (consistent with ``hasSameScalars(as:)``).
  func hashScalars(into hasher: inout Hasher) {
    var copy = self
    copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}

extension Mask {
  /// The version of the reference library (input-mask) whose syntax and semantics this follows.
  package static let compatibleReferenceVersion = "7.3.2"
}
