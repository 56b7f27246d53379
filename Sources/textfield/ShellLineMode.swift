import TextFieldCore
import TextFieldUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command without a terminal: the library's ``LineMode`` on strict UTF-8 standard input.
///
/// Standard input from a person (a terminal, `TERM=dumb`, a screen reader) gets the accessible
/// transcript on standard error: prompts, reasons, asking again; end of input cancels (exit 1).
/// Standard input from a script gets no prompts, and the first line that does not satisfy its
/// field ends the run (exit 3 with the reason): a refused line must not shift the lines after it
/// into the wrong fields. Input the filters would trim is refused either way. When a script's
/// input ends, a field given a value (`--value`) keeps it.
///
/// Accessible (`--accessible`, or `ACCESSIBLE`/`TERM=dumb` for a person at a terminal), the
/// fields are introduced in words and each value read back; a person at a terminal answers on
/// the terminal itself (`/dev/tty`, its own line editing, the transcript written there), and
/// standard input from elsewhere gets the same transcript on standard error, asked again after
/// a refusal as a person is. What the filters drop is then said, not refused: the read-back
/// shows what was kept.
enum ShellLineMode {
  /// Why the input does not satisfy the form (exit 3), without the `textfield: ` prefix.
  struct Failure: Error, CustomStringConvertible {
    var description: String
    /// The exit status: 3 (input that does not satisfy the form) or 124 (`--timeout` passed).
    var status = Status.unsatisfied
  }

  /// Runs `form` on standard input; `prefix(index)` names the field in a failure (`field "phone":
  /// ` in a form, nothing for a prompt).
  /// - Returns: whether the form was submitted (`false`: a person ended the input).
  /// - Throws: ``Failure`` for input that does not satisfy a field, or that is not UTF-8.
  ///
  /// With `timeout`, input that has not come within that many seconds ends the run (status 124).
  static func run(
    _ form: Form, timeout: Double? = nil, accessible: Bool = false,
    prefix: @escaping (Int) -> String
  ) throws(Failure) -> Bool {
    let deadline = timeout.map { ContinuousClock.now + .seconds($0) }
    var terminal: LineModeTerminal?
    if accessible, isatty(0) == 1 { terminal = LineModeTerminal.open() }
    terminal?.deadline = deadline
    let interactive = accessible || isatty(0) == 1
    StandardInput.deadline = deadline
    var current = 0
    var refusal: String?
    var mode: LineMode
    if let terminal {
      mode = LineMode(terminal: terminal)
      let write = mode.write
      mode.write = { line in
        current = line.field
        write(line)
      }
    } else {
      mode = LineMode(
        read: {
          if let line = try StandardInput.readLine() { return line }
          // A script's input ended: an empty line keeps a value the field was given.
          let given =
            form.fields.indices.contains(current) && !form.fields[current].model.text.isEmpty
          return !interactive && given ? "" : nil
        },
        write: { line in
          current = line.field
          if line.kind == .refusal { refusal = line.detail }
          if interactive { printError(line.text) }
        })
    }
    mode.asksAgain = interactive
    // Accessible, what the filters dropped is said and the value read back: the person checks
    // it, so a value typed in another form (spaces in a code) is taken.
    mode.refusesTrimmedInput = !accessible
    mode.isAccessible = accessible
    let outcome: Form.Outcome
    do {
      outcome = try mode.run(form)
    } catch {
      throw Failure(description: prefix(current) + "\(error)")
    }
    if StandardInput.timedOut || terminal?.timedOut == true {
      let seconds = timeout.map { "\($0)".replacingSuffix(".0") } ?? ""
      throw Failure(
        description: prefix(current) + "no input within \(seconds) s (--timeout)",
        status: Status.timedOut)
    }
    if case .submitted = outcome { return true }
    if interactive { return false }
    throw Failure(
      description: prefix(current) + (refusal ?? "no terminal and no input on standard input"))
  }
}

extension String {
  /// The string without `suffix` at its end, if it is there.
  fileprivate func replacingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
