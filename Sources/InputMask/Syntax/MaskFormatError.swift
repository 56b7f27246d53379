/// A malformed mask format, with the offset (in Characters) of the character at fault.
///
/// `description` shows the format with a caret under that character:
///
/// ```text
/// unknown symbol "x" in a [] block at character 7
///   [00]-[0x0]
///          ^
/// ```
public struct MaskFormatError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Sendable, Hashable {
    /// A `[` or `{` block is never closed; the offset is that of the opening bracket.
    case unclosedBlock(opening: Character)
    /// A `[` or `{` inside a block; the offset is that of the inner bracket.
    case nestedBlock(opening: Character)
    /// A `]` or `}` that closes no block (or the other kind of block).
    case unmatchedClosingBracket(Character)
    /// `[]` or `{}`; the offset is that of the opening bracket.
    case emptyBlock(opening: Character)
    /// A character inside `[]` that is neither a built-in symbol nor a custom notation.
    case unknownSymbol(Character)
    /// A `\` at the very end of the format, escaping nothing.
    case trailingEscape
    /// An ellipsis `…` that is not the last symbol of its `[]` block.
    case misplacedEllipsis
    /// A Character that would join its neighbour in the text (a lone combining mark, one ending
    /// in ZWJ or a prepended mark, a lone regional indicator, CR): the text would not be the
    /// Characters the mask describes.
    case joiningCharacter(Character)
  }

  /// What is wrong.
  public let reason: Reason
  /// The whole format, as given.
  public let format: String
  /// The offset of the character at fault, in Characters from the start of `format`.
  public let offset: Int

  /// Creates an error; the compiler uses it.
  package init(_ reason: Reason, format: String, offset: Int) {
    self.reason = reason
    self.format = format
    self.offset = offset
  }

  /// A one-line explanation, naming the 1-based place of the character at fault.
  public var message: String {
    let what: String
    switch reason {
    case .unclosedBlock(let opening):
      what = "\"\(opening)\" is never closed"
    case .nestedBlock(let opening):
      what = "\"\(opening)\" opens a block inside another block"
    case .unmatchedClosingBracket(let closing):
      what = "\"\(closing)\" closes no block"
    case .emptyBlock(let opening):
      what = "empty block \"\(opening)\(opening == "[" ? "]" : "}")\""
    case .unknownSymbol(let symbol):
      what = "unknown symbol \"\(symbol)\" in a [] block"
    case .trailingEscape:
      what = "\"\\\" at the end of the format escapes nothing"
    case .misplacedEllipsis:
      what = "\"…\" must be the last symbol of its [] block"
    case .joiningCharacter(let character):
      let scalars = character.unicodeScalars.map {
        "U+" + String($0.value, radix: 16, uppercase: true)
      }
      what = "\(scalars.joined(separator: " ")) would join the character next to it"
    }
    return "\(what) at character \(offset + 1)"
  }

  /// The message, the format and a caret under the character at fault.
  public var description: String {
    let prefix = format.prefix(offset)
    let column = prefix.reduce(0) { $0 + displayWidth(of: $1) }
    let shown = format.map { $0 == "\n" || $0 == "\t" ? " " : String($0) }.joined()
    return caretDiagram(message, line: shown, column: column)
  }
}

/// The columns a Character takes in a terminal: 2 for East Asian wide characters and emoji, else 1.
func displayWidth(of character: Character) -> Int {
  guard let scalar = character.unicodeScalars.first else { return 0 }
  if scalar.properties.isEmojiPresentation { return 2 }
  switch scalar.value {
  case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x20000...0x3FFFD:
    return 2
  default:
    return 1
  }
}
