import TextFieldCore

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
  /// Whether the bytes were kept as they were read (no line to unescape or skip, an unended
  /// last line aside): the fast reader's case.
  package private(set) var keptAsRead = false
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
  /// as they are, checked as UTF-8 and cut into lines in one pass, eight ASCII bytes at a time.
  ///
  /// With `partial`, the bytes are a file's newest lines, and the notice says so. A buffer of
  /// `splitAbove` bytes or more is read in two halves at once (tests make it small).
  package init(
    _ bytes: [UInt8], partial: Bool = false,
    splitAbove: Int = HistoryRecords.parallelThreshold
  ) {
    utf8 = bytes
    ends = []
    self.partial = partial
    if !readPlainLines(splitAbove: splitAbove) {
      readEscapedLines(bytes)
    }
  }

  /// Reads the lines of a buffer with nothing to unescape (the buffer is the storage).
  ///
  /// One pass checks the UTF-8 and finds the line feeds, a word of eight ASCII bytes at a time.
  /// A large buffer is cut in two at a line feed and its halves are read at once, the second
  /// on a thread of its own (a million-line file: 18 ms on one core, about half on two).
  ///
  /// Returns `false` (and reads nothing) at a byte that is not valid UTF-8, a backslash or an
  /// empty line, all of which the general reader handles.
  private mutating func readPlainLines(splitAbove: Int) -> Bool {
    let count = utf8.count
    var middle = count
    if count >= max(1, splitAbove) {
      middle = utf8[(count / 2)...].firstIndex(of: 0x0A).map { $0 + 1 } ?? count
    }
    let bytes = utf8
    let second =
      middle < count
      ? BackgroundThread {
        HistoryRecords.plainLines(bytes, in: middle..<count, room: (count - middle) / 16 + 1)
      } : nil
    // The first half's array has room for the second's ends: no copy to a larger one.
    guard var found = HistoryRecords.plainLines(utf8, in: 0..<middle, room: count / 16 + 1) else {
      return false
    }
    var lineStart = found.last.map { $0 + 1 } ?? 0
    if let second {
      guard lineStart == middle, let rest = second.join() ?? nil else { return false }
      found.append(contentsOf: rest)
      lineStart = found.last.map { $0 + 1 } ?? 0
    }
    ends = found
    keptAsRead = true
    if lineStart < count {
      // The last line, not ended by a line feed, is left out of the storage's records.
      skipped += 1
      utf8.removeSubrange(lineStart...)
    }
    return true
  }

  /// A buffer this large (4 MiB) is read in two halves at once.
  package static let parallelThreshold = 4 << 20

  /// Where the lines of `bytes[range]` end (`range` starts a line), in an array with room for
  /// `room` of them (more when they do not fit: every line holds two bytes or more).
  ///
  /// `nil` at a byte that is not valid UTF-8, a backslash or an empty line. A last line without
  /// a line feed has no end. The array is written in place, its pages advised to be huge.
  private static func plainLines(
    _ bytes: [UInt8], in range: Range<Int>, room: Int
  ) -> [Int]? {
    var plain = true
    var full = false
    let found = [Int](unsafeUninitializedCapacity: room) { ends, filled in
      filled = 0
      HugePages.advise(UnsafeMutableRawBufferPointer(ends))
      var lineStart = range.lowerBound
      // Records the line ending at `end`: `false` at an empty line or when `ends` is full.
      func take(_ end: Int) -> Bool {
        guard end > lineStart else {
          plain = false
          return false
        }
        guard filled < ends.count else {
          full = true
          return false
        }
        ends[filled] = end
        filled += 1
        lineStart = end + 1
        return true
      }
      bytes.withUnsafeBufferPointer { whole in
        let buffer = UnsafeBufferPointer(rebasing: whole[range])
        guard let base = buffer.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        let count = buffer.count
        let origin = range.lowerBound
        var offset = 0
        while offset < count {
          if offset + 8 <= count {
            let word = UInt64(
              littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            if word & highBits == 0 {
              guard zeroBytes(word ^ backslashes) == 0 else {
                plain = false
                return
              }
              var feeds = zeroBytes(word ^ lineFeeds)
              while feeds != 0 {
                guard take(origin + offset + feeds.trailingZeroBitCount / 8) else { return }
                feeds &= feeds &- 1
              }
              offset += 8
              continue
            }
          }
          let byte = buffer[offset]
          if byte >= 0x80 {
            guard let length = sequenceLength(buffer, at: offset) else {
              plain = false
              return
            }
            offset += length
            continue
          }
          if byte == 0x0A {
            guard take(origin + offset) else { return }
          } else if byte == 0x5C {
            plain = false
            return
          }
          offset += 1
        }
      }
    }
    if full { return plainLines(bytes, in: range, room: range.count / 2 + 1) }
    return plain ? found : nil
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
