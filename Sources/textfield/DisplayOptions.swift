import ArgumentParser

/// How a prompt or form is shown on the terminal (shared by `prompt` and `form`).
struct DisplayOptions: ParsableArguments {
  @Flag(
    help: """
      Draw in the rows under the cursor instead of the whole screen: no alternate screen, the \
      lines above stay on screen and in the scrollback, and the answer stays as one line \
      ('Label: value') once submitted.
      """)
  var inline = false

  @Flag(help: "With --inline: clear the drawn rows on submit instead of leaving the answer.")
  var clear = false

  @Flag(help: "Do not ring the bell when an edit is refused (the message still says why).")
  var noBell = false

  func validate() throws {
    if clear, !inline { throw ValidationError("--clear needs --inline") }
  }
}
