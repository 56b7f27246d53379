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
  ]

  var fullscreen: Bool
  var inline: Bool
  var clear: Bool
  var mouse: Bool
  var noBell: Bool

  init(_ arguments: ParsedArguments) {
    fullscreen = arguments.flag("fullscreen")
    inline = arguments.flag("inline")
    clear = arguments.flag("clear")
    mouse = arguments.flag("mouse")
    noBell = arguments.flag("no-bell")
  }

  /// Whether the fields are drawn inline (under the cursor, no alternate screen).
  var isInline: Bool { !fullscreen }

  func validate() throws(UsageError) {
    if fullscreen, inline { throw UsageError("--fullscreen and --inline exclude each other") }
    if clear, fullscreen { throw UsageError("--clear has no effect with --fullscreen") }
  }
}
