import TestSupport
import Testing

/// The prompt without a terminal: one line of standard input through the same filters.
@Suite struct PromptLineModeTests {
  let textfield = BuiltProgram("textfield")

  @Test(arguments: [
    (
      ["--pattern", "+1 (###) ###-####", "--allowed", "0123456789"], "(555) 123-4567\n",
      "+1 (555) 123-4567\n"
    ),
    (["--pattern", "+1 (###) ###-####", "--output", "value"], "5551234567\n", "5551234567\n"),
    (["--max-length", "5"], "héllo\n", "héllo\n"),
    (["--banned", "aeiou"], "rhythm\n", "rhythm\n"),
    (
      ["--pattern", "## ##", "--output", "json"], "1234\n",
      "{\"formatted\": \"12 34\", \"value\": \"1234\", \"complete\": true}\n"
    ),
    (["--pattern", "## ##", "--allow-incomplete"], "12\n", "12\n"),
    (["--validate", "[a-z]+@[a-z]+", "--required"], "me@host\n", "me@host\n"),
    (["--regex", "[0-9]{3}-[0-9]{4}"], "123-4567\n", "123-4567\n"),
    (["--pattern", "###-####", "--regex", "[0-9]{7}"], "1234567\n", "123-4567\n"),
    (["--regex", "[0-9]{0,3}(\\.[0-9]{0,2})?"], "12.3\n", "12.3\n"),
    (
      ["--regex", "[0-9]{3}-[0-9]{4}", "--allow-incomplete", "--output", "json"], "123-\n",
      "{\"formatted\": \"123-\", \"value\": \"123-\", \"complete\": false}\n"
    ),
  ])
  func validInputIsPrinted(arguments: [String], input: String, expected: String) throws {
    let run = try textfield.runLineMode(arguments, input: input)
    #expect(run.stdout == expected)
    #expect(run.stderr == "")
    #expect(run.status == 0)
  }

  @Test(arguments: [
    (
      ["--max-length", "3"], "abcdef\n",
      "textfield: input does not fit: 3 characters dropped: at most 3 characters\n"
    ),
    (
      ["--allowed", "0123456789"], "12a\n",
      "textfield: input does not fit: 1 character dropped: only \"0123456789\" allowed\n"
    ),
    (["--pattern", "## ##"], "12\n", "textfield: incomplete: \"12\" still needs \" __\"\n"),
    (["--validate", "[0-9]{4}"], "123\n", "textfield: the value does not match [0-9]{4}\n"),
    (["--required"], "\n", "textfield: the value is required\n"),
    (
      ["--regex", "[0-9]{3}-[0-9]{4}"], "123-\n",
      "textfield: incomplete: \"123-\" does not match [0-9]{3}-[0-9]{4} yet\n"
    ),
    (
      ["--regex", "[0-9]{3}-[0-9]{4}"], "\n",
      "textfield: incomplete: nothing entered, expected [0-9]{3}-[0-9]{4}\n"
    ),
    (
      ["--regex", "[0-9]{3}-[0-9]{4}"], "123-45678\n",
      "textfield: input does not fit: 1 character dropped: does not fit the expected format\n"
    ),
    ([], "", "textfield: no terminal and no input on standard input\n"),
    (
      ["--max-length", "40"], "abc \u{1B}]0;pwned\u{07} def\n",
      "textfield: input does not fit: 2 characters dropped: control characters are not allowed\n"
    ),
  ])
  func invalidInputExitsWith3AndTheReason(
    arguments: [String], input: String, message: String
  ) throws {
    let run = try textfield.runLineMode(arguments, input: input)
    #expect(run.stdout == "")
    #expect(run.stderr == message)
    #expect(run.status == 3)
  }

  @Test(arguments: [
    ["--regex", "("], ["--regex", "a^"], ["--validate", "$a"], ["--max-length", "x"],
    ["--pattern", ""], ["--bogus"], ["--timeout", "0"],
    ["--timeout", "nan"], ["--width", "0"], ["form", "--field", "a:A:", "--timeout", "-1"],
  ])
  func usageErrorsExitWith2(arguments: [String]) throws {
    let run = try textfield.runLineMode(arguments, input: "x\n")
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("Error: "))
  }

  @Test func aRegexNoTextMatchesIsRefusedAtStart() throws {
    let run = try textfield.runLineMode(["--regex", "[0-9]{3}$-"], input: "123\n")
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(
      run.stderr == """
        Error: bad regex: "[0-9]{3}$-" matches no text
        Usage: textfield prompt <options>
          See 'textfield prompt --help' for more information.

        """)
  }

  @Test func badMaskPointsAtTheCharacter() throws {
    let run = try textfield.runLineMode(["--mask", "+1 ([000) [000]"], input: "5\n")
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(
      run.stderr == """
        Error: bad mask:
        unknown symbol ")" in a [] block at character 9
          +1 ([000) [000]
                  ^
        Usage: textfield prompt <options>
          See 'textfield prompt --help' for more information.

        """)
  }

  @Test(arguments: [
    (
      ["--regex", "(a)\\1"],
      """
      Error: bad regex:
      backreferences (\\1) are not supported: a linear-time matcher cannot decide them, at \
      character 4
        (a)\\1
           ^

      """
    ),
    (
      ["--validate", "\u{1B}x(?=y)"],
      """
      Error: bad validate regex:
      lookahead and lookbehind "(?=…)" are not supported, at character 3
        \\u{1B}x(?=y)
               ^

      """
    ),
    (
      ["form", "--field", "code:Code:regex=a{1001}"],
      """
      Error: field "code": bad regex:
      repetition count 1001 is above the limit of 1000, at character 2
        a{1001}
         ^

      """
    ),
  ])
  func unsupportedRegexIsAUsageErrorThatPointsAtTheCharacter(
    arguments: [String], message: String
  ) throws {
    let run = try textfield.runLineMode(arguments, input: "a\n")
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix(message))
  }

  @Test func hostileRegexAnswersAtOnce() throws {
    // Swift's Regex would backtrack for ever on this value; the linear matcher does not.
    let value = String(repeating: "a", count: 10_000) + "!"
    let run = try textfield.runLineMode(["--validate", "(a+)+$"], input: value + "\n")
    #expect(run.status == 3)
    #expect(run.stderr == "textfield: the value does not match (a+)+$\n")
  }

  @Test func valueDashReadsStandardInputExplicitly() throws {
    let run = try textfield.runLineMode(["--value", "-", "--pattern", "###"], input: "12\n")
    #expect(run.status == 3)
    #expect(run.stderr == "textfield: incomplete: \"12\" still needs \"_\"\n")
    let given = try textfield.runLineMode(["--value", "abc"], input: "")
    #expect(given.stdout == "abc\n")
  }
}

/// `textfield form` without a terminal: one line per field.
@Suite struct FormLineModeTests {
  let textfield = BuiltProgram("textfield")
  let fields = [
    "--field", "name:Name:max-length=20;required",
    "--field", "phone:Phone:pattern=+1 (###) ###-####;allowed=0123456789",
    "--field", "note:Note:",
  ]
  let input = "Ann\n5551234567\nit's \"$(touch /tmp/pwned)\" `id`\n"

  @Test func jsonObject() throws {
    let run = try textfield.runLineMode(["form"] + fields, input: input)
    #expect(run.status == 0)
    #expect(
      run.stdout == """
        {"name": {"formatted": "Ann", "value": "Ann", "complete": true}, \
        "phone": {"formatted": "+1 (555) 123-4567", "value": "5551234567", "complete": true}, \
        "note": {"formatted": "it's \\"$(touch /tmp/pwned)\\" `id`", \
        "value": "it's \\"$(touch /tmp/pwned)\\" `id`", "complete": true}}

        """)
  }

  @Test func envOutputIsInertUnderEval() throws {
    let run = try textfield.runLineMode(["form", "--output", "env"] + fields, input: input)
    #expect(run.status == 0)
    #expect(
      run.stdout
        == "name='Ann'\nphone='+1 (555) 123-4567'\nnote='it'\\''s \"$(touch /tmp/pwned)\" `id`'\n")
    // A real shell reads the values back unchanged and runs nothing.
    let shell = BuiltProgram.Shell()
    let echoed = try shell.run(
      "eval \"$1\"; printf '%s|' \"$name\" \"$phone\" \"$note\"", run.stdout)
    #expect(echoed == "Ann|+1 (555) 123-4567|it's \"$(touch /tmp/pwned)\" `id`|")
  }

  @Test func specFileAndErrors() throws {
    let bad = try textfield.runLineMode(["form", "--field", "x-y:X:", "--output", "env"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("field key \"x-y\" is not a shell variable name"))
    let unknown = try textfield.runLineMode(["form", "--field", "a:A:colour=red"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("unknown option \"colour\""))
    let invalid = try textfield.runLineMode(["form"] + fields, input: "Ann\n555\n")
    #expect(invalid.status == 3)
    #expect(
      invalid.stderr
        == "textfield: field \"phone\": incomplete: \"+1 (555\" still needs \") ___-____\"\n")
  }
}

extension BuiltProgram {
  /// Runs the program with no terminal to draw on (`TERM=dumb`), whatever the tests run in.
  func runLineMode(_ arguments: [String], input: String = "") throws -> Run {
    try run(arguments, input: input, environment: Self.lineModeEnvironment)
  }
}
