import TestSupport
import Testing
import TextFieldCore
import TextFieldTestSupport

@testable import TextFieldUI

/// A one-field form on a `width` × 3 test terminal after `script`.
func promptFrame(
  _ model: TextFieldModel, width: Int = 20, script: [InputEvent] = [],
  configure: (FormField) -> Void = { _ in }
) -> Frame {
  let field = FormField(label: "Name", model: model)
  configure(field)
  let form = Form(fields: [field])
  form.hint = "hint"
  form.start()
  for event in script { form.handle(event) }
  return form.render(width: width, height: 3, cellWidth: .unicode)
}

@Suite struct FieldRenderingTests {
  @Test func emptyFieldShowsDimPlaceholderAndTheCaret() {
    let frame = promptFrame(TextFieldModel(placeholder: "your name"))
    #expect(frame.description == "Name: |your name\n\nhint")
    #expect(frame.styles(row: 0) == "aaaaa.DDDDDDDDDuuuuu")
    #expect(frame.styles(row: 2) == "dddd")
  }

  @Test func typedTextAndCaret() {
    let frame = promptFrame(TextFieldModel(), script: InputEvent.typing("abc") + [.key("Left")])
    #expect(frame.description == "Name: ab|c\n\nhint")
  }

  @Test func wideAndCombiningCharacters() {
    let frame = promptFrame(TextFieldModel(), script: InputEvent.typing("é 日本 😀"))
    #expect(frame.description == "Name: é 日本 😀|\n\nhint")
    #expect(frame.cursor == Frame.Point(x: 15, y: 0))
  }

  @Test func longTextScrollsToKeepTheCaretVisible() {
    let typed = InputEvent.typing("abcdefghijklmnopqrstuvwxyz")
    #expect(
      promptFrame(TextFieldModel(), script: typed).text(showingCursor: true).hasPrefix(
        "Name: nopqrstuvwxyz|"))
    let home = promptFrame(TextFieldModel(), script: typed + [.key("Home")])
    #expect(home.description.hasPrefix("Name: |abcdefghijklmn\n"))
  }

  @Test(arguments: [
    (4, "Name: ghi|\n\nhint", "aaaaa....u"),
    (0, "Name: |\n\nhint", "aaaaa"),
    (40, "Name: abcdefghi|\n\nhint", "aaaaa..........uuuuu"),
  ])
  func widthLimitsTheTextArea(width: Int, expected: String, styles: String) {
    let frame = promptFrame(TextFieldModel(), script: InputEvent.typing("abcdefghi")) {
      $0.width = width
    }
    #expect(frame.description == expected)
    #expect(frame.styles(row: 0) == styles)
  }

  @Test func secureAndNoEcho() {
    let secure = promptFrame(TextFieldModel(echoMode: .secure), script: InputEvent.typing("pw"))
    #expect(secure.description.hasPrefix("Name: ••|\n"))
    let stars = promptFrame(
      TextFieldModel(echoMode: .secure(symbol: "*")), script: InputEvent.typing("pw"))
    #expect(stars.description.hasPrefix("Name: **|\n"))
    let none = promptFrame(TextFieldModel(echoMode: .none), script: InputEvent.typing("pw"))
    #expect(none.description.hasPrefix("Name: |\n"))
  }

  @Test func programmaticAndPastedControlsAreShownNotObeyed() {
    // Raw text keeps its controls; drawing still shows them as pictures.
    let model = TextFieldModel()
    model.inputPolicy = .raw
    model.setText("a\u{1B}]0;title\u{07}b")
    let frame = promptFrame(model, width: 30, script: [.paste("\u{1B}[2J\u{202E}x")])
    #expect(frame.description.hasPrefix("Name: a␛]0;title␇b␛[2J\u{FFFD}x|\n"))
  }

  @Test func pastedControlsAreDroppedByDefault() {
    let frame = promptFrame(TextFieldModel(), width: 30, script: [.paste("a\u{1B}[2Jb")])
    #expect(frame.description.hasPrefix("Name: a[2Jb|\n"))
  }

  @Test func tailPlaceholderFromAClosureIsDrawnDimAfterTheText() {
    let frame = promptFrame(TextFieldModel(), width: 30, script: InputEvent.typing("+1 (555) ")) {
      $0.tailPlaceholder = { model in String("+1 (___) ___-____".dropFirst(model.text.count)) }
    }
    #expect(frame.description.hasPrefix("Name: +1 (555) |___-____\n"))
    #expect(frame.styles(row: 0).hasPrefix("aaaaa..........DDDDDDDDu"))
  }

  @Test func tailPlaceholderFromAMaskFilter() throws {
    let model = TextFieldModel(filters: [try MaskFilter(format: "+1 ([000]) [000]-[0000]")])
    let frame = promptFrame(model, width: 30, script: InputEvent.typing("5551"))
    #expect(frame.description.hasPrefix("Name: +1 (555) 1|__-____\n"))
  }

  @Test func tailPlaceholderFromAPatternFilter() throws {
    let model = TextFieldModel(filters: [try PatternFilter(pattern: "## ##")])
    let frame = promptFrame(model, script: InputEvent.typing("1"))
    #expect(frame.description.hasPrefix("Name: 1|_ __\n"))
  }

  @Test func selectionIsReversed() {
    let frame = promptFrame(
      TextFieldModel(), script: InputEvent.typing("abc") + [.key("S-Left"), .key("S-Left")])
    #expect(frame.description.hasPrefix("Name: a|bc\n"))
    #expect(frame.styles(row: 0).hasPrefix("aaaaa..rru"))
  }
}

/// A format's annotation (a phone number's region) sits dim at the right end of the text area.
@Suite struct FieldAnnotationTests {
  @Test func theAnnotationIsDrawnDimAtTheRightAndTheTextScrollsBeforeIt() {
    let trace = Trace()
    let region = TracingFilter(
      "region", trace: trace,
      status: FormatStatus(value: "", isComplete: false, annotation: "GB"))
    let frame = promptFrame(TextFieldModel(filters: [region]), script: InputEvent.typing("0123"))
    #expect(frame.description == "Name: 0123|        GB\n\nhint")
    #expect(frame.styles(row: 0) == "aaaaa.....uuuuuuuuDD")
    let long = promptFrame(
      TextFieldModel(filters: [region]), script: InputEvent.typing("0123456789abcdef"))
    let row = long.description.split(separator: "\n", omittingEmptySubsequences: false)[0]
    #expect(row.hasSuffix(" GB"))
    #expect(row.hasPrefix("Name: "))
    #expect(row.contains("f|"))
    #expect((long.cursor?.x ?? 99) <= 17)
  }

  @Test func anAnnotationThatWouldTakeHalfTheAreaIsLeftOut() {
    let trace = Trace()
    let long = TracingFilter(
      "long", trace: trace,
      status: FormatStatus(value: "", isComplete: false, annotation: "a long note"))
    let frame = promptFrame(TextFieldModel(filters: [long]), script: InputEvent.typing("ab"))
    #expect(frame.description == "Name: ab|\n\nhint")
  }
}
