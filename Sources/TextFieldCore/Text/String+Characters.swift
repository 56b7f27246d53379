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
}

extension String {
  /// The offset in UTF-8 code units where the Character at `offset` (in Characters) begins.
  ///
  /// O(offset).
  func utf8Offset(ofCharacter offset: Int) -> Int {
    let position = index(startIndex, offsetBy: offset, limitedBy: endIndex) ?? endIndex
    return utf8.distance(from: startIndex, to: position)
  }

  /// How many Characters begin before the UTF-8 offset `end`: the caret offset after text that
  /// ends at `end`, even when that text merged into a Character with what follows it.
  ///
  /// Counting starts at the Character offset `start`, which must begin at or before `end`.
  /// O(end) in UTF-8 code units.
  func characterOffset(endingUTF8Offset end: Int, from start: Int) -> Int {
    var offset = start
    var position = index(startIndex, offsetBy: start, limitedBy: endIndex) ?? endIndex
    let limit = utf8.index(utf8.startIndex, offsetBy: min(end, utf8.count))
    while position < endIndex, position < limit {
      formIndex(after: &position)
      offset += 1
    }
    return offset
  }
}

extension String {
  /// The number of Characters when the string is ASCII with no CR LF pair, else `nil`.
  ///
  /// Each byte is then a Character. One pass over the bytes: cheaper than counting Characters.
  var plainASCIICount: Int? {
    var copy = self
    return copy.withUTF8 { bytes -> Int? in
      var afterCarriageReturn = false
      for byte in bytes {
        if byte >= 0x80 || (byte == 0x0A && afterCarriageReturn) { return nil }
        afterCarriageReturn = byte == 0x0D
      }
      return bytes.count
    }
  }

  /// The number of Characters, counted byte by byte for plain ASCII (see ``plainASCIICount``).
  var characterCount: Int { plainASCIICount ?? count }
}
