#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lines read from a descriptor through a buffer, until a deadline if one is set: the one line
/// reader of `textfield`'s standard input and of the accessible mode's terminal.
///
/// A line ends at `\n` (a `\r` before it is dropped); the last line may lack one. Only what each
/// read adds is searched for the line end, and consumed lines are dropped from the front in
/// amortized constant time, so reading is linear in the input.
package struct DescriptorLines {
  private let descriptor: Int32
  private let chunkSize: Int
  private var buffer: [UInt8] = []
  /// Where the unread bytes of ``buffer`` start.
  private var start = 0
  private var atEnd = false
  /// When to stop waiting for a line, or `nil` to wait for ever.
  package var deadline: ContinuousClock.Instant?
  /// Whether input ended because ``deadline`` passed.
  package private(set) var timedOut = false

  /// A reader of `descriptor`, reading at most `chunkSize` bytes at a time.
  package init(descriptor: Int32, chunkSize: Int) {
    self.descriptor = descriptor
    self.chunkSize = max(1, chunkSize)
  }

  /// The next line's bytes without its line end, or `nil` at the end of input (or once
  /// ``deadline`` passed).
  package mutating func nextLine() -> [UInt8]? {
    var searched = start
    while !atEnd, !buffer[searched...].contains(UInt8(ascii: "\n")) {
      searched = buffer.count
      fill()
    }
    guard start < buffer.count else { return nil }
    let end = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) ?? buffer.count
    var line = Array(buffer[start..<end])
    start = min(end + 1, buffer.count)
    if start > 4096, start * 2 > buffer.count {
      buffer.removeFirst(start)
      start = 0
    }
    if line.last == UInt8(ascii: "\r") { line.removeLast() }
    return line
  }

  private mutating func fill() {
    guard waitForInput() else {
      timedOut = true
      atEnd = true
      return
    }
    var chunk = [UInt8](repeating: 0, count: chunkSize)
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count > 0 {
      buffer.append(contentsOf: chunk[..<count])
    } else if count == 0 || errno != EINTR {
      atEnd = true
    }
  }

  /// Waits until the descriptor has something to read (or has ended) before ``deadline``;
  /// `false` when the deadline passed first.
  private func waitForInput() -> Bool {
    guard let deadline else { return true }
    while true {
      let remaining = ContinuousClock.now.duration(to: deadline)
      guard remaining > .zero else { return false }
      var input = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&input, 1, DescriptorInput.milliseconds(remaining))
      if ready < 0, errno == EINTR { continue }
      return ready != 0
    }
  }
}
