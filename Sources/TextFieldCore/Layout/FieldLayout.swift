/// Where a field's glyphs and caret go in a row of `width` cells, scrolled horizontally so the
/// caret stays visible: a pure function of the glyphs, the caret and the previous scroll.
///
/// Scrolling jumps, as readline's `horizontal-scroll-mode` does: the first visible glyph stays
/// put while the caret is in the row. When the caret leaves the row on the right, the row scrolls
/// so that the caret lands ``jump(forWidth:)`` cells before the right edge; when it leaves on the
/// left, or reaches the first cell with text hidden before it, so that it lands that many cells
/// after the left edge, or further when that would leave the end of the text short of the right
/// edge. Typing at the end therefore rewrites the row once every `jump` keys instead of at every
/// key. Text that fits the row with the end caret is shown from its start. A wide glyph that does
/// not fit at the right edge is left out rather than cut.
package struct FieldLayout: Hashable, Sendable {
  /// A glyph placed in the row.
  package struct Placement: Hashable, Sendable {
    /// The glyph's index (in Characters of the shown text).
    package var index: Int
    /// Its first cell, from the row's start.
    package var column: Int
    /// The glyph.
    package var glyph: Glyph
  }

  /// The index of the first visible glyph.
  package var scrollOffset: Int
  /// The caret's cell, from the row's start (always `0..<width` for a positive width).
  package var caretColumn: Int
  /// The glyphs that fit, left to right.
  package var placements: [Placement]
  /// The cells the placed glyphs take.
  package var usedWidth: Int { placements.last.map { $0.column + $0.glyph.width } ?? 0 }

  /// How far (in cells) into a `width`-cell row the caret lands from the edge it crossed: two
  /// thirds of the row (20 of 30 cells), so a third of it stays behind the caret.
  ///
  /// Each jump rewrites the row (about 50 bytes for 30 cells, whatever the jump), so the further
  /// the jump the fewer rewrites: typing 120 keys at the end of a 30-cell field costs 3.0 bytes
  /// per key on average with jumps of two thirds (`Benchmarks/scroll-bytes.sh`, inline), and
  /// would cost 3.9 with half and 5.1 with a third.
  package static func jump(forWidth width: Int) -> Int { max(0, width * 2 / 3) }

  /// Lays out `glyphs` with the caret before glyph `caret` (0...count) in `width` cells,
  /// scrolling by jumps of `jump` cells (see the type's discussion; 0 scrolls just enough to show
  /// the caret) from the first visible glyph `previousOffset`.
  ///
  /// Cost: O(n) in the number of glyphs.
  package static func layout(
    glyphs: [Glyph], caret: Int, width: Int, previousOffset: Int = 0, jump: Int? = nil
  )
    -> FieldLayout
  {
    guard width > 0 else { return FieldLayout(scrollOffset: 0, caretColumn: 0, placements: []) }
    let count = glyphs.count
    let caret = min(max(0, caret), count)
    let caretCell = caret < count ? max(1, glyphs[caret].width) : 1
    // Cells from the caret's edge: at most what leaves the caret's own cell in the row.
    let lead = min(max(0, jump ?? Self.jump(forWidth: width)), max(0, width - caretCell))
    let endCell = caret == count ? 1 : 0
    var offset = min(max(0, previousOffset), count)
    if glyphs.reduce(0, { $0 + $1.width }) + endCell <= width {
      offset = 0
    } else if caret < offset || (caret == offset && offset > 0) {
      offset = start(before: caret, within: lead, in: glyphs)
      // Jumping left never leaves the text's end short of the right edge.
      var tail = glyphs[offset...].reduce(0) { $0 + $1.width } + endCell
      while offset > 0, tail + glyphs[offset - 1].width <= width {
        offset -= 1
        tail += glyphs[offset].width
      }
    } else if glyphs[offset..<caret].reduce(0, { $0 + $1.width }) + caretCell > width {
      offset = start(before: caret, within: width - max(lead, caretCell), in: glyphs)
    }
    var placements: [Placement] = []
    placements.reserveCapacity(max(0, min(count - offset, width)))
    var column = 0
    for index in offset..<count {
      let glyph = glyphs[index]
      guard column + glyph.width <= width else { break }
      placements.append(Placement(index: index, column: column, glyph: glyph))
      column += glyph.width
    }
    let before = glyphs[offset..<caret].reduce(0) { $0 + $1.width }
    return FieldLayout(
      scrollOffset: offset, caretColumn: min(before, width - 1), placements: placements)
  }

  /// The first glyph of the longest run of glyphs ending before `caret` that takes at most
  /// `cells` cells.
  private static func start(before caret: Int, within cells: Int, in glyphs: [Glyph]) -> Int {
    var start = caret
    var used = 0
    while start > 0, used + glyphs[start - 1].width <= cells {
      start -= 1
      used += glyphs[start].width
    }
    return start
  }

  /// This layout with every glyph index (and the scroll offset) moved by `offset`: a layout of a
  /// window of glyphs starting at glyph `offset`, in the whole text's indices.
  package func shifted(by offset: Int) -> FieldLayout {
    FieldLayout(
      scrollOffset: scrollOffset + offset, caretColumn: caretColumn,
      placements: placements.map {
        Placement(index: $0.index + offset, column: $0.column, glyph: $0.glyph)
      })
  }

  /// The caret offset (in glyphs) a click at `column` lands on: before the glyph under it, or
  /// after the last glyph when the click is past the text.
  package func caret(atColumn column: Int) -> Int {
    for placement in placements where column < placement.column + placement.glyph.width {
      return placement.index
    }
    return (placements.last?.index).map { $0 + 1 } ?? scrollOffset
  }
}
