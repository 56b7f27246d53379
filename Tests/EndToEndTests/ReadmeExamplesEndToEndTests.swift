import Foundation
import Testing

/// Every example in the README's "The `textfield` command" section, run as written in a shell in
/// tmux (the built products first on `PATH`), typed key by key, with its outcome checked.
@Suite(.serialized) struct ReadmeExamplesEndToEndTests {
  /// One README example: its text, what to type, and what it leaves.
  struct Example: Sendable, CustomTestStringConvertible {
    /// The example exactly as the README shows it.
    var readme: String
    /// Shell run first, in the repository's root: writing an input file, say.
    var setup = ""
    /// Shell run last: printing the variable the example set, say.
    var after = ""
    /// Text typed one character per key press; tmux key names (`Tab`, `Enter`) are sent as keys.
    var keys: [String] = []
    /// The first rows of the screen just before the last key.
    var screen: [String] = []
    var output: String
    var errors = ""
    var status: Int32 = 0
    /// What the screen shows once the program waits for its first key.
    var ready = "Esc cancel"

    var testDescription: String { String(readme.prefix(60)) }
  }

  static let phone = "+1 ([000]) [000]-[0000]"
  /// A row of an 80-column prompt whose field ends with a dim `note` (a phone's region).
  static func annotated(_ row: String, _ note: String) -> String {
    row + String(repeating: " ", count: 80 - note.count - row.count) + note
  }

  static let examples: [Example] = [
    Example(
      readme: """
        tel=$(textfield --type phone --region US --output value)   # (650) 253-0000 US → +16502530000
        """,
      after: "printf '%s\\n' \"$tel\"", keys: ["6502530000", "Enter"],
      screen: [annotated("Value: (650) 253-0000", "US")], output: "+16502530000\n"),
    Example(
      readme: """
        textfield --type phone --output json
        #   typing +442079460958 prints \
        {"formatted": "+44 20 7946 0958", "value": "+442079460958", "complete": true, "region": "GB"}
        """,
      keys: ["+442079460958", "Enter"], screen: [annotated("Value: +44 20 7946 0958", "GB")],
      output:
        #"{"formatted": "+44 20 7946 0958", "value": "+442079460958", "complete": true, "region": "GB"}"#
        + "\n"),
    Example(
      readme: """
        amount=$(textfield --type currency --currency EUR --locale de_DE --min 0 --output value)  \
        # 1.234,5 € → 1234.50
        """,
      after: "printf '%s\\n' \"$amount\"", keys: ["1234,5", "Enter"],
      screen: ["Value: 1.234,5\u{A0}€"], output: "1234.50\n"),
    Example(
      readme: """
        pct=$(textfield --type number --locale de_CH --min 0 --max 100 --fraction 2)  # 42, Up, Up → 44
        """,
      after: "printf '%s\\n' \"$pct\"", keys: ["42", "Up", "Up", "Enter"],
      screen: ["Value: 44"], output: "44\n"),
    Example(
      readme: """
        day=$(textfield --type date --format dd/MM/yyyy --min 2000-01-01 --output value)  \
        # 29/02/2024 → 2024-02-29
        """,
      after: "printf '%s\\n' \"$day\"", keys: ["29022024", "Enter"],
      screen: ["Value: 29/02/2024"], output: "2024-02-29\n"),
    Example(
      readme: """
        textfield form --field 'tel:Phone:type=phone;region=GB' \
        --field 'due:Due:type=date;format=MM/dd/yyyy'
        """,
      keys: ["02079460958", "Tab", "07042026", "Enter"],
      screen: [annotated("Phone: 020 7946 0958", "GB"), "Due:   07/04/2026"],
      output: """
        {"tel": {"formatted": "020 7946 0958", "value": "+442079460958", "complete": true, \
        "region": "GB"}, "due": {"formatted": "07/04/2026", "value": "2026-07-04", \
        "complete": true}}

        """),
    Example(
      readme: """
        cut -d, -f2 contacts.csv | textfield format --type phone --region US --output value  \
        # E.164 per line
        """,
      setup: """
        cd "$DIR" && printf 'Ann,(650) 253-0000\\nBo,+44 20 7946 0958\\n' > contacts.csv
        """,
      output: "+16502530000\n+442079460958\n"),
    Example(
      readme: "phone=$(textfield --mask '\(phone)' --prompt Phone) || exit",
      after: "printf '%s\\n' \"$phone\"", keys: ["5551234567", "Enter"],
      screen: ["Phone: +1 (555) 123-4567"], output: "+1 (555) 123-4567\n"),
    Example(
      readme: "card=$(textfield --mask '[0000] [0000] [0000] [0000]' --output value)",
      after: "printf '%s\\n' \"$card\"", keys: ["4111111111111111", "Enter"],
      screen: ["Value: 4111 1111 1111 1111"], output: "4111111111111111\n"),
    Example(
      readme:
        "name=$(textfield --max-length 20 --required --placeholder 'your name' --timeout 60)",
      after: "printf '%s\\n' \"$name\"", keys: ["Ada Lovelace", "Enter"],
      screen: ["Value: Ada Lovelace"], output: "Ada Lovelace\n"),
    Example(
      readme: "pin=$(textfield --mask '[0000]' --password)", after: "printf '%s\\n' \"$pin\"",
      keys: ["1234", "Enter"], screen: ["Value: ••••"], output: "1234\n"),
    Example(
      readme: """
        textfield --mask '\(phone)' --affine '+44 [0000] [000000]' --output json
        #   typing +447911123456 prints \
        {"formatted": "+44 7911 123456", "value": "7911123456", "complete": true}
        """,
      keys: ["+447911123456", "Enter"], screen: ["Value: +44 7911 123456"],
      output: #"{"formatted": "+44 7911 123456", "value": "7911123456", "complete": true}"#
        + "\n"),
    Example(
      readme: """
        out=$(textfield form --output env --values value \\
          --field 'name:Name:max-length=20;required' \\
          --field 'phone:Phone:mask=\(phone)' \\
          --field 'note:Note:') || exit
        eval "$out"                                            # phone=5551234567
        """,
      after: "printf '%s|' \"$name\" \"$phone\" \"$note\"",
      keys: ["Ann", "Tab", "5551234567", "Tab", "hi there", "Enter"],
      screen: ["Name:  Ann", "Phone: +1 (555) 123-4567", "Note:  hi there"],
      output: "Ann|5551234567|hi there|"),
    Example(
      readme: """
        textfield form --spec Demos/forms/signup.json          # {"name": {"formatted": …}, …}
        """,
      keys: ["Ann", "Tab", "5551234567", "Tab", "a@b.co", "Tab", "x", "Enter"],
      screen: ["Name:  Ann", "Phone: +1 (555) 123-4567", "Email: a@b.co", "Note:  x"],
      output: """
        {"name": {"formatted": "Ann", "value": "Ann", "complete": true}, \
        "phone": {"formatted": "+1 (555) 123-4567", "value": "5551234567", "complete": true}, \
        "email": {"formatted": "a@b.co", "value": "a@b.co", "complete": true}, \
        "note": {"formatted": "x", "value": "x", "complete": true}}

        """),
    Example(
      readme: """
        textfield format --mask '\(phone)' 5551234567      # +1 (555) 123-4567
        """,
      output: "+1 (555) 123-4567\n"),
    Example(
      readme: """
        cut -d, -f3 contacts.csv | textfield format --mask '[00]{.}[00]{.}[0000]' --output value
        """,
      setup: "cd \"$DIR\" && printf 'Ann,555,01021999\\nBo,556,3112\\n' > contacts.csv",
      // The incomplete date is refused as the prompt refuses it: an empty line, exit 3.
      output: "01.02.1999\n\n",
      errors: "textfield format: line 2: incomplete: \"31.12.\" still needs \"____\"\n",
      status: 3),
    Example(
      readme: """
        textfield format --jsonl < cases.jsonl                 # one JSON result (or error) per line
        """,
      setup: """
        cd "$DIR" && printf '%s\\n' '{"format": "[00]-[00]", "input": "1234"}' '{"input": "1"}' \
        > cases.jsonl
        """,
      output: """
        {"formatted": "12-34", "value": "1234", "complete": true, "caret": 5, "affinity": 3, \
        "tailPlaceholder": ""}
        {"error": {"message": "missing field \\"format\\"", "offset": null}}

        """,
      errors: "textfield format: line 2: missing field \"format\"\n", status: 3),
    Example(
      readme: """
        $ echo '(555) 123-4567' | setsid -w textfield --mask '\(phone)'
        +1 (555) 123-4567
        """,
      output: "+1 (555) 123-4567\n"),
    Example(
      readme: """
        $ echo 12 | setsid -w textfield --pattern '## ##'; echo "exit $?"
        textfield: incomplete: "12" still needs " __"
        exit 3
        """,
      output: "exit 3\n",
      errors: "textfield: incomplete: \"12\" still needs \" __\"\n"),
    Example(
      readme: """
        $ echo '(555) 123-4567' | textfield format --mask '\(phone)'
        +1 (555) 123-4567
        """,
      output: "+1 (555) 123-4567\n"),
    Example(
      readme: """
        $ textfield --mask '[00]-[0x0]'
        Error: bad mask:
        unknown symbol "x" in a [] block at character 8
          [00]-[0x0]
                 ^
        Usage: textfield prompt <options>
          See 'textfield prompt --help' for more information.
        """,
      output: "",
      errors: """
        Error: bad mask:
        unknown symbol "x" in a [] block at character 8
          [00]-[0x0]
                 ^
        Usage: textfield prompt <options>
          See 'textfield prompt --help' for more information.

        """,
      status: 2),
    Example(
      readme: """
        city=$(textfield --prompt City --suggest 'New York' --suggest Newark)   # new y, Right → New York
        """,
      after: "printf '%s\\n' \"$city\"", keys: ["new y", "Right", "Enter"],
      screen: ["City: New York"], output: "New York\n"),
    Example(
      readme: """
        phone=$(textfield --history ~/.phones --mask '+1 ([000]) [000]-[0000]')  # Up: the last number
        """,
      setup: "HOME=\"$DIR\"; export HOME; printf '%s\\n' '+1 (555) 123-4567' > ~/.phones",
      after: "printf '%s\\n' \"$phone\"", keys: ["Up", "Enter"],
      screen: ["Value: +1 (555) 123-4567"], output: "+1 (555) 123-4567\n"),
    Example(
      readme: """
        $ textfield --accessible --prompt Phone --mask '+1 ([000]) [000]-[0000]'
        Phone: 10 digits, shown as +1 (555) 123-4567.
        Phone: 555 123 45
        Phone: incomplete: "+1 (555) 123-45" still needs "2 more characters"
        Phone: 555 123 4567
        Saved: +1 (555) 123-4567
        +1 (555) 123-4567
        """,
      keys: ["555 123 45", "Enter", "555 123 4567", "Enter"],
      screen: [
        "Phone: 10 digits, shown as +1 (555) 123-4567.", "Phone: 555 123 45",
        #"Phone: incomplete: "+1 (555) 123-45" still needs "2 more characters""#,
        "Phone: 555 123 4567",
      ], output: "+1 (555) 123-4567\n", ready: "10 digits"),
  ]

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The README's sections whose examples run `textfield`: "The `textfield` command" and
  /// "Suggestions, history and the accessible mode", one after the other.
  static func section() throws -> String {
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    return try ["## The `textfield` command", "## Suggestions, history and the accessible mode"]
      .map { heading in
        guard let start = readme.range(of: heading),
          let end = readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex)
        else { throw EndToEndError(description: "no section \(heading) in the README") }
        return String(readme[start.lowerBound..<end.lowerBound])
      }.joined(separator: "\n")
  }

  /// Every example is in the README as written, and every line of the section's code that runs
  /// `textfield` belongs to an example here.
  @Test func everyExampleIsCovered() throws {
    let section = try Self.section()
    for example in Self.examples {
      #expect(section.contains(example.readme), "not in the README: \(example.readme)")
    }
    let commands = section.split(separator: "\n").map(String.init).filter {
      $0.contains("textfield ") && !$0.hasPrefix("#") && !$0.hasPrefix("Usage:")
        && !$0.contains("`") && !$0.hasPrefix("swift build")
    }
    for line in commands {
      #expect(
        Self.examples.contains { $0.readme.contains(line) }, "no test types this example: \(line)")
    }
  }

  @Test(arguments: examples)
  func exampleWorksAsTyped(_ example: Example) throws {
    // `$ ` marks a transcript: the command is the first line, the rest is what it prints.
    var command = example.readme
    if command.hasPrefix("$ ") {
      command = String(command.dropFirst(2).prefix { $0 != "\n" })
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tfk-readme-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = [
      "cd \(TmuxSession.shellQuote(Self.root.path))",
      example.setup.isEmpty ? nil : example.setup,
      command,
      example.after.isEmpty ? nil : example.after,
    ].compactMap { $0 }.joined(separator: "\n")
    let path = Products.searchPath + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
    let session = try TmuxSession(
      program: "/bin/sh", arguments: ["-c", script],
      environment: ["PATH": path, "DIR": directory.path])
    if !example.keys.isEmpty {
      try session.waitForScreen("the prompt") {
        $0.contains { $0.contains(example.ready) }
      }
      for key in example.keys.dropLast() {
        if ["Tab", "Enter", "Up", "Down", "Right"].contains(key) {
          try session.send(key)
        } else {
          for character in key { try session.send(String(character), literal: true) }
        }
      }
      try session.waitForScreen("rows \(example.screen)") {
        $0.contains { $0.hasPrefix(example.screen[0]) }
          && $0.drop { !$0.hasPrefix(example.screen[0]) }.prefix(example.screen.count)
            .elementsEqual(example.screen)
      }
      if let last = example.keys.last { try session.send(last) }
    }
    #expect(try session.waitForExit() == example.status)
    #expect(try session.contents("out") == example.output)
    #expect(try session.contents("err") == example.errors)
  }
}
