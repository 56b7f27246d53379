import Testing
import TextFieldCore
import TextFieldTestSupport
import TextFieldUI

@testable import embedded_prompt

/// The contact-list host: its own keys, the embedded prompts, and its frame.
@Suite struct ContactListTests {
  static let size = TerminalSize(width: 44, height: 10)

  /// Feeds `events` to `host` and returns the last response.
  @discardableResult
  static func feed(_ host: inout ContactList, _ events: [InputEvent]) -> ContactList.Response? {
    var last: ContactList.Response?
    for event in events {
      last = host.handle(event, window: ContactList.promptOrigin(size: size))
    }
    return last
  }

  @Test func addingAContactOpensTwoPromptsInTheWindow() {
    var host = ContactList()
    Self.feed(&host, [.key("a")] + InputEvent.typing("Ann") + [.key("Enter")])
    Self.feed(&host, InputEvent.typing("+7912"))
    #expect(
      host.render(size: Self.size, cellWidth: .unicode).description
        == [
          "Contacts — a add · q quit and print · Ctrl-C",
          "No contacts yet.", "", "", "",
          "  ┌─ Phone for Ann (2/2) ────────────────┐",
          "  │ Phone: +7 (912|) ___-__-__            │",
          "  │ Enter add · Esc cancel               │",
          "  └──────────────────────────────────────┘", "",
        ].joined(separator: "\n"))
    Self.feed(&host, InputEvent.typing("3456789") + [.key("Enter")])
    #expect(host.contacts.map(\.outputLine) == ["Ann: +7 (912) 345-67-89 [9123456789]"])
    #expect(
      host.render(size: Self.size, cellWidth: .unicode).description
        == [
          "Contacts — a add · q quit and print · Ctrl-C", "Added Ann.", "",
          "  #  Name                  Phone", "  1  Ann                   +7 (912) 345-67-8",
          "", "", "", "", "",
        ].joined(separator: "\n"))
  }

  @Test func hostKeys() {
    var host = ContactList()
    #expect(Self.feed(&host, [.key("x")]) == .continue)
    #expect(Self.feed(&host, [.key("C-c")]) == .interrupt)
    #expect(Self.feed(&host, [.key("a"), .key("Enter")]) == .alert)
    #expect(host.render(size: Self.size, cellWidth: .unicode).text().contains("enter a name"))
    #expect(Self.feed(&host, [.key("Esc")]) == .continue)
    #expect(host.status == "Cancelled.")
    #expect(Self.feed(&host, [.key("q")]) == .quit)
  }
}
