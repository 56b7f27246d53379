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
/// movement. The only modes ever changed are echo, off while a secure field's line is read and
/// back on after it, and, for a form with a secure field, echo and the canonical mode for the
/// whole form (``guardInput(_:)``: the keys are edited and echoed here, a line at a time). The
/// user's modes come back exactly after it, also when a signal ends the process meanwhile.
package final class LineModeTerminal {
  /// The terminal's input that is not valid UTF-8.
  package struct InvalidUTF8: Error, CustomStringConvertible {
    package var description: String { "the terminal's input is not valid UTF-8" }
  }

  /// The terminal, read and written.
  let descriptor: Int32
  private var reader: DescriptorLines
  /// How the terminal's modes are changed and put back.
  let modes: Modes
  /// The keys that edit a line while the input is guarded, or `nil` while it is not (the
  /// terminal's cooked mode edits and echoes).
  var guardedKeys: LineEditor.Keys?
  /// Whether the line being read is a secure field's (not echoed).
  var hidden = false
  /// When to stop waiting for a line, or `nil` to wait for ever.
  package var deadline: ContinuousClock.Instant? {
    didSet { reader.deadline = deadline }
  }
  /// Whether input ended because ``deadline`` passed.
  package var timedOut: Bool { reader.timedOut || guardedTimedOut }
  /// Whether a guarded read ended because ``deadline`` passed.
  var guardedTimedOut = false

  /// Opens `/dev/tty` for reading and writing, or `nil` when the process has no terminal.
  package static func open() -> LineModeTerminal? {
    let descriptor = systemOpen("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    guard isatty(descriptor) == 1 else {
      close(descriptor)
      return nil
    }
    return LineModeTerminal(descriptor: descriptor, modes: .terminal(descriptor))
  }

  /// A terminal on `descriptor` (read and written), its modes changed through `modes`; the
  /// descriptor is closed with it.
  package init(descriptor: Int32, modes: Modes) {
    self.descriptor = descriptor
    self.modes = modes
    self.reader = DescriptorLines(descriptor: descriptor, chunkSize: 4096)
  }

  deinit {
    _ = modes.restore()
    close(descriptor)
  }

  /// The next line, without its line end, or `nil` at the end of input (Ctrl-D on an empty
  /// line) or when ``deadline`` passed.
  /// - Throws: ``InvalidUTF8``.
  package func readLine() throws(InvalidUTF8) -> String? {
    if let guardedKeys { return try readEditedLine(keys: guardedKeys) }
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
  /// Enter was not echoed). While the input is guarded, the terminal's modes stay as they are:
  /// the line is read without echoing it.
  package func hideInput(_ hidden: Bool) {
    if guardedKeys != nil {
      if self.hidden, !hidden { write("\n") }
      self.hidden = hidden
    } else if hidden {
      _ = modes.change(LineModeTerminal.hidingEcho)
    } else if modes.restore() {
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
