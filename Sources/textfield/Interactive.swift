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

  /// The terminal, opened as ``NcursesTerminal/open(environment:)`` says (standard input and
  /// output, else `/dev/tty`), with input ending after `timeout` seconds; `nil` when there is no
  /// terminal to use (then the command runs in line mode).
  ///
  /// No terminal and `TERM=dumb` are the documented ways into line mode and go unremarked; an
  /// unknown `TERM` is a mistake and is reported on standard error.
  static func openTerminal(timeout: Double?) -> NcursesTerminal? {
    let terminal: NcursesTerminal
    do {
      terminal = try NcursesTerminal.open(environment: TerminalEnvironment.current)
    } catch {
      if case .unknownTerminal = error { printError("textfield: \(error)") }
      return nil
    }
    terminal.deadline = timeout.map { .now + .seconds($0) }
    return terminal
  }

  /// Runs `form` on `terminal`, then closes the terminal (before anything is printed).
  /// - Returns: the exit status: 0 submitted, 1 cancelled (or input ended), 130 Ctrl-C,
  ///   124 when the deadline passed.
  static func run(_ form: Form, on terminal: NcursesTerminal) -> Int32 {
    let outcome = form.run(on: terminal)
    let timedOut = terminal.deadlinePassed
    terminal.close()
    switch outcome {
    case .submitted: return Status.submitted
    case .cancelled: return Status.cancelled
    case .interrupted: return Status.interrupted
    case .inputEnded: return timedOut ? Status.timedOut : Status.cancelled
    }
  }
}
