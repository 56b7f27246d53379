import TextFieldUI

/// Where a program's form runs: on the terminal, or line by line when there is none.
///
/// The one place "a terminal, else line mode" (`LineMode`) is decided.
///
/// ```swift
/// switch TerminalChoice.open(.inline(rows: form.preferredHeight)) {
/// case .terminal(let terminal):
///   let outcome = form.run(on: terminal)
///   terminal.close(leaving: nil)
/// case .lineMode(let reason):
///   // say `reason` if it matters, then run `LineMode` on standard input
/// }
/// ```
public enum TerminalChoice {
  /// How the form takes the terminal.
  public enum Layout: Hashable, Sendable {
    /// The whole screen (the alternate screen), through ncurses, with mouse clicks.
    case fullScreen
    /// `rows` rows under the cursor, the rest of the screen left alone (terminfo and raw mode,
    /// one line left behind on close); with `mouse`, clicks are reported.
    case inline(rows: Int, mouse: Bool = false)
  }

  /// A terminal, open and set up: run forms on it, then close it.
  case terminal(any Terminal)
  /// No terminal to use, and why: no terminal at all (the documented way into line mode), `TERM`
  /// unset or `dumb`, or a `TERM` ncurses does not know.
  case lineMode(TerminalOpenError)

  /// Opens the terminal for `layout` (`/dev/tty`, else standard input and output when both are
  /// terminals), with input ending at `deadline` and a tick every `tick` while waiting; or says
  /// why there is none.
  ///
  /// `environment` gives `TERM`, `NO_COLOR` and `ESCDELAY`; `nil` (the default) reads the
  /// process's.
  public static func open(
    _ layout: Layout, environment: [String: String]? = nil,
    deadline: ContinuousClock.Instant? = nil, tick: Duration? = nil
  ) -> TerminalChoice {
    let environment = environment ?? TerminalEnvironment.current
    do {
      switch layout {
      case .fullScreen:
        let terminal = try NcursesTerminal.open(environment: environment)
        terminal.deadline = deadline
        terminal.tick = tick
        return .terminal(terminal)
      case .inline(let rows, let mouse):
        let terminal = try InlineTerminal.open(environment: environment, rows: rows, mouse: mouse)
        terminal.deadline = deadline
        terminal.tick = tick
        return .terminal(terminal)
      }
    } catch {
      return .lineMode(error)
    }
  }
}
