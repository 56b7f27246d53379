extension Frame: CustomStringConvertible {
  /// The rows as text, trailing blanks trimmed, with `|` inserted before the caret's cell.
  public var description: String { text(showingCursor: true) }

  /// The rows as text, trailing blanks trimmed; with `showingCursor`, `|` marks the caret.
  public func text(showingCursor: Bool = false) -> String {
    (0..<height).map { y in
      var line = ""
      for x in 0..<width {
        if showingCursor, cursor == Point(x: x, y: y) { line += "|" }
        line += self[x, y].text
      }
      if showingCursor, cursor == Point(x: width, y: y) { line += "|" }
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }
}
