import TextFieldCore

/// The fast reader of a plain history file (no escape, no empty line, all UTF-8): its bytes
/// are the storage, checked and cut into lines in one pass, a large one in two halves at once.
extension HistoryRecords {
  /// A buffer this large (4 MiB) is read in two halves at once.
  package static let parallelThreshold = 4 << 20

  /// Where the lines of `bytes[range]` end (`range` starts a line), in an array with room for
  /// `room` of them (more when they do not fit: every line holds two bytes or more).
  ///
  /// `nil` at a byte that is not valid UTF-8, a backslash or an empty line. A last line without
  /// a line feed has no end. The array is written in place, its pages advised to be huge.
  static func plainLines(
    _ whole: UnsafeBufferPointer<UInt8>, in range: Range<Int>, room: Int? = nil
  ) -> [HistoryRecordEnd]? {
    let room = room ?? range.count / 16 + 1
    var plain = true
    var full = false
    let found = [HistoryRecordEnd](unsafeUninitializedCapacity: room) { ends, filled in
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
        ends[filled] = HistoryRecordEnd(truncatingIfNeeded: end)
        filled += 1
        lineStart = end + 1
        return true
      }
      do {
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
    if full { return plainLines(whole, in: range, room: range.count / 2 + 1) }
    return plain ? found : nil
  }

  /// What the thread that read a buffer's second half found there: the first line feed from the
  /// cut on (`nil`: none), and the ends of the lines after it (`nil`: not plain).
  package struct SecondHalf: Sendable {
    var feed: Int?
    var ends: [HistoryRecordEnd]?
  }

  /// The second half's part of ``plainLines(_:cut:second:)``: reads only `whole[cut...]`.
  static func secondHalf(_ whole: UnsafeBufferPointer<UInt8>, from cut: Int) -> SecondHalf {
    guard let feed = whole[cut...].firstIndex(of: 0x0A) else {
      return SecondHalf(feed: nil, ends: [])
    }
    return SecondHalf(feed: feed, ends: plainLines(whole, in: (feed + 1)..<whole.count))
  }

  /// The line ends of the plain `whole`, or `nil`: the lines before `cut` are read here while
  /// `second` (asked after them, always: it waits for the other thread) gives what the other
  /// thread found from `cut` on (``secondHalf(_:from:)``); the line across the cut is read last.
  static func plainLines(
    _ whole: UnsafeBufferPointer<UInt8>, cut: Int, second: () -> SecondHalf?
  ) -> [HistoryRecordEnd]? {
    var last = cut - 1
    while last >= 0, whole[last] != 0x0A { last -= 1 }
    // Room for all of them: the second half's are appended without a copy to a larger array.
    let first = plainLines(whole, in: 0..<(last + 1), room: whole.count / 16 + 1)
    // Asked whatever the first half was: the other thread reads `whole`, and is waited for here.
    let rest = second()
    guard var ends = first, let rest, let after = rest.ends else { return nil }
    // No line feed from the cut on: the rest is one unended last line, read as the one-pass
    // reader reads it (not UTF-8 or holding a backslash, it is not plain).
    guard let feed = rest.feed else {
      return plainLines(whole, in: (last + 1)..<whole.count, room: 1) == [] ? ends : nil
    }
    guard
      plainLines(whole, in: (last + 1)..<(feed + 1), room: 1) == [
        HistoryRecordEnd(truncatingIfNeeded: feed)
      ]
    else { return nil }
    ends.append(HistoryRecordEnd(truncatingIfNeeded: feed))
    ends.append(contentsOf: after)
    return ends
  }
}
