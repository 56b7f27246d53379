/// One Character of a field as the terminal will show it: sanitised text and its width in cells.
package struct Glyph: Hashable, Sendable, CustomStringConvertible {
  /// What is written to the terminal: never a control character.
  package var text: String {
    get { bytes.text }
    set { bytes = GlyphBytes(newValue) }
  }
  /// The cells it takes (0 only for the empty glyph).
  package var width: Int
  /// The UTF-8 of ``text``, kept inline (see ``GlyphBytes``).
  package var bytes: GlyphBytes

  package init(text: String, width: Int) {
    self.bytes = GlyphBytes(text)
    self.width = width
  }

  /// A glyph of `bytes` taking `width` cells.
  package init(bytes: GlyphBytes, width: Int) {
    self.bytes = bytes
    self.width = width
  }

  /// The glyph showing `character`, sanitised (see ``DisplaySanitizer``) and measured.
  package init(_ character: Character, cellWidth: CellWidth) {
    if CellWidth.isPrintableASCII(character), let byte = character.asciiValue {
      self.init(bytes: GlyphBytes(ascii: byte), width: 1)
      return
    }
    let text = DisplaySanitizer.displayText(for: character)
    self.init(text: text, width: cellWidth.width(of: text))
  }

  package var description: String { text }

  /// The glyphs of the first `limit` Characters of `text` (all by default), one per Character,
  /// as ``init(_:cellWidth:)`` makes them: a run of printable ASCII is read from the text's
  /// bytes, without breaking it into Characters.
  package static func glyphs(of text: String, limit: Int = .max, cellWidth: CellWidth) -> [Glyph] {
    TextFieldModel.EchoMode.normal.glyphs(
      for: text, from: text.startIndex, limit: limit, cellWidth: cellWidth
    ).glyphs
  }

  /// The glyphs of printable ASCII, space to `~`, made once.
  static let ascii: [Glyph] = (0x20..<0x7F).map {
    Glyph(bytes: GlyphBytes(ascii: UInt8($0)), width: 1)
  }
}
