import Foundation
import Testing

/// `textfield` (inline by default) in a real terminal: drawn in the rows under the cursor, never on the
/// alternate screen; what was printed before stays on screen and in the scrollback.
@Suite(.serialized) struct InlineEndToEndTests {
  static let phone = "+1 ([000]) [000]-[0000]"
  static let hint = TextFieldSession.promptHint
  static let before = ["before one", "before two"]

  /// Runs `command` (by default, prints two lines) on the terminal, then `textfield` (inline by
  /// default) with `arguments`; waits for `ready`, then records everything the pane receives from then
  /// on (`pipe-pane`).
  static func start(
    _ arguments: [String], printing command: String = "printf 'before one\\nbefore two\\n'",
    ready: String = hint, captureCommand: Bool = false, width: Int = 80, height: Int = 24
  ) throws -> TmuxSession {
    let session = try TmuxSession(
      program: "/bin/sh",
      arguments: [
        "-c", "\(command) > /dev/tty; exec \"$0\" \"$@\"",
        Products.path("textfield"),
      ] + arguments, width: width, height: height, captureCommand: captureCommand)
    try session.waitFor(ready)
    try session.tmux(["pipe-pane", "-t", "0", "-o", "cat > \(session.file("pane").path)"])
    return session
  }

  @Test func linesAboveStayWhileUpAndTheAnswerLineStaysAfterASubmit() throws {
    let session = try Self.start(["--mask", Self.phone, "--prompt", "Phone"])
    try session.expectRows(Self.before + ["Phone: +1 (___) ___-____", "", Self.hint])
    #expect(try session.display("#{alternate_on}") == "0")
    try session.send("5551234567")
    try session.expectRows(Self.before + ["Phone: +1 (555) 123-4567", "", Self.hint])
    #expect(try session.cursor() == (24, 2))
    #expect(try session.display("#{alternate_on}") == "0")
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "+1 (555) 123-4567\n")
    try session.expectRows(Self.before + ["Phone: +1 (555) 123-4567", "", "", ""])
    try session.expectNoAlternateScreenOrMouse()
  }

  /// The cursor after text on its line (`printf 'Phone? '`): the region starts on the next line
  /// and the text stays.
  @Test func textBeforeTheCursorOnItsLineStays() throws {
    let session = try Self.start(["--prompt", "Name"], printing: "printf 'Your name? '")
    try session.expectRows(["Your name?", "Name:", "", Self.hint])
    try session.send("abc", "Enter")
    try session.expectEnd(status: 0, output: "abc\n")
    try session.expectRows(["Your name?", "Name: abc", ""])
  }

  @Test func clearLeavesNothingAfterASubmit() throws {
    let session = try Self.start(["--prompt", "Name", "--clear"])
    try session.send("abc", "Enter")
    try session.expectEnd(status: 0, output: "abc\n")
    try session.expectRows(Self.before + ["", "", ""])
  }

  @Test func escapeClearsTheRegionAndExits1() throws {
    let session = try Self.start(["--prompt", "Name"])
    try session.send("abc")
    try session.expectRows(Self.before + ["Name: abc"])
    try session.send("Escape")
    try session.expectEnd(status: 1, output: "")
    try session.expectRows(Self.before + ["", "", ""])
    #expect(try session.cursor() == (0, 2))
  }

  @Test func controlCExits130WithTheTerminalRestoredAndNoAlternateScreenEver() throws {
    let session = try Self.start(["--prompt", "Name"])
    for text in ["a", "b", "c"] {
      try session.send(text)
      #expect(try session.display("#{alternate_on}") == "0")
      #expect(try session.display("#{mouse_any_flag}") == "0")
    }
    try session.expectRows(Self.before + ["Name: abc"])
    try session.send("C-c")
    try session.expectEnd(status: 130, output: "")
    try session.expectRows(Self.before + ["", "", ""])
    try session.expectNoAlternateScreenOrMouse()
    try session.expectShellModes()
  }

  @Test(arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGSEGV, SIGPIPE])
  func aSignalClearsTheRegionAndRestoresTheTerminal(signal: Int32) throws {
    let session = try Self.start(["--prompt", "Name"])
    try session.send("abc")
    try session.expectRows(Self.before + ["Name: abc"])
    kill(try session.pid(), signal)
    #expect(try session.waitForExit() == 128 + signal)
    #expect(try session.contents("stty-before") == session.contents("stty-after"))
    try session.expectRows(Self.before + ["", "", ""])
    try session.expectShellModes()
  }

  /// Started on the last row: the terminal scrolls up to make room, nothing is overwritten, and
  /// the lines scrolled off are in the scrollback.
  @Test func aFiveFieldFormStartedOnTheLastRowScrollsTheTerminal() throws {
    let fields = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon"].flatMap {
      ["--field", "\($0.lowercased()):\($0)"]
    }
    let session = try Self.start(
      ["form"] + fields, printing: "seq 1 23",
      ready: TextFieldSession.formHint)
    // 23 lines leave the caret on row 23; the form's 7 rows scroll the screen up by 6.
    let numbers = (7...23).map(String.init)
    try session.expectRows(
      numbers + ["Alpha:", "Beta:", "Gamma:", "Delta:", "Epsilon:", "", TextFieldSession.formHint])
    try session.send("a", "Tab", "b", "Tab", "c", "Tab", "d", "Tab", "e", "Enter")
    try session.expectEnd(
      status: 0,
      output:
        "{"
        + zip(["alpha", "beta", "gamma", "delta", "epsilon"], ["a", "b", "c", "d", "e"]).map {
          "\"\($0)\": {\"formatted\": \"\($1)\", \"value\": \"\($1)\", \"complete\": true}"
        }.joined(separator: ", ") + "}\n"
    )
    try session.expectRows(
      numbers + ["Alpha: a", "Beta: b", "Gamma: c", "Delta: d", "Epsilon: e", "", ""])
    let history = try session.tmux(["capture-pane", "-p", "-t", "0", "-S", "-50"])
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let start = try #require(history.firstIndex(of: "1"))
    #expect(Array(history[start..<start + 23]) == (1...23).map(String.init))
  }

  /// `--mouse`: a click focuses the field on the clicked row, found through the cursor position
  /// the terminal reported at the start and the rows the form scrolled the screen by.
  @Test func mouseClicksFocusTheClickedFieldAfterTheScreenScrolled() throws {
    let session = try Self.start(
      ["form", "--mouse", "--field", "a:Alpha", "--field", "b:Beta", "--field", "c:Gamma"],
      printing: "seq 1 23", ready: TextFieldSession.formHint)
    try session.waitForDisplay("#{mouse_any_flag}", "1")
    // 23 lines and 5 rows of form: the screen scrolled by 4; Gamma is on row 21 (SGR: 22).
    try session.expectRows((5...23).map(String.init) + ["Alpha:", "Beta:", "Gamma:"])
    try session.send("a")
    try session.send(bytes: Array("\u{1B}[<0;12;22M\u{1B}[<0;12;22m".utf8))
    try session.send("c")
    try session.expectRows((5...23).map(String.init) + ["Alpha: a", "Beta:", "Gamma: c"])
    try session.send("Escape")
    try session.expectEnd(status: 1, output: "")
    try session.expectShellModes()
  }

  @Test func commandSubstitutionCapturesOnlyTheValue() throws {
    let session = try Self.start(["--mask", Self.phone], captureCommand: true)
    try session.send("5551234567")
    try session.expectRows(Self.before + ["Value: +1 (555) 123-4567"])
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "+1 (555) 123-4567")
    try session.expectRows(Self.before + ["Value: +1 (555) 123-4567"])
  }

  @Test func aPasteIsOneEditAndWideCharactersPlaceTheCaret() throws {
    let session = try Self.start(["--mask", Self.phone])
    try session.paste("555123")
    try session.expectRows(Self.before + ["Value: +1 (555) 123-____"])
    try session.send("Escape")
    try session.expectEnd(status: 1, output: "")
    let wide = try Self.start(["--prompt", "Name"])
    try wide.paste("日本語")
    try wide.expectRows(Self.before + ["Name: 日本語"])
    #expect(try wide.cursor() == (12, 2))
    try wide.send("Enter")
    try wide.expectEnd(status: 0, output: "日本語\n")
    try wide.expectRows(Self.before + ["Name: 日本語", ""])
  }

  /// A terminal narrower than the label: the label is cut, the field scrolls, and the answer
  /// line wraps as printed text does.
  @Test func aTerminalNarrowerThanTheLabelStillWorks() throws {
    let session = try Self.start(
      ["--prompt", "Telephone"], printing: "printf 'abc\\n'", ready: "Enter s…", width: 8,
      height: 6)
    try session.expectRows(["abc", "T…:", "", "Enter s…"])
    try session.send("12345678")
    // Four cells jump two at a time.
    try session.expectRows(["abc", "T…: 78", "", "Enter s…"])
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "12345678\n")
    try session.expectRows(["abc", "Telephon", "e: 12345", "678", "", ""])
  }

  @Test func fullscreenBringsBackTheAlternateScreen() throws {
    let session = try Self.start(["--fullscreen", "--prompt", "Name"])
    try session.waitForDisplay("#{alternate_on}", "1")
    try session.expectRows(["Name:", "", Self.hint])
    try session.send("abc", "Enter")
    try session.expectEnd(status: 0, output: "abc\n")
    try session.expectRows(Self.before + [""])
  }

  /// A refused key rings the bell (BEL reaches the pane) unless `--no-bell`; the message says
  /// why either way.
  @Test(arguments: [false, true])
  func noBellSilencesTheBell(noBell: Bool) throws {
    let session = try Self.start(
      ["--prompt", "PIN", "--allowed", "0123456789"] + (noBell ? ["--no-bell"] : []))
    try session.send("1x")
    try session.waitFor("only")
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "1\n")
    // The answer line is written after any bell: once it is in the log, so is the bell.
    try session.waitForFile("pane") { $0.contains("PIN: 1") }
    #expect(try session.contents("pane").contains("\u{07}") == !noBell)
  }

  /// `C-z` clears the region and gives the shell a restored terminal; `fg` draws the region
  /// again under the cursor, with the text typed so far.
  @Test func stopClearsTheRegionAndContinueDrawsItAgain() throws {
    let session = try TmuxSession.interactiveShell()
    try session.waitFor("$")
    let program = TmuxSession.shellQuote(Products.path("textfield"))
    try session.send(
      "stty -g > $DIR/stty-before; echo before; \(program) --prompt Name > $DIR/out",
      literal: true)
    try session.send("Enter")
    try session.waitFor(Self.hint)
    try session.send("abc")
    try session.waitFor("Name: abc")
    try session.send("C-z")
    try session.waitFor("Stopped")
    #expect(try !session.lines().contains { $0.contains("Name: abc") })
    try session.expectShellModes()
    try session.send("C-u")  // the probe's text, from the shell's line
    try session.send("clear; fg", literal: true)
    try session.send("Enter")
    try session.waitFor("Name: abc")
    try session.send("Left", "X", "Enter")
    try session.waitForFile("out") { $0 == "abXc\n" }
    try session.waitFor("Name: abXc")
    try session.send("stty -g > $DIR/stty-after; echo done > $DIR/status", literal: true)
    try session.send("Enter")
    try session.waitForFile("status")
    #expect(try session.contents("stty-after") == session.contents("stty-before"))
    try session.expectShellModes()
  }

  /// Narrower: the terminal rewraps the long title above the caret (tmux then scrolls the rows
  /// it added into the scrollback); the region is found and drawn again at the new width, with
  /// no stray rows, and the lines before it are still just above it.
  @Test func resizeLaysOutAgainWithNoStrayLines() throws {
    let session = try Self.start(
      ["--prompt", "Name", "--header", "A header that is quite long", "--width", "8"])
    try session.send("abc")
    try session.expectRows(
      Self.before + ["A header that is quite long", "Name: abc", "", Self.hint])
    try session.tmux(["resize-window", "-t", "0", "-x", "20", "-y", "24"])
    let region = ["A header that is qu…", "Name: abc", "", "Enter submit · Esc …", "", ""]
    try session.waitForHistory("the region redrawn at width 20") { lines in
      guard let start = lines.firstIndex(of: "before one") else { return false }
      return Array(lines[start...].prefix(8)) == Self.before + region
    }
    try session.send("d")
    try session.waitFor("Name: abcd")
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "abcd\n")
    try session.waitForHistory("the answer line") { lines in
      guard let start = lines.firstIndex(of: "before one") else { return false }
      return Array(lines[start...].prefix(5)) == Self.before + ["Name: abcd", "", ""]
    }
  }
}

extension TmuxSession {
  /// Polls the scrollback and the screen (trailing blanks trimmed) until `condition` holds.
  @discardableResult
  func waitForHistory(
    _ what: String, timeout: Double = 20, _ condition: ([String]) -> Bool
  ) throws -> [String] {
    var last: [String] = []
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      last = try tmux(["capture-pane", "-p", "-t", "0", "-S", "-100"])
        .split(separator: "\n", omittingEmptySubsequences: false)
        .map { String($0.reversed().drop { $0 == " " }.reversed()) }
      if condition(last) { return last }
      usleep(20_000)
    }
    throw EndToEndError(
      description: "timed out waiting for \(what):\n\(last.joined(separator: "\n"))")
  }

  /// Expects that nothing the pane received since `start` entered the alternate screen or
  /// turned mouse reporting on, and that the terminal is on its main screen now.
  func expectNoAlternateScreenOrMouse(sourceLocation: SourceLocation = #_sourceLocation) throws {
    try waitForDisplay("#{alternate_on}", "0")
    // What the program wrote last (bracketed paste off) is in the log once it has caught up.
    try waitForFile("pane") { $0.contains("\u{1B}[?2004l") }
    let received = try contents("pane")
    for mode in ["?1049h", "?47h", "?1047h", "?1000h", "?1002h", "?1003h", "?1006h"] {
      #expect(!received.contains("\u{1B}[\(mode)"), "sent \(mode)", sourceLocation: sourceLocation)
    }
  }
}
