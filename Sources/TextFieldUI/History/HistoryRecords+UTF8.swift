extension HistoryRecords {
  /// Whether `bytes` are well-formed UTF-8: no stray continuation byte, no overlong form, no
  /// surrogate, nothing past U+10FFFF, no sequence cut short.
  static func isValidUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
    var offset = bytes.startIndex
    let end = bytes.endIndex
    while offset < end {
      let lead = bytes[offset]
      if lead < 0x80 {
        offset += 1
        continue
      }
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
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
      default: return false
      }
      guard end - offset >= length else { return false }
      let second = bytes[offset + 1]
      guard second >= low, second <= high else { return false }
      for next in (offset + 2)..<(offset + length) where bytes[next] & 0xC0 != 0x80 {
        return false
      }
      offset += length
    }
    return true
  }
}
