import Testing
import TextFieldCore

@testable import TextFieldCurses
@testable import TextFieldUI

/// The ghost on an inline terminal: dim and underlined, with colours or without (`NO_COLOR`),
/// so it never depends on colour alone.
@Suite struct SuggestionInlineTests {
  static let tokens = InlineControls(
    carriageReturn: Array("<cr>".utf8), up: { Array("<up \($0)>".utf8) },
    down: { Array("<down \($0)>".utf8) }, right: { Array("<right \($0)>".utf8) },
    lineFeed: Array("<lf>".utf8), clearToEndOfLine: Array("<el>".utf8),
    clearToEndOfScreen: Array("<ed>".utf8), resetAttributes: Array("<0>".utf8),
    bold: Array("<b>".utf8), dim: Array("<d>".utf8), underline: Array("<u>".utf8),
    reverse: Array("<r>".utf8), foreground: { Array("<fg \($0)>".utf8) },
    showCursor: Array("<show>".utf8), hideCursor: Array("<hide>".utf8), bell: Array("<bel>".utf8),
    flash: Array("<flash>".utf8))

  /// The bytes of a one-row prompt's frame with `typed` typed, drawn with `controls`.
  static func bytes(_ typed: String, controls: InlineControls) -> String {
    let model = TextFieldModel()
    model.suggestionSources = [SuggestionList(["Oslo"])]
    let prompt = Prompt(label: "City", model: model)
    prompt.form.start()
    for character in typed { _ = prompt.offer(.key(KeyEvent(.character(character)))) }
    var frame = prompt.form.render(width: 12, height: 1, cellWidth: .unicode)
    frame.cursor = nil
    var renderer = InlineRenderer(controls: controls)
    return String(decoding: renderer.draw(frame), as: UTF8.self)
  }

  @Test func theGhostIsDimAndUnderlinedWithAndWithoutColours() {
    #expect(
      Self.bytes("os", controls: Self.tokens)
        == "<cr><ed><b><fg 6>City:<0> os<d><u>lo<0><u>  <0><cr><hide>")
    var noColor = Self.tokens
    noColor.foreground = nil
    #expect(
      Self.bytes("os", controls: noColor)
        == "<cr><ed><b><b>City:<0> os<d><u>lo<0><u>  <0><cr><hide>")
  }
}
