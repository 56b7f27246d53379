#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A history file's text: one value per line, `\` escaping a backslash (`\\`), a line feed
/// (`\n`) and a carriage return (`\r`), so every value, whatever it holds, is one line.
///
/// A line that is not valid UTF-8, holds an escape other than these three, or is not ended by
/// a line feed is skipped, and counted: the lines after it are still read.
package struct HistoryRecords {
  /// The records' values, unescaped, oldest first, each followed by one separator byte.
  package var utf8: [UInt8]
  /// Where each record ends in ``utf8``.
  package var ends: [Int]
  /// How many lines were skipped as not valid.
  package var skipped = 0
  /// Whether the bytes are the end of a file, not all of it (lines are then named so).
  private let partial: Bool

  /// What to say of the lines skipped, if any: "2 lines were not valid and were skipped".
  package var problem: String? {
    guard skipped > 0 else { return nil }
    let lines =
      partial
      ? (skipped == 1 ? "1 of its newest lines was" : "\(skipped) of its newest lines were")
      : (skipped == 1 ? "1 line was" : "\(skipped) lines were")
    return "\(lines) not valid and \(skipped == 1 ? "was" : "were") skipped"
  }

  /// `value` as one line of a history file, its line feed included.
  package static func line(for value: String) -> [UInt8] {
    var line: [UInt8] = []
    line.reserveCapacity(value.utf8.count + 1)
    for byte in value.utf8 {
      switch byte {
      case 0x5C: line += [0x5C, 0x5C]
      case 0x0A: line += [0x5C, 0x6E]
      case 0x0D: line += [0x5C, 0x72]
      default: line.append(byte)
      }
    }
    line.append(0x0A)
    return line
  }

  /// The records of `bytes` (a history file's contents): every valid line, empty lines and
  /// lines that are not valid skipped (these counted in ``skipped``).
  ///
  /// O(n), and fast for a valid file without a backslash or an empty line: its bytes are kept
  /// as they are, checked as UTF-8 eight ASCII bytes at a time and cut into lines with `memchr`.
  ///
  /// With `partial`, the bytes are a file's newest lines, and the notice says so.
  package init(_ bytes: [UInt8], partial: Bool = false) {
    utf8 = bytes
    ends = []
    self.partial = partial
    let valid = bytes.withUnsafeBufferPointer(HistoryRecords.firstInvalidUTF8) == nil
    let escaped = bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { memchr($0, 0x5C, buffer.count) != nil } ?? false
    }
    if !valid || escaped || !readPlainLines() {
      readEscapedLines(bytes)
    }
  }

  /// Reads the lines of a buffer with nothing to unescape (the buffer is the storage).
  ///
  /// Returns `false` (and reads nothing) at an empty line, which the general reader skips.
  private mutating func readPlainLines() -> Bool {
    let count = utf8.count
    var found: [Int] = []
    found.reserveCapacity(count / 16)
    var complete = true
    let plain = utf8.withUnsafeBufferPointer { buffer -> Bool in
      guard let base = buffer.baseAddress else { return true }
      var start = 0
      while start < count {
        guard let hit = memchr(base + start, 0x0A, count - start) else {
          complete = false
          return true
        }
        let end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
        guard end > start else { return false }
        found.append(end)
        start = end + 1
      }
      return true
    }
    guard plain else { return false }
    ends = found
    if !complete {
      // The last line, not ended by a line feed, is left out of the storage's records.
      skipped += 1
      utf8.removeSubrange(((found.last ?? -1) + 1)...)
    }
    return true
  }

  /// Reads line by line into a new buffer: checks each line's UTF-8, unescapes it, skips it
  /// when empty; a line that is not valid is skipped and counted.
  private mutating func readEscapedLines(_ bytes: [UInt8]) {
    utf8 = []
    utf8.reserveCapacity(bytes.count)
    ends = []
    skipped = 0
    var start = 0
    while start < bytes.count {
      guard let end = bytes[start...].firstIndex(of: 0x0A) else {
        skipped += 1
        return
      }
      defer { start = end + 1 }
      let invalid = bytes.withUnsafeBufferPointer { buffer in
        HistoryRecords.firstInvalidUTF8(UnsafeBufferPointer(rebasing: buffer[start..<end]))
      }
      guard invalid == nil else {
        skipped += 1
        continue
      }
      let mark = utf8.count
      var offset = start
      var bad = false
      while offset < end {
        let byte = bytes[offset]
        offset += 1
        guard byte == 0x5C else {
          utf8.append(byte)
          continue
        }
        guard offset < end, let escaped = HistoryRecords.unescape(bytes[offset]) else {
          bad = true
          break
        }
        utf8.append(escaped)
        offset += 1
      }
      if bad {
        utf8.removeSubrange(mark...)
        skipped += 1
        continue
      }
      if utf8.count > mark {
        ends.append(utf8.count)
        utf8.append(0x0A)
      }
    }
  }

  /// The byte `\` followed by `byte` stands for, if any.
  private static func unescape(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x5C: 0x5C
    case 0x6E: 0x0A
    case 0x72: 0x0D
    default: nil
    }
  }
}
