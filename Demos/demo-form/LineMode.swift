import TextFieldCore
import TextFieldCurses

/// The fallback without a terminal: each line of standard input is pasted into the next field;
/// what the filters drop is reported on standard error, the values go to standard output.
enum LineMode {
  /// Runs the fields in line mode; returns the exit status (0, or 3 when a field is invalid or
  /// input ends early).
  static func run(_ fields: [FormField]) -> Int32 {
    for field in fields {
      let model = field.model
      let token = model.addObserver { event, _ in
        if case .feedback(let feedback) = event { printError("  ! \(field.label): \(feedback)") }
      }
      model.beginEditing()
      guard let line = readLine() else {
        printError("demo-form: input ended before \(field.label)")
        return 3
      }
      model.perform(.paste(line))
      model.endEditing(force: true)
      model.removeObserver(token)
      if let failure = model.validate(.submit) {
        printError("demo-form: \(field.label): \(failure.message)")
        return 3
      }
    }
    for field in fields { print(DemoFields.line(for: field.result, of: field)) }
    return 0
  }
}
