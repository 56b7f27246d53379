#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A history file's text: one value per line, `\` escaping a backslash (`\\`), a line feed
/// (`\n`) and a carriage return (`\r`), so every value, whatever it holds, is one line.
///
/// Reading stops at the first line that is not valid UTF-8, holds an escape other than these
/// three, or is not ended by a line feed, and says so: what came before it is kept.
package struct HistoryRecords {
  /// The records' values, unescaped, oldest first, each followed by one separator byte.
  package var utf8: [UInt8]
  /// Where each record ends in ``utf8``.
  package var ends: [Int]
  /// Why reading stopped early, if it did: "line 12 is not valid UTF-8".
  package var problem: String?
  /// Whether the bytes are the end of a file, not all of it (lines are then named so).
  private let partial: Bool

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

  /// The records of `bytes` (a history file's contents): every line up to the first that is
  /// not valid, empty lines skipped.
  ///
  /// O(n), and fast for a file without a backslash or an empty line: its bytes are kept as they
  /// are, checked as UTF-8 eight ASCII bytes at a time and cut into lines with `memchr`.
  ///
  /// With `partial`, the bytes are a file's newest lines, and a problem names its line among them.
  package init(_ bytes: [UInt8], partial: Bool = false) {
    utf8 = bytes
    ends = []
    problem = nil
    self.partial = partial
    if let bad = bytes.withUnsafeBufferPointer(HistoryRecords.firstInvalidUTF8) {
      let lineStart = bytes[..<bad].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
      let line = bytes[..<lineStart].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
      problem = "\(name(line)) is not valid UTF-8"
      utf8.removeSubrange(lineStart...)
    }
    let escaped = utf8.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { memchr($0, 0x5C, buffer.count) != nil } ?? false
    }
    if escaped || !readPlainLines() {
      let valid = utf8
      let before = problem
      problem = nil
      readEscapedLines(valid)
      if problem == nil { problem = before }
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
    if !complete { problem = "\(name(found.count + 1)) is not ended by a line feed" }
    return true
  }

  /// Reads line by line into a new buffer: checks each line's UTF-8, unescapes it, skips it
  /// when empty; stops at the first line that is not valid.
  private mutating func readEscapedLines(_ bytes: [UInt8]) {
    utf8 = []
    utf8.reserveCapacity(bytes.count)
    ends = []
    var line = 0
    var start = 0
    while start < bytes.count {
      line += 1
      guard let end = bytes[start...].firstIndex(of: 0x0A) else {
        problem = "\(name(line)) is not ended by a line feed"
        return
      }
      let mark = utf8.count
      var offset = start
      while offset < end {
        let byte = bytes[offset]
        offset += 1
        guard byte == 0x5C else {
          utf8.append(byte)
          continue
        }
        let escaped: UInt8? = offset < end ? HistoryRecords.unescape(bytes[offset]) : nil
        guard let escaped else {
          utf8.removeSubrange(mark...)
          problem = "\(name(line)) has a \\ that is not \\\\, \\n or \\r"
          return
        }
        utf8.append(escaped)
        offset += 1
      }
      if utf8.count > mark {
        ends.append(utf8.count)
        utf8.append(0x0A)
      }
      start = end + 1
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

  /// How a problem names line `number` of the bytes read.
  private func name(_ number: Int) -> String {
    partial ? "line \(number) of its newest lines" : "line \(number)"
  }
}
