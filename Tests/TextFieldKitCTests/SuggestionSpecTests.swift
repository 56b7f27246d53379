import CTextFieldKit
import Testing

/// Suggestions through the C library: a spec's `suggest` shows the ghost in its own role
/// (`TFK_ROLE_SUGGESTION`), Right takes it; files and commands are the command's only.
struct SuggestionSpecTests {
  @Test func aSpecsSuggestionsShowAGhostInItsOwnRole() throws {
    let field = try #require(
      SpecConstructorTests.field(#"{"key": "c", "label": "City", "suggest": ["Oslo", "Paris"]}"#))
    defer { field.free() }
    #expect(field.feed("os") == "TFK_OK")
    #expect(
      field.picture(width: 12, height: 1) == [
        "City: oslo  ",
        "33333055cc77",
        "8,0",
      ])
    #expect(TFK_ROLE_SUGGESTION == 12)
    #expect(field.feed("\u{1B}[C\r") == "TFK_OK")
    #expect(field.valueJSON == #"{"formatted": "Oslo", "value": "Oslo", "complete": true}"#)
  }

  @Test(arguments: ["suggest-file", "suggest-command"])
  func filesAndCommandsAreRefused(key: String) {
    #expect(
      SpecConstructorTests.failure(#"{"key": "c", "\#(key)": "x"}"#)
        == "TFK_ERR_BAD_ARGUMENT NULL: spec: field \"c\": \(key) is read by the textfield "
        + "command only: give the entries with suggest")
  }
}
