import InputMask
import Testing
import TextFieldCore
import TextFieldTestSupport
import TextFieldUI

@testable import mask_playground

/// The mask playground's screen after scripted keys, compared as text (`|` marks the caret).
@Suite struct PlaygroundTests {
  static let tab = InputEvent.key("Tab")
  static let f2 = InputEvent.key(KeyEvent(.function(2)))
  static let f3 = InputEvent.key(KeyEvent(.function(3)))
  static let height = 18
  static let hint = "Tab/↑↓ move · F2 strategy · F3 autocomplete · Enter print · Esc quit"
  static let affineFormats = "+44 [0000] [000000]; +7 ([000]) [000]-[00]-[00]"
  static let emptyAffine = "Affine:    more formats, separated by ;"
  static let emptyNotations = "Notations: e.g. C=abc D:letters E:digits:optional"
  static let emptyText = "Text:      type here to try the mask"

  /// The events of `parts`, in order.
  static func events(_ parts: [InputEvent]...) -> [InputEvent] { parts.flatMap { $0 } }

  /// The last frame drawn after `script` (80 × 18), and how the playground ended.
  static func run(_ script: [InputEvent]) -> (screen: String, outcome: Form.Outcome) {
    let playground = Playground()
    let terminal = TestTerminal(width: 80, height: height, script: script)
    let outcome = playground.run(on: terminal)
    return (terminal.lastFrame?.description ?? "", outcome)
  }

  /// `lines`, then blank rows down to the frame's height.
  static func screen(_ lines: [String]) -> String {
    (lines + Array(repeating: "", count: max(0, height - lines.count))).joined(separator: "\n")
  }

  @Test func firstPaintShowsTheStartingMask() {
    #expect(
      Self.run([]).screen
        == Self.screen([
          "Mask playground", "Format:    +1 ([000]) [000]-[0000]|", Self.emptyAffine,
          Self.emptyNotations, Self.emptyText, "", Self.hint, "",
          "Strategy:  wholeString (F2) · autocomplete on (F3)",
          "Masks:     ▸ primary: +1 ([000]) [000]-[0000]  ·  0", "Formatted:", "Value:",
          "Complete:  no", "Tail:      +1 (___) ___-____  ·  reference: +1 (000) 000-0000",
        ]))
  }

  @Test func typingShowsFormattedTextValueCompletenessAndTail() {
    let tab = Self.tab
    let script = Self.events([tab, tab, tab], InputEvent.typing("5551234"))
    #expect(
      Self.run(script).screen
        == Self.screen([
          "Mask playground", "Format:    +1 ([000]) [000]-[0000]", Self.emptyAffine,
          Self.emptyNotations, "Text:      +1 (555) 123-4|___", "", Self.hint, "",
          "Strategy:  wholeString (F2) · autocomplete on (F3)",
          "Masks:     ▸ primary: +1 ([000]) [000]-[0000]  ·  14", "Formatted: +1 (555) 123-4",
          "Value:     5551234", "Complete:  no", "Tail:      ___  ·  reference: 000",
        ]))
  }

  @Test func aMalformedFormatShowsACaretUnderTheBadCharacter() {
    let script = Self.events([.key("C-u")], InputEvent.typing("[00]-[0x0]"))
    #expect(
      Self.run(script).screen
        == Self.screen([
          "Mask playground", "Format:    [00]-[0x0]|", Self.emptyAffine, Self.emptyNotations,
          Self.emptyText, "", Self.hint, "",
          "Error:     Format: unknown symbol \"x\" in a [] block at character 8",
          "           [00]-[0x0]", "                  ^",
        ]))
  }

  @Test func affineFormatsAreChosenByAffinity() {
    let tab = Self.tab
    let script = Self.events(
      [tab], InputEvent.typing(Self.affineFormats), [Self.f3, tab, tab],
      InputEvent.typing("+447911123456"))
    #expect(
      Self.run(script).screen
        == Self.screen([
          "Mask playground", "Format:    +1 ([000]) [000]-[0000]",
          "Affine:    +44 [0000] [000000]; +7 ([000]) [000]-[00]-[00]", Self.emptyNotations,
          "Text:      +44 7911 123456|", "", Self.hint, "",
          "Strategy:  wholeString (F2) · autocomplete off (F3)",
          "Masks:       primary: +1 ([000]) [000]-[0000]  ·  1",
          "           ▸ affine 1: +44 [0000] [000000]  ·  15",
          "             affine 2: +7 ([000]) [000]-[00]-[00]  ·  0",
          "Formatted: +44 7911 123456", "Value:     7911123456", "Complete:  yes",
          "Tail:      none",
        ]))
  }

  @Test func withAutocompleteTheFirstPlusTiesAndThePrimaryWins() {
    let tab = Self.tab
    let script = Self.events(
      [tab], InputEvent.typing(Self.affineFormats), [tab, tab], InputEvent.typing("+4479"),
      [Self.f2])
    let lines = Self.run(script).screen.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    #expect(
      Array(lines[4...15]) == [
        "Text:      +1 (447) 9|__-____", "", Self.hint, "",
        "Strategy:  prefix (F2) · autocomplete on (F3)",
        "Masks:     ▸ primary: +1 ([000]) [000]-[0000]  ·  10",
        "             affine 1: +44 [0000] [000000]  ·  1",
        "             affine 2: +7 ([000]) [000]-[00]-[00]  ·  1", "Formatted: +1 (447) 9",
        "Value:     4479", "Complete:  no", "Tail:      __-____  ·  reference: 00-0000",
      ])
  }

  @Test func customNotations() {
    let tab = Self.tab
    let script = Self.events(
      [.key("C-u")], InputEvent.typing("[CC]-[00]"), [tab, tab], InputEvent.typing("C=abc"),
      [tab], InputEvent.typing("abx12"))
    let (screen, _) = Self.run(script)
    #expect(
      screen
        == Self.screen([
          "Mask playground", "Format:    [CC]-[00]", Self.emptyAffine, "Notations: C=abc",
          "Text:      ab-12|", "", Self.hint, "",
          "Strategy:  wholeString (F2) · autocomplete on (F3)",
          "Masks:     ▸ primary: [CC]-[00]  ·  5", "Formatted: ab-12", "Value:     ab12",
          "Complete:  yes", "Tail:      none",
        ]))
  }

  @Test func aBadNotationSpecIsExplained() {
    let script = Self.events([Self.tab, Self.tab], InputEvent.typing("Q:foo"))
    let lines = Self.run(script).screen.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    #expect(
      lines[8].hasPrefix("Error:     Notations: unknown class \"foo\" at character 3; known:"))
    #expect(lines[9] == "           Q:foo")
    #expect(lines[10] == "             ^")
    #expect(lines[4] == Self.emptyText)
  }

  @Test func editingTheFormatReappliesTheTypedValue() {
    let tab = Self.tab
    let back = InputEvent.key("S-Tab")
    let script = Self.events(
      [tab, tab, tab], InputEvent.typing("5551234567"), [back, back, back, .key("C-u")],
      InputEvent.typing("[000]-[000]-[0000]"))
    let lines = Self.run(script).screen.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    #expect(lines[1] == "Format:    [000]-[000]-[0000]|")
    #expect(lines[4] == "Text:      555-123-4567")
    #expect(
      Array(lines[10...12]) == [
        "Formatted: 555-123-4567", "Value:     5551234567", "Complete:  yes",
      ])
  }

  @Test func enterInTheTextFieldSubmitsTheSummary() {
    let playground = Playground()
    let script = Self.events(
      [Self.tab, Self.tab, Self.tab], InputEvent.typing("5551234567"), [.key("Enter")])
    let outcome = playground.run(on: TestTerminal(width: 80, height: Self.height, script: script))
    guard case .submitted = outcome else {
      Issue.record("not submitted: \(outcome)")
      return
    }
    #expect(
      playground.summary == [
        "format: +1 ([000]) [000]-[0000]", "text: +1 (555) 123-4567", "value: 5551234567",
        "complete: true",
      ])
  }
}
