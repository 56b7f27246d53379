import TextFieldCore
import TextFieldUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DemoForm {
  /// The fallback without a terminal: the library's ``LineMode`` on standard input, prompts and
  /// reasons on standard error, the values on standard output.
  ///
  /// A person (standard input on a terminal) is asked again after a refused line; for a script,
  /// the first refused line ends the run.
  /// - Returns: the exit status: 0, or 3 when a line was refused or input ended early.
  static func runLineMode(_ fields: [FormField]) -> Int32 {
    var mode = LineMode()
    mode.asksAgain = isatty(0) == 1
    guard case .submitted(let values)? = try? mode.run(Form(fields: fields)) else { return 3 }
    for (field, value) in zip(fields, values) { print(DemoFields.line(for: value, of: field)) }
    return 0
  }
}
