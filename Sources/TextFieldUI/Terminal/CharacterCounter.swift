/// Counts the Characters of UTF-8 bytes that arrive one at a time, as `String.count` would count
/// them, without keeping the bytes: what a paste cut at its limit dropped.
///
/// O(1) per byte: ASCII after ASCII is a boundary (CR LF comes joined), anything else goes
/// through the standard library's incremental grapheme breaker. Invalid UTF-8 counts as U+FFFD,
/// a continuation byte with no lead before it (the rest of a character cut before) not at all.
struct CharacterCounter: Sendable {
  /// The Characters so far.
  private(set) var count = 0
  /// The scalar being decoded, and how many continuation bytes it still needs.
  private var partial: UInt32 = 0
  private var needed = 0
  /// The last scalar counted, when it was ASCII (the breaker has not seen it).
  private var lastASCII: Unicode.Scalar?
  private var breaker = Unicode._CharacterRecognizer()

  /// Adds one byte.
  mutating func add(_ byte: UInt8) {
    switch byte {
    case 0..<0x80:
      if needed > 0 { endInvalid() }
      if let last = lastASCII {
        // Between two ASCII scalars only CR LF does not break.
        if last != "\r" || byte != 0x0A { count += 1 }
        lastASCII = Unicode.Scalar(byte)
      } else {
        add(scalar: Unicode.Scalar(byte))
      }
    case 0x80..<0xC0:
      guard needed > 0 else { return }
      partial = partial << 6 | UInt32(byte & 0x3F)
      needed -= 1
      if needed == 0 { add(scalar: Unicode.Scalar(partial) ?? "\u{FFFD}") }
    default:
      if needed > 0 { endInvalid() }
      // The lead byte's payload: the bits below its length prefix (0x1F, 0x0F or 0x07).
      let length = ByteKeyReader.sequenceLength(lead: byte, lenient: true)
      (needed, partial) = (length - 1, UInt32(byte & (0xFF >> (length + 1))))
    }
  }

  /// A sequence cut short by a byte that cannot continue it: U+FFFD.
  private mutating func endInvalid() {
    needed = 0
    add(scalar: "\u{FFFD}")
  }

  private mutating func add(scalar: Unicode.Scalar) {
    if let last = lastASCII {
      // The breaker takes over after ASCII: it learns the last ASCII scalar first.
      breaker = Unicode._CharacterRecognizer()
      _ = breaker.hasBreak(before: last)
      lastASCII = nil
    }
    if breaker.hasBreak(before: scalar) || count == 0 { count += 1 }
    // After ASCII, no earlier scalar matters to the next break (an ASCII scalar ends emoji and
    // flag sequences): the fast path takes over.
    if scalar.isASCII { lastASCII = scalar }
  }
}
