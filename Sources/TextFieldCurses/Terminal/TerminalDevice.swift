#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal a session reads keys from and draws on, opened by the one policy both terminals
/// follow (``choose(controllingTerminalOpens:standardInputIsTerminal:standardOutputIsTerminal:)``).
package struct TerminalDevice: Hashable, Sendable {
  /// Which terminal the policy picked.
  package enum Source: Hashable, Sendable {
    /// `/dev/tty`, the process's controlling terminal: read and drawn on through one descriptor
    /// the session owns and closes.
    case controllingTerminal
    /// Standard input (keys) and standard output (drawing), left open at close.
    case standardStreams
  }

  /// Which terminal this is.
  package let source: Source
  /// Where keys are read from.
  package let input: Int32
  /// Where frames are written, and whose modes and size are the terminal's.
  package let output: Int32

  /// Whether the session closes the descriptor when it ends.
  package var ownsDescriptor: Bool { source == .controllingTerminal }

  /// The open policy: `/dev/tty` when it opens, else standard input and output when both are
  /// terminals, else none (`nil`: line mode).
  ///
  /// The controlling terminal first, so `x=$(textfield)` and `echo … | textfield` draw where the
  /// person is, and the terminal drawn on is the one whose job control, resizes and hang-up reach
  /// the process. Standard streams are the fallback for a process without one (`setsid`, some
  /// container runners) whose input and output are still terminals.
  package static func choose(
    controllingTerminalOpens: Bool, standardInputIsTerminal: Bool,
    standardOutputIsTerminal: Bool
  ) -> Source? {
    if controllingTerminalOpens { return .controllingTerminal }
    if standardInputIsTerminal, standardOutputIsTerminal { return .standardStreams }
    return nil
  }

  /// Opens the terminal ``choose(controllingTerminalOpens:standardInputIsTerminal:standardOutputIsTerminal:)``
  /// picks, or throws ``TerminalOpenError/noTerminal``.
  ///
  /// `/dev/tty` is opened for reading and writing, not as a new controlling terminal, and not
  /// inherited by programs the process starts.
  package static func open() throws(TerminalOpenError) -> TerminalDevice {
    let descriptor = openControllingTerminal()
    let source = choose(
      controllingTerminalOpens: descriptor >= 0, standardInputIsTerminal: isatty(0) == 1,
      standardOutputIsTerminal: isatty(1) == 1)
    switch source {
    case .controllingTerminal:
      return TerminalDevice(source: .controllingTerminal, input: descriptor, output: descriptor)
    case .standardStreams:
      return TerminalDevice(source: .standardStreams, input: 0, output: 1)
    case nil:
      throw .noTerminal
    }
  }

  /// Closes the descriptor when the session owns it; standard streams stay open.
  package func close() {
    if ownsDescriptor { closeDescriptor(output) }
  }
}

/// `open("/dev/tty")` (a method of ``TerminalDevice`` has the name).
private func openControllingTerminal() -> Int32 {
  open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
}

/// `close(2)`.
private func closeDescriptor(_ descriptor: Int32) {
  _ = close(descriptor)
}
