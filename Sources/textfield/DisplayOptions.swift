import ArgumentParser

/// How a prompt or form is shown on the terminal (shared by `prompt` and `form`).
struct DisplayOptions: ParsableArguments {
  @Flag(
    help: """
      Take the whole screen (the alternate screen, with mouse clicks) instead of drawing in the \
      rows under the cursor.
      """)
  var fullscreen = false

  @Flag(
    help: ArgumentHelp(
      "Draw in the rows under the cursor (the default).", visibility: .hidden))
  var inline = false

  @Flag(help: "Clear the drawn rows on submit instead of leaving the answer ('Label: value').")
  var clear = false

  @Flag(
    help: """
      Click a field to focus it and place the caret (inline; the whole screen always takes \
      clicks). Mouse tracking keeps the terminal from selecting text while the prompt is up.
      """)
  var mouse = false

  @Flag(help: "Do not ring the bell when an edit is refused (the message still says why).")
  var noBell = false

  /// Whether the fields are drawn inline (under the cursor, no alternate screen).
  var isInline: Bool { !fullscreen }

  func validate() throws {
    if fullscreen, inline { throw ValidationError("--fullscreen and --inline exclude each other") }
    if clear, fullscreen { throw ValidationError("--clear has no effect with --fullscreen") }
  }
}
