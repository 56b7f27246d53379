#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal (`/dev/tty`) in its own cooked mode, for the accessible line mode: lines are read
/// as the terminal's line editing gives them, and the transcript is written there, so standard
/// output stays the answer's and standard error a log's.
///
/// Nothing is sent but the transcript's text and newlines: no escape sequence, no cursor
/// movement. The only mode ever changed is echo, off while a secure field's line is read and
/// back on after it (also when a signal ends the process meanwhile).
package final class LineModeTerminal {
  /// The terminal's input that is not valid UTF-8.
  package struct InvalidUTF8: Error, CustomStringConvertible {
    package var description: String { "the terminal's input is not valid UTF-8" }
  }

  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var atEnd = false
  /// When to stop waiting for a line, or `nil` to wait for ever.
  package var deadline: ContinuousClock.Instant?
  /// Whether input ended because ``deadline`` passed.
  package private(set) var timedOut = false

  /// Opens `/dev/tty` for reading and writing, or `nil` when the process has no terminal.
  package static func open() -> LineModeTerminal? {
    let descriptor = systemOpen("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    guard isatty(descriptor) == 1 else {
      close(descriptor)
      return nil
    }
    return LineModeTerminal(descriptor: descriptor)
  }

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  deinit {
    HiddenEcho.restore()
    close(descriptor)
  }

  /// The next line, without its line end, or `nil` at the end of input (Ctrl-D on an empty
  /// line) or when ``deadline`` passed.
  /// - Throws: ``InvalidUTF8``.
  package func readLine() throws(InvalidUTF8) -> String? {
    var searched = 0
    while !atEnd, !buffer[searched...].contains(UInt8(ascii: "\n")) {
      searched = buffer.count
      fill()
    }
    guard !buffer.isEmpty else { return nil }
    let end = buffer.firstIndex(of: UInt8(ascii: "\n")) ?? buffer.count
    var line = Array(buffer[..<end])
    buffer.removeFirst(min(end + 1, buffer.count))
    if line.last == UInt8(ascii: "\r") { line.removeLast() }
    guard let text = String(validating: line, as: UTF8.self) else { throw InvalidUTF8() }
    return text
  }

  /// Writes `text` as it is (the caller ends lines).
  package func write(_ text: String) {
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let result = bytes[written...].withUnsafeBytes {
        systemWrite(descriptor, $0.baseAddress, $0.count)
      }
      if result < 0, errno == EINTR { continue }
      if result <= 0 { return }
      written += result
    }
  }

  /// Turns the terminal's echo off (`true`) or back on (`false`).
  ///
  /// A secure field's keys are not shown; a newline is written when echo comes back (the user's
  /// Enter was not echoed).
  package func hideInput(_ hidden: Bool) {
    if hidden {
      HiddenEcho.hide(descriptor)
    } else if HiddenEcho.restore() {
      write("\n")
    }
  }

  private func fill() {
    guard waitForInput() else {
      timedOut = true
      atEnd = true
      return
    }
    var chunk = [UInt8](repeating: 0, count: 4096)
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count > 0 {
      buffer.append(contentsOf: chunk[..<count])
    } else if count == 0 || errno != EINTR {
      atEnd = true
    }
  }

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

#if canImport(Glibc)
  private let systemWrite = Glibc.write
  private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { Glibc.open(path, flags) }
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
  private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { Darwin.open(path, flags) }
#endif
