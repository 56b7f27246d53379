#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a prompt or form is shown on the terminal (shared by `prompt` and `form`).
struct DisplayOptions {
  static let options: [OptionSpec] = [
    .flag(
      "fullscreen",
      """
      Take the whole screen (the alternate screen, with mouse clicks) instead of drawing in the \
      rows under the cursor.
      """),
    .flag("inline", "Draw in the rows under the cursor (the default).", hidden: true),
    .flag(
      "clear", "Clear the drawn rows on submit instead of leaving the answer ('Label: value')."),
    .flag(
      "mouse",
      """
      Click a field to focus it and place the caret (inline; the whole screen always takes \
      clicks). Mouse tracking keeps the terminal from selecting text while the prompt is up.
      """),
    .flag("no-bell", "Do not ring the bell when an edit is refused (the message still says why)."),
    .flag(
      "accessible",
      """
      Ask line by line for a screen reader: each field introduced in words (what it takes, an \
      example, its default), the value typed in any form read back ('Saved: ...'), plain text \
      only, no cursor movement. Also on with ACCESSIBLE set (not 0) or TERM=dumb at a terminal.
      """),
  ]

  var fullscreen: Bool
  var inline: Bool
  var clear: Bool
  var mouse: Bool
  var noBell: Bool
  var accessible: Bool

  init(_ arguments: ParsedArguments) {
    fullscreen = arguments.flag("fullscreen")
    inline = arguments.flag("inline")
    clear = arguments.flag("clear")
    mouse = arguments.flag("mouse")
    noBell = arguments.flag("no-bell")
    accessible = arguments.flag("accessible")
  }

  /// Whether the fields are asked in the accessible line mode: `--accessible`, or a person at a
  /// terminal (standard input is one) with `ACCESSIBLE` set and not `0`, or `TERM=dumb`.
  ///
  /// Without a terminal the variables change nothing: a script's input keeps today's line mode.
  func isAccessible(environment: [String: String], atTerminal: Bool) -> Bool {
    if accessible { return true }
    guard atTerminal else { return false }
    let variable = environment["ACCESSIBLE"] ?? ""
    return (!variable.isEmpty && variable != "0") || environment["TERM"] == "dumb"
  }

  /// ``isAccessible(environment:atTerminal:)`` for this process.
  var isAccessible: Bool {
    var environment: [String: String] = [:]
    for name in ["ACCESSIBLE", "TERM"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return isAccessible(environment: environment, atTerminal: isatty(0) == 1)
  }

  /// Whether the fields are drawn inline (under the cursor, no alternate screen).
  var isInline: Bool { !fullscreen }

  func validate() throws(UsageError) {
    if fullscreen, inline { throw UsageError("--fullscreen and --inline exclude each other") }
    if clear, fullscreen { throw UsageError("--clear has no effect with --fullscreen") }
  }
}
