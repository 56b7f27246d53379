import ArgumentParser
import TextFieldCore
import TextFieldCurses

/// Running fields on a real terminal, for the prompt and the form.
enum Interactive {
  /// The longest `--timeout` taken, in seconds (about 31 years).
  static let longestTimeout = 1e9

  /// Checks a `--timeout` value: more than 0 and at most ``longestTimeout`` seconds.
  static func validate(timeout: Double?) throws {
    if let timeout, !(timeout > 0 && timeout <= longestTimeout) {
      throw ValidationError("--timeout must be a number of seconds, more than 0")
    }
  }

  /// A terminal to run fields on: the whole screen, or the rows under the cursor.
  enum Screen {
    case fullScreen(NcursesTerminal)
    case inline(InlineTerminal)
  }

  /// The terminal, opened as ``NcursesTerminal/open(environment:)`` (or, `--inline`,
  /// ``InlineTerminal/open(environment:rows:)`` for `rows` rows) says, with input ending after
  /// `timeout` seconds; `nil` when there is no terminal to use (then the command runs in line
  /// mode).
  ///
  /// No terminal and `TERM=dumb` are the documented ways into line mode and go unremarked; an
  /// unknown `TERM` is a mistake and is reported on standard error.
  static func openTerminal(timeout: Double?, display: DisplayOptions, rows: Int) -> Screen? {
    let deadline = timeout.map { ContinuousClock.now + .seconds($0) }
    do {
      if display.isInline {
        let terminal = try InlineTerminal.open(
          environment: TerminalEnvironment.current, rows: rows, mouse: display.mouse)
        terminal.deadline = deadline
        return .inline(terminal)
      }
      let terminal = try NcursesTerminal.open(environment: TerminalEnvironment.current)
      terminal.deadline = deadline
      return .fullScreen(terminal)
    } catch {
      if case .unknownTerminal = error { printError("textfield: \(error)") }
      return nil
    }
  }

  /// Runs `form` on `screen`, then closes the terminal (before anything is printed); inline, the
  /// answer lines stay on screen after a submit unless `--clear`.
  /// - Returns: the exit status: 0 submitted, 1 cancelled (or input ended), 130 Ctrl-C,
  ///   124 when the deadline passed.
  static func run(_ form: Form, on screen: Screen, display: DisplayOptions) -> Int32 {
    if display.noBell { form.alertStyle = .none }
    let outcome: FormOutcome
    let timedOut: Bool
    switch screen {
    case .fullScreen(let terminal):
      outcome = form.run(on: terminal)
      timedOut = terminal.deadlinePassed
      terminal.close()
    case .inline(let terminal):
      outcome = form.run(on: terminal)
      timedOut = terminal.deadlinePassed
      let submitted = if case .submitted = outcome { true } else { false }
      terminal.close(leaving: submitted && !display.clear ? form.answerLines : nil)
    }
    switch outcome {
    case .submitted: return Status.submitted
    case .cancelled: return Status.cancelled
    case .interrupted: return Status.interrupted
    case .inputEnded: return timedOut ? Status.timedOut : Status.cancelled
    }
  }
}
