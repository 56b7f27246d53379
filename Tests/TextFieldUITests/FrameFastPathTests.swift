import Testing

@testable import TextFieldCore
@testable import TextFieldUI

/// The per-key shortcuts of frames give what the plain paths give: a row of placements put at
/// once equals a `put` per glyph, and the runs of a diff turn the old frame into the new one.
@Suite struct FrameFastPathTests {
  /// A generator of the same numbers on every run (SplitMix64).
  struct Numbers {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  static let glyphs = [
    Glyph(text: "a", width: 1), Glyph(text: "日", width: 2), Glyph(text: "\u{301}", width: 0),
    Glyph(text: "é", width: 1), Glyph(text: "👩‍💻", width: 2),
  ]
  static let styles = [
    CellStyle.plain, CellStyle(.bold), CellStyle(.reverse, color: .accent),
    CellStyle(color: .custom(7)),
  ]

  /// A row of `width` cells with wide glyphs here and there, in mixed styles.
  static func frame(width: Int, height: Int, numbers: inout Numbers) -> Frame {
    var frame = Frame(width: width, height: height)
    for y in 0..<height {
      var x = 0
      while x < width {
        let glyph = glyphs[numbers.next(glyphs.count)]
        x = max(x + 1, frame.put(glyph, x: x, y: y, style: styles[numbers.next(styles.count)]))
      }
    }
    return frame
  }

  @Test(arguments: 0..<200)
  func placementsPutAtOnceEqualAPutPerGlyph(seed: Int) {
    var numbers = Numbers(state: UInt64(seed))
    let width = 1 + numbers.next(12)
    let frame = Self.frame(width: width, height: 2, numbers: &numbers)
    // Placements as layouts make them (each where the one before ends), with here and there a
    // gap, a step back, or a start outside the row.
    var placements: [FieldLayout.Placement] = []
    var column = numbers.next(4) - 1
    for index in 0..<numbers.next(10) {
      let glyph = Self.glyphs[numbers.next(Self.glyphs.count)]
      placements.append(FieldLayout.Placement(index: index, column: column, glyph: glyph))
      // As a layout places them (a zero-width glyph is followed at its own column), or with a
      // cell more or less.
      column += numbers.next(2) == 0 ? glyph.width : max(1, glyph.width)
      switch numbers.next(8) {
      case 0: column += 1
      case 1: column -= 1
      default: break
      }
    }
    let x = numbers.next(3) - 1
    let y = numbers.next(3)
    let lower = numbers.next(6)
    let selected = lower..<(lower + numbers.next(4))
    var expected = frame
    for item in placements {
      let style = selected.contains(item.index) ? Self.styles[2] : Self.styles[1]
      expected.put(item.glyph, x: x + item.column, y: y, style: style)
    }
    var actual = frame
    actual.put(
      placements, x: x, y: y, style: Self.styles[1], selectedStyle: Self.styles[2],
      selected: selected)
    #expect(actual == expected, "\(placements.map { ($0.column, $0.glyph.text) }) at \(x)")
  }

  @Test(arguments: 0..<200)
  func theRunsOfADiffTurnTheOldFrameIntoTheNewOne(seed: Int) {
    var numbers = Numbers(state: UInt64(seed) &+ 1000)
    let width = 1 + numbers.next(10)
    let old = Self.frame(width: width, height: 3, numbers: &numbers)
    var new = old
    for _ in 0..<numbers.next(5) {
      new.put(
        Self.glyphs[numbers.next(Self.glyphs.count)], x: numbers.next(width), y: numbers.next(3),
        style: Self.styles[numbers.next(Self.styles.count)])
    }
    // With nothing known of the screen (no frame, or one of another size), the runs draw every
    // row from a blank screen.
    for unknown in [nil, Frame(width: width + 1, height: 3)] {
      var drawn = Frame(width: width, height: 3)
      for run in FrameDiff.runs(from: unknown, to: new) {
        var row = Array(drawn.row(run.y))
        row.replaceSubrange(run.x..<(run.x + run.cells.count), with: run.cells)
        drawn.replaceRow(run.y, with: row[...])
      }
      #expect(drawn == new)
    }
    var patched = old
    for run in FrameDiff.runs(from: old, to: new) {
      #expect(!new[run.x, run.y].isContinuation)
      var row = Array(patched.row(run.y))
      row.replaceSubrange(run.x..<(run.x + run.cells.count), with: run.cells)
      patched.replaceRow(run.y, with: row[...])
    }
    #expect(patched == new)
    // Changed cells are written, with at most the other cell of a wide glyph on either side.
    let written = FrameDiff.runs(from: old, to: new).reduce(0) { $0 + $1.cells.count }
    let changed = (0..<3).reduce(0) { sum, y in
      sum + (0..<width).filter { old[$0, y] != new[$0, y] }.count
    }
    #expect(written >= changed && written <= 3 * changed)
  }

  /// Unchanged cells at either end of a changed row are passed over, and each changed stretch
  /// between them is a run of its own.
  @Test func aChangedRowGivesARunPerChangedStretch() {
    var old = Frame(width: 8, height: 1)
    old.write("abcdefgh", x: 0, y: 0)
    var new = old
    new.write("X", x: 0, y: 0)
    new.write("Y", x: 3, y: 0)
    new.write("Z", x: 7, y: 0)
    let runs = FrameDiff.runs(from: old, to: new)
    #expect(runs.map { "\($0.x):\($0.cells.map(\.text).joined())" } == ["0:X", "3:Y", "7:Z"])
  }

  /// A diff skips rows by comparing their bytes: a cell must have no padding, and its style must
  /// survive the word it is kept in.
  @Test func aCellIsThreeWordsAndItsStyleSurvivesItsWord() {
    #expect(MemoryLayout<Frame.Cell>.size == MemoryLayout<Frame.Cell>.stride)
    #expect(MemoryLayout<Frame.Cell>.size == 24)
    let colors: [CellStyle.ColorRole] = [.standard, .error, .accent, .custom(0), .custom(255)]
    var words: Set<UInt64> = []
    for raw in 0...UInt8(15) {
      for color in colors {
        let style = CellStyle(CellStyle.Attributes(rawValue: raw), color: color)
        #expect(CellStyle(word: style.word) == style)
        #expect(Frame.Cell("x", style: style).style == style)
        words.insert(style.word)
      }
    }
    #expect(words.count == 16 * colors.count)
  }
}
