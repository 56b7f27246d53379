import Testing
import TextFieldCore
import TextFieldTestSupport
import TextFieldUI

@testable import mask_playground

/// The mask playground with a field type in the Format field (`@phone`, `@currency EUR de_DE`,
/// `@date dd/MM/yyyy`): the try-it field uses the type, the panel shows its value.
@Suite struct PlaygroundTypeTests {
  static let tab = InputEvent.key("Tab")
  static let hint = PlaygroundTests.hint
  static let emptyAffine = PlaygroundTests.emptyAffine
  static let emptyNotations = PlaygroundTests.emptyNotations
  static let emptyText = PlaygroundTests.emptyText
  static let ignored = "Ignored:   Affine, Notations, F2 and F3: masks only"

  /// The last frame drawn after `script` (80 × 18) from `format`, and the playground.
  static func run(
    _ format: String, _ script: [InputEvent]
  ) -> (screen: String, playground: Playground, outcome: Form.Outcome) {
    let playground = Playground(initialFormat: format)
    let terminal = TestTerminal(width: 80, height: PlaygroundTests.height, script: script)
    let outcome = playground.run(on: terminal)
    return (terminal.lastFrame?.description ?? "", playground, outcome)
  }

  /// The events of typing `text` in the try-it field (three Tabs down from the format).
  static func tryIt(_ text: String) -> [InputEvent] {
    [tab, tab, tab] + InputEvent.typing(text)
  }

  /// `row` with `annotation` at the right end of the 80-column frame (a `|` in `row` marks the
  /// caret and takes no cell).
  static func annotated(_ row: String, _ annotation: String) -> String {
    let caret = row.contains("|") ? 1 : 0
    let blanks = 80 - annotation.count + caret - row.count
    return row + String(repeating: " ", count: max(0, blanks)) + annotation
  }

  @Test func aPhoneShowsItsE164ValueAndRegion() {
    let (screen, _, _) = Self.run("@phone", Self.tryIt("+442079460958"))
    #expect(
      screen
        == PlaygroundTests.screen([
          "Mask playground", "Format:    @phone", Self.emptyAffine, Self.emptyNotations,
          Self.annotated("Text:      +44 20 7946 0958|", "GB"), "", Self.hint, "",
          "Type:      phone, any country: + and the country code first · value: E.164",
          Self.ignored, "Formatted: +44 20 7946 0958", "Value:     +442079460958",
          "Region:    GB", "Complete:  yes", "Tail:      none",
        ]))
  }

  @Test func aPhoneWithADefaultRegionTakesNationalNumbers() {
    let (screen, _, _) = Self.run("@phone US", Self.tryIt("65025"))
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[4] == Self.annotated("Text:      650-25|", "US"))
    #expect(
      Array(lines[8...14]) == [
        "Type:      phone, national numbers of US · value: E.164", Self.ignored,
        "Formatted: 650-25", "Value:     +165025", "Region:    US", "Complete:  no",
        "Tail:      none",
      ])
  }

  @Test func enterPrintsAPhoneWithItsRegion() {
    let (_, playground, outcome) = Self.run(
      "@phone", Self.tryIt("+442079460958") + [.key("Enter")])
    guard case .submitted = outcome else {
      Issue.record("not submitted: \(outcome)")
      return
    }
    #expect(
      playground.summary == [
        "format: @phone", "text: +44 20 7946 0958", "value: +442079460958", "complete: true",
        "region: GB",
      ])
  }

  @Test func anAmountIsGroupedWithItsCurrencyAndUpStepsIt() {
    let (screen, _, _) = Self.run(
      "@currency EUR de_DE", Self.tryIt("12345,5") + [.key("Up")])
    #expect(
      screen
        == PlaygroundTests.screen([
          "Mask playground", "Format:    @currency EUR de_DE", Self.emptyAffine,
          Self.emptyNotations, "Text:      12.346,5|\u{A0}€", "", Self.hint, "",
          "Type:      currency EUR in de_DE · value: a plain decimal · ↑↓ add or take 1",
          Self.ignored, "Formatted: 12.346,5\u{A0}€", "Value:     12346.50", "Complete:  yes",
          "Tail:      none",
        ]))
  }

  @Test func aDateThatCannotExistIsRefusedWithItsReason() {
    let (screen, _, _) = Self.run("@date dd/MM/yyyy", Self.tryIt("3102"))
    #expect(
      screen
        == PlaygroundTests.screen([
          "Mask playground", "Format:    @date dd/MM/yyyy", Self.emptyAffine,
          Self.emptyNotations, "Text:      31/0|M/yyyy", "", "February has at most 29 days", "",
          "Type:      date dd/MM/yyyy · value: ISO 8601 · ↑↓ step the field", Self.ignored,
          "Formatted: 31/0", "Value:", "Complete:  no", "Tail:      M/yyyy",
        ]))
  }

  @Test func aCompleteDateHasItsISOValue() {
    let (screen, playground, outcome) = Self.run(
      "@date dd/MM/yyyy", Self.tryIt("29022024") + [.key("Enter")])
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      Array(lines[10...13]) == [
        "Formatted: 29/02/2024", "Value:     2024-02-29", "Complete:  yes", "Tail:      none",
      ])
    guard case .submitted = outcome else {
      Issue.record("not submitted: \(outcome)")
      return
    }
    #expect(
      playground.summary == [
        "format: @date dd/MM/yyyy", "text: 29/02/2024", "value: 2024-02-29", "complete: true",
      ])
  }

  /// Each row: a bad spec, then the panel's error line and the spec with carets under the fault.
  @Test(arguments: [
    (
      "@fax",
      "Error:     Format: unknown type \"fax\" at character 2; known: @phone, @number, @…",
      "            ^^^"
    ),
    (
      "@phone XX",
      "Error:     Format: unknown region \"XX\" at character 8; an ISO 3166-1 code such …",
      "                  ^^"
    ),
    (
      "@date QQ",
      "Error:     Format: \"Q\" is not a pattern letter (yyyy MM dd HH mm ss) at charact…",
      "                 ^"
    ),
    (
      "@date dd/MM/yy",
      "Error:     Format: \"yy\": a two-digit year is ambiguous at character 13; use yyyy",
      "                       ^^"
    ),
    (
      "@", "Error:     Format: \"@\" names no type at character 2; use @phone, @number, @curr…",
      "            ^"
    ),
    (
      "@currency",
      "Error:     Format: @currency needs a code at character 10; such as @currency EU…",
      "                    ^"
    ),
    (
      "@number xx_YY",
      "Error:     Format: unknown locale \"xx_YY\" at character 9; such as en_US or de_DE",
      "                   ^^^^^"
    ),
    (
      "@phone US GB",
      "Error:     Format: unexpected \"GB\" at character 11; @phone takes a region at mo…",
      "                     ^^"
    ),
  ])
  func aBadTypeSpecIsExplainedAsAMalformedMaskIs(spec: String, error: String, carets: String) {
    let (screen, _, _) = Self.run(spec, Self.tryIt("12"))
    #expect(
      screen
        == PlaygroundTests.screen([
          "Mask playground", "Format:    \(spec)", Self.emptyAffine, Self.emptyNotations,
          "Text:      |type here to try the mask", "", "fix the mask first", "", error,
          "           \(spec)", carets,
        ]))
  }

  @Test func aBadSpecNamesTheWordAtFault() throws {
    #expect(throws: Never.self) { _ = try TypeSpec("@currency EUR de_DE") }
    let error = try #require(
      throws: TypeSpecError.self, performing: { try TypeSpec("@currency EUX de_DE") })
    #expect(error.message.hasPrefix("unknown currency \"EUX\" at character 11; "))
    #expect(error.offset == 10)
    #expect(error.length == 3)
  }

  @Test func theTypedValueIsKeptAcrossFormats() {
    let back = InputEvent.key("S-Tab")
    // A mask's value (the digits) is read as a number: the comma-grouped en_US number of
    // `@number`, then the dot-grouped one of `@number de_DE`.
    let script =
      Self.tryIt("5551234") + [back, back, back, .key("C-u")] + InputEvent.typing("@number de_DE")
    let (screen, _, _) = Self.run("+1 ([000]) [000]-[0000]", script)
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[1] == "Format:    @number de_DE|")
    #expect(lines[4] == "Text:      5.551.234")
    #expect(Array(lines[10...11]) == ["Formatted: 5.551.234", "Value:     5551234"])
  }
}
