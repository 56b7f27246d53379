import TextFieldUI

extension NcursesTerminal {
  /// Opens the terminal for a program that cannot run without one; when there is none, writes
  /// "`program` needs a terminal: why" to standard error and returns `nil` (the caller exits).
  package static func openRequired(by program: String) -> NcursesTerminal? {
    do {
      return try open(environment: TerminalEnvironment.current)
    } catch {
      StandardError.writeLine("\(program) needs a terminal: \(error)")
      return nil
    }
  }
}
