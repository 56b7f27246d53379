extension TextFieldModel.EchoMode {
  /// The glyphs showing `text` in this echo mode: sanitised Characters (normal), one symbol per
  /// Character (secure), or none (no echo).
  public func glyphs(for text: String, cellWidth: CellWidth) -> [Glyph] {
    switch self {
    case .normal:
      return text.map { Glyph($0, cellWidth: cellWidth) }
    case .secure(let symbol):
      let glyph = Glyph(symbol, cellWidth: cellWidth)
      return Array(repeating: glyph, count: text.count)
    case .none:
      return []
    }
  }

  /// The glyph index of the caret at `caret` (Characters): the same offset, or 0 with no echo.
  public func glyphIndex(ofCaret caret: Int) -> Int {
    self == .none ? 0 : caret
  }
}
