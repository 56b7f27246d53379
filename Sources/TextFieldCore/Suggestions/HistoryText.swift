/// Byte-level matching for ``History``: ASCII letters folded to lower case, every other byte
/// compared as it is (so other scripts match as typed).
enum HistoryText {
  /// `byte` with `A`–`Z` folded to `a`–`z`.
  @inline(__always)
  static func fold(_ byte: UInt8) -> UInt8 {
    byte &- 0x41 < 26 ? byte | 0x20 : byte
  }

  /// `text`'s UTF-8 bytes, folded.
  static func folded(_ text: String) -> [UInt8] { text.utf8.map(fold) }

  /// Whether `record` starts with `prefix` (folded).
  static func starts(_ record: ArraySlice<UInt8>, with prefix: [UInt8]) -> Bool {
    guard record.count >= prefix.count else { return false }
    var offset = record.startIndex
    for byte in prefix {
      guard fold(record[offset]) == byte else { return false }
      offset += 1
    }
    return true
  }

  /// Whether `offset` (a count of bytes from `record`'s start) is between two Characters of
  /// `record`: its start, its end, or a place no Character spans (a combining mark, a joiner, a
  /// flag's second half or a CR LF's line feed does not start one).
  ///
  /// Between two ASCII bytes (a CR LF aside) it is, at once; elsewhere the record is read as a
  /// String to say.
  static func isCharacterBoundary(_ record: ArraySlice<UInt8>, at offset: Int) -> Bool {
    guard offset > 0, offset < record.count else { return true }
    let before = record[record.startIndex + offset - 1]
    let after = record[record.startIndex + offset]
    if before < 0x80, after < 0x80, before != 0x0D { return true }
    let text = String(decoding: record, as: UTF8.self)
    let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    return index.samePosition(in: text) != nil
  }

  /// Whether `record` contains `needle` (folded; an empty needle is in every record).
  static func contains(_ record: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
    guard let first = needle.first else { return true }
    guard record.count >= needle.count else { return false }
    var start = record.startIndex
    let last = record.endIndex - needle.count
    while start <= last {
      if fold(record[start]) == first {
        var offset = 1
        while offset < needle.count, fold(record[start + offset]) == needle[offset] { offset += 1 }
        if offset == needle.count { return true }
      }
      start += 1
    }
    return false
  }
}
