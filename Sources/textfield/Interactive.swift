import TextFieldCore
import TextFieldCurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Running fields on a real terminal, for the prompt and the form.
enum Interactive {
  /// The longest `--timeout` taken, in seconds (about 31 years).
  static let longestTimeout = 1e9

  /// Checks a `--timeout` value: more than 0 and at most ``longestTimeout`` seconds.
  static func validate(timeout: Double?) throws {
    if let timeout, !(timeout > 0 && timeout <= longestTimeout) {
      throw UsageError("--timeout must be a number of seconds, more than 0")
    }
  }

  /// The terminal, or `nil` when there is none to use (then the command runs in line mode).
  ///
  /// Opened by ``TerminalChoice/open(_:environment:deadline:tick:)``: the whole screen with
  /// `--fullscreen`, else `rows` rows under the cursor; input ends after `timeout` seconds, with
  /// a tick every second for the countdown.
  ///
  /// No terminal is the documented way into line mode and goes unremarked; `TERM` unset with a
  /// person at the keyboard is said once on standard error (`TERM=dumb` there is the accessible
  /// mode, chosen before a terminal is opened), and an unknown `TERM` is a mistake, reported
  /// there too.
  static func openTerminal(timeout: Double?, display: DisplayOptions, rows: Int) -> (any Terminal)?
  {
    let deadline = timeout.map { ContinuousClock.now + .seconds($0) }
    let layout: TerminalChoice.Layout =
      display.isInline ? .inline(rows: rows, mouse: display.mouse) : .fullScreen
    switch TerminalChoice.open(layout, deadline: deadline, tick: deadline.map { _ in .seconds(1) })
    {
    case .terminal(let terminal):
      return terminal
    case .lineMode(let error):
      switch error {
      case .unknownTerminal:
        printError("textfield: \(error)")
      case .noCursorAddressing(let term) where isatty(0) == 1:
        // A person at a terminal that cannot move the cursor: say once why the prompt is plain.
        let name = term.isEmpty ? "TERM is not set" : "TERM=\(term) cannot move the cursor"
        printError("textfield: \(name): asking line by line")
      default:
        break
      }
      return nil
    }
  }

  /// Runs `form` on `terminal`, then closes it (before anything is printed); inline, the answer
  /// lines stay on screen after a submit unless `--clear` (the whole screen ignores them).
  /// - Returns: the exit status: 0 submitted, 1 cancelled (or input ended), 130 Ctrl-C,
  ///   124 when the deadline passed.
  static func run(_ form: Form, on terminal: any Terminal, display: DisplayOptions) -> Int32 {
    if display.noBell { form.alertStyle = .none }
    let outcome = form.run(on: countingDown(terminal, to: terminal.deadline, in: form))
    let timedOut = terminal.deadlinePassed
    let submitted = if case .submitted = outcome { true } else { false }
    terminal.close(leaving: submitted && !display.clear ? form.answerLines : nil)
    switch outcome {
    case .submitted: return Status.submitted
    case .cancelled: return Status.cancelled
    case .interrupted: return Status.interrupted
    case .inputEnded: return timedOut ? Status.timedOut : Status.cancelled
    }
  }

  /// `terminal`, or with a `deadline` a ``Countdown`` of it for `form`.
  private static func countingDown(
    _ terminal: any Terminal, to deadline: ContinuousClock.Instant?, in form: Form
  ) -> any Terminal {
    guard let deadline else { return terminal }
    return Countdown(terminal, form: form, deadline: deadline)
  }
}
