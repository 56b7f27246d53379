#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lines of standard input for `textfield serve`, each at most `limit` bytes: a longer line is
/// skipped to its end and reported, so memory stays bounded whatever the host sends.
struct ServeLineReader {
  /// One line of input.
  enum Line: Equatable {
    /// A line's bytes, without its `\n` or `\r\n`.
    case line([UInt8])
    /// A line longer than the limit, skipped; how many bytes were seen of it (at least).
    case tooLong(Int)
  }

  /// The most bytes a line may hold.
  let limit: Int
  /// Where the bytes come from.
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  /// Where the next line starts in ``buffer``.
  private var start = 0
  /// Where the search for the next line end resumes in ``buffer``.
  private var searched = 0
  private var atEnd = false
  /// The bytes skipped so far of a line longer than the limit, while skipping it.
  private var skipping: Int?

  init(limit: Int, descriptor: Int32 = 0) {
    self.limit = limit
    self.descriptor = descriptor
  }

  /// The next line, or `nil` once input has ended (or cannot be read).
  ///
  /// Lines are taken from the front of the buffer by moving ``start``; the buffer is compacted
  /// only when it is refilled, so a chunk of many short lines costs time linear in its size.
  mutating func next() -> Line? {
    while true {
      if let end = buffer[searched...].firstIndex(of: 0x0A) {
        var line = Array(buffer[start..<end])
        start = end + 1
        searched = start
        if let skipped = skipping {
          skipping = nil
          return .tooLong(skipped + line.count)
        }
        if line.last == 0x0D { line.removeLast() }
        return line.count > limit ? .tooLong(line.count) : .line(line)
      }
      buffer.removeFirst(start)
      start = 0
      searched = buffer.count
      if buffer.count > limit {
        // Too long already: drop what is held and skip to the line's end.
        skipping = (skipping ?? 0) + buffer.count
        buffer.removeAll(keepingCapacity: true)
        searched = 0
      }
      if atEnd {
        guard !buffer.isEmpty || skipping != nil else { return nil }
        let rest = buffer
        buffer = []
        searched = 0
        if let skipped = skipping {
          skipping = nil
          return .tooLong(skipped + rest.count)
        }
        return rest.count > limit ? .tooLong(rest.count) : .line(rest)
      }
      fill()
    }
  }

  private mutating func fill() {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count > 0 {
      buffer.append(contentsOf: chunk[..<count])
    } else if count == 0 || errno != EINTR {
      atEnd = true
    }
  }
}
