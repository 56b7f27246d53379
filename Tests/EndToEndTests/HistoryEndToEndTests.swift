import Foundation
import Testing

/// `textfield --history FILE` in a real terminal: a submitted value is recalled by the next run
/// with Up, `C-r` searches, a secure value is never written, a corrupt file's bad lines are said once.
@Suite(.serialized) struct HistoryEndToEndTests {
  static let phone = "+1 ([000]) [000]-[0000]"
  let hint = TextFieldSession.promptHint

  private func historyPath() throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "history-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("phones").path
  }

  @Test func aSubmittedValueIsRecalledByTheNextRunWithUp() throws {
    let path = try historyPath()
    let first = try TextFieldSession.start(["--mask", Self.phone, "--history", path])
    try first.send("5551234567")
    try first.send("Enter")
    try first.expectEnd(status: 0, output: "+1 (555) 123-4567\n")
    let second = try TextFieldSession.start(["--mask", Self.phone, "--history", path])
    try second.send("Up")
    try second.expectRows(["Value: +1 (555) 123-4567", "", hint])
    try second.send("Down")
    try second.expectRows(["Value: +1 (___) ___-____", "", hint])
    try second.send("Up")
    try second.send("Enter")
    try second.expectEnd(status: 0, output: "+1 (555) 123-4567\n")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "+1 (555) 123-4567\n")
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
  }

  @Test func controlRSearchesAndReturnTakesTheMatch() throws {
    let path = try historyPath()
    try "make test\ngit push\nls\n".write(toFile: path, atomically: true, encoding: .utf8)
    let session = try TextFieldSession.start(["--prompt", "Command", "--history", path])
    try session.send("C-r")
    try session.send("ma", literal: true)
    try session.expectRows(["Command:", "", "(reverse-i-search)'ma': make test"])
    try session.send("Enter")
    try session.expectRows(["Command: make test", "", hint])
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "make test\n")
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == "make test\ngit push\nls\nmake test\n")
  }

  @Test func aPasswordIsNeverWritten() throws {
    let path = try historyPath()
    let session = try TextFieldSession.start(["--password", "--history", path])
    try session.send("hunter2", literal: true)
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "hunter2\n")
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func aCorruptFilesBadLinesAreSkippedAndSaidOnce() throws {
    let path = try historyPath()
    try Data(Array("good\n".utf8) + [0xFF, 0x0A]).write(to: URL(fileURLWithPath: path))
    let session = try TextFieldSession.start(["--history", path])
    try session.send("Up")
    try session.expectRows(["Value: good", "", hint])
    try session.send("Escape")
    try session.expectEnd(
      status: 1, output: "",
      errors: "textfield: history file \(path): 1 line was not valid and was skipped\n")
    // Cancelled: nothing was appended.
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: path)) == Data(Array("good\n".utf8) + [0xFF, 0x0A]))
  }

  /// A form spec's `history`: Up recalls in that field, Down still moves focus, and the
  /// submitted value is appended to that field's file only.
  @Test func aFormFieldWithAHistoryRecallsAndRecords() throws {
    let path = try historyPath()
    try "alpha\nbeta\n".write(toFile: path, atomically: true, encoding: .utf8)
    let spec = path + ".json"
    try """
    {"fields": [{"key": "host", "label": "Host", "history": "\(path)"}, {"key": "note"}]}
    """.write(toFile: spec, atomically: true, encoding: .utf8)
    let session = try TextFieldSession.start(
      ["form", "--spec", spec, "--output", "json"], ready: TextFieldSession.formHint)
    try session.send("Up", "Up")
    try session.expectRows(["Host: alpha", "note:", "", TextFieldSession.formHint])
    // Down to beta, to what was typed (nothing), then to the next field.
    try session.send("Down", "Down", "Down")
    try session.send("n", literal: true)
    try session.expectRows(["Host:", "note: n"])
    try session.send("Up", "Up")
    try session.send("Enter")
    try session.send("Enter")
    try session.expectEnd(
      status: 0,
      output: """
        {"host": {"formatted": "beta", "value": "beta", "complete": true}, \
        "note": {"formatted": "n", "value": "n", "complete": true}}

        """)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "alpha\nbeta\n")
  }
}
