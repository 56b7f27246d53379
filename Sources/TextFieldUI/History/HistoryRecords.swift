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
  package var ends: [HistoryRecordEnd]
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
  /// `plainEnds` are its line ends when the reader of the file found them, as
  /// ``plainLines(_:in:room:)`` finds them: then nothing is read again.
  /// More than 4 GiB (what a record's 32-bit end reaches; a file is read up to 64 MiB) is read
  /// from its newest whole lines.
  package init(
    _ bytes: [UInt8], partial: Bool = false,
    splitAbove: Int = HistoryRecords.parallelThreshold, plainEnds: [HistoryRecordEnd]? = nil
  ) {
    var bytes = bytes
    var partial = partial
    var plainEnds = plainEnds
    if bytes.count > Int(HistoryRecordEnd.max) {
      bytes = Array(bytes.suffix(Int(HistoryRecordEnd.max)))
      bytes.removeSubrange(...(bytes.firstIndex(of: 0x0A) ?? bytes.count - 1))
      partial = true
      plainEnds = nil
    }
    utf8 = bytes
    ends = []
    self.partial = partial
    if let plainEnds {
      takePlain(plainEnds)
    } else if !readPlainLines(splitAbove: splitAbove) {
      readEscapedLines(bytes)
    }
  }

  /// Reads the lines of a buffer with nothing to unescape (the buffer is the storage).
  ///
  /// A buffer of `splitAbove` bytes or more is read in two halves at once, the second on a
  /// thread of its own (``plainLines(_:cut:second:)``). Returns `false` (and reads nothing) at
  /// a byte that is not valid UTF-8, a backslash or an empty line, all of which the general
  /// reader handles.
  private mutating func readPlainLines(splitAbove: Int) -> Bool {
    let count = utf8.count
    let found = utf8.withUnsafeBufferPointer { whole -> [HistoryRecordEnd]? in
      guard count >= max(2, splitAbove), let start = whole.baseAddress else {
        return HistoryRecords.plainLines(whole, in: 0..<count)
      }
      // The address as a number: the thread reads only the second half, joined before this
      // closure returns.
      let address = Int(bitPattern: start)
      let second = BackgroundThread { () -> SecondHalf? in
        guard let start = UnsafePointer<UInt8>(bitPattern: address) else { return nil }
        return HistoryRecords.secondHalf(
          UnsafeBufferPointer(start: start, count: count), from: count / 2)
      }
      return HistoryRecords.plainLines(whole, cut: count / 2) { second.join() ?? nil }
    }
    guard let found else { return false }
    takePlain(found)
    return true
  }

  /// Takes `found`, the line ends of the plain ``utf8``: an unended last line is left out of the
  /// storage's records, and counted.
  private mutating func takePlain(_ found: [HistoryRecordEnd]) {
    ends = found
    keptAsRead = true
    let lineStart = found.last.map { Int($0) + 1 } ?? 0
    if lineStart < utf8.count {
      skipped += 1
      utf8.removeSubrange(lineStart...)
    }
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
        ends.append(HistoryRecordEnd(truncatingIfNeeded: utf8.count))
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
