import InputMask
import TextFieldCore

/// A date pattern that cannot be used, with the place (in Characters) of the fault.
///
/// `description` names the place as `--> pattern:1:7` and shows the pattern with carets under
/// the characters at fault:
///
/// ```text
/// "yy": a two-digit year is ambiguous; use yyyy
///  --> pattern:1:7
///   dd/MM/yy
///         ^^
/// ```
public struct DatePatternError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Sendable, Hashable {
    /// The pattern is empty.
    case emptyPattern
    /// A letter that stands for nothing (`h`, `a`, `E`): quote it to show it (`'h'`).
    case unknownLetter(Character)
    /// A known letter repeated a number of times the field does not support (`yy`, `M`, `MMM`):
    /// `letters` as written, `replacement` the supported spelling.
    case unsupportedLetters(letters: String, replacement: String)
    /// A component that appears a second time.
    case repeatedComponent(DateTimeComponent)
    /// A component without the larger one it needs (a day without a month, minutes without
    /// hours): the offset is that of the component.
    case missingComponent(DateTimeComponent, needs: DateTimeComponent)
    /// A digit outside quotes or inside them: it would read as typed.
    case digitLiteral(Character)
    /// A control character, or one that would join its neighbour in the text (a combining mark).
    case unusableLiteral(Character)
    /// A `'` that opens a quoted literal never closed.
    case unterminatedQuote
    /// Only literals: nothing for the user to type.
    case noComponent
  }

  /// What is wrong.
  public let reason: Reason
  /// The whole pattern, as given.
  public let pattern: String
  /// The offset of the first Character at fault, in Characters from the start of `pattern`.
  public let offset: Int
  /// How many Characters are at fault (at least 1 under the caret line).
  package let length: Int

  /// An error about `length` Characters of `pattern` from `offset` (Characters).
  package init(_ reason: Reason, pattern: String, offset: Int, length: Int = 1) {
    self.reason = reason
    self.pattern = pattern
    self.offset = offset
    self.length = length
  }

  /// The problem in one line, without its place.
  public var message: String {
    switch reason {
    case .emptyPattern:
      return "the pattern is empty: use letters such as yyyy-MM-dd or HH:mm"
    case .unknownLetter(let letter):
      return
        "\"\(letter)\" is not a pattern letter (yyyy MM dd HH mm ss); quote it to show it: '\(letter)'"
    case .unsupportedLetters(let letters, let replacement):
      let why: String
      if letters == "yy" {
        why = "a two-digit year is ambiguous"
      } else if letters.count == 1 {
        why = "a value without its leading zero has no fixed width"
      } else if letters.first == "M", letters.count > 2 {
        why = "month names are not supported"
      } else {
        why = "not a supported width"
      }
      return "\"\(letters)\": \(why); use \(replacement)"
    case .repeatedComponent(let component):
      return "the \(component.rawValue) appears twice"
    case .missingComponent(let component, let needed):
      return "a pattern with the \(component.rawValue) needs the \(needed.rawValue) "
        + "(\(needed.letters))"
    case .digitLiteral(let digit):
      return "the digit \"\(digit)\" cannot be a literal: it would read as typed"
    case .unusableLiteral(let character):
      let scalars = character.unicodeScalars.map {
        "U+" + String($0.value, radix: 16, uppercase: true)
      }
      return "\(scalars.joined(separator: " ")) cannot be a literal (a control character or a "
        + "mark that joins its neighbour)"
    case .unterminatedQuote:
      return "\"'\" opens a quoted literal that is never closed"
    case .noComponent:
      return "the pattern has nothing to type: use letters such as yyyy-MM-dd or HH:mm"
    }
  }

  /// The message, the place (`--> pattern:1:7`, 1-based Characters), the pattern and carets
  /// under the Characters at fault.
  public var description: String {
    let width = CellWidth.unicode
    let column = width.width(of: pattern.prefix(offset))
    let fault = pattern.dropFirst(offset).prefix(max(1, length))
    let underline = max(1, width.width(of: fault))
    // Control characters (newlines, escapes) are shown as spaces: they must not drive the
    // terminal or break the caret line.
    let shown = pattern.map { isControl($0) ? " " : String($0) }.joined()
    return caretDiagram(
      message, line: shown, column: column, carets: underline, place: "pattern:1:\(offset + 1)")
  }
}

/// Whether `character` holds a control character (C0, DEL, C1).
func isControl(_ character: Character) -> Bool {
  character.unicodeScalars.contains { $0.properties.generalCategory == .control }
}
