import Foundation
import Testing

/// `textfield [prompt]` in a real terminal: the UI on the terminal, the value on standard
/// output, the exit status of the shell contract.
@Suite(.serialized) struct TextFieldPromptEndToEndTests {
  static let phone = "+1 ([000]) [000]-[0000]"
  let hint = TextFieldSession.promptHint

  @Test func submitPrintsTheFormattedValue() throws {
    let session = try TextFieldSession.start(
      ["--mask", Self.phone, "--prompt", "Phone", "--header", "Your phone"])
    try session.expectRows(["Your phone", "Phone: +1 (___) ___-____", "", hint])
    try session.send("5551234567")
    try session.expectRows(["Your phone", "Phone: +1 (555) 123-4567"])
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "+1 (555) 123-4567\n")
  }

  @Test(arguments: [
    ("value", "5551234567\n"),
    (
      "json",
      "{\"formatted\": \"+1 (555) 123-4567\", \"value\": \"5551234567\", \"complete\": true}\n"
    ),
  ])
  func outputFormats(output: String, expected: String) throws {
    let session = try TextFieldSession.start(["--mask", Self.phone, "--output", output])
    try session.send("5551234567")
    try session.expectRows(["Value: +1 (555) 123-4567"])
    try session.send("Enter")
    try session.expectEnd(status: 0, output: expected)
  }

  @Test func commandSubstitutionCapturesOnlyTheValue() throws {
    let session = try TextFieldSession.start(["--mask", Self.phone], captureCommand: true)
    try session.send("5551234567")
    try session.expectRows(["Value: +1 (555) 123-4567"])
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "+1 (555) 123-4567")
  }

  @Test(arguments: [("Escape", Int32(1)), ("C-c", Int32(130))])
  func escapeCancelsAndControlCInterrupts(key: String, status: Int32) throws {
    let session = try TextFieldSession.start(["--prompt", "Name"])
    try session.send("abc")
    try session.expectRows(["Name: abc"])
    try session.send(key)
    try session.expectEnd(status: status, output: "")
  }

  @Test func timeoutExitsWith124() throws {
    let session = try TextFieldSession.start(["--timeout", "1", "--prompt", "Name"], ready: nil)
    try session.send("abc")
    try session.expectEnd(status: 124, output: "")
  }

  /// The hint counts the seconds down, as gum does; typing does not restart the count.
  @Test(arguments: [[], ["--fullscreen"]])
  func timeoutCountsDownInTheHint(display: [String]) throws {
    let session = try TextFieldSession.start(
      ["--timeout", "3", "--prompt", "Name"] + display, ready: "Enter submit · Esc cancel · 3s")
    try session.waitFor("Enter submit · Esc cancel · 2s")
    try session.send("ab")
    try session.waitForScreen("typed, counting on") { lines in
      lines.first == "Name: ab" && lines.contains("Enter submit · Esc cancel · 1s")
    }
    try session.expectEnd(status: 124, output: "")
  }

  @Test func badMaskIsAUsageErrorThatPointsAtTheCharacter() throws {
    let session = try TextFieldSession.start(["--mask", "+1 ([000) [000]"], ready: nil)
    try session.expectEnd(
      status: 2, output: "",
      errors: """
        Error: bad mask:
        unknown symbol ")" in a [] block at character 9
          +1 ([000) [000]
                  ^
        Usage: textfield prompt <options>
          See 'textfield prompt --help' for more information.

        """)
  }

  @Test func incompleteMaskIsRefusedThenCompleted() throws {
    let session = try TextFieldSession.start(["--mask", Self.phone])
    try session.send("555", "Enter")
    try session.expectRows([
      "Value: +1 (555) ___-____", "",
      "Value: incomplete: \"+1 (555) \" still needs \"___-____\"",
    ])
    try session.send("1234567", "Enter")
    try session.expectEnd(status: 0, output: "+1 (555) 123-4567\n")
  }

  @Test func regexTakesEveryPrefixAndSubmitsOnlyAWholeMatch() throws {
    let session = try TextFieldSession.start(["--regex", "[0-9]{3}-[0-9]{4}"])
    try session.send("Enter")
    try session.expectRows([
      "Value:", "", "Value: incomplete: nothing entered, expected [0-9]{3}-[0-9]{4}",
    ])
    try session.send("1")
    try session.expectRows(["Value: 1"])
    try session.send("23-", literal: true)
    try session.send("Enter")
    try session.expectRows([
      "Value: 123-", "", "Value: incomplete: \"123-\" does not match [0-9]{3}-[0-9]{4} yet",
    ])
    try session.send("4567", "Enter")
    try session.expectEnd(status: 0, output: "123-4567\n")
  }

  @Test func allowIncompleteSubmitsWhatIsThere() throws {
    let session = try TextFieldSession.start(["--mask", Self.phone, "--allow-incomplete"])
    try session.send("555")
    try session.expectRows(["Value: +1 (555) ___-____"])
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "+1 (555) \n")
  }

  @Test func validatorRunsOnSubmit() throws {
    let session = try TextFieldSession.start(["--prompt", "Email", "--validate", "[a-z]+@[a-z]+"])
    try session.send("me", "Enter")
    try session.expectRows(["Email: me", "", "Email does not match [a-z]+@[a-z]+"])
    try session.send("@host", "Enter")
    try session.expectEnd(status: 0, output: "me@host\n")
  }

  @Test func valueDashTakesPipedStandardInputAsTheInitialValue() throws {
    let session = try TextFieldSession.startShell(
      "printf '555\\n' | \"$0\" --mask '\(Self.phone)' --value -")
    try session.expectRows(["Value: +1 (555) ___-____"])
    try session.send("1234567", "Enter")
    try session.expectEnd(status: 0, output: "+1 (555) 123-4567\n")
  }

  @Test func pipedStandardInputIsNotTheInitialValue() throws {
    let session = try TextFieldSession.startShell("printf 'piped\\n' | \"$0\" --prompt Name")
    try session.expectRows(["Name:", "", hint])
    try session.send("typed", "Enter")
    try session.expectEnd(status: 0, output: "typed\n")
  }

  @Test func passwordIsHiddenAndWidthLimitsTheField() throws {
    let session = try TextFieldSession.start(
      ["--prompt", "PIN", "--password", "--width", "6", "--placeholder", "a long placeholder"])
    try session.expectRows(["PIN: a long", "", hint])
    try session.send("hunter2")
    // Six cells jump four at a time: the sixth bullet left the caret two cells in, after the
    // fifth and sixth; the seventh follows.
    try session.expectRows(["PIN: •••"])
    #expect(try session.cursor() == (8, 0))
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "hunter2\n")
  }

  /// A person at the keyboard (standard input is a terminal) gets the accessible line mode: the
  /// prompt on standard error.
  @Test func unknownTerminalTypeFallsBackToLineModeAndSaysSo() throws {
    let session = try TextFieldSession.start(
      ["--pattern", "## ##"], ready: nil, environment: ["TERM": "nosuchterm"])
    try session.send("1234", "Enter")
    try session.expectEnd(
      status: 0, output: "12 34\n",
      errors: "textfield: unknown terminal type TERM=nosuchterm; using line mode\nValue (__ __):\n")
  }

  /// A person at a `TERM=dumb` terminal gets the accessible mode (issue 26): the transcript on
  /// the terminal, each field introduced in words and read back, asked again after a refusal.
  @Test func lineModeTellsAPersonWhyAndAsksAgain() throws {
    let session = try TextFieldSession.start(
      ["--pattern", "## ##"], ready: nil, environment: ["TERM": "dumb"])
    try session.waitForPrompt("Value")
    try session.send("12", "Enter")
    try session.waitFor("still needs")
    try session.waitForPrompt("Value", count: 4)
    try session.send("1234", "Enter")
    try session.expectEnd(status: 0, output: "12 34\n")
    try session.expectRows([
      "Value: 4 characters, shown as ab cd.", "Value: 12",
      "Value: incomplete: \"12\" still needs \"2 more characters\"", "Value: 1234", "Saved: 12 34",
    ])
  }

  @Test func endOfInputInLineModeCancels() throws {
    let session = try TextFieldSession.start(
      ["--pattern", "## ##"], ready: nil, environment: ["TERM": "dumb"])
    try session.waitForPrompt("Value")
    try session.send("C-d")
    try session.expectEnd(status: 1, output: "")
    try session.expectRows([
      "Value: 4 characters, shown as ab cd.", "Value:", "Value: input ended, cancelled",
    ])
  }

  @Test func aPersonWithoutTERMIsToldWhyOnce() throws {
    let session = try TmuxSession(
      program: "/usr/bin/env",
      arguments: ["-u", "TERM", Products.path("textfield"), "--prompt", "Code"])
    try session.send("42", "Enter")
    try session.expectEnd(
      status: 0, output: "42\n",
      errors: "textfield: TERM is not set: asking line by line\nCode:\n")
  }

  @Test func environmentDefaultsShowInThePrompt() throws {
    let session = try TextFieldSession.start(
      ["--placeholder", "given"], ready: "Env label: given",
      environment: ["TEXTFIELD_PROMPT": "Env label", "TEXTFIELD_PLACEHOLDER": "from env"])
    try session.send("x", "Enter")
    try session.expectEnd(status: 0, output: "x\n")
  }

  @Test func aPromptWrittenWithItsColonShowsOneColon() throws {
    let session = try TextFieldSession.start(["--prompt", "Phone: ", "--mask", "[000]"])
    try session.expectRows(["Phone: ___"])
    try session.send("123", "Enter")
    try session.expectEnd(status: 0, output: "123\n")
  }

  @Test func aValidateMessageReplacesTheRegexOnScreen() throws {
    let session = try TextFieldSession.start(
      [
        "--prompt", "Email", "--validate", "[a-z]+@[a-z]+", "--validate-message",
        "an email, please",
      ])
    try session.send("me", "Enter")
    try session.expectRows(["Email: me", "", "Email: an email, please"])
    try session.send("@host", "Enter")
    try session.expectEnd(status: 0, output: "me@host\n")
  }

  @Test func aPatternsRegexDescribesTheFinishedValue() throws {
    let session = try TextFieldSession.start(
      ["--prompt", "Code", "--pattern", "###-####", "--regex", "[0-9]{7}"])
    try session.send("123")
    try session.expectRows(["Code: 123-____"])
    try session.send("Enter")
    try session.expectRows([
      "Code: 123-____", "", "Code: incomplete: \"123\" still needs \"-____\"",
    ])
    try session.send("4567", "Enter")
    try session.expectEnd(status: 0, output: "123-4567\n")
  }
}
