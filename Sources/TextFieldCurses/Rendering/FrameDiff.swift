/// What changed between two frames: the runs of cells a terminal must rewrite.
public enum FrameDiff {
  /// A horizontal run of changed cells starting at column `x` of row `y`.
  public struct Run: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var cells: [Frame.Cell]
  }

  /// The runs turning `old` into `new`.
  ///
  /// Every non-blank row of `new` when there is no `old` or
  /// the sizes differ. A run never starts on the second cell of a wide glyph.
  ///
  /// Cost: O(width × height).
  public static func runs(from old: Frame?, to new: Frame) -> [Run] {
    let comparable = old.map { $0.width == new.width && $0.height == new.height } ?? false
    var runs: [Run] = []
    for y in 0..<new.height {
      var x = 0
      while x < new.width {
        guard !comparable || old?[x, y] != new[x, y] else {
          x += 1
          continue
        }
        var start = x
        if new[start, y].text.isEmpty, start > 0 { start -= 1 }
        var end = x + 1
        while end < new.width,
          !comparable || old?[end, y] != new[end, y] || new[end, y].text.isEmpty
        {
          end += 1
        }
        runs.append(Run(x: start, y: y, cells: (start..<end).map { new[$0, y] }))
        x = end
      }
    }
    return runs
  }
}
