extension ManPage {
  /// A subcommand's section: its overview, its help's prose and its options.
  func command(_ command: CommandSpec, into page: inout Roff) {
    page.section("TEXTFIELD " + command.name.uppercased())
    page.text(command.abstract)
    // The exit-status table has a section of its own.
    let prose = command.discussion().replacing(Status.helpText, with: "")
    var literal: [String] = []
    let flush = { (page: inout Roff, literal: inout [String]) in
      guard !literal.isEmpty else { return }
      page.literal(literal)
      literal = []
    }
    for line in prose.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix(" ") {
        literal.append(String(line))
      } else if !line.isEmpty {
        flush(&page, &literal)
        page.paragraph()
        page.text(String(line))
      }
    }
    flush(&page, &literal)
    page.paragraph()
    let usage = command.usage.isEmpty ? "" : " " + Roff.escaped(command.usage)
    page.raw("Usage: \\fBtextfield " + Roff.escaped(command.name) + "\\fR" + usage)
    if let (name, help) = command.arguments {
      page.request("TP")
      page.raw("\\fI" + Roff.escaped(name) + "\\fR")
      page.text(help)
    }
    for group in command.groups {
      options(group.title, group.options, into: &page)
    }
    options("OPTIONS", command.options, into: &page)
  }

  /// The options under a heading, as `--help` shows them (hidden ones left out).
  private func options(_ title: String, _ options: [OptionSpec], into page: inout Roff) {
    let shown = options.filter { !$0.hidden }
    guard !shown.isEmpty else { return }
    page.subsection(title.prefix(1) + title.dropFirst().lowercased())
    for option in shown {
      page.request("TP")
      let name = Roff.option("--" + option.name)
      switch option.kind {
      case .flag: page.raw(name)
      case .inversion:
        page.raw(name + ", " + Roff.option("--no-" + option.name))
      case .value:
        let value = option.takesFile ? "file" : option.name
        page.raw(name + " \\fI" + Roff.escaped(value) + "\\fR")
      }
      var notes: [String] = []
      if !option.choices.isEmpty {
        notes.append("values: " + option.choices.joined(separator: ", "))
      }
      if let value = option.defaultValue { notes.append("default: " + value) }
      page.text(
        notes.isEmpty ? option.help : option.help + " (" + notes.joined(separator: "; ") + ")")
    }
  }

  func environment(_ page: inout Roff) {
    page.section("ENVIRONMENT")
    page.text(
      "Each TEXTFIELD_ variable is the default of the option of the same name; an option given"
        + " on the command line wins, an empty variable counts as unset, and a value the option"
        + " cannot take is a usage error (exit 2). completion and man read none.")
    for entry in EnvironmentDefaults.entries {
      page.request("TP")
      page.raw("\\fB" + Roff.escaped(entry.variable) + "\\fR")
      let kind =
        switch entry.kind {
        case .value: "its value"
        case .flag: "1, true or yes to set it (0, false or no leave it off)"
        case .cells: "a whole number of cells, 1 or more"
        case .seconds: "a number of seconds, more than 0"
        }
      page.text(
        "\(entry.option) of " + entry.subcommands.sorted().joined(separator: " and ")
          + ": \(kind).")
    }
    let terminal: [(String, String)] = [
      ("NO_COLOR", "When set and not empty, the field is drawn without colours."),
      (
        "ESCDELAY",
        "How long, in milliseconds, a lone Esc waits for the rest of a key's sequence before it"
          + " counts as Esc (cancel): 25 when unset or not a number."
      ),
      (
        "TERM",
        "The terminal's type; dumb at a terminal turns on the accessible mode (as --accessible"
          + " does), and no terminal at all makes the prompt read plain lines from standard input."
      ),
      (
        "ACCESSIBLE",
        "When set, not empty and not 0, a person at a terminal is asked in the accessible mode"
          + " (as --accessible); without a terminal it changes nothing."
      ),
      ("COLUMNS", "The width --help wraps its text to (else the terminal's, else 80)."),
    ]
    for (name, meaning) in terminal {
      page.request("TP")
      page.raw("\\fB" + name + "\\fR")
      page.text(meaning)
    }
  }

  func examples(_ page: inout Roff) {
    page.section("EXAMPLES")
    let examples: [(String, [String])] = [
      (
        "Ask for a phone number through a mask:",
        [
          "phone=$(textfield --mask '+1 ([000]) [000]-[0000]' --prompt Phone) || exit"
        ]
      ),
      (
        "A typed field: a phone number of any country, printed as E.164:",
        [
          "tel=$(textfield --type phone --region US --output value)"
        ]
      ),
      (
        "Several fields as shell assignments, evaluated only when the form was submitted:",
        [
          "out=$(textfield form --output env \\",
          "  --field 'name:Name:max-length=20;required' \\",
          "  --field 'due:Due:type=date;format=dd/MM/yyyy') || exit",
          "eval \"$out\"",
        ]
      ),
      (
        "Format text without a terminal:",
        [
          "textfield format --mask '+1 ([000]) [000]-[0000]' 5551234567"
        ]
      ),
      (
        "Install the completions for zsh:",
        [
          "textfield completion zsh > ~/.zfunc/_textfield"
        ]
      ),
    ]
    for (index, (what, lines)) in examples.enumerated() {
      if index > 0 { page.paragraph() }
      page.text(what)
      page.literal(lines.map { "  " + $0 })
    }
  }

  func seeAlso(_ page: inout Roff) {
    page.section("SEE ALSO")
    page.raw("\\fBbash\\fR(1), \\fBzsh\\fR(1), \\fBfish\\fR(1), \\fBncurses\\fR(3X)")
    page.paragraph()
    page.text(
      "The README of TextFieldKit; docs/serve-protocol.md for the protocol of textfield serve.")
  }
}
