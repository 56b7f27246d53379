import Foundation
import TestSupport
import Testing

/// `--type phone|number|currency|date` through the built binary: the prompt without a
/// terminal, form fields and spec options, `format --type`, and every misuse as a usage error.
@Suite struct TypedFieldCommandTests {
  let textfield = BuiltProgram("textfield")

  struct Row: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var input: String
    var stdout: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    Row(
      arguments: ["--type", "phone", "--output", "json"], input: "+44 20 7946 0958",
      stdout:
        #"{"formatted": "+44 20 7946 0958", "value": "+442079460958", "complete": true, "region": "GB"}"#
    ),
    Row(
      arguments: ["--type", "phone", "--region", "US", "--output", "json"], input: "6502530000",
      stdout:
        #"{"formatted": "(650) 253-0000", "value": "+16502530000", "complete": true, "region": "US"}"#
    ),
    Row(
      arguments: ["--type", "number", "--locale", "hi_IN", "--output", "json"],
      input: "1234567.89",
      stdout: #"{"formatted": "12,34,567.89", "value": "1234567.89", "complete": true}"#),
    Row(
      arguments: [
        "--type", "currency", "--currency", "EUR", "--locale", "de_DE", "--output", "json",
      ], input: "1234,5",
      stdout: "{\"formatted\": \"1.234,5\u{00A0}€\", \"value\": \"1234.50\", \"complete\": true}"),
    Row(
      arguments: ["--type", "date", "--format", "dd/MM/yyyy", "--output", "json"],
      input: "29022024",
      stdout: #"{"formatted": "29/02/2024", "value": "2024-02-29", "complete": true}"#),
  ])
  func aLineOfStandardInputGoesThroughTheType(row: Row) throws {
    let run = try textfield.runLineMode(row.arguments, input: row.input + "\n")
    #expect(run.stderr == "")
    #expect(run.status == 0)
    #expect(run.stdout == row.stdout + "\n")
  }

  @Test(arguments: [
    (["--type", "date", "--format", "dd/MM/yyyy"], "31022023"),
    (["--type", "number", "--max", "100"], "250"),
    (["--type", "date", "--min", "2000-01-01"], "19991231"),
  ])
  func aValueTheTypeRefusesExitsThreeWithTheReason(arguments: [String], input: String) throws {
    let run = try textfield.runLineMode(arguments, input: input + "\n")
    #expect(run.status == 3)
    #expect(run.stdout == "")
    #expect(run.stderr.hasPrefix("textfield: "))
  }

  @Test(arguments: [
    (["--type", "fax"], "unknown type \"fax\""),
    (["--region", "US"], "--region needs a type"),
    (["--type", "phone", "--locale", "de_DE"], "--locale does not apply to a phone field"),
    (["--type", "phone", "--mask", "[000]"], "a phone field decides its own characters"),
    (["--type", "currency"], "a currency field needs --currency"),
    (["--type", "phone", "--region", "XX"], "XX"),
    (["--type", "number", "--locale", "xx_YY"], "xx_YY"),
    (["--type", "number", "--min", "5", "--max", "1"], "5"),
    (["--type", "date", "--format", "dd/QQ/yyyy"], "QQ"),
    (["--type", "date", "--min", "2023-02-29"], "2023-02-29"),
  ])
  func misuseIsAUsageErrorThatSaysWhatIsWrong(arguments: [String], fragment: String) throws {
    let run = try textfield.runLineMode(arguments, input: "1\n")
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr.contains(fragment), "\(run.stderr)")
  }

  @Test func formFieldsAndSpecFilesTakeTheTypeOptions() throws {
    let run = try textfield.runLineMode(
      [
        "form", "--field", "phone:Phone:type=phone;region=GB",
        "--field", "amount:Amount:type=currency;currency=JPY;locale=ja_JP;no-negative",
        "--field", "day:Day:type=date;format=MM/dd/yyyy;max=2030-12-31",
      ], input: "02079460958\n1234567\n07042026\n")
    #expect(run.stderr == "")
    #expect(
      run.stdout == """
        {"phone": {"formatted": "020 7946 0958", "value": "+442079460958", "complete": true, \
        "region": "GB"}, "amount": {"formatted": "￥1,234,567", "value": "1234567", \
        "complete": true}, "day": {"formatted": "07/04/2026", "value": "2026-07-04", \
        "complete": true}}

        """)
  }

  @Test func aSpecFileTakesTheTypeOptionsWithNumbersAsNumbers() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("tfk-typed-spec-\(UUID().uuidString).json")
    try """
    {"fields": [{"key": "n", "type": "number", "locale": "de_CH", "min": 0, "max": 100, \
    "fraction": 1, "negative": false}, {"key": "d", "type": "date", "format": "HH:mm", \
    "max": "18:00"}]}
    """.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try textfield.runLineMode(
      ["form", "--spec", file.path, "--output", "value"], input: "99.5\n1730\n")
    #expect(run.stderr == "")
    #expect(run.stdout == "99.5\n17:30\n")
    let refused = try textfield.runLineMode(
      ["form", "--spec", file.path], input: "100.5\n")
    #expect(refused.status == 3)
    #expect(refused.stderr.contains("100"), "\(refused.stderr)")
  }

  @Test func formatTypeNormalisesAColumnAndReportsRefusedLines() throws {
    let run = try textfield.run(
      ["format", "--type", "phone", "--region", "US", "--output", "value"],
      input: "(650) 253-0000\n+44 20 7946 0958\nabc\n650 253\n")
    // `650 253` is incomplete: refused as the prompt refuses it, never printed in part.
    #expect(run.lines == ["+16502530000", "+442079460958", "", ""])
    #expect(run.status == 3)
    #expect(
      run.stderr == """
        textfield format: line 3: input does not fit: nothing pasted: a phone number takes digits and a leading +
        textfield format: line 4: incomplete: "650-253"

        """)
    let dates = try textfield.run(
      ["format", "--type", "date", "--format", "dd/MM/yyyy", "--output", "json", "29022024"])
    #expect(
      dates.lines == [
        #"{"formatted": "29/02/2024", "value": "2024-02-29", "complete": true}"#
      ])
    #expect(dates.status == 0)
  }

  @Test func formatTypeRefusesMaskOptions() throws {
    let run = try textfield.run(["format", "--type", "phone", "--mask", "[000]", "1"])
    #expect(run.status == 2)
    #expect(run.stderr.contains("--type formats by itself"))
  }
}
