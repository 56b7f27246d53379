import TextFieldCore

/// A screen (or a region of one) as a grid of cells.
///
/// What every view renders into and what the terminal diffs and draws. Pure and `Equatable`; tests compare frames as text.
public struct Frame: Equatable, Sendable {
  /// A cell position: column and row from the top-left, from 0.
  public struct Point: Hashable, Sendable {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int
    /// The point at column `x`, row `y`.
    public init(x: Int, y: Int) {
      self.x = x
      self.y = y
    }
  }

  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// The cells, row by row.
  package private(set) var cells: [Cell]
  /// Where the real terminal caret goes, or `nil` to hide it.
  public var cursor: Point?

  /// A blank frame of `width` × `height` cells (negative sizes count as 0).
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The cell at column `x`, row `y` (a blank outside the frame).
  public subscript(x: Int, y: Int) -> Cell {
    contains(x: x, y: y) ? cells[y * width + x] : .blank
  }

  /// Whether the position lies inside the frame.
  package func contains(x: Int, y: Int) -> Bool {
    (0..<width).contains(x) && (0..<height).contains(y)
  }

  /// Puts `glyph` at column `x` of row `y` when all its cells fit, mending any wide glyph it
  /// overwrites half of.
  /// - Returns: the column after the glyph, or `x` when it did not fit.
  @discardableResult
  package mutating func put(_ glyph: Glyph, x: Int, y: Int, style: CellStyle = .plain) -> Int {
    let cellCount = max(1, glyph.width)
    guard contains(x: x, y: y), x + cellCount <= width else { return x }
    let row = y * width
    if cells[row + x].isContinuation, x > 0 {
      cells[row + x - 1] = Cell(ascii: 0x20, style: cells[row + x - 1].style)
    }
    let end = x + cellCount
    if end < width, cells[row + end].isContinuation {
      cells[row + end] = Cell(ascii: 0x20, style: cells[row + end].style)
    }
    cells[row + x] =
      glyph.width == 0 ? Cell(ascii: 0x20, style: style) : Cell(bytes: glyph.bytes, style: style)
    for column in x + 1..<end { cells[row + column] = Cell(continuing: style) }
    return end
  }

  /// Writes `text`, sanitised, from column `x` of row `y`, stopping before `limit` cells are
  /// exceeded (default: the frame's edge).
  /// - Returns: the column after the last glyph written.
  @discardableResult
  package mutating func write(
    _ text: String, x: Int, y: Int, style: CellStyle = .plain, limit: Int? = nil,
    cellWidth: CellWidth = .unicode
  ) -> Int {
    let end = min(width, x + (limit ?? width))
    var column = x
    for glyph in Glyph.glyphs(of: text, limit: max(0, end - x), cellWidth: cellWidth) {
      guard column + max(1, glyph.width) <= end else { break }
      column = put(glyph, x: column, y: y, style: style)
    }
    return column
  }

  /// Puts a row of laid-out glyphs, as a `put` of each glyph at column `x + column` of row `y`
  /// would, glyph `index` in `selectedStyle` when `selected` holds it, else in `style`.
  ///
  /// One pass over the cells: glyphs that follow each other are written without the checks a
  /// `put` makes, since only the ends of such a run can cut a wide glyph in half.
  mutating func put(
    _ placements: [FieldLayout.Placement], x: Int, y: Int, style: CellStyle,
    selectedStyle: CellStyle, selected: Range<Int>
  ) {
    guard (0..<height).contains(y) else { return }
    let width = width
    let row = y * width
    let styleWord = style.word
    let selectedWord = selectedStyle.word
    cells.withUnsafeMutableBufferPointer { cells in
      /// The column after the run being written, or `nil` between runs.
      var runEnd: Int?
      /// Ends the run: a wide glyph whose first cell it overwrote loses its other cells.
      func endRun() {
        if let end = runEnd, end < width, cells[row + end].isContinuation {
          cells[row + end] = Cell(ascii: 0x20, style: cells[row + end].style)
        }
        runEnd = nil
      }
      for placement in placements {
        let column = x + placement.column
        let cellCount = max(1, placement.glyph.width)
        guard column >= 0, column + cellCount <= width else {
          endRun()
          continue
        }
        if runEnd != column {
          endRun()
          // A new run: a wide glyph it overwrites the second cell of loses its first.
          if column > 0, cells[row + column].isContinuation {
            cells[row + column - 1] = Cell(ascii: 0x20, style: cells[row + column - 1].style)
          }
        }
        let word = selected.contains(placement.index) ? selectedWord : styleWord
        let bytes = placement.glyph.width == 0 ? GlyphBytes(ascii: 0x20) : placement.glyph.bytes
        cells[row + column] = Cell(bytes: bytes, styleWord: word)
        for next in column + 1..<column + cellCount {
          cells[row + next] = Cell(bytes: .continuation, styleWord: word)
        }
        runEnd = column + cellCount
      }
      endRun()
    }
  }

  /// The cells of row `y` (empty outside the frame).
  func row(_ y: Int) -> ArraySlice<Cell> {
    (0..<height).contains(y) ? cells[(y * width)..<((y + 1) * width)] : []
  }

  /// Replaces row `y` with `row`, cells of a row of the same width.
  mutating func replaceRow(_ y: Int, with row: ArraySlice<Cell>) {
    guard row.count == width else { return }
    replaceCells(x: 0, y: y, with: row)
  }

  /// Replaces the cells of row `y` from column `x` with `row` (cut at the frame's edge), as they
  /// are: the caller keeps wide glyphs whole.
  mutating func replaceCells(x: Int, y: Int, with row: ArraySlice<Cell>) {
    guard (0..<height).contains(y), (0..<width).contains(x) else { return }
    // A plain loop: the generic `replaceSubrange` cost more than rendering the row again.
    var target = y * width + x
    let end = (y + 1) * width
    for cell in row {
      guard target < end else { break }
      cells[target] = cell
      target += 1
    }
  }

  /// Sets the style of cells `x..<x+count` of row `y`, filling them with blanks.
  package mutating func fill(x: Int, y: Int, count: Int, style: CellStyle = .plain) {
    let start = max(0, x)
    let end = min(width, x + count)
    guard start < end, (0..<height).contains(y) else { return }
    // The edges mend a wide glyph cut in half (as `put` does); the inside is assigned at once.
    put(Glyph(text: " ", width: 1), x: start, y: y, style: style)
    put(Glyph(text: " ", width: 1), x: end - 1, y: y, style: style)
    let row = y * width
    let blank = Cell(ascii: 0x20, style: style)
    for column in start + 1..<max(start + 1, end - 1) { cells[row + column] = blank }
  }

  /// Copies `other` into this frame with its top-left at `origin` (clipped), cursor included
  /// when it lands inside.
  package mutating func blit(_ other: Frame, at origin: Point) {
    for y in 0..<other.height where contains(x: 0, y: origin.y + y) {
      for x in 0..<other.width where contains(x: origin.x + x, y: origin.y + y) {
        cells[(origin.y + y) * width + origin.x + x] = other[x, y]
      }
    }
    if let inner = other.cursor, contains(x: origin.x + inner.x, y: origin.y + inner.y) {
      cursor = Point(x: origin.x + inner.x, y: origin.y + inner.y)
    }
  }
}
