import Foundation
import Testing

/// `embedded-prompt`, a contact list that opens masked prompts in its own window.
@Suite(.serialized) struct EmbeddedPromptEndToEndTests {
  static let title = "Contacts — a add · q quit and print · Ctrl-C abort"

  /// Presses `a`, submits `name`, waits for the phone prompt, types `phone` and submits.
  func addContact(_ session: TmuxSession, name: String, phone: String) throws {
    try session.send("a")
    try session.waitFor("New contact (1/2)")
    try session.send(name, "Enter")
    try session.waitFor("Phone for \(name) (2/2)")
    try session.send(phone, "Enter")
    try session.waitFor("Added \(name).")
  }

  @Test func addTwoContactsThenQuit() throws {
    let session = try TmuxSession(program: Products.path("embedded-prompt"))
    try session.waitFor(Self.title)
    try addContact(session, name: "Ann Lee", phone: "5551234567")
    try session.send("a", "Bob", "Enter")
    try session.waitFor("Phone for Bob (2/2)")
    try session.send("+4479111")
    try session.waitForScreen("the phone prompt in its window") { lines in
      Array(lines[19...22]) == [
        "  ┌─ Phone for Bob (2/2) ────────────────────────────────────┐",
        "  │ Phone: +44 7911 1_____                                   │",
        "  │ Enter add · Esc cancel                                   │",
        "  └──────────────────────────────────────────────────────────┘",
      ]
    }
    #expect(try session.cursor() == (21, 20))
    try session.send("Enter")
    try session.waitFor("Phone: enter the whole number")
    try session.send("23456", "Enter")
    try session.waitFor("Added Bob.")
    #expect(
      Array(try session.lines().prefix(7)) == [
        Self.title, "Added Bob.", "", "  #  Name                  Phone",
        "  1  Ann Lee               +1 (555) 123-4567",
        "  2  Bob                   +44 7911 123456",
        "",
      ])
    try session.send("q")
    #expect(try session.waitForExit() == 0)
    #expect(
      try session.contents("out")
        == "Ann Lee: +1 (555) 123-4567 [5551234567]\nBob: +44 7911 123456 [7911123456]\n")
    #expect(try session.contents("stty-before") == session.contents("stty-after"))
  }

  @Test func escapeCancelsAnAddAndTheHostCarriesOn() throws {
    let session = try TmuxSession(program: Products.path("embedded-prompt"))
    try session.waitFor(Self.title)
    try session.send("a", "Zed", "Enter")
    try session.waitFor("Phone for Zed (2/2)")
    try session.send("Escape")
    try session.waitFor("Cancelled.")
    try addContact(session, name: "Cy", phone: "+79123456789")
    try session.send("q")
    #expect(try session.waitForExit() == 0)
    #expect(try session.contents("out") == "Cy: +7 (912) 345-67-89 [9123456789]\n")
  }
}
