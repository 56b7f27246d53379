import Foundation
import TestSupport
import Testing

/// Bad specs and flags are usage errors (exit 2) that name the field and the place, never
/// silently ignored.
@Suite struct StrictSpecTests {
  let textfield = BuiltProgram("textfield")

  /// Runs `textfield form --spec FILE` with `json` in FILE; returns the first line of stderr.
  func specError(_ json: String) throws -> (status: Int32, message: String) {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("tfk-spec-\(UUID().uuidString).json")
    try json.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try textfield.runLineMode(["form", "--spec", file.path], input: "x\n")
    #expect(run.stdout == "")
    let first = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
    return (run.status, String(first).replacingOccurrences(of: file.path, with: "FILE"))
  }

  static let known =
    "key, label, mask, affine, strategy, autocomplete, autoskip, notation, rtl, max-length, "
    + "allowed, banned, regex, pattern, validate, validate-message, placeholder, value, required, "
    + "password, "
    + "allow-incomplete, keep-controls, type, region, locale, min, max, fraction, currency, "
    + "negative, format, suggest, suggest-file, suggest-command, suggest-timeout"

  @Test(arguments: [
    (
      #"{"fields": [{"key": "a", "requird": true}]}"#,
      #"field "a": unknown option "requird" at fields[0].requird (known: \#(known))"#
    ),
    (
      #"{"fields": [{"key": "a"}, {"key": "b", "colour": "red"}]}"#,
      #"field "b": unknown option "colour" at fields[1].colour (known: \#(known))"#
    ),
    (#"{"feilds": []}"#, #"unknown key "feilds" at feilds (known: fields)"#),
    (#"{}"#, #""fields" is missing at the top level"#),
    (#"[]"#, #"the top level must be an object ({"fields": [...]})"#),
    (#"{"fields": 3}"#, "fields must be an array"),
    (#"{"fields": [3]}"#, #"fields[0] must be an object ({"key": …, "label": …})"#),
    (#"{"fields": [{"label": "A"}]}"#, #"fields[0]: "key" is missing"#),
    (#"{"fields": [{"key": 7}]}"#, "fields[0].key must be a string"),
    (
      #"{"fields": [{"key": "a", "required": "yes"}]}"#,
      #"field "a": fields[0].required must be true or false"#
    ),
    (
      #"{"fields": [{"key": "a", "max-length": "9"}]}"#,
      #"field "a": fields[0].max-length must be a whole number"#
    ),
    (#"{"fields": [{"key": "a", "mask": null}]}"#, #"field "a": fields[0].mask must be a string"#),
    (
      #"{"fields": [{"key": "a", "mask": "[0]", "affine": ["[00]", 3]}]}"#,
      #"field "a": fields[0].affine[1] must be a string"#
    ),
    // Options are checked after the file is read: the message names the field and the option.
    (
      #"{"fields": [{"key": "a", "strategy": "best"}]}"#,
      #"field "a": strategy needs mask: it applies to the mask"#
    ),
    (
      #"{"fields": [{"key": "a", "mask": "[0]", "strategy": "best"}]}"#,
      #"field "a": strategy must be one of wholeString, prefix, capacity, extractedValueCapacity, not "best""#
    ),
    ("nope", #"not JSON: expected null, found "o" (line 1, column 2)"#),
    ("{\"fields\": []} x", #"not JSON: unexpected "x" after the JSON value (line 1, column 16)"#),
    (
      #"{"fields": [{"key": "a",\#n "label": "\ud800"}]}"#,
      #"not JSON: lone surrogate \uD800 (a high half not followed by a low one) at fields[0].label (line 2, column 12)"#
    ),
    (
      #"{"fields": [{"key": "a", "label": "x", "label": "y"}]}"#,
      #"duplicate key "label" at fields[0].label (line 1, column 40)"#
    ),
    (
      String(repeating: "[", count: 100_000),
      "not JSON: nested deeper than 64 objects and arrays at "
        + String(repeating: "[0]", count: 64) + " (line 1, column 65)"
    ),
  ])
  func specErrorsNameTheFieldAndThePath(json: String, message: String) throws {
    let (status, first) = try specError(json)
    #expect(status == 2)
    let place = message.hasPrefix("field \"a\": strategy") ? "" : "--spec FILE: "
    #expect(first == "Error: \(place)\(message)")
  }

  @Test(arguments: [
    (
      ["form", "--field", "a:A:required=no"],
      #"--field "a:A:required=no": option required is a flag: write required, required=true or required=false, not required=no"#
    ),
    (
      ["form", "--field", "a:A:no-autocomplete=yes"],
      #"--field "a:A:no-autocomplete=yes": option no-autocomplete takes no value"#
    ),
    (
      ["--mask", "abc"],
      #"--mask "abc" has nothing to fill: put what is typed in [] (e.g. '+1 ([000]) [000]-[0000]'; 0 a digit, A a letter, _ either)"#
    ),
    (
      ["--mask", ""],
      #"--mask "" has nothing to fill: put what is typed in [] (e.g. '+1 ([000]) [000]-[0000]'; 0 a digit, A a letter, _ either)"#
    ),
    (
      ["--mask", "[0]", "--affine", "{+}"],
      #"--affine "{+}" has nothing to fill: put what is typed in [] (e.g. '+1 ([000]) [000]-[0000]'; 0 a digit, A a letter, _ either)"#
    ),
    (
      ["--affine", "+44 [0]"],
      "--affine needs --mask: an affine format is an alternative to the mask"
    ),
    (["--rtl"], "--rtl needs --mask: it applies to the mask"),
    (["--no-autocomplete"], "--autocomplete needs --mask: it applies to the mask"),
    (["--strategy", "prefix"], "--strategy needs --mask: it applies to the mask"),
    (["--notation", "x=ab"], "--notation needs --mask: it applies to the mask"),
    (
      ["--mask", "[0]", "--strategy", "best"],
      #"--strategy must be one of wholeString, prefix, capacity, extractedValueCapacity, not "best""#
    ),
    (
      ["--mask", "[0]", "--notation", "0=ab"],
      #"bad --notation: "0" is a built-in mask symbol at character 1"#
    ),
    (
      ["form", "--field", "a:A:affine=[0]"],
      #"field "a": affine needs mask: an affine format is an alternative to the mask"#
    ),
    (
      ["form", "--field", "a:A:mask=abc"],
      #"field "a": mask "abc" has nothing to fill: put what is typed in [] (e.g. '+1 ([000]) [000]-[0000]'; 0 a digit, A a letter, _ either)"#
    ),
    (
      ["form", "--field", "a:A:mask=[0];affine=x"],
      #"field "a": affine "x" has nothing to fill: put what is typed in [] (e.g. '+1 ([000]) [000]-[0000]'; 0 a digit, A a letter, _ either)"#
    ),
    (
      ["form", "--field", "a:A:mask=[0];strategy=best"],
      #"field "a": strategy must be one of wholeString, prefix, capacity, extractedValueCapacity, not "best""#
    ),
    (["format", "--mask", "abc", "x"], ""),
  ])
  func badFlagsAreUsageErrors(arguments: [String], message: String) throws {
    let run = try textfield.runLineMode(arguments, input: "1\n")
    #expect(run.status == 2)
    #expect(run.stdout == "")
    if message.isEmpty {
      #expect(
        run.stderr
          == "textfield format: --mask \"abc\" has nothing to fill: put what is typed in [] (e.g. '+1 ([000]) [000]-[0000]')\n"
      )
    } else {
      #expect(run.stderr.hasPrefix("Error: \(message)\n"))
    }
  }

  /// The mask options reach the prompt, a `--field` and a spec file alike.
  @Test(arguments: [
    (["--mask", "[000] [000] [000]", "--rtl", "--allow-incomplete"], "1234567\n", "1 234 567\n"),
    (["--mask", "+1 ([000]) [000]-[0000]", "--allow-incomplete"], "555\n", "+1 (555) \n"),
    (
      ["--mask", "+1 ([000]) [000]-[0000]", "--allow-incomplete", "--no-autocomplete"], "555\n",
      "+1 (555\n"
    ),
    (
      [
        "--mask", "+1 ([000]) [000]-[0000]", "--affine", "+44 [0000] [000000]",
        "--allow-incomplete",
      ],
      "+1555\n", "+1 (555\n"
    ),
    (
      [
        "--mask", "+1 ([000]) [000]-[0000]", "--affine", "+44 [0000] [000000]",
        "--allow-incomplete",
        "--autocomplete",
      ], "+1555\n", "+1 (555) \n"
    ),
    (["--mask", "[999999][.][99]", "--notation", ".:[.,]:optional"], "12,5\n", "12,5\n"),
    (["--mask", "[0]-[0]", "--affine", "[000]", "--allow-incomplete"], "12\n", "12\n"),
    (
      ["--mask", "[0]-[0]", "--affine", "[000]", "--allow-incomplete", "--strategy", "capacity"],
      "12\n", "1-2\n"
    ),
    (
      ["form", "--field", "a:A:mask=[000] [000] [000];rtl;allow-incomplete"], "1234567\n",
      "1 234 567\n"
    ),
    (["form", "--field", "a:A:mask=[999999][.][99];notation=.:[.,]:optional"], "12,5\n", "12,5\n"),
    (
      ["form", "--field", "a:A:mask=+1 ([000]) [000]-[0000];no-autocomplete;allow-incomplete"],
      "555\n", "+1 (555\n"
    ),
    (
      ["form", "--field", "a:A:mask=+1 ([000]) [000]-[0000];autocomplete=false;allow-incomplete"],
      "555\n", "+1 (555\n"
    ),
  ])
  func maskOptionsReachTheField(arguments: [String], input: String, expected: String) throws {
    let output = arguments.first == "form" ? ["--output", "formatted"] : []
    let run = try textfield.runLineMode(arguments + output, input: input)
    #expect(run.stderr == "")
    #expect(run.stdout == expected)
    #expect(run.status == 0)
  }

  @Test func aSpecFileTakesTheMaskOptions() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("tfk-spec-\(UUID().uuidString).json")
    try #"""
    {"fields": [
      {"key": "n", "mask": "[000] [000] [000]", "rtl": true, "allow-incomplete": true},
      {"key": "d", "mask": "[999999][.][99]", "notation": [".:[.,]:optional"]},
      {"key": "p", "mask": "+1 ([000]) [000]-[0000]", "autocomplete": false, "allow-incomplete": true},
      {"key": "s", "mask": "[0]-[0]", "affine": ["[000]"], "strategy": "capacity", "autoskip": true,
       "allow-incomplete": true}
    ]}
    """#.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let run = try textfield.runLineMode(
      ["form", "--spec", file.path, "--output", "formatted"], input: "1234567\n12,5\n555\n12\n")
    #expect(run.stderr == "")
    #expect(run.stdout == "1 234 567\n12,5\n+1 (555\n1-2\n")
    #expect(run.status == 0)
  }
}
