#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a terminal's file descriptor with `poll(2)` and `read(2)`, as both terminals do: the
/// inline terminal for all its input, the full-screen one past ncurses for a paste in bulk.
package enum DescriptorInput {
  /// Bytes asked of one `read(2)`.
  package static let readSize = 1 << 16

  /// What one wait-and-read got.
  package enum Outcome { case data, silent, interrupted, ended }

  /// Waits at most `wait` (`nil`: for ever) for input on `descriptor` and appends what one
  /// `read(2)` gets to `bytes`.
  ///
  /// `.silent` when nothing came in time, `.interrupted` when a signal cut the wait or the read
  /// short (try again), `.ended` at the end of input or on an error.
  ///
  /// `scratch` is where `read(2)` writes: the caller keeps it from call to call, so a key costs
  /// no allocation (it is made, `readSize` bytes, at the first call).
  package static func fill(
    _ bytes: inout [UInt8], scratch: inout [UInt8], from descriptor: Int32,
    waitingAtMost wait: Duration?
  ) -> Outcome {
    // Waiting for ever is a blocking read alone (one system call per key, as readline): the
    // terminal is in blocking mode, and the signal handlers are installed without SA_RESTART,
    // so a resize or a stop still cuts the read short.
    if let wait {
      var descriptorPoll = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptorPoll, 1, milliseconds(wait))
      if ready < 0 { return errno == EINTR ? .interrupted : .ended }
      guard ready > 0 else { return .silent }
    }
    if scratch.count < readSize { scratch = [UInt8](repeating: 0, count: readSize) }
    let count = scratch.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, readSize) }
    if count < 0, errno == EAGAIN {
      // A descriptor someone made non-blocking: wait for input, then the caller reads again.
      var descriptorPoll = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&descriptorPoll, 1, wait.map(milliseconds) ?? -1)
      return .interrupted
    }
    if count < 0 { return errno == EINTR ? .interrupted : .ended }
    guard count > 0 else { return .ended }
    bytes.append(contentsOf: scratch[0..<count])
    return .data
  }

  /// What `descriptor` has sent so far, in one `read(2)`, waiting at most `silence` (and never
  /// past `deadline`) for the first byte; `nil` when nothing came in that time or input ended.
  ///
  /// `scratch` is kept by the caller for `fill`, as its own reads.
  package static func readAvailable(
    from descriptor: Int32, scratch: inout [UInt8], waitingAtMost silence: Duration,
    deadline: ContinuousClock.Instant?
  ) -> [UInt8]? {
    var limit = ContinuousClock.now + silence
    if let deadline { limit = min(limit, deadline) }
    while true {
      let remaining = ContinuousClock.now.duration(to: limit)
      guard remaining > .zero else { return nil }
      var bytes: [UInt8] = []
      switch fill(&bytes, scratch: &scratch, from: descriptor, waitingAtMost: remaining) {
      case .data: return bytes
      case .interrupted: continue
      case .silent, .ended: return nil
      }
    }
  }

  /// `duration` in whole milliseconds, rounded up (so a wait that times out ends at or after
  /// it), clamped to `Int32`.
  package static func milliseconds(_ duration: Duration) -> Int32 {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(clamping: milliseconds)
  }
}
