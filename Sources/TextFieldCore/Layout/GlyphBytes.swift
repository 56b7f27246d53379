/// A glyph's UTF-8 in two words: up to 15 bytes inline, a longer glyph by its number in
/// ``LongGlyphTable``.
///
/// A plain value: glyphs and frame cells built on it are copied, compared and freed without
/// touching a reference count, which on the per-key path cost more than the rendering itself.
package struct GlyphBytes: Hashable, Sendable {
  /// Bytes 0–7 of the UTF-8.
  package private(set) var low: UInt64
  /// Bytes 8–14 of the UTF-8, and in the top byte the length (or ``longTag``).
  package private(set) var high: UInt64

  /// The length byte of a glyph kept in ``LongGlyphTable`` (its number is in `low`).
  private static let longTag: UInt64 = 0xFF
  /// The most UTF-8 bytes kept inline.
  package static let inlineCapacity = 15

  /// The bytes of `text`.
  package init(_ text: String) {
    var text = text
    let count = text.utf8.count
    guard count <= Self.inlineCapacity else {
      low = UInt64(LongGlyphTable.shared.number(for: text))
      high = Self.longTag << 56
      return
    }
    var low: UInt64 = 0
    var high = UInt64(count) << 56
    text.withUTF8 { bytes in
      for index in 0..<min(count, 8) { low |= UInt64(bytes[index]) << UInt64(8 * index) }
      for index in min(count, 8)..<count {
        high |= UInt64(bytes[index]) << UInt64(8 * (index - 8))
      }
    }
    self.low = low
    self.high = high
  }

  /// Whether both hold the same bytes (a long glyph has one number for the process).
  @inlinable
  package static func == (lhs: GlyphBytes, rhs: GlyphBytes) -> Bool {
    lhs.low == rhs.low && lhs.high == rhs.high
  }

  /// The one printable ASCII `byte`.
  package init(ascii byte: UInt8) {
    low = UInt64(byte)
    high = 1 << 56
  }

  /// No bytes: the second cell of a wide glyph.
  package static let continuation = GlyphBytes(low: 0, high: 0)

  private init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  /// The glyph as a `String`.
  package var text: String {
    if high >> 56 == Self.longTag {
      return LongGlyphTable.shared.text(UInt32(truncatingIfNeeded: low))
    }
    var bytes: [UInt8] = []
    appendUTF8(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether there are no bytes.
  @inlinable
  package var isEmpty: Bool { high >> 56 == 0 }

  /// Whether the bytes are one printable ASCII character.
  @inlinable
  package var isPrintableASCII: Bool { high >> 56 == 1 && (0x20..<0x7F).contains(low & 0xFF) }

  /// Appends the UTF-8 to `out`.
  package func appendUTF8(to out: inout [UInt8]) {
    let count = high >> 56
    if count == Self.longTag {
      out += LongGlyphTable.shared.text(UInt32(truncatingIfNeeded: low)).utf8
      return
    }
    for index in 0..<Int(count) {
      let word = index < 8 ? low : high
      out.append(UInt8(truncatingIfNeeded: word >> UInt64(8 * (index % 8))))
    }
  }
}
