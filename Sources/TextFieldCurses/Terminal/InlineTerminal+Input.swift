import TextFieldCore
import TextFieldUI

/// Reading keys: bytes from the terminal decoded by the shared `ByteKeyReader`, with resizes,
/// resumes, deadlines and ticks in between (see ``InlineTerminal``).
extension InlineTerminal: RawInputSource {
  package func read(waiting: Bool) -> RawInput? {
    while true {
      if TerminalRestore.takeResumed() { return resume() }
      if TerminalRestore.takeResized() { return resized() }
      if bufferStart < buffer.count {
        switch byteKeys.next(in: buffer[bufferStart...]) {
        case .input(.click(let x, let y), let length):
          consume(length)
          guard let top = regionTop, (top..<top + size.height).contains(y) else { continue }
          return .click(x: x, y: y - top)
        case .input(let input, let length):
          consume(length)
          return input
        case .incomplete:
          // The rest of a sequence arrives with its start; a lone Esc waits `ESCDELAY`.
          if fill(waitingAtMost: escapeDelay) == .data { continue }
          return takeIncomplete()
        }
      }
      let wait: Duration?
      if !waiting {
        wait = .zero
      } else {
        switch session.waitingRead(now: .now) {
        case .forever: wait = nil
        case .atMost(let limit): wait = limit
        case .deadlinePassed: return nil
        }
      }
      switch fill(waitingAtMost: wait) {
      case .data, .interrupted: continue
      case .ended: return nil
      case .silent:
        if !waiting { return nil }
        switch session.afterSilence(now: .now) {
        case .deadlinePassed: return nil
        case .tick: return .tick
        case .readAgain: continue
        }
      }
    }
  }

  /// Whether a Ctrl-C byte waits among the bytes read but not yet decoded.
  ///
  /// Amortised O(1) per call: bytes already looked at are not looked at again (a burst typed
  /// ahead is scanned once, not once per key).
  package var interruptIsWaiting: Bool {
    var index = max(interruptScanned, bufferStart)
    while index < buffer.count {
      if buffer[index] == 0x03 {
        interruptScanned = index
        return true
      }
      index += 1
    }
    interruptScanned = buffer.count
    return false
  }

  package func readBuffered() -> RawInput? {
    bufferStart < buffer.count ? read(waiting: false) : nil
  }

  package func readAvailable(waitingAtMost silence: Duration) -> RawInput? {
    let rest = Array(buffer[bufferStart...])
    buffer = []
    bufferStart = 0
    interruptScanned = 0
    guard rest.isEmpty else { return .bytes(rest) }
    return DescriptorInput.readAvailable(
      from: inputDescriptor, scratch: &readScratch, waitingAtMost: silence, deadline: deadline
    ).map(RawInput.bytes)
  }

  package func unread(_ bytes: [UInt8]) {
    buffer = bytes + buffer[bufferStart...]
    bufferStart = 0
    interruptScanned = 0
  }

  /// A sequence cut short that no more input completed: an Esc alone, or U+FFFD for the bytes
  /// of a UTF-8 sequence cut short.
  private func takeIncomplete() -> RawInput {
    let first = buffer[bufferStart]
    guard first >= 0x80 else {
      consume(1)
      return .scalar(Unicode.Scalar(first))
    }
    consume(buffer.count - bufferStart)
    return .scalar("\u{FFFD}")
  }

  private func consume(_ length: Int) {
    bufferStart += length
    if bufferStart >= buffer.count {
      // The storage is kept for the next key, unless a large paste grew it.
      if buffer.capacity > 2 * DescriptorInput.readSize {
        buffer = []
      } else {
        buffer.removeAll(keepingCapacity: true)
      }
      bufferStart = 0
      interruptScanned = 0
    }
  }

  /// Waits at most `wait` (`nil`: for ever) for input and appends what one `read(2)` gets.
  func fill(waitingAtMost wait: Duration?) -> DescriptorInput.Outcome {
    DescriptorInput.fill(
      &buffer, scratch: &readScratch, from: inputDescriptor, waitingAtMost: wait)
  }
}
