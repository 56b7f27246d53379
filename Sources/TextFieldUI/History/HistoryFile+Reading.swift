import TextFieldCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a history file: whole, or its newest lines from its end.
extension HistoryFile {
  /// The file's last `lines` lines at most, read from the end in blocks, or all of it (`partial`
  /// says which); at most its last `limit` bytes from the start of a line (`cut` says so).
  ///
  /// A whole file of 4 MiB or more is read in two halves at once, each half's lines found by the
  /// thread that read it: `ends` are then its line ends, when it is plain (see
  /// `HistoryRecords`' `plainEnds`); otherwise `nil`, and the caller reads the lines.
  static func readTail(
    _ descriptor: Int32, limit: Int, lines: Int
  ) throws(HistoryFileError) -> (
    bytes: [UInt8], cut: Bool, partial: Bool, ends: [HistoryRecordEnd]?
  ) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw HistoryFileError("cannot read it: \(reason(errno))")
    }
    let size = Int(status.st_size)
    // Lines seldom reach 64 bytes: a file that many times larger than the lines wanted is read
    // from its end; otherwise whole, which is faster than counting its lines.
    if lines < size / 64, size > 4 * tailBlock {
      let tail = try readLines(descriptor, size: size, limit: limit, lines: lines)
      return (tail.bytes, tail.cut, tail.partial, nil)
    }
    guard size > limit else {
      let whole = try readWhole(descriptor, count: size)
      return (whole.bytes, false, false, whole.ends)
    }
    var bytes = try readWhole(descriptor, from: size - limit, count: limit, findingLines: false)
      .bytes
    if let newline = bytes.firstIndex(of: 0x0A) { bytes.removeSubrange(...newline) }
    return (bytes, true, true, nil)
  }

  /// The size of a block read from the end of a file.
  private static let tailBlock = 1 << 16

  /// Reads blocks from the end of a file of `size` bytes until they hold more than `lines` line
  /// feeds, `limit` bytes, or the whole file; drops the first, partial line unless at its start.
  private static func readLines(
    _ descriptor: Int32, size: Int, limit: Int, lines: Int
  )
    throws(HistoryFileError) -> (bytes: [UInt8], cut: Bool, partial: Bool)
  {
    var blocks: [[UInt8]] = []
    var position = size
    var feeds = 0
    while position > 0, feeds <= lines, size - position < limit {
      let length = min(tailBlock, position, limit - (size - position))
      position -= length
      let block = try readWhole(descriptor, from: position, count: length, findingLines: false)
        .bytes
      feeds += block.withUnsafeBufferPointer(countFeeds)
      blocks.append(block)
    }
    var bytes = Array(blocks.reversed().joined())
    let partial = position > 0
    if partial {
      bytes.removeSubrange(...(bytes.firstIndex(of: 0x0A) ?? bytes.count - 1))
    }
    return (bytes, partial && feeds <= lines, partial)
  }

  /// The line feeds in `bytes`.
  private static func countFeeds(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    var count = 0
    var start = 0
    while start < bytes.count, let hit = memchr(base + start, 0x0A, bytes.count - start) {
      count += 1
      start = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) + 1
    }
    return count
  }

  /// Up to `wanted` bytes of the file from `offset` (fewer at its end), and, when `findingLines`
  /// and the bytes are plain, where their lines end.
  ///
  /// A read of 4 MiB or more is two at once, the second half on a thread of its own, which then
  /// finds that half's lines while this thread finds the first half's: reads, page faults and
  /// scans overlap (`HistoryRecords.plainLines(_:cut:second:)`). Should the first half come back
  /// short (the file shrank meanwhile), what the second read is dropped: only bytes read in one
  /// run are kept; lines are found only in a read that came back whole.
  private static func readWhole(
    _ descriptor: Int32, from offset: Int = 0, count wanted: Int, findingLines: Bool = true
  )
    throws(HistoryFileError) -> (bytes: [UInt8], ends: [HistoryRecordEnd]?)
  {
    var failure: Int32?
    var ends: [HistoryRecordEnd]?
    // Not zeroed first: pread fills it, and what it did not fill is not kept.
    let bytes = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, filled in
      filled = 0
      guard let base = buffer.baseAddress else { return }
      HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
      // The address as a number: each thread writes, then reads, only its own half.
      let address = Int(bitPattern: base)
      let whole = UnsafeBufferPointer(buffer)
      guard wanted >= HistoryRecords.parallelThreshold else {
        let read = readFully(descriptor, into: address, count: wanted, at: offset)
        (filled, failure) = (read.filled, read.failure)
        if findingLines, read.filled == wanted, failure == nil {
          ends = HistoryRecords.plainLines(whole, in: 0..<wanted)
        }
        return
      }
      let half = wanted / 2
      let second = BackgroundThread {
        () -> (filled: Int, failure: Int32?, half: HistoryRecords.SecondHalf?) in
        let read = readFully(
          descriptor, into: address + half, count: wanted - half, at: offset + half)
        guard findingLines, read.filled == wanted - half, read.failure == nil,
          let start = UnsafePointer<UInt8>(bitPattern: address)
        else { return (read.filled, read.failure, nil) }
        let bytes = UnsafeBufferPointer(start: start, count: wanted)
        return (read.filled, nil, HistoryRecords.secondHalf(bytes, from: half))
      }
      let first = readFully(descriptor, into: address, count: half, at: offset)
      var rest: (filled: Int, failure: Int32?, half: HistoryRecords.SecondHalf?)?
      let joined = { () -> HistoryRecords.SecondHalf? in
        rest = second.join()
        return rest?.half
      }
      if findingLines, first.filled == half, first.failure == nil {
        ends = HistoryRecords.plainLines(whole, cut: half, second: joined)
      }
      // The other thread writes into `buffer`: it is done before the buffer is anyone's.
      _ = joined()
      (filled, failure) = (first.filled, first.failure)
      if first.filled == half, first.failure == nil, let rest {
        filled += rest.filled
        failure = rest.failure
      }
      if filled != wanted { ends = nil }
    }
    if let failure { throw HistoryFileError("cannot read it: \(reason(failure))") }
    return (bytes, ends)
  }

  /// Reads up to `count` bytes at file offset `position` into the memory at `address`, until
  /// the end of the file or an error: how many it read, and the error, if any.
  private static func readFully(
    _ descriptor: Int32, into address: Int, count: Int, at position: Int
  ) -> (filled: Int, failure: Int32?) {
    guard let target = UnsafeMutableRawPointer(bitPattern: address) else { return (0, nil) }
    var filled = 0
    while filled < count {
      let result = pread(descriptor, target + filled, count - filled, off_t(position + filled))
      if result < 0, errno == EINTR { continue }
      if result < 0 { return (filled, errno) }
      if result == 0 { break }
      filled += result
    }
    return (filled, nil)
  }
}
