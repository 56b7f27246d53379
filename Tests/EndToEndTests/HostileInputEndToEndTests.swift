import Foundation
import Testing

/// `textfield` against input that used to hang it or take unbounded time: a paste start with no
/// end, a large paste, invalid UTF-8, unknown escape sequences.
@Suite(.serialized) struct HostileInputEndToEndTests {
  @Test func strayPasteStartHoldsKeysThenControlCInterrupts() throws {
    let session = try TextFieldSession.start(["--prompt", "Name"])
    try session.send(bytes: Array("\u{1B}[200~abc".utf8))
    // The paste stays open however long the pause: Enter is a line end in it, not a submit.
    Thread.sleep(forTimeInterval: 0.5)
    try session.send("Enter")
    try session.send("C-c")
    try session.expectEnd(status: 130, output: "")
  }

  @Test func aPasteWithPausesNeverSubmitsBeforeItsEndMarker() throws {
    let session = try TextFieldSession.start(["--prompt", "Name"])
    try session.send(bytes: Array("\u{1B}[200~one\rtwo".utf8))
    Thread.sleep(forTimeInterval: 0.6)
    try session.send(bytes: Array("\rthree\r".utf8))
    Thread.sleep(forTimeInterval: 0.6)
    try session.send(bytes: Array("four\u{1B}[201~".utf8))
    try session.expectRows(["Name: one two three four"])
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "one two three four\n")
  }

  @Test func controlCInsideAPasteInterrupts() throws {
    let session = try TextFieldSession.start(["--prompt", "Name"])
    try session.send(bytes: Array("\u{1B}[200~abc".utf8))
    try session.send("C-c")
    try session.expectEnd(status: 130, output: "")
  }

  @Test func escapeAfterAStrayPasteStartCancels() throws {
    let session = try TextFieldSession.start(["--prompt", "Name"])
    try session.send(bytes: Array("\u{1B}[200~x".utf8))
    // Esc pressed on its own (after a pause, as a person presses it) ends the paste and cancels.
    Thread.sleep(forTimeInterval: 0.5)
    try session.send("Escape")
    try session.expectEnd(status: 1, output: "")
  }

  @Test func largePasteIsTrimmedToTheMaximumLength() throws {
    let session = try TextFieldSession.start(["--prompt", "Name", "--max-length", "20"])
    let file = session.temporaryFile("paste.txt")
    try String(repeating: "abcdefghij", count: 100_000).write(
      to: file, atomically: true, encoding: .utf8)
    try session.paste(contentsOf: file)
    try session.expectRows([
      "Name: abcdefghijabcdefghij", "", "999980 characters dropped: at most 20 characters",
    ])
    try session.send("Enter")
    try session.expectEnd(status: 0, output: "abcdefghijabcdefghij\n")
  }

  @Test func controlCAfterAHugePasteIntoANumberFieldEndsAtOnce() throws {
    let session = try TextFieldSession.start(["--prompt", "Amount", "--type", "number"])
    let file = session.temporaryFile("digits.txt")
    try String(repeating: "1234567890", count: 100_000).write(
      to: file, atomically: true, encoding: .utf8)
    try session.paste(contentsOf: file)
    // The field holds 131,072 Characters: each key re-reads at most that many digits.
    _ = try session.waitFor("868928 characters dropped: at most 131072 characters", timeout: 120)
    try session.send("BSpace")
    _ = try session.waitForScreen("the Backspace decided") { !$0.joined().contains("dropped") }
    try session.send("C-c")
    #expect(try session.waitForExit(timeout: 2) == 130)
  }

  @Test func controlCTypedBehindKeysEndsBeforeThem() throws {
    let session = try TextFieldSession.start(["--prompt", "Amount", "--type", "number"])
    let file = session.temporaryFile("digits.txt")
    try String(repeating: "1234567890", count: 3_000).write(
      to: file, atomically: true, encoding: .utf8)
    try session.paste(contentsOf: file)
    _ = try session.waitFor("Amount: ", timeout: 60)
    try session.send("End")
    // 200 Backspaces, each re-reading the number, then Ctrl-C, typed ahead in one write.
    try session.tmux(["send-keys", "-t", "0"] + Array(repeating: "BSpace", count: 200) + ["C-c"])
    #expect(try session.waitForExit(timeout: 2) == 130)
  }

  @Test func invalidUTF8AndUnknownSequencesDoNotSwallowInput() throws {
    let session = try TextFieldSession.start(["--prompt", "Name"])
    try session.send(bytes: [0xFF])
    try session.send(
      bytes: Array("a\u{1B}[1;2;3;4;5;6;7;8;9;10;11;12;13;14;15;16;17;18;19;99Zb".utf8))
    try session.send(bytes: [0xC3])
    try session.send("c")
    try session.expectRows(["Name: �ab�c"])
    try session.send("C-c")
    try session.expectEnd(status: 130, output: "")
  }
}
