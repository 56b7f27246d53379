import TextFieldCore

extension Frame {
  /// The mark that ends text cut to fit.
  package static let ellipsis: Character = "…"

  /// Writes `text`, sanitised, from column `x` of row `y` in at most `limit` cells (default: to
  /// the frame's edge); text that does not fit is cut and ends in `…`.
  ///
  /// Widths are measured in cells with `cellWidth` (a wide glyph counts 2, and is left out whole
  /// rather than cut). O(limit), whatever the text's length.
  /// - Returns: the column after the last glyph written.
  @discardableResult
  package mutating func write(
    fitting text: String, x: Int, y: Int, style: CellStyle = .plain, limit: Int? = nil,
    cellWidth: CellWidth = .unicode
  ) -> Int {
    let end = min(width, x + (limit ?? width))
    // Every glyph takes a cell or more: one more glyph than there are cells tells that the text
    // does not fit, without measuring the rest.
    let glyphs = Glyph.glyphs(of: text, limit: max(0, end - x) + 1, cellWidth: cellWidth)
    let needed = glyphs.reduce(0) { $0 + max(1, $1.width) }
    guard x + needed > end else {
      var column = x
      for glyph in glyphs { column = put(glyph, x: column, y: y, style: style) }
      return column
    }
    let mark = Glyph(Self.ellipsis, cellWidth: cellWidth)
    let room = end - max(1, mark.width)
    guard room >= x else { return x }
    var column = x
    for glyph in glyphs {
      guard column + max(1, glyph.width) <= room else { break }
      column = put(glyph, x: column, y: y, style: style)
    }
    return put(mark, x: column, y: y, style: style)
  }
}
