import Testing
import TextFieldCore

@testable import TextFieldUI

@Suite struct FrameTests {
  @Test func writesSanitisedTextAndMarksTheCaret() {
    var frame = Frame(width: 12, height: 2)
    frame.write("a\u{1B}[2J日b", x: 1, y: 0)
    frame.cursor = Frame.Point(x: 3, y: 0)
    #expect(frame.description == " a␛|[2J日b\n")
    #expect(frame[6, 0].text == "日")
    #expect(frame[7, 0].text == "")
  }

  @Test func overwritingHalfAWideGlyphMendsIt() {
    var frame = Frame(width: 4, height: 1)
    frame.write("日本", x: 0, y: 0)
    frame.put(Glyph(text: "x", width: 1), x: 1, y: 0)
    #expect(frame.text() == " x本")
    frame.put(Glyph(text: "y", width: 1), x: 2, y: 0)
    #expect(frame.text() == " xy")
  }

  @Test func wideGlyphThatDoesNotFitIsLeftOut() {
    var frame = Frame(width: 3, height: 1)
    let end = frame.write("ab日", x: 0, y: 0)
    #expect(end == 2)
    #expect(frame.text() == "ab")
  }

  @Test func blitCopiesARegionAndItsCursor() {
    var inner = Frame(width: 3, height: 1)
    inner.write("abc", x: 0, y: 0)
    inner.cursor = Frame.Point(x: 1, y: 0)
    var outer = Frame(width: 6, height: 2)
    outer.blit(inner, at: Frame.Point(x: 2, y: 1))
    #expect(outer.description == "\n  a|bc")
  }

  @Test func diffOfOneTypedCharacterIsOneCell() {
    var old = Frame(width: 10, height: 2)
    old.write("ab", x: 0, y: 0)
    var new = old
    new.write("c", x: 2, y: 0)
    #expect(
      FrameDiff.runs(from: old, to: new) == [FrameDiff.Run(x: 2, y: 0, cells: [Frame.Cell("c")])])
    #expect(FrameDiff.runs(from: new, to: new).isEmpty)
    #expect(FrameDiff.runs(from: nil, to: new).count == 2)
  }

  /// Unchanged rows are skipped whole; a row where only a style changed, or only the last cell,
  /// still gives exactly its run.
  @Test func diffSkipsUnchangedRowsAndFindsEachChangedOne() {
    var old = Frame(width: 8, height: 4)
    for y in 0..<4 { old.write("row \(y)", x: 0, y: y) }
    var new = old
    new.write("w", x: 1, y: 1, style: CellStyle(.bold))
    new.write("!", x: 7, y: 3)
    #expect(
      FrameDiff.runs(from: old, to: new) == [
        FrameDiff.Run(x: 1, y: 1, cells: [Frame.Cell("w", style: CellStyle(.bold))]),
        FrameDiff.Run(x: 7, y: 3, cells: [Frame.Cell("!")]),
      ])
    #expect(FrameDiff.runs(from: new, to: old).map(\.y) == [1, 3])
  }

  @Test func diffNeverStartsInsideAWideGlyph() {
    var old = Frame(width: 4, height: 1)
    old.write("日", x: 0, y: 0)
    var new = Frame(width: 4, height: 1)
    new.write("日", x: 0, y: 0, style: CellStyle(.bold))
    let runs = FrameDiff.runs(from: old, to: new)
    #expect(runs.map(\.x) == [0])
    #expect(runs.first?.cells.map(\.text) == ["日", ""])
  }
}

/// The message line's cells are kept between renders: only for a named measure, and never when
/// the text, style or width changed.
@Suite struct MessageLineReuseTests {
  @Test func theLineFollowsTheHintTheWidthAndTheMeasure() {
    let form = Form(fields: [FormField(label: "X", model: TextFieldModel())])
    form.hint = "a·b"
    #expect(form.render(width: 10, height: 3, cellWidth: .unicode).text() == "X:\n\na·b")
    #expect(form.render(width: 10, height: 3, cellWidth: .unicode).text() == "X:\n\na·b")
    form.hint = "a·c"
    #expect(form.render(width: 10, height: 3, cellWidth: .unicode).text() == "X:\n\na·c")
    #expect(
      form.render(width: 2, height: 3, cellWidth: .unicode).text().split(separator: "\n").last
        == "a…")
    // A measure without a name is never taken for another: `·` two cells wide here.
    let wide = CellWidth { $0 == "·" ? 2 : 1 }
    let frame = form.render(width: 10, height: 3, cellWidth: wide)
    #expect(frame[2, 2].text == "" && frame[3, 2].text == "c")
    #expect(form.render(width: 10, height: 3, cellWidth: .unicode).text() == "X:\n\na·c")
    #expect(form.render(width: 10, height: 3, cellWidth: .unicode)[2, 2].text == "c")
  }
}

/// A label's cells are kept between renders: only for a named measure, and never when the
/// label, its style (focus, a failed validation) or the room for it changed.
@Suite struct LabelReuseTests {
  @Test func theLabelFollowsItsTextStyleRoomAndMeasure() {
    let first = FormField(label: "Name", model: TextFieldModel())
    let second = FormField(label: "Age", model: TextFieldModel())
    let form = Form(fields: [first, second])
    form.hint = ""
    form.start()
    #expect(form.render(width: 20, height: 3, cellWidth: .unicode).text() == "Name:\nAge:\n")
    #expect(
      form.render(width: 20, height: 3, cellWidth: .unicode).styles(row: 0)
        == "aaaaa.uuuuuuuuuuuuuu")
    first.label = "Nom"
    #expect(form.render(width: 20, height: 3, cellWidth: .unicode).text() == "Nom:\nAge:\n")
    form.handle(.key("Tab"))
    let moved = form.render(width: 20, height: 3, cellWidth: .unicode)
    #expect(moved.styles(row: 0).prefix(4) == "....")
    #expect(moved.styles(row: 1).prefix(4) == "aaaa")
    // Less room: the label is cut, and drawn whole again when the room comes back.
    first.label = "Nom complet"
    #expect(form.render(width: 12, height: 3, cellWidth: .unicode).text().hasPrefix("Nom…:\n"))
    #expect(form.render(width: 40, height: 3, cellWidth: .unicode).text().hasPrefix("Nom complet:"))
    // A measure without a name is never taken for another, even with the same label and room:
    // `é·` takes three cells under both measures below, `·` two under the first, `é` under the
    // second (printable ASCII is one cell under any measure).
    first.label = "é·"
    let wideDot = CellWidth { $0 == "·" ? 2 : 1 }
    let wideE = CellWidth { $0 == "é" ? 2 : 1 }
    let dot = form.render(width: 20, height: 3, cellWidth: wideDot)
    #expect((0..<4).map { dot[$0, 0].text } == ["é", "·", "", ":"])
    let letter = form.render(width: 20, height: 3, cellWidth: wideE)
    #expect((0..<4).map { letter[$0, 0].text } == ["é", "", "·", ":"])
    #expect(form.render(width: 20, height: 3, cellWidth: .unicode)[1, 0].text == "·")
  }

  /// Labels and messages that are equal Strings but not the same bytes are drawn from their own
  /// bytes: a precomposed letter and its decomposition, and U+2329, which decomposes to the wide
  /// U+3008.
  @Test func canonicallyEqualTextIsNotTakenForTheSame() {
    let field = FormField(label: "Café", model: TextFieldModel())
    let form = Form(fields: [field])
    form.hint = "Café"
    form.start()
    _ = form.render(width: 20, height: 3, cellWidth: .unicode)
    field.label = "Cafe\u{301}"
    form.hint = "Cafe\u{301}"
    let decomposed = form.render(width: 20, height: 3, cellWidth: .unicode)
    #expect(decomposed[3, 0].text == "e\u{301}")
    #expect(decomposed[3, 2].text == "e\u{301}")
    field.label = "\u{2329}ab"
    _ = form.render(width: 20, height: 3, cellWidth: .unicode)
    field.label = "\u{3008}ab"
    let wide = form.render(width: 20, height: 3, cellWidth: .unicode)
    #expect((0..<5).map { wide[$0, 0].text } == ["\u{3008}", "", "a", "b", ":"])
    // The text area starts after the label's two cells, the colon and a blank.
    #expect(wide.styles(row: 0).dropFirst(5).first == ".")
    #expect(wide.styles(row: 0).dropFirst(6).first == "u")
  }
}
