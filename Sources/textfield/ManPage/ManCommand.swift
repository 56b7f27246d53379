/// `textfield man`: prints the manual page (man(7) source) to standard output.
enum ManCommand {
  static let abstract = "Print the manual page (roff, for man -l - or share/man/man1/textfield.1)."

  static var discussion: String {
    """
    The page is written from the same tables as --help: every subcommand with its options, the \
    exit status, the environment and examples. Read it with 'textfield man | man -l -', or \
    install it: textfield man > ~/.local/share/man/man1/textfield.1 (then 'man textfield').

    \(Status.helpText)
    """
  }

  static let command = CommandSpec(
    name: "man", abstract: abstract, discussion: { discussion }, usage: "", options: [])

  /// Prints the page.
  /// - Throws: ``ExitStatus`` 74 when standard output cannot be written.
  static func run() throws(ExitStatus) {
    try StandardOutput.writeDocument(ManPage.current.text)
  }
}
