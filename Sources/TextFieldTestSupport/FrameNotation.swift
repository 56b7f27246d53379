import TextFieldUI

extension CellStyle {
  /// One letter for tests: `!` error, `a` accent, `c` custom, `r` reverse, `u` underline, `d` dim (with
  /// `D` for dim and underlined), `b` bold, `.` plain.
  public var code: Character {
    if color == .error { return "!" }
    if color == .accent { return "a" }
    if case .custom = color { return "c" }
    if attributes.contains(.reverse) { return "r" }
    if attributes.contains(.dim) { return attributes.contains(.underline) ? "D" : "d" }
    if attributes.contains(.underline) { return "u" }
    if attributes.contains(.bold) { return "b" }
    return "."
  }
}

extension Frame {
  /// Row `y`'s styles, one ``CellStyle/code`` per cell, trailing plain cells trimmed.
  public func styles(row y: Int) -> String {
    var line = String((0..<width).map { self[$0, y].style.code })
    while line.last == "." { line.removeLast() }
    return line
  }
}
