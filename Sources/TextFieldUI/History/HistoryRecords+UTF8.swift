extension HistoryRecords {
  /// The high bit of each byte of a word.
  static let highBits: UInt64 = 0x8080_8080_8080_8080
  /// A word of line feeds.
  static let lineFeeds: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
  /// A word of backslashes.
  static let backslashes: UInt64 = 0x5C5C_5C5C_5C5C_5C5C

  /// The high bit of each byte of `word` (ASCII bytes only) that is zero, and nothing else: no
  /// carry crosses a byte, so a zero byte is never reported by its neighbour.
  @inline(__always)
  static func zeroBytes(_ word: UInt64) -> UInt64 {
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    return ~(((word & low) &+ low) | word | low)
  }

  /// The offset of the first byte of `bytes` that does not begin well-formed UTF-8 (a stray
  /// continuation byte, an overlong form, a surrogate, past U+10FFFF, a sequence cut short), or
  /// `nil` when all of it is; ASCII is checked eight bytes at a time.
  static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    let end = bytes.count
    var offset = 0
    while offset < end {
      if offset + 8 <= end,
        raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        offset += 8
        continue
      }
      if bytes[offset] < 0x80 {
        offset += 1
        continue
      }
      guard let length = sequenceLength(bytes, at: offset) else { return offset }
      offset += length
    }
    return nil
  }

  /// The length of the well-formed multi-byte sequence at `offset`, or `nil`.
  static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch bytes[offset] {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: return nil
    }
    guard bytes.count - offset >= length else { return nil }
    let second = bytes[offset + 1]
    guard second >= low, second <= high else { return nil }
    for next in (offset + 2)..<(offset + length) where bytes[next] & 0xC0 != 0x80 {
      return nil
    }
    return length
  }
}
