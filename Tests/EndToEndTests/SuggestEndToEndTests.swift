import Foundation
import Testing

/// `textfield --suggest…` in a real terminal: the ghost, the list, a command's candidates and a
/// slow command's notice.
@Suite(.serialized) struct SuggestEndToEndTests {
  let hint = TextFieldSession.promptHint

  /// An executable shell script in a fresh temporary folder.
  static func script(_ name: String, _ body: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("suggest-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try "#!/bin/sh\n\(body)\n".write(to: url, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    return url.path
  }

  @Test(arguments: [[], ["--fullscreen"]])
  func rightTakesTheGhost(display: [String]) throws {
    let session = try TextFieldSession.start(
      ["--prompt", "City", "--suggest", "New York", "--suggest", "Newark"] + display)
    try session.send("new y", literal: true)
    try session.expectRows(["City: new york", "", hint])
    #expect(try session.cursor().x == 11)
    try session.send("Right")
    try session.expectRows(["City: New York", "", hint])
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "New York\n")
  }

  @Test(arguments: [[], ["--fullscreen"]])
  func tabListsTheCandidatesAndReturnTakesOne(display: [String]) throws {
    let session = try TextFieldSession.start(
      ["--prompt", "City", "--suggest", "New York", "--suggest", "Newark", "--suggest", "York"]
        + display)
    try session.send("york", literal: true)
    try session.expectRows(["City: york", "", hint])
    try session.send("Tab")
    try session.expectRows(["City: york", "      > York", "        New York", hint])
    try session.send("Down")
    try session.expectRows(["City: york", "        York", "      > New York", hint])
    try session.send("Enter")
    try session.expectRows(["City: New York", "", hint])
    try session.send("Escape")
    try session.expectEnd(status: 1, output: "")
  }

  @Test func aFormsTabTakesNoKeyFromAFieldWithoutCandidates() throws {
    let session = try TextFieldSession.start(
      [
        "form", "--field", "c:City:suggest=Paris;suggest=Oslo", "--field", "n:Note:",
        "--output", "value",
      ], ready: TextFieldSession.formHint)
    try session.send("pa", literal: true)
    try session.expectRows(["City: paris", "Note:"])
    try session.send("Right")
    try session.expectRows(["City: Paris", "Note:"])
    try session.send("Tab")
    try session.send("ok", literal: true)
    try session.expectRows(["City: Paris", "Note: ok"])
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "Paris\nok\n")
  }

  @Test func aCommandSuggestsThroughTheMask() throws {
    let phones = try Self.script(
      "phones",
      #"printf '5551234567\n5559876543\nnot a phone\n' | grep -- "^$(echo "$1" | tr -cd 0-9 | cut -c2-)""#
    )
    let session = try TextFieldSession.start(
      [
        "--prompt", "Phone", "--mask", "+1 ([000]) [000]-[0000]", "--suggest-command", phones,
        "--suggest-timeout", "10000",
      ])
    try session.send("5559", literal: true)
    try session.expectRows(["Phone: +1 (555) 987-6543", "", hint])
    try session.send("End", "Enter")
    try session.expectEnd(status: 0, output: "+1 (555) 987-6543\n")
  }

  @Test func aSlowCommandIsStoppedWithANoticeAndTheFieldKeepsWorking() throws {
    let slow = try Self.script("slow", "sleep 5; echo late")
    let session = try TextFieldSession.start(["--prompt", "Name", "--suggest-command", slow])
    try session.send("a")
    try session.waitFor("--suggest-command: slow took over 500 ms; stopped asking it")
    try session.send("bc", literal: true)
    try session.expectRows(["Name: abc", "", hint])
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "abc\n")
  }
}
