import TextFieldUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension NcursesTerminal {
  /// Opens the terminal for a program that cannot run without one; when there is none, writes
  /// "`program` needs a terminal: why" to standard error and returns `nil` (the caller exits).
  public static func openRequired(by program: String) -> NcursesTerminal? {
    do {
      return try open(environment: TerminalEnvironment.current)
    } catch {
      let bytes = Array("\(program) needs a terminal: \(error)\n".utf8)
      _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
      return nil
    }
  }
}
