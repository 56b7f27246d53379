extension RegexRun {
  /// Consumes the Characters of `text` in order, calling `body` after each, until the run dies;
  /// returns false if it died.
  ///
  /// A `String` or `Substring` is read as UTF-8 bytes: an ASCII byte followed by another ASCII
  /// byte (or by the end) is a whole Character unless the two are `\r\n`, so runs of ASCII skip
  /// grapheme breaking and go through the state cache; other Characters are cut by the standard
  /// library. O(n × program size) in the worst case, O(n) once the states are known.
  mutating func consume(
    contentsOf text: some Sequence<Character>, afterEach body: (inout RegexRun) -> Void = { _ in }
  ) -> Bool {
    if let string = text as? String {
      return consume(substring: string[...], afterEach: body)
    }
    if let substring = text as? Substring {
      return consume(substring: substring, afterEach: body)
    }
    for character in text {
      consume(character)
      body(&self)
      if isDead { return false }
    }
    return true
  }

  private mutating func consume(
    substring text: Substring, afterEach body: (inout RegexRun) -> Void
  ) -> Bool {
    let utf8 = text.utf8
    let alive = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      var offset = 0
      while offset < bytes.count {
        let byte = bytes[offset]
        let following = offset + 1 < bytes.count ? bytes[offset + 1] : 0
        if byte < 0x80, following < 0x80, byte != 0x0D || following != 0x0A {
          consume(ascii: byte)
          offset += 1
        } else {
          let start = utf8.index(utf8.startIndex, offsetBy: offset)
          guard let character = Substring(utf8[start...]).first else {
            return true  // Not reached: offset is always on a Character boundary.
          }
          consume(character)
          offset += character.utf8.count
        }
        body(&self)
        if isDead { return false }
      }
      return true
    }
    if let alive { return alive }
    for character in text {
      consume(character)
      body(&self)
      if isDead { return false }
    }
    return true
  }
}
