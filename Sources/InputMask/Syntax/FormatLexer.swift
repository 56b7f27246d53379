/// One piece of a mask format after lexing: a plain literal, a `{}` block or a `[]` block.
enum FormatSegment: Sendable, Hashable {
  /// A literal outside brackets: shown in the text, not part of the extracted value.
  case free(Character)
  /// The characters of a `{}` block: shown and part of the extracted value.
  case fixed([Character])
  /// The symbols of a `[]` block, the ellipsis `…` included, in format order.
  case value([Character])
}

/// Splits a format into segments and checks its syntax, in one pass.
///
/// O(format length).
/// Checks brackets (unclosed, nested, stray closing, empty), escapes (`\` escapes the next
/// Character anywhere; a trailing `\` is an error), the symbols of `[]` blocks (built-in or one of
/// `notations`) and the place of the ellipsis (last in its block). Errors carry the offset, in
/// Characters, of the character at fault.
struct FormatLexer {
  /// The built-in `[]` symbols besides the ellipsis.
  static let builtInSymbols: Set<Character> = ["0", "9", "A", "a", "_", "-"]
  /// The ellipsis symbol.
  static let ellipsis: Character = "…"

  let format: String
  let notations: [Notation]

  /// Lexes `format`, throwing at the first malformed character.
  func segments() throws(MaskFormatError) -> [FormatSegment] {
    var segments: [FormatSegment] = []
    var block: OpenBlock?
    var characters = format.makeIterator()
    var offset = -1

    while let character = characters.next() {
      offset += 1
      if character == "\\" {
        guard let escaped = characters.next() else {
          throw MaskFormatError(.trailingEscape, format: format, offset: offset)
        }
        offset += 1
        if block == nil {
          segments.append(.free(escaped))
        } else {
          try add(escaped, at: offset, to: &block)
        }
        continue
      }
      // The opening bracket only: a copy of the whole block kept here would make each append
      // in `add` copy the block's characters (quadratic in a long block).
      guard let opening = block?.opening else {
        switch character {
        case "[", "{":
          block = OpenBlock(opening: character, offset: offset)
        case "]", "}":
          throw MaskFormatError(.unmatchedClosingBracket(character), format: format, offset: offset)
        default:
          segments.append(.free(character))
        }
        continue
      }
      let closing: Character = opening == "[" ? "]" : "}"
      switch character {
      case "[", "{":
        throw MaskFormatError(.nestedBlock(opening: character), format: format, offset: offset)
      case closing:
        guard let open = block, !open.characters.isEmpty else {
          throw MaskFormatError(
            .emptyBlock(opening: opening), format: format, offset: block?.offset ?? offset)
        }
        segments.append(opening == "[" ? .value(open.characters) : .fixed(open.characters))
        block = nil
      case "]", "}":
        throw MaskFormatError(.unmatchedClosingBracket(character), format: format, offset: offset)
      default:
        try add(character, at: offset, to: &block)
      }
    }
    if let open = block {
      throw MaskFormatError(
        .unclosedBlock(opening: open.opening), format: format, offset: open.offset)
    }
    return segments
  }

  /// Adds a character to the open block, checking it when the block is a `[]` block.
  private func add(
    _ character: Character, at offset: Int, to block: inout OpenBlock?
  ) throws(MaskFormatError) {
    guard var open = block else { return }
    // Out of the optional while it grows: a copy left in `block` would make each append copy
    // the whole array (a long block took quadratic time to lex).
    block = nil
    defer { block = open }
    if open.opening == "[" {
      if let ellipsis = open.ellipsisOffset {
        throw MaskFormatError(.misplacedEllipsis, format: format, offset: ellipsis)
      }
      if character == Self.ellipsis {
        open.ellipsisOffset = offset
      } else if !Self.builtInSymbols.contains(character),
        !notations.contains(where: { $0.character == character })
      {
        throw MaskFormatError(.unknownSymbol(character), format: format, offset: offset)
      }
    }
    open.characters.append(character)
  }
}

/// A block being lexed.
private struct OpenBlock {
  var opening: Character
  var offset: Int
  var characters: [Character] = []
  var ellipsisOffset: Int?
}
