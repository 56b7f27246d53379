/// A notation spec that does not parse, with the place of the character at fault.
///
/// `description` shows the spec with a caret under that character:
///
/// ```text
/// unknown class "digit" at character 3
///   D:digit
///     ^
/// ```
public struct NotationSpecError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Sendable, Hashable {
    /// Nothing to parse.
    case empty
    /// The symbol is not followed by `=` or `:` (nil: the spec ends after it).
    case missingSeparator(found: Character?)
    /// The symbol is a built-in mask symbol (`0 9 A a _ -` or `…`), which always wins.
    case builtInSymbol(Character)
    /// The symbol is mask syntax (`[ ] { } \`) and could never stand in a `[]` block.
    case syntaxSymbol(Character)
    /// `SYMBOL=` or `[]` with no Characters.
    case noCharacters
    /// `SYMBOL:` or `+` with no item after it.
    case missingItem
    /// An item that is neither a class name nor `[chars]`.
    case unknownClass(String)
    /// A `[` that is never closed; the place is that of the `[`.
    case unclosedBracket
    /// A `\` at the end, escaping nothing.
    case trailingEscape
    /// Something other than `+` or `:optional` after an item.
    case unexpected(Character)
    /// `:` after the items followed by something other than `optional`.
    case unknownOption(String)
    /// A Character that merges with its neighbour (a lone combining mark, `[` with U+0301): a
    /// mask could never take it, or the syntax character it joins is no longer one.
    case joiningCharacter(Character)
    /// A second notation for a symbol already given (the first would silently win).
    case duplicateSymbol(Character)
  }

  /// What is wrong.
  public let reason: Reason
  /// The text parsed, as given (a single spec, or the whole list).
  public let spec: String
  /// The offset of the character at fault, in Characters from the start of ``spec``.
  public let offset: Int

  package init(_ reason: Reason, spec: String, offset: Int) {
    self.reason = reason
    self.spec = spec
    self.offset = offset
  }

  /// The 1-based place of the character at fault, in Characters.
  package var position: Int { offset + 1 }

  /// A one-line explanation that names the 1-based place.
  public var message: String {
    guard case .unknownClass = reason else { return "\(what) at character \(position)" }
    let known = (Array(MaskCharacterSet.Classes.byName.keys) + NotationSpecParser.aliases.keys)
    return "\(what) at character \(position); known: \(known.sorted().joined(separator: ", "))"
  }

  private var what: String {
    switch reason {
    case .empty: "empty notation spec: expected SYMBOL=CHARS or SYMBOL:CLASS[+CLASS…][:optional]"
    case .missingSeparator(nil): "expected \"=\" or \":\" after the symbol"
    case .missingSeparator(let found?):
      "expected \"=\" or \":\" after the symbol, not \(quoted(found))"
    case .builtInSymbol(let symbol): "\(quoted(symbol)) is a built-in mask symbol"
    case .syntaxSymbol(let symbol): "\(quoted(symbol)) is mask syntax and cannot be a symbol"
    case .noCharacters: "no characters given"
    case .missingItem: "expected a class name or [chars]"
    case .unknownClass(let name):
      "unknown class \(quoted(name, limit: 40))"
    case .unclosedBracket: "\"[\" is never closed"
    case .trailingEscape: "\"\\\" at the end escapes nothing"
    case .unexpected(let found):
      "expected \"+\" or \":optional\" after an item, not \(quoted(found))"
    case .unknownOption(let option):
      "unknown option \(quoted(option, limit: 40)), only \"optional\""
    case .joiningCharacter(let character):
      character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        .joined(separator: " ") + " would join the character next to it"
    case .duplicateSymbol(let symbol): "a second notation for \(quoted(symbol))"
    }
  }

  /// The message, the spec and a caret under the character at fault (controls in the spec are
  /// drawn as U+FFFD, so they cannot drive a terminal and the caret stays aligned).
  public var description: String {
    let shown = spec.map { Self.isControl($0) ? "\u{FFFD}" : String($0) }
    let column = shown.prefix(offset).reduce(0) { $0 + $1.reduce(0) { displayWidth(of: $1) + $0 } }
    return caretDiagram(message, line: shown.joined(), column: column)
  }

  private static func isControl(_ character: Character) -> Bool {
    character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
  }

  private func quoted(_ character: Character) -> String {
    quoted(String(character))
  }

  private func quoted(_ text: String, limit: Int = 8) -> String {
    let scalars = text.unicodeScalars
    let kept = String(String.UnicodeScalarView(scalars.prefix(limit)))
    let shown = escapingControls(kept, bidirectional: false, quotationMark: true)
    return "\"\(shown)\(scalars.count > limit ? "…" : "")\""
  }
}
