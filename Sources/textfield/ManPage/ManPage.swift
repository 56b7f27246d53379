/// The manual page `textfield.1` (man(7) macros), written from the subcommands' tables, the
/// exit-status table and the environment's.
///
/// `textfield man` prints it; docs/textfield.1 is a copy a test keeps equal to it.
struct ManPage {
  /// The date on the title line, that of ``TextField/version``.
  ///
  /// A fixed date, not today's, so the page is the same on every build.
  static let date = "2026-11-27"

  var commands: [CommandSpec]

  /// The page of `textfield` today.
  static var current: ManPage { ManPage(commands: TextField.commands) }

  /// The whole page.
  var text: String {
    var page = Roff()
    page.comment("textfield.1, written by `textfield man` from textfield's option tables.")
    page.comment("Do not edit: change the tables and run `textfield man > docs/textfield.1`.")
    page.request(
      "TH", "TEXTFIELD", "1", Self.date, "textfield " + TextField.version, "User Commands")
    page.section("NAME")
    page.raw(
      "textfield \\- " + Roff.escaped(TextField.abstract.lowercasedFirst.droppingFinalPeriod))
    synopsis(&page)
    description(&page)
    for command in commands { self.command(command, into: &page) }
    exitStatus(&page)
    environment(&page)
    examples(&page)
    seeAlso(&page)
    return page.text
  }

  private func synopsis(_ page: inout Roff) {
    page.section("SYNOPSIS")
    for (index, command) in commands.enumerated() {
      if index > 0 { page.request("br") }
      let name = command.name == TextField.names[0] ? "[" + command.name + "]" : command.name
      let usage = command.usage.isEmpty ? "" : " " + Roff.escaped(command.usage)
      page.raw("\\fBtextfield\\fR " + Roff.escaped(name) + usage)
    }
  }

  private func description(_ page: inout Roff) {
    page.section("DESCRIPTION")
    page.text(
      TextField.abstract
        + " textfield asks for a value in the rows under the cursor (or on the whole screen),"
        + " through input masks, filters and typed fields (phone numbers, numbers, money,"
        + " dates), and prints it to standard output; without a terminal it reads a line from"
        + " standard input and checks it the same way.")
    page.paragraph()
    page.text(
      "The first word names the subcommand; without one, textfield runs prompt, so"
        + " 'textfield --mask ...' is 'textfield prompt --mask ...'. Every subcommand takes"
        + " --help (or 'textfield help SUBCOMMAND') and --version.")
    for command in commands {
      page.request("TP")
      page.raw("\\fB" + Roff.escaped(command.name) + "\\fR")
      page.text(command.abstract)
    }
  }

  private func exitStatus(_ page: inout Roff) {
    page.section("EXIT STATUS")
    page.text("The same for every subcommand:")
    for row in Status.table {
      page.request("TP")
      page.text(String(row.status))
      page.text(row.meaning)
    }
  }
}

extension String {
  /// The text with its first character lowercased: "Masked" becomes "masked".
  fileprivate var lowercasedFirst: String {
    guard let first else { return self }
    return first.lowercased() + dropFirst()
  }

  /// The text without a final period.
  fileprivate var droppingFinalPeriod: String {
    hasSuffix(".") ? String(dropLast()) : self
  }
}
