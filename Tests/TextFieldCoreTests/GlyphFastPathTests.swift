import TestSupport
import Testing

@testable import TextFieldCore

/// Printable ASCII takes a shortcut past grapheme breaking and the Unicode tables; the glyphs
/// must be the ones the Character-by-Character path makes, whatever follows the ASCII.
@Suite struct GlyphFastPathTests {
  static let pieces = [
    "a", "Z", " ", "~", "e\u{301}", "\u{301}", "\r\n", "\r", "\n", "\t", "\u{1B}", "\u{7F}",
    "日", "😀", "👨‍👩‍👧", "🇫🇷", "\u{200B}", "\u{202E}", "\u{85}", "0", "\u{FE0F}",
  ]

  @Test func windowsMatchTheCharacterPath() {
    var random = SeededGenerator(seed: 11)
    for _ in 0..<500 {
      let text = (0..<Int.random(in: 0...24, using: &random)).map { _ in
        Self.pieces.randomElement(using: &random) ?? "a"
      }.joined()
      let expected = text.map { Glyph($0, cellWidth: .unicode) }
      let start = Int.random(in: 0...max(0, expected.count), using: &random)
      let limit = Int.random(in: 0...30, using: &random)
      let window = TextFieldModel.EchoMode.normal.glyphs(
        for: text, from: start, limit: limit, cellWidth: .unicode)
      let slice = Array(expected.dropFirst(start).prefix(limit))
      #expect(window.glyphs == slice, "\(text.unicodeScalars.map(\.value)) from \(start)")
      #expect(window.reachesEnd == (start + slice.count >= expected.count))
    }
  }

  @Test func asciiGlyphsAreThemselves() {
    for byte in UInt8(0x20)..<0x7F {
      let character = Character(Unicode.Scalar(byte))
      #expect(Glyph(character, cellWidth: .unicode) == Glyph(text: String(character), width: 1))
      #expect(DisplaySanitizer.displayText(for: character) == String(character))
    }
    #expect(Glyph("\r\n", cellWidth: .unicode).text == "␍␊")
  }
}
