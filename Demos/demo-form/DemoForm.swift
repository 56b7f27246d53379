import TextFieldCore
import TextFieldCurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A sign-up form showing every capability (the seed articles' filters, input masks with
/// affine formats, validators, secure echo) as a real terminal form (or a one-field prompt with `--prompt`),
/// with a line-mode fallback when there is no terminal.
///
/// The UI is drawn on the terminal; the submitted values go to standard output, one
/// `Label: value` line each. Exit status: 0 submitted, 1 cancelled (Esc), 130 Ctrl-C.
@main
enum DemoForm {
  static func main() throws {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let promptOnly = arguments.contains("--prompt")
    let fields = promptOnly ? [try DemoFields.promptField()] : try DemoFields.make()
    let terminal: any Terminal
    switch TerminalChoice.open(.fullScreen) {
    case .terminal(let opened):
      terminal = opened
    case .lineMode(let reason):
      printError("demo-form: \(reason)")
      exit(runLineMode(fields))
    }
    let form = Form(fields: fields, title: promptOnly ? nil : "TextFieldKit demo form")
    form.hint = promptOnly ? "Enter submit · Esc cancel" : DemoFields.hint
    if arguments.contains("--no-bell") { form.alertStyle = .none }
    if let index = arguments.firstIndex(of: "--abort-on"), index + 1 < arguments.count {
      // Test hook for the crash path: abort() once the text equals the argument.
      let trigger = arguments[index + 1]
      fields.first?.model.addObserver { _, model in if model.text == trigger { abort() } }
    }
    let outcome = form.run(on: terminal)
    terminal.close(leaving: nil)
    if case .submitted(let values) = outcome {
      for (field, value) in zip(fields, values) { print(DemoFields.line(for: value, of: field)) }
    }
    exit(outcome.exitStatus)
  }
}

/// Writes `message` and a newline to standard error.
func printError(_ message: String) {
  StandardError.writeLine(message)
}
