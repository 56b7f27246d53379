import Foundation
import TestSupport
import Testing

/// `textfield format`, end to end: the built binary, its output and its exit status.
@Suite("textfield format")
struct FormatCommandTests {
  static let phone = "+1 ([000]) [000]-[0000]"
  let textfield = BuiltProgram("textfield")

  @Test func binaryIsBuilt() {
    #expect(textfield.isBuilt)
  }

  @Test func formatsEachTextArgument() throws {
    let run = try textfield.run(
      ["format", "--mask", Self.phone, "(555) 123-4567", "15551234567", "5551234567"])
    #expect(run.status == 0)
    #expect(run.lines == ["+1 (555) 123-4567", "+1 (555) 123-4567", "+1 (555) 123-4567"])
    #expect(run.stderr.isEmpty)
  }

  @Test func formatsEachLineOfStandardInput() throws {
    let run = try textfield.run(
      ["format", "--mask", "[00]{.}[00]{.}[9999]", "--allow-incomplete"],
      input: "01021999\n1\n\nab12\r\n3112")
    // As the prompt holds them: autocomplete on (one format), the letters skipped.
    #expect(run.status == 0)
    #expect(run.lines == ["01.02.1999", "1", "", "12.", "31.12."])
  }

  /// As the prompt: a line the mask leaves incomplete is refused (an empty line, its number and
  /// reason on standard error, exit 3 once every line is done), unless --allow-incomplete.
  @Test func incompleteLinesAreRefusedAsThePromptRefusesThem() throws {
    let run = try textfield.run(
      ["format", "--mask", Self.phone], input: "5551234567\n12\n\n(555) 123-4567\n")
    #expect(run.status == 3)
    #expect(run.lines == ["+1 (555) 123-4567", "", "", "+1 (555) 123-4567"])
    #expect(
      run.stderr == """
        textfield format: line 2: incomplete: "+1 (2" still needs "__) ___-____"
        textfield format: line 3: incomplete: "" still needs "+1 (___) ___-____"

        """)
    let json = try textfield.run(["format", "--mask", Self.phone, "--output", "json", "12"])
    #expect(json.status == 3)
    #expect(
      json.lines == [
        #"{"error": {"message": "incomplete: \"+1 (2\" still needs \"__) ___-____\""}}"#
      ])
    let allowed = try textfield.run(["format", "--mask", Self.phone, "--allow-incomplete", "12"])
    #expect(allowed.status == 0)
    #expect(allowed.lines == ["+1 (2"])
    #expect(allowed.stderr == "")
  }

  struct OptionRow: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var expected: [String]
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    OptionRow(arguments: ["--output", "value", "5551234567"], expected: ["5551234567"]),
    OptionRow(
      arguments: ["--no-autocomplete", "--output", "json", "555"],
      expected: [
        #"{"formatted": "+1 (555", "value": "555", "complete": false, "caret": 7, "affinity": -1, "tailPlaceholder": ") 000-0000"}"#
      ]),
    // As the prompt: one format autocompletes by default.
    OptionRow(
      arguments: ["--output", "json", "555"],
      expected: [
        #"{"formatted": "+1 (555) ", "value": "555", "complete": false, "caret": 9, "affinity": -1, "tailPlaceholder": "000-0000"}"#
      ]),
    OptionRow(arguments: ["--autocomplete", "555"], expected: ["+1 (555) "]),
    OptionRow(
      arguments: ["--caret", "0", "--output", "json", "5"],
      expected: [
        #"{"formatted": "+1 (5", "value": "5", "complete": false, "caret": 4, "affinity": -3, "tailPlaceholder": "00) 000-0000"}"#
      ]),
    OptionRow(
      arguments: ["--deleting", "--autoskip", "--output", "json", "+1 (555) "],
      expected: [
        #"{"formatted": "+1 (555", "value": "555", "complete": false, "caret": 7, "affinity": 9, "tailPlaceholder": ") 000-0000"}"#
      ]),
    OptionRow(
      arguments: [
        "--affine", "[000]-[0000]", "--affine", "8 ([000]) [000]", "1234567", "8 (999) 123",
      ],
      expected: ["123-4567", "8 (999) 123"]),
    OptionRow(
      arguments: ["--affine", "[00]-[0]", "--strategy", "capacity", "123", "5551234"],
      expected: ["12-3", "+1 (555) 123-4"]),
  ])
  func options(_ row: OptionRow) throws {
    // The engine's answers for partial input: incomplete lines are printed.
    let run = try textfield.run(
      ["format", "--mask", Self.phone, "--allow-incomplete"] + row.arguments)
    #expect(run.status == 0)
    #expect(run.lines == row.expected)
  }

  @Test func rightToLeftAndNotations() throws {
    let grouped = try textfield.run(
      ["format", "--rtl", "--allow-incomplete", "--mask", "[000] [000] [000]", "1234567"])
    #expect(grouped.lines == ["1 234 567"])
    let decimal = try textfield.run(
      ["format", "--mask", "[999999][.][99]", "--notation", ".:[.,]:optional", "12,5", "12x"])
    #expect(decimal.lines == ["12,5", "12"])
    let name = try textfield.run(
      ["format", "--mask", "[C…]", "--notation", "C:letters+[ ]", "Jeorge Smith_1"])
    #expect(name.lines == ["Jeorge Smith"])
    let exact = try textfield.run(["format", "--mask", "[xx]-[0]", "--notation", "x=ab", "ba7c"])
    #expect(exact.lines == ["ba-7"])
  }

  @Test func malformedMaskPointsAtTheCharacterAndExits2() throws {
    let run = try textfield.run(["format", "--mask", "[00]-[0x0]", "123"])
    #expect(run.status == 2)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("unknown symbol \"x\" in a [] block at character 8"))
    #expect(run.stderr.contains("  [00]-[0x0]\n         ^"))
  }

  @Test(arguments: [
    ["format", "123"],
    ["format", "--mask", "[0]", "--notation", "x"],
    ["format", "--mask", "[0]", "--notation", "x:nonsense"],
    ["format", "--mask", "[0]", "--strategy", "best"],
    ["format", "--mask", "[0]", "--output", "xml"],
    ["format", "--jsonl", "--mask", "[0]"],
  ])
  func usageErrorsExit2(_ arguments: [String]) throws {
    let run = try textfield.run(arguments)
    #expect(run.status == 2)
    #expect(!run.stderr.isEmpty)
  }

  @Test func jsonLinesKeepGoingPastBadLines() throws {
    let input = """
      {"format": "[00]-[00]", "input": "1234"}
      not json
      {"format": "[00]-[0x0]", "input": "1"}
      {"input": "1"}
      {"format": "[0]", "caretGravity": "sideways"}
      {"format": "+7 ([000]) [000] [00] [00]", "affineFormats": ["8 ([000]) [000]-[00]-[00]"], "input": "89991234567"}
      {"format": "[0] [000] [000]", "rtl": true, "input": "1000", "caret": 1}
      {"format": "[0]", "affineFormats": ["[00]", "[0}"], "input": "1"}
      """
    let run = try textfield.run(["format", "--jsonl"], input: input)
    // Every line is answered; the lines that are errors make the run exit 3 at the end.
    #expect(run.status == 3)
    #expect(
      run.stderr.split(separator: "\n").map { String($0.prefix(27)) } == [
        "textfield format: line 2: n", "textfield format: line 3: u",
        "textfield format: line 4: m", "textfield format: line 5: c",
        "textfield format: line 8: a",
      ])
    let objects = try run.lines.map(parse)
    try #require(objects.count == 8)
    #expect(objects[0]["formatted"] as? String == "12-34")
    #expect(objects[0]["complete"] as? Bool == true)
    #expect(error(objects[1])?.offset == nil)
    #expect(error(objects[2])?.message == "unknown symbol \"x\" in a [] block at character 8")
    #expect(error(objects[2])?.offset == 7)
    #expect(error(objects[3])?.message == "missing field \"format\"")
    #expect(error(objects[4]) != nil)
    #expect(objects[5]["formatted"] as? String == "8 (999) 123-45-67")
    #expect(objects[6]["formatted"] as? String == "1 000")
    #expect(objects[6]["caret"] as? Int == 1)
    #expect(error(objects[7])?.message == "affineFormats[1]: \"}\" closes no block at character 3")
    #expect(error(objects[7])?.offset == 2)
    #expect(
      Set(objects[0].keys) == [
        "formatted", "caret", "value", "complete", "affinity", "tailPlaceholder",
      ])
  }

  /// The conformance vectors through `--jsonl`: the CLI and the engine agree on all of them.
  @Test func jsonLinesPassTheConformanceVectors() throws {
    let vectors = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../InputMaskTests/Resources/inputmask-vectors.jsonl")
    let input = try String(contentsOf: vectors, encoding: .utf8)
    let run = try textfield.run(["format", "--jsonl"], input: input)
    #expect(run.status == 0)
    let expected = try input.split(separator: "\n").map { try parse(String($0)) }
    let actual = try run.lines.map(parse)
    try #require(actual.count == 206 && expected.count == 206)
    for (want, got) in zip(expected, actual) {
      #expect(got["formatted"] as? String == want["expectedText"] as? String)
      #expect(got["caret"] as? Int == want["expectedCaret"] as? Int)
      #expect(got["complete"] as? Bool == want["expectedComplete"] as? Bool)
      if let value = want["expectedValue"] as? String { #expect(got["value"] as? String == value) }
    }
  }

  /// Many lines, longer than the read chunk in total, with lines crossing chunk boundaries.
  @Test func streamsManyLines() throws {
    let lines = (0..<20_000).map { index in String(repeating: "\(index % 10)", count: index % 23) }
    let run = try textfield.run(
      [
        "format", "--mask", "[0000] [0000] [0000] [0000]", "--output", "value",
        "--allow-incomplete",
      ],
      input: lines.joined(separator: "\n") + "\n")
    // A line longer than the mask is refused as the prompt refuses it: never part of a value.
    #expect(run.status == 3)
    #expect(run.lines == lines.map { $0.count > 16 ? "" : $0 })
  }

  private func parse(_ line: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
    return try #require(object as? [String: Any])
  }

  private func error(_ object: [String: Any]) -> (message: String, offset: Int?)? {
    guard let error = object["error"] as? [String: Any], let message = error["message"] as? String
    else { return nil }
    return (message, error["offset"] as? Int)
  }
}
