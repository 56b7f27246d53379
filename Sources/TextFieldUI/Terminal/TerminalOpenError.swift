/// Why a terminal could not be opened; the caller falls back to line mode and says why.
public enum TerminalOpenError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Neither standard input/output nor `/dev/tty` is a terminal.
  case noTerminal
  /// `TERM` is unset, `dumb`, or names a terminal without cursor addressing.
  case noCursorAddressing(term: String)
  /// ncurses does not know `TERM`.
  case unknownTerminal(term: String)

  /// The reason in a sentence, as the CLI prints it.
  public var description: String {
    switch self {
    case .noTerminal:
      "no terminal: standard input/output and /dev/tty are not terminals"
    case .noCursorAddressing(let term):
      "TERM=\(term.isEmpty ? "(unset)" : term) cannot move the cursor; using line mode"
    case .unknownTerminal(let term):
      "unknown terminal type TERM=\(term); using line mode"
    }
  }
}
