import TextFieldCore
import TextFieldUI

/// Reading keys: `wgetch` one byte or key code at a time, bulk `read(2)`s for pastes, bytes
/// given back, with resumes, deadlines and ticks in between (see ``NcursesTerminal``).
extension NcursesTerminal: RawInputSource {
  /// Reads with `wgetch`, one byte or key code at a time, and joins UTF-8 itself: `wget_wch`
  /// swallows all further input after an invalid byte (0xFF), Ctrl-C included.
  package func read(waiting: Bool) -> RawInput? {
    if TerminalRestore.takeResumed() { return resume() }
    if pushbackStart < pushback.count, let input = readPushback() { return input }
    guard let timeout = waiting ? waitingTimeout() : 0 else { return nil }
    let code = nextCode(timeout: timeout)
    if code == Curses.error {
      if TerminalRestore.takeResumed() { return resume() }
      guard waiting else { return nil }
      switch session.afterSilence(now: .now) {
      case .deadlinePassed: return nil
      case .tick: return .tick
      case .readAgain:
        failedReads += 1
        return failedReads > 100 ? nil : .ignored
      }
    }
    failedReads = 0
    guard code <= 0xFF else { return rawInput(forKeyCode: code) }
    let lead = UInt8(code)
    guard lead >= 0x80 else { return .scalar(Unicode.Scalar(lead)) }
    var bytes = [lead]
    // The rest of a character arrives with its first byte: take only what is there already.
    while bytes.count < ByteKeyReader.sequenceLength(lead: lead) {
      let next = nextCode(timeout: 0)
      guard next != Curses.error else { break }
      guard (0...0xFF).contains(next), ByteKeyReader.isContinuation(UInt8(next)) else {
        heldCode = next
        break
      }
      bytes.append(UInt8(next))
    }
    return .scalar(ByteKeyReader.scalar(decoding: bytes))
  }

  /// Reads what the terminal has sent so far in one `read(2)` on its descriptor (bytes given back
  /// first), waiting at most `silence` (and never past ``deadline``) for the first byte.
  ///
  /// Bypasses ncurses, which reads a byte per system call: a 10 MB paste is a few thousand reads
  /// instead of ten million. ncurses holds nothing read ahead here: the decoder asks only after
  /// the paste's start marker (the whole of a key sequence: matching it read no further) or after
  /// a read that found nothing waiting.
  package func readAvailable(waitingAtMost silence: Duration) -> RawInput? {
    if pushbackStart < pushback.count {
      let rest = Array(pushback[pushbackStart...])
      pushback = []
      pushbackStart = 0
      return .bytes(rest)
    }
    if let code = heldCode {
      heldCode = nil
      return code <= 0xFF ? .bytes([UInt8(code)]) : rawInput(forKeyCode: code)
    }
    return DescriptorInput.readAvailable(
      from: inputDescriptor, scratch: &readScratch, waitingAtMost: silence, deadline: deadline
    ).map(RawInput.bytes)
  }

  package func unread(_ bytes: [UInt8]) {
    pushback = Array(pushback[pushbackStart...]) + bytes
    pushbackStart = 0
  }

  /// The next input from bytes given back; a sequence cut short at their end goes to ncurses
  /// (`ungetch`), which completes it from the terminal.
  private func readPushback() -> RawInput? {
    switch byteKeys.next(in: pushback[pushbackStart...]) {
    case .input(let input, let length):
      pushbackStart += length
      if pushbackStart == pushback.count {
        pushback = []
        pushbackStart = 0
      }
      return input
    case .incomplete:
      for byte in pushback[pushbackStart...].reversed() { Curses.unget(code: Int32(byte)) }
      pushback = []
      pushbackStart = 0
      return nil
    }
  }

  /// A code read ahead, else the next `wgetch` result within `timeout` milliseconds.
  private func nextCode(timeout: Int32) -> Int32 {
    if let code = heldCode {
      heldCode = nil
      return code
    }
    return window.readCode(waitingAtMost: timeout)
  }

  /// How long a waiting read may block, in milliseconds: -1 without a deadline or tick, `nil`
  /// once the deadline has passed.
  ///
  /// Rounded up, so a read that times out ends at or after the deadline.
  private func waitingTimeout() -> Int32? {
    switch session.waitingRead(now: .now) {
    case .forever: -1
    case .atMost(let wait): DescriptorInput.milliseconds(wait)
    case .deadlinePassed: nil
    }
  }

  func rawInput(forKeyCode code: Int32) -> RawInput {
    switch code {
    case Self.pasteStartCode: return .pasteStart
    case Self.pasteEndCode: return .pasteEnd
    case Curses.resizeKey:
      lastFrame = nil
      window.erase()
      return .resize(size)
    case Curses.mouseKey:
      guard let (x, y) = Curses.takeClick() else { return .ignored }
      return .click(x: x, y: y)
    default:
      return keyCodes[code].map(RawInput.key) ?? .ignored
    }
  }
}
