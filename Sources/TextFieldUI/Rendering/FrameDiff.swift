#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What changed between two frames: the runs of cells a terminal must rewrite.
package enum FrameDiff {
  /// A horizontal run of changed cells starting at column `x` of row `y`.
  package struct Run: Equatable, Sendable {
    package var x: Int
    package var y: Int
    package var cells: [Frame.Cell]
  }

  /// The runs turning `old` into `new`.
  ///
  /// Every non-blank row of `new` when there is no `old` or
  /// the sizes differ. A run never starts on the second cell of a wide glyph.
  ///
  /// Cost: O(width × height).
  package static func runs(from old: Frame?, to new: Frame) -> [Run] {
    var runs: [Run] = []
    forEachRun(from: old, to: new) { x, y, cells in
      runs.append(Run(x: x, y: y, cells: Array(cells)))
    }
    return runs
  }

  /// Calls `body` with each run turning `old` into `new` (its column, its row and its cells, a
  /// slice of `new`'s), in the order of ``runs(from:to:)``, without building a list.
  static func forEachRun(
    from old: Frame?, to new: Frame, _ body: (Int, Int, ArraySlice<Frame.Cell>) -> Void
  ) {
    let width = new.width
    let before = old.flatMap { $0.width == width && $0.height == new.height ? $0.cells : nil }
    let cells = new.cells
    cells.withUnsafeBufferPointer { after in
      (before ?? []).withUnsafeBufferPointer { previous in
        for y in 0..<new.height {
          let row = y * width
          var x = 0
          var last = width
          if !previous.isEmpty, let old = previous.baseAddress, let now = after.baseAddress {
            // Most keys change one row: a row whose bytes are all the same is skipped in one
            // comparison (a cell has no padding: equal cells have equal bytes). In a changed
            // row, the unchanged cells at either end are passed over before runs are looked for.
            let stride = MemoryLayout<Frame.Cell>.stride
            if memcmp(old + row, now + row, width * stride) == 0 { continue }
            while previous[row + x] == after[row + x] { x += 1 }
            while previous[row + last - 1] == after[row + last - 1] { last -= 1 }
          }
          /// Whether the cell at `column` must be written: it changed, or nothing is known.
          func differs(_ column: Int) -> Bool {
            previous.isEmpty || previous[row + column] != after[row + column]
          }
          while x < last {
            guard differs(x) else {
              x += 1
              continue
            }
            var start = x
            if after[row + start].isContinuation, start > 0 { start -= 1 }
            var end = x + 1
            while end < width, (end < last && differs(end)) || after[row + end].isContinuation {
              end += 1
            }
            body(start, y, cells[(row + start)..<(row + end)])
            x = end
          }
        }
      }
    }
  }
}
