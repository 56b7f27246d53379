/// Makes user text safe to write to a terminal: the one sanitiser for every way text gets in
/// (typing, paste, programmatic text, initial values, labels, messages).
///
/// C0 controls and DEL become their visible Control Pictures (`ESC` → `␛`, tab → `␉`,
/// line feed → `␊`); C1 controls (U+0080–U+009F, which some terminals obey as escape
/// sequences) and the bidirectional controls (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F,
/// U+061C, which would reorder what the terminal shows) become `�`. A Character that would take no cell (a lone combining mark, a
/// zero-width space) is shown on a dotted circle `◌` so the caret never sits on nothing. Nothing
/// the sanitiser returns can move the cursor, retitle a window or clear a screen.
package enum DisplaySanitizer {
  /// The display text of one Character.
  package static func displayText(for character: Character) -> String {
    if CellWidth.isPrintableASCII(character) { return String(character) }
    var scalars = String.UnicodeScalarView()
    var changed = false
    for scalar in character.unicodeScalars {
      if let substitute = substitute(for: scalar) {
        scalars.append(substitute)
        changed = true
      } else {
        scalars.append(scalar)
      }
    }
    let text = changed ? String(scalars) : String(character)
    if !changed, CellWidth.unicode.width(of: character) == 0 {
      return "\u{25CC}" + text
    }
    return text
  }

  /// `text` with every Character sanitised.
  ///
  /// The `String` overload is what every render calls (labels, messages, hints): the generic one
  /// is not specialised across modules, and walked a hint's bytes through witness tables.
  package static func sanitize(_ text: String) -> String {
    if text.utf8.allSatisfy(CellWidth.isPrintableASCII) { return text }
    return text.map(displayText(for:)).joined()
  }

  /// `text` with every Character sanitised.
  package static func sanitize(_ text: some StringProtocol) -> String { sanitize(String(text)) }

  /// The visible stand-in for a control scalar, or `nil` for a printable one.
  static func substitute(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value)
    case 0x7F: Unicode.Scalar(0x2421)
    case 0x80..<0xA0, 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069:
      Unicode.Scalar(0xFFFD)
    default: nil
    }
  }
}
