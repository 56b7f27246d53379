import TextFieldCore

/// Turns frames into the bytes that draw them in the rows under the cursor, moving the cursor
/// only relatively: pure, so it is tested without a terminal.
///
/// The region starts at column 0 of the row the cursor was on. It grows by line feeds from its
/// last row (which scroll the screen up when it reaches the bottom: the lines above go into the
/// scrollback, never overwritten) and is reached by `cuu`/`cud` and `cr`, then `cuf` to a column.
/// A run starts with `cr` unless the cursor is already at its first cell and everything written
/// since the last `cr` on that row was printable ASCII, whose width every terminal agrees on: a
/// glyph the terminal draws wider than we measured shifts at most the rest of its own run, and
/// typing at the end of a field costs one byte. Nothing is ever written outside the region.
package struct InlineRenderer: Sendable {
  /// The control strings.
  package let controls: InlineControls
  /// Rows of the region so far (the cursor's row is the first).
  package private(set) var reservedRows = 1
  /// The cursor's row in the region, from 0.
  package private(set) var row = 0
  /// The cursor's column (where the last draw left it).
  package private(set) var column = 0
  /// The last frame drawn, `nil` when the next draw repaints everything.
  package private(set) var lastFrame: Frame?
  private var cursorShown: Bool?
  /// Whether the terminal's cursor is surely at ``column`` of ``row``: set by a move, kept by
  /// writing printable ASCII short of the frame's right edge.
  private var columnKnown = false
  /// `controls.right(n)` at `n`, once asked for.
  private var rightMoves: [[UInt8]?] = []

  package init(controls: InlineControls) {
    self.controls = controls
  }

  /// The bytes drawing `frame`.
  ///
  /// Only what changed since the last frame of the same size, else a repaint from the region's top (erasing what is below it). Ends with the cursor at the
  /// frame's caret, shown, or hidden when the frame has none.
  package mutating func draw(_ frame: Frame) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(64)  // a key's bytes, most often: no growing on the way
    reserve(rows: frame.height, into: &out)
    if let old = lastFrame, old.width == frame.width, old.height == frame.height {
      FrameDiff.forEachRun(from: old, to: frame) { x, y, cells in
        move(toRow: y, column: x, into: &out)
        write(cells, into: &out, width: frame.width)
      }
    } else {
      erase(into: &out)
      for y in 0..<frame.height {
        let cells = (0..<frame.width).map { frame[$0, y] }
        guard let last = cells.lastIndex(where: { $0 != .blank }) else { continue }
        move(toRow: y, column: 0, into: &out)
        write(cells[...last], into: &out, width: frame.width)
      }
    }
    if let cursor = frame.cursor {
      move(toRow: cursor.y, column: cursor.x, into: &out)
    } else {
      move(toRow: 0, column: 0, into: &out)
    }
    let shown = frame.cursor != nil
    if cursorShown != shown {
      out += shown ? controls.showCursor : controls.hideCursor
      cursorShown = shown
    }
    lastFrame = frame
    return out
  }

  /// What ``clear()``'s bytes depend on: the same key, the same bytes.
  package struct ClearKey: Equatable, Sendable {
    /// The cursor's row in the region.
    var row: Int
    /// The rows the region holds.
    var reservedRows: Int
    /// Whether the cursor is known to be at the start of its row.
    var atRowStart: Bool
  }

  /// The bytes ``clear()`` would write now, or `nil` when they are those of `key`.
  ///
  /// `key` becomes the key of the bytes returned. Leaves the renderer as it is.
  ///
  /// Mutating only to reach the renderer in place: the terminal asks after every frame, and a
  /// call reading it by value would copy the whole renderer out of the terminal each time.
  package mutating func clearBytes(ifChangedSince key: inout ClearKey?) -> [UInt8]? {
    let now = ClearKey(row: row, reservedRows: reservedRows, atRowStart: columnKnown && column == 0)
    guard now != key else { return nil }
    key = now
    var copy = self
    return copy.clear()
  }

  /// The bytes erasing the region (the cursor ends at its top-left, where it was at the start).
  package mutating func clear() -> [UInt8] {
    var out = controls.resetAttributes
    erase(into: &out)
    move(toRow: 0, column: 0, into: &out)
    out += controls.showCursor
    lastFrame = nil
    cursorShown = true
    columnKnown = false
    return out
  }

  /// The bytes replacing the region with `lines` (sanitised, plain), leaving the cursor at the
  /// start of the row after them, as if they had been printed (a line longer than the terminal
  /// wraps as printed text does).
  package mutating func finish(leaving lines: [String]) -> [UInt8] {
    var out = clear()
    for line in lines {
      out += Array(DisplaySanitizer.sanitize(line).utf8)
      out += controls.carriageReturn + controls.lineFeed
    }
    reservedRows = 1
    row = 0
    column = 0
    return out
  }

  /// Takes in a new terminal width.
  ///
  /// The terminal may have rewrapped the rows above the cursor
  /// (tmux and most terminals reflow lines longer than the new width), so the region's top is as
  /// many screen rows up as those rows now take. Returns the bytes that move there; the next
  /// draw repaints everything from it.
  package mutating func resize(toWidth width: Int) -> [UInt8] {
    var rowsUp = 0
    if let old = lastFrame, width > 0 {
      for y in 0..<min(row, old.height) {
        let length = ((0..<old.width).last { old[$0, y] != .blank } ?? -1) + 1
        rowsUp += max(1, (length + width - 1) / width)
      }
      rowsUp += column / width
    } else {
      rowsUp = row
    }
    var out: [UInt8] = []
    if rowsUp > 0 { out += controls.up(rowsUp) }
    out += controls.carriageReturn
    row = 0
    column = 0
    reservedRows = 1
    lastFrame = nil
    columnKnown = false
    return out
  }

  /// Forgets the screen: the next draw repaints everything (`C-l`), in the same region.
  package mutating func invalidate() {
    lastFrame = nil
    columnKnown = false
  }

  /// Starts over at the cursor's row (after a stop, the region was cleared and the cursor is at
  /// its old top-left or on a new line below the shell's messages).
  package mutating func restart() {
    reservedRows = 1
    row = 0
    column = 0
    lastFrame = nil
    cursorShown = nil
    columnKnown = false
  }

  /// Erases the region and everything below it, never with `ed` at the region's top-left when
  /// it has a second row: at the screen's top-left that is "clear the screen", which tmux (option
  /// `scroll-on-clear`) answers by copying the screen into the scrollback.
  private mutating func erase(into out: inout [UInt8]) {
    move(toRow: 0, column: 0, into: &out)
    if reservedRows > 1 {
      out += controls.clearToEndOfLine
      move(toRow: 1, column: 0, into: &out)
    }
    out += controls.clearToEndOfScreen
  }

  /// Grows the region to `rows` rows with line feeds from its last row.
  private mutating func reserve(rows: Int, into out: inout [UInt8]) {
    guard rows > reservedRows else { return }
    move(toRow: reservedRows - 1, column: 0, into: &out)
    for _ in reservedRows..<rows { out += controls.lineFeed }
    row = rows - 1
    reservedRows = rows
    columnKnown = false
  }

  private mutating func move(toRow target: Int, column targetColumn: Int, into out: inout [UInt8]) {
    if columnKnown, target == row, targetColumn == column { return }
    if target < row { out += controls.up(row - target) }
    if target > row { out += controls.down(target - row) }
    out += controls.carriageReturn
    if targetColumn > 0 { out += right(targetColumn) }
    row = target
    column = targetColumn
    columnKnown = true
  }

  /// Writes cells from the cursor (the second cell of a wide glyph is skipped), styled, ending
  /// with attributes reset, in a frame `width` cells wide.
  private mutating func write(
    _ cells: ArraySlice<Frame.Cell>, into out: inout [UInt8], width: Int
  ) {
    var style = CellStyle.plain
    for cell in cells where !cell.isContinuation {
      if cell.style != style {
        appendAttributes(for: cell.style, from: style, to: &out)
        style = cell.style
      }
      if !cell.isPrintableASCII { columnKnown = false }
      cell.appendUTF8(to: &out)
    }
    if style != .plain { out += controls.resetAttributes }
    column += cells.count
    // At the right edge the cursor waits there to wrap, a column short of `column`.
    if column >= width { columnKnown = false }
  }

  /// The bytes moving the cursor `count` columns right, expanded once for each count (a
  /// terminfo expansion costs more than the rest of a key's drawing).
  private mutating func right(_ count: Int) -> [UInt8] {
    guard count < 1024 else { return controls.right(count) }
    if rightMoves.count <= count {
      rightMoves += repeatElement(nil, count: count + 1 - rightMoves.count)
    }
    if let bytes = rightMoves[count] { return bytes }
    let bytes = controls.right(count)
    rightMoves[count] = bytes
    return bytes
  }

  /// Appends the bytes setting `style` from `current` (attributes reset first unless they are
  /// plain).
  private func appendAttributes(
    for style: CellStyle, from current: CellStyle, to out: inout [UInt8]
  ) {
    if current != .plain { out += controls.resetAttributes }
    if style.attributes.contains(.bold) { out += controls.bold }
    if style.attributes.contains(.dim) { out += controls.dim }
    if style.attributes.contains(.underline) { out += controls.underline }
    if style.attributes.contains(.reverse) { out += controls.reverse }
    switch (style.color, controls.foreground) {
    case (.standard, _), (.custom, _): break
    case (.error, let foreground?): out += foreground(1)
    case (.accent, let foreground?): out += foreground(6)
    case (_, nil): out += controls.bold
    }
  }
}
