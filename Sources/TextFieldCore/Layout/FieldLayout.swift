/// Where a field's glyphs and caret go in a row of `width` cells, scrolled horizontally so the
/// caret stays visible: a pure function of the glyphs, the caret and the previous scroll.
///
/// Scrolling is sticky: the first visible glyph only changes when the caret would leave the row
/// (then it scrolls just enough), or when text after the scroll position no longer fills the row
/// (then it scrolls back so no space is wasted). A wide glyph that does not fit at the right edge
/// is left out rather than cut.
public struct FieldLayout: Hashable, Sendable {
  /// A glyph placed in the row.
  public struct Placement: Hashable, Sendable {
    /// The glyph's index (in Characters of the shown text).
    public var index: Int
    /// Its first cell, from the row's start.
    public var column: Int
    /// The glyph.
    public var glyph: Glyph
  }

  /// The index of the first visible glyph.
  public var scrollOffset: Int
  /// The caret's cell, from the row's start (always `0..<width` for a positive width).
  public var caretColumn: Int
  /// The glyphs that fit, left to right.
  public var placements: [Placement]
  /// The cells the placed glyphs take.
  public var usedWidth: Int { placements.last.map { $0.column + $0.glyph.width } ?? 0 }

  /// Lays out `glyphs` with the caret before glyph `caret` (0...count) in `width` cells.
  ///
  /// Cost: O(n) in the number of glyphs.
  public static func layout(
    glyphs: [Glyph], caret: Int, width: Int, previousOffset: Int = 0
  )
    -> FieldLayout
  {
    guard width > 0 else { return FieldLayout(scrollOffset: 0, caretColumn: 0, placements: []) }
    let count = glyphs.count
    let caret = min(max(0, caret), count)
    var offset = min(max(0, previousOffset), count)
    if caret < offset { offset = caret }
    let caretCell = caret < count ? max(1, glyphs[caret].width) : 1
    var before = glyphs[offset..<caret].reduce(0) { $0 + $1.width }
    while before + caretCell > width, offset < caret {
      before -= glyphs[offset].width
      offset += 1
    }
    var tail = glyphs[offset...].reduce(0) { $0 + $1.width } + (caret == count ? 1 : 0)
    while offset > 0, tail + glyphs[offset - 1].width <= width {
      offset -= 1
      tail += glyphs[offset].width
      before += glyphs[offset].width
    }
    var placements: [Placement] = []
    var column = 0
    for index in offset..<count {
      let glyph = glyphs[index]
      guard column + glyph.width <= width else { break }
      placements.append(Placement(index: index, column: column, glyph: glyph))
      column += glyph.width
    }
    return FieldLayout(
      scrollOffset: offset, caretColumn: min(before, width - 1), placements: placements)
  }

  /// This layout with every glyph index (and the scroll offset) moved by `offset`: a layout of a
  /// window of glyphs starting at glyph `offset`, in the whole text's indices.
  public func shifted(by offset: Int) -> FieldLayout {
    FieldLayout(
      scrollOffset: scrollOffset + offset, caretColumn: caretColumn,
      placements: placements.map {
        Placement(index: $0.index + offset, column: $0.column, glyph: $0.glyph)
      })
  }

  /// The caret offset (in glyphs) a click at `column` lands on: before the glyph under it, or
  /// after the last glyph when the click is past the text.
  public func caret(atColumn column: Int) -> Int {
    for placement in placements where column < placement.column + placement.glyph.width {
      return placement.index
    }
    return (placements.last?.index).map { $0 + 1 } ?? scrollOffset
  }
}
