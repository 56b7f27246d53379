import Foundation
import TestSupport
import Testing

/// `--validate-message` (and `validate-message` in `--field` and spec files) says why in the
/// script author's words instead of showing a regular expression to the person typing.
@Suite struct ValidateMessageTests {
  let textfield = BuiltProgram("textfield")
  static let email = "[a-z]+@[a-z]+"

  @Test func thePromptSaysTheMessage() throws {
    let run = try textfield.run(
      ["--validate", Self.email, "--validate-message", "enter an email address like ann@example"],
      input: "abc\n", environment: BuiltProgram.lineModeEnvironment)
    #expect(run.stderr == "textfield: enter an email address like ann@example\n")
    #expect(run.stdout == "")
    #expect(run.status == 3)
    let good = try textfield.run(
      ["--validate", Self.email, "--validate-message", "an email"], input: "a@b\n",
      environment: BuiltProgram.lineModeEnvironment)
    #expect(good.stdout == "a@b\n")
    #expect(good.status == 0)
  }

  @Test func aFieldSaysTheMessage() throws {
    let run = try textfield.run(
      ["form", "--field", "e:Email:validate=\(Self.email);validate-message=an email, please"],
      input: "x\n", environment: BuiltProgram.lineModeEnvironment)
    #expect(run.stderr == "textfield: field \"e\": an email, please\n")
    #expect(run.status == 3)
  }

  @Test func aSpecFileSaysTheMessage() throws {
    let spec = FileManager.default.temporaryDirectory.appendingPathComponent(
      "validate-message-\(getpid()).json")
    defer { try? FileManager.default.removeItem(at: spec) }
    try #"{"fields": [{"key": "e", "validate": "[a-z]+@[a-z]+", "validate-message": "an email"}]}"#
      .write(to: spec, atomically: true, encoding: .utf8)
    let run = try textfield.run(
      ["form", "--spec", spec.path], input: "x\n", environment: BuiltProgram.lineModeEnvironment)
    #expect(run.stderr == "textfield: field \"e\": an email\n")
    #expect(run.status == 3)
  }

  @Test func aMessageWithoutAPatternIsAUsageError() throws {
    let run = try textfield.run(
      ["--validate-message", "hi"], environment: BuiltProgram.lineModeEnvironment)
    #expect(
      run.stderr.hasPrefix("Error: validate-message says why validate fails: give validate too\n"))
    #expect(run.status == 2)
  }
}
