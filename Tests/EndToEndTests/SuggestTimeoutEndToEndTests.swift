import Foundation
import Testing

/// `textfield --suggest-timeout` in a real terminal: a command slower than the default 500 ms
/// gives its candidate within a longer limit, and is stopped without one.
@Suite(.serialized) struct SuggestTimeoutEndToEndTests {
  let hint = TextFieldSession.promptHint

  /// A command that takes 0.7 s, then suggests the text followed by `x`.
  static func sleepy() throws -> String {
    try SuggestEndToEndTests.script("sleepy", "sleep 0.7\necho \"$1\"x")
  }

  @Test func aLongerLimitLetsASlowCommandSuggest() throws {
    let session = try TextFieldSession.start(
      ["--prompt", "Name", "--suggest-command", try Self.sleepy(), "--suggest-timeout", "3000"])
    try session.send("a")
    try session.expectRows(["Name: ax", "", hint])
    try session.send("End", "Enter")
    try session.expectEnd(status: 0, output: "ax\n")
  }

  @Test func theDefaultLimitStopsTheSameCommand() throws {
    let session = try TextFieldSession.start(
      ["--prompt", "Name", "--suggest-command", try Self.sleepy()])
    try session.send("a")
    try session.waitFor("--suggest-command: sleepy took over 500 ms; stopped asking it")
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "a\n")
  }

  @Test func aShortLimitIsNamedInTheNotice() throws {
    let session = try TextFieldSession.start(
      ["--prompt", "Name", "--suggest-command", try Self.sleepy(), "--suggest-timeout", "200"])
    try session.send("a")
    try session.waitFor("--suggest-command: sleepy took over 200 ms; stopped asking it")
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "a\n")
  }
}
