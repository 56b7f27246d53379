import TestSupport
import Testing
import TextFieldCore
import TextFieldTestSupport

@testable import TextFieldUI

/// Small screens: text that does not fit ends in `…`, and a field without focus shows its start.
@Suite struct SmallScreenTests {
  /// Each row: the text, the cells it may take, and the row it draws (measured in cells: a wide
  /// glyph counts 2 and is left out whole).
  @Test(arguments: [
    ("abcdef", 6, ">abcdef"), ("abcdef", 5, ">abcd…"), ("abcdef", 1, ">…"), ("abcdef", 0, ">"),
    ("日本語", 6, ">日本語"), ("日本語", 5, ">日本…"), ("日本語", 4, ">日…"), ("日本語", 2, ">…"),
    ("a\u{7}b", 2, ">a…"),
  ])
  func textThatDoesNotFitEndsInAnEllipsis(text: String, limit: Int, expected: String) {
    var frame = Frame(width: 8, height: 1)
    frame.write(">", x: 0, y: 0)
    frame.write(fitting: text, x: 1, y: 0, limit: limit)
    #expect(frame.description == expected)
  }

  /// A card field and a name field, labels as wide as demo-form's (`No digits`).
  func cardForm(width: Int = 30) throws -> (Form, TextFieldModel) {
    let card = TextFieldModel()
    card.filters = [try MaskFilter(format: "[0000] [0000] [0000] [0000]")]
    let form = Form(
      fields: [
        FormField(label: "Card", model: card),
        FormField(label: "No digits", model: TextFieldModel()),
      ], title: "A form with a long title")
    form.hint = "Tab/↑↓ move · Enter next/submit · Esc cancel"
    form.start()
    return (form, card)
  }

  @Test func aFieldWithoutFocusScrollsBackToItsStart() throws {
    let (form, _) = try cardForm()
    for event in InputEvent.typing("1111111111111112") { form.handle(event) }
    #expect(
      form.render(width: 30, height: 6, cellWidth: .unicode).description
        == """
        A form with a long title
        Card:      111 1111 1111 1112|
        No digits:

        Tab/↑↓ move · Enter next/subm…

        """)
    form.handle(.key("Tab"))
    #expect(
      form.render(width: 30, height: 6, cellWidth: .unicode).description
        == """
        A form with a long title
        Card:      1111 1111 1111 1112
        No digits: |

        Tab/↑↓ move · Enter next/subm…

        """)
    // Focus comes back with the caret where it was: the field scrolls just enough to show it.
    form.handle(.key("S-Tab"))
    #expect(
      form.render(width: 30, height: 6, cellWidth: .unicode).description.hasPrefix(
        "A form with a long title\nCard:      111 1111 1111 1112|\n"))
  }

  @Test func labelsAndTitlesThatDoNotFitEndInAnEllipsis() throws {
    let (form, _) = try cardForm()
    #expect(
      form.render(width: 16, height: 5, cellWidth: .unicode).description
        == """
        A form with a l…
        Card:   |____ ___
        No di…:

        Tab/↑↓ move · E…
        """)
  }
}

/// Without colour an invalid field still looks different from a focused one, and says why.
@Suite struct InvalidMarkerTests {
  /// Each row: a theme, then the styles of the invalid name's row, the focused email's row and
  /// the message line (`!` error colour, `a` accent, `u` underline, `b` bold).
  @Test(arguments: [
    (Theme.standard, "!!!!!.!", "aaaaaa.", "!!!!!!!!!!!!!!!!!!"),
    (Theme.monochrome, "uuuuu.u", "bbbbbb.", "uuuuuuuuuuuuuuuuuu"),
  ])
  func anInvalidFieldWithoutFocusCarriesAMarkerAndItsReason(
    theme: Theme, invalidRow: String, focusedRow: String, message: String
  ) throws {
    let sample = try SampleForm()
    sample.form.theme = theme
    let (_, terminal) = sample.run([.key("Tab")])
    let frame = try #require(terminal.lastFrame)
    #expect(frame.description == "Name: !\nEmail: |\nPhone: (___) ___-____\n\nName: enter a name")
    let blanks = String(repeating: "u", count: 23)
    #expect(frame.styles(row: 0) == invalidRow + blanks)
    #expect(frame.styles(row: 1) == focusedRow + blanks)
    #expect(frame.styles(row: 4) == message)
  }

  @Test func theMarkerGoesWithFocusAndWithTheProblem() throws {
    let sample = try SampleForm()
    let (_, terminal) = sample.run(
      [.key("Tab"), .key("S-Tab")] + InputEvent.typing("Ann") + [.key("Tab")])
    #expect(
      terminal.frames.map(\.description) == [
        "Name:  |\nEmail:\nPhone: (___) ___-____\n\nhint",
        "Name: !\nEmail: |\nPhone: (___) ___-____\n\nName: enter a name",
        // The email left empty fails its own check: its marker, then its reason once the
        // name's is fixed.
        "Name:  |\nEmail:!\nPhone: (___) ___-____\n\nName: enter a name",
        "Name:  A|\nEmail:!\nPhone: (___) ___-____\n\nEmail: not an email address",
        "Name:  An|\nEmail:!\nPhone: (___) ___-____\n\nEmail: not an email address",
        "Name:  Ann|\nEmail:!\nPhone: (___) ___-____\n\nEmail: not an email address",
        "Name:  Ann\nEmail: |\nPhone: (___) ___-____\n\nEmail: not an email address",
      ])
  }

  @Test func theMessageLineGivesTheFirstProblemOfAFieldWithoutFocus() throws {
    let sample = try SampleForm()
    sample.form.start()
    sample.email.setText("nope")
    sample.email.validate(.endEditing)
    sample.phone.validators = [Validator { _ in ValidationFailure(message: "call me", caret: 0) }]
    sample.phone.validate(.endEditing)
    #expect(
      sample.form.render(width: 30, height: 5, cellWidth: .unicode).description
        == "Name:  |\nEmail:!nope\nPhone:!(___) ___-____\n\nEmail: not an email address")
  }
}
