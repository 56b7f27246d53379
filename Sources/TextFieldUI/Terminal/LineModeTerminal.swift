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
  private var reader: DescriptorLines
  /// When to stop waiting for a line, or `nil` to wait for ever.
  package var deadline: ContinuousClock.Instant? {
    get { reader.deadline }
    set { reader.deadline = newValue }
  }
  /// Whether input ended because ``deadline`` passed.
  package var timedOut: Bool { reader.timedOut }

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
    self.reader = DescriptorLines(descriptor: descriptor, chunkSize: 4096)
  }

  deinit {
    HiddenEcho.restore()
    close(descriptor)
  }

  /// The next line, without its line end, or `nil` at the end of input (Ctrl-D on an empty
  /// line) or when ``deadline`` passed.
  /// - Throws: ``InvalidUTF8``.
  package func readLine() throws(InvalidUTF8) -> String? {
    guard let line = reader.nextLine() else { return nil }
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
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
  private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { Glibc.open(path, flags) }
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
  private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { Darwin.open(path, flags) }
#endif
