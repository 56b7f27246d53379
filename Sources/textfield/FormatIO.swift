#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads standard input in 64 KiB chunks and hands over one line at a time.
///
/// Lines come without the newline or a trailing carriage return, in place in the chunk read, or
/// (a line that crosses chunks) gathered in a second buffer. Memory stays constant for lines of
/// bounded length, and linear in the longest line.
enum LineReader {
  /// Calls `body` for each line of `descriptor` until input ends or `body` returns false.
  ///
  /// `chunkSize` is how much one `read(2)` asks for (smaller in tests, to cross chunks often).
  /// - Returns: false when reading failed or `body` asked to stop.
  static func forEachLine(
    descriptor: Int32 = 0, chunkSize: Int = 1 << 16, _ body: (UnsafeBufferPointer<UInt8>) -> Bool
  ) -> Bool {
    var chunk = [UInt8](repeating: 0, count: max(chunkSize, 1))
    var carry: [UInt8] = []
    func emit(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
      if let last = line.last, last == 0x0D {
        return body(UnsafeBufferPointer(rebasing: line.dropLast()))
      }
      return body(line)
    }
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return false
      }
      if count == 0 { break }
      let keepGoing = chunk.withUnsafeBufferPointer { buffer -> Bool in
        guard let base = buffer.baseAddress else { return false }
        var start = 0
        while start < count {
          guard let newline = memchr(base + start, 0x0A, count - start) else {
            carry.append(contentsOf: buffer[start..<count])
            break
          }
          let end = UnsafePointer<UInt8>(newline.assumingMemoryBound(to: UInt8.self)) - base
          let line = UnsafeBufferPointer(rebasing: buffer[start..<end])
          if carry.isEmpty {
            guard emit(line) else { return false }
          } else {
            carry.append(contentsOf: line)
            guard carry.withUnsafeBufferPointer(emit) else { return false }
            carry.removeAll(keepingCapacity: true)
          }
          start = end + 1
        }
        return true
      }
      guard keepGoing else { return false }
    }
    return carry.isEmpty || carry.withUnsafeBufferPointer(emit)
  }
}
