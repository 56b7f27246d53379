import TextFieldCore
import TextFieldCurses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Type a mask format and try it live: formatted text, extracted value, completeness, affinity
/// and tail placeholder as you type; a malformed format shows its error with a `^` under the
/// character at fault.
///
/// A format that starts with `@` tries a field type instead: `@phone`, `@phone US`,
/// `@number de_DE`, `@currency EUR de_DE`, `@date dd/MM/yyyy` (its value, E.164, a plain decimal
/// or ISO 8601, and a phone number's region show below).
///
/// Enter in the Text field prints the format, text, value and completeness (and a phone number's
/// region) to standard output (exit 0); Esc exits 1, Ctrl-C 130. `--format F` sets the starting
/// format (`--format @phone` too).
@main
enum MaskPlayground {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let playground: Playground
    if let index = arguments.firstIndex(of: "--format"), index + 1 < arguments.count {
      playground = Playground(initialFormat: arguments[index + 1])
    } else {
      playground = Playground()
    }
    guard let terminal = NcursesTerminal.openRequired(by: "mask-playground") else { exit(2) }
    let outcome = playground.run(on: terminal)
    terminal.close()
    if case .submitted = outcome { playground.summary.forEach { print($0) } }
    exit(outcome.exitStatus)
  }
}
