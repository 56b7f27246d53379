import TestSupport
import Testing

/// The accessible mode without a terminal, whole transcripts, one per field kind.
///
/// `--accessible` reads standard input's lines and writes the accessible transcript on standard
/// error (each field introduced in words, the value read back), the answer on standard output.
@Suite struct AccessiblePromptTests {
  let textfield = BuiltProgram("textfield")

  @Test(arguments: [
    (
      ["--prompt", "Note"], "hello\n",
      "Note: any text.\nNote:\nSaved: hello\n", "hello\n"
    ),
    (
      ["--prompt", "Phone", "--mask", "+1 ([000]) [000]-[0000]"], "555\n555 123 4567\n",
      "Phone: 10 digits, shown as +1 (555) 123-4567.\nPhone:\n"
        + "Phone: incomplete: \"+1 (555) \" still needs \"7 more characters\"\nPhone:\n"
        + "Saved: +1 (555) 123-4567\n",
      "+1 (555) 123-4567\n"
    ),
    (
      ["--prompt", "Code", "--pattern", "##-##", "--allowed", "0123456789"], "12 34\n",
      "Code: 4 digits, shown as 55-51.\nCode:\n"
        + "Code: 1 character dropped: only \"0123456789\" allowed\nSaved: 12-34\n", "12-34\n"
    ),
    (
      ["--prompt", "Tel", "--type", "phone", "--region", "US"], "650.253.0000\n",
      "Tel: a phone number for US, or any country's with + and its code; spaces and punctuation"
        + " are ignored.\nTel:\nSaved: (650) 253-0000\n",
      "(650) 253-0000\n"
    ),
    (
      ["--prompt", "Score", "--type", "number", "--min", "0", "--max", "100"], "101\n99.5\n",
      "Score: a number, shown as 100; decimal separator period (.), grouping separator comma"
        + " (,); from 0 to 100.\nScore:\n"
        + "Score: input does not fit: at most 100\nScore:\nSaved: 99.5\n",
      "99.5\n"
    ),
    (
      [
        "--prompt", "Amount", "--type", "currency", "--currency", "EUR", "--locale", "de_DE",
        "--output", "value",
      ],
      "1.234,5 €\n",
      "Amount: an amount in EUR, shown as 1.234,50\u{A0}€; decimal separator comma (,), grouping"
        + " separator period (.).\nAmount:\nSaved: 1.234,5\u{A0}€\n",
      "1234.50\n"
    ),
    (
      [
        "--prompt", "Day", "--type", "date", "--format", "dd/MM/yyyy", "--min", "2000-01-01",
        "--max", "2030-12-31",
      ],
      "2024-02-29\n",
      "Day: a date: day, month and year as dd/MM/yyyy; from 01/01/2000 to 31/12/2030.\nDay:\n"
        + "Saved: 29/02/2024\n",
      "29/02/2024\n"
    ),
    (
      ["--prompt", "Password", "--password"], "hunter2\n",
      "Password: not shown as you type.\nPassword:\nSaved: not shown\n", "hunter2\n"
    ),
    (
      ["--prompt", "Name", "--value", "Ann", "--max-length", "5"], "\n",
      "Name: at most 5 characters. Default: Ann; Enter keeps it.\nName:\nSaved: Ann\n", "Ann\n"
    ),
  ])
  func eachKindIsIntroducedAndReadBack(
    arguments: [String], input: String, transcript: String, output: String
  ) throws {
    let run = try textfield.runLineMode(["--accessible"] + arguments, input: input)
    #expect(run.stderr == transcript)
    #expect(run.stdout == output)
    #expect(run.status == 0)
  }

  @Test func endOfInputCancels() throws {
    let run = try textfield.runLineMode(["--accessible", "--pattern", "##"], input: "1\n")
    #expect(
      run.stderr
        == "Value: 2 characters, shown as ab.\nValue:\n"
        + "Value: incomplete: \"1\" still needs \"1 more character\"\n"
        + "Value:\nValue: input ended, cancelled\n")
    #expect(run.stdout == "")
    #expect(run.status == 1)
  }

  @Test func aFormIntroducesEachField() throws {
    let fields = ["--field", "name:Name:", "--field", "zip:ZIP:pattern=#####"]
    let run = try textfield.runLineMode(
      ["form", "--accessible", "--output", "env"] + fields, input: "Ann\n12345\n")
    #expect(
      run.stderr
        == "Name: any text.\nName:\nSaved: Ann\nZIP: 5 characters, shown as abcde.\nZIP:\n"
        + "Saved: 12345\n")
    #expect(run.stdout == "name='Ann'\nzip='12345'\n")
    #expect(run.status == 0)
  }

  /// Without a terminal, `ACCESSIBLE` changes nothing: a script's input keeps today's line mode.
  @Test func theVariableAloneLeavesScriptsAlone() throws {
    var environment = BuiltProgram.lineModeEnvironment
    environment["ACCESSIBLE"] = "1"
    let run = try textfield.run(["--pattern", "##"], input: "1\n", environment: environment)
    #expect(run.stderr == "textfield: incomplete: \"1\" still needs \"_\"\n")
    #expect(run.status == 3)
  }

  @Test func helpListsTheFlag() throws {
    let run = try textfield.run(["--help"], environment: ["COLUMNS": "200"])
    #expect(run.stdout.contains("  --accessible "))
  }
}
