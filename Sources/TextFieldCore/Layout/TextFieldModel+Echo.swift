extension TextFieldModel.EchoMode {
  /// The glyphs showing `text` in this echo mode: sanitised Characters (normal), one symbol per
  /// Character (secure), or none (no echo).
  package func glyphs(for text: String, cellWidth: CellWidth) -> [Glyph] {
    switch self {
    case .normal:
      return Glyph.glyphs(of: text, cellWidth: cellWidth)
    case .secure(let symbol):
      let glyph = Glyph(symbol, cellWidth: cellWidth)
      return Array(repeating: glyph, count: text.count)
    case .none:
      return []
    }
  }

  /// The glyphs of at most `limit` Characters of `text` from Character `start`, and whether they
  /// reach the text's end.
  ///
  /// A field shows at most one glyph per cell, so a window around the caret is all a layout
  /// needs: O(start) to find the window (no allocation), O(limit) glyphs made.
  package func glyphs(
    for text: String, from start: Int, limit: Int, cellWidth: CellWidth
  ) -> (glyphs: [Glyph], reachesEnd: Bool) {
    let index =
      text.index(text.startIndex, offsetBy: start, limitedBy: text.endIndex) ?? text.endIndex
    return glyphs(for: text, from: index, limit: limit, cellWidth: cellWidth)
  }

  /// The glyphs of at most `limit` Characters of `text` from the Character at `index`, and
  /// whether they reach the text's end: O(limit).
  package func glyphs(
    for text: String, from index: String.Index, limit: Int, cellWidth: CellWidth
  ) -> (glyphs: [Glyph], reachesEnd: Bool) {
    let symbol: Glyph?
    switch self {
    case .none: return ([], true)
    case .normal: symbol = nil
    case .secure(let character): symbol = Glyph(character, cellWidth: cellWidth)
    }
    let utf8 = text.utf8
    // A Character is a byte or more: there are at most as many glyphs as bytes left. (Reserved
    // rather than made with `init(unsafeUninitializedCapacity:)`, whose allocation is not
    // specialised: it looked the storage's type up at every call.)
    var glyphs: [Glyph] = []
    glyphs.reserveCapacity(max(0, min(limit, utf8.distance(from: index, to: utf8.endIndex))))
    let ascii = Glyph.ascii
    var index = index
    while index < text.endIndex, glyphs.count < limit {
      // Printable ASCII followed by ASCII (or nothing) is a Character of its own: one byte, one
      // cell, a glyph from the table, no grapheme breaking. A run of them is read from the
      // text's bytes directly (a String.Index step costs several times a byte's work).
      let start = utf8.distance(from: utf8.startIndex, to: index)
      let end =
        utf8.withContiguousStorageIfAvailable { bytes in
          let stop = start + min(bytes.count - start, limit - glyphs.count)
          var offset = start
          while offset < stop, CellWidth.isPrintableASCII(bytes[offset]),
            offset + 1 == bytes.count || bytes[offset + 1] < 0x80
          {
            offset += 1
          }
          if let symbol {
            glyphs.append(contentsOf: repeatElement(symbol, count: offset - start))
          } else {
            for byte in bytes[start..<offset] { glyphs.append(ascii[Int(byte) - 0x20]) }
          }
          return offset
        } ?? start
      if end > start {
        index = utf8.index(utf8.startIndex, offsetBy: end)
        continue
      }
      glyphs.append(symbol ?? Glyph(text[index], cellWidth: cellWidth))
      text.formIndex(after: &index)
    }
    return (glyphs, index == text.endIndex)
  }

  /// The glyph index of the caret at `caret` (Characters): the same offset, or 0 with no echo.
  package func glyphIndex(ofCaret caret: Int) -> Int {
    self == .none ? 0 : caret
  }
}
