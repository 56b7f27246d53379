extension String {
  /// The string with the Characters in `range` (offsets in Characters) replaced.
  ///
  /// O(n).
  ///
  /// `range` must lie within the string; callers clamp it first.
  func replacingCharacters(in range: Range<Int>, with replacement: String) -> String {
    let lower = index(startIndex, offsetBy: range.lowerBound)
    let upper = index(lower, offsetBy: range.count)
    var copy = self
    copy.replaceSubrange(lower..<upper, with: replacement)
    return copy
  }

  /// The Characters in `range` (offsets in Characters), as a string.
  ///
  /// O(n).
  func characters(in range: Range<Int>) -> String {
    let lower = index(startIndex, offsetBy: range.lowerBound)
    let upper = index(lower, offsetBy: range.count)
    return String(self[lower..<upper])
  }
}
