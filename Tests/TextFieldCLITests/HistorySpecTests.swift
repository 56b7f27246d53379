import Foundation
import TestSupport
import Testing

/// `--history FILE` and a form spec's `history`: the submitted value is appended (without a
/// terminal too), a refused one or none is not, and a bad `history` is a usage error.
@Suite struct HistorySpecTests {
  let textfield = BuiltProgram("textfield")

  private func directory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tfk-history-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test func aFormRecordsEachFieldInItsOwnFileOnSubmit() throws {
    let folder = try directory()
    let spec = folder.appendingPathComponent("spec.json")
    let phones = folder.appendingPathComponent("phones").path
    try """
    {"fields": [
      {"key": "phone", "mask": "+1 ([000]) [000]-[0000]", "history": "\(phones)"},
      {"key": "pin", "password": true, "history": "\(folder.path)/pins"},
      {"key": "name"}
    ]}
    """.write(to: spec, atomically: true, encoding: .utf8)
    let run = try textfield.runLineMode(
      ["form", "--spec", spec.path, "--output", "json"], input: "5551234567\n1234\nAnn\n")
    #expect(run.status == 0)
    #expect(try String(contentsOfFile: phones, encoding: .utf8) == "+1 (555) 123-4567\n")
    #expect(!FileManager.default.fileExists(atPath: "\(folder.path)/pins"))
  }

  /// A spec's `"history": "~/…"` is under `$HOME`, as the doc's example writes it.
  @Test func aSpecHistoryUnderTildeIsUnderHome() throws {
    let home = try directory()
    let spec = home.appendingPathComponent("spec.json")
    try #"{"fields": [{"key": "phone", "history": "~/.phone-history"}]}"#.write(
      to: spec, atomically: true, encoding: .utf8)
    let environment = BuiltProgram.lineModeEnvironment.merging(["HOME": home.path]) { $1 }
    let run = try textfield.run(
      ["form", "--spec", spec.path, "--output", "json"], input: "555\n", environment: environment)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      try String(
        contentsOfFile: home.appendingPathComponent(".phone-history").path, encoding: .utf8)
        == "555\n")
  }

  /// `--history` naming a FIFO: a notice, the value is still the answer, nothing hangs.
  @Test func aHistoryThatIsAFIFOIsANoticeAndTheFieldRunsWithoutIt() throws {
    let path = try directory().appendingPathComponent("fifo").path
    #expect(mkfifo(path, 0o600) == 0)
    let run = try textfield.runLineMode(["--history", path], input: "x\n")
    #expect(run.status == 0)
    #expect(run.stdout == "x\n")
    #expect(
      run.stderr
        == "textfield: history file \(path) is not a regular file; no history was read\n")
  }

  @Test func aRefusedValueOrNoneIsNotRecorded() throws {
    let path = try directory().appendingPathComponent("h").path
    let refused = try textfield.runLineMode(
      ["--mask", "[000]", "--history", path], input: "12\n")
    #expect(refused.status == 3)
    let noInput = try textfield.runLineMode(["--history", path], input: "")
    #expect(noInput.status == 3)
    #expect(!FileManager.default.fileExists(atPath: path))
    let submitted = try textfield.runLineMode(["--history", path], input: "a\\b\n")
    #expect(submitted.status == 0)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "a\\\\b\n")
  }

  @Test func anEmptyHistoryFlagIsAUsageError() throws {
    let run = try textfield.runLineMode(["--history", ""], input: "x\n")
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("Error: --history must name a file\n"))
  }

  @Test(arguments: [
    (
      #"{"key": "a", "history": 3}"#,
      #"field "a": fields[0].history must be a file name (a string)"#
    ),
    (
      #"{"key": "a", "history": ""}"#,
      #"field "a": fields[0].history must be a file name (a string)"#
    ),
  ])
  func aBadHistoryIsAUsageErrorNamingTheField(field: String, message: String) throws {
    let file = try directory().appendingPathComponent("spec.json")
    try #"{"fields": [\#(field)]}"#.write(to: file, atomically: true, encoding: .utf8)
    let run = try textfield.runLineMode(["form", "--spec", file.path], input: "x\n")
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("Error: --spec \(file.path): \(message)\nUsage: textfield form"))
  }
}
