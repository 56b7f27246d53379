import Testing
import TextFieldCore
import TextFieldUI

/// A form drawn to cells with nothing but TextFieldCore and TextFieldUI: what a host that draws
/// with something other than ncurses (a Python or Go TUI, a test) uses.
@Suite struct PureRenderingTests {
  @Test func aFormRendersToAFrameWithoutNcurses() throws {
    let name = TextFieldModel()
    let phone = TextFieldModel(
      filters: [try PatternFilter(pattern: "(###) ###-####", rawPattern: "[0-9]*")])
    let form = Form(fields: [
      FormField(label: "Name", model: name), FormField(label: "Phone:", model: phone),
    ])
    form.hint = "Enter: next"
    form.start()
    for character in "Ann" { _ = form.handle(.key(KeyEvent(.character(character)))) }
    _ = form.handle(.key(KeyEvent(.enter)))
    for character in "5551234" { _ = form.handle(.key(KeyEvent(.character(character)))) }

    let frame = form.render(width: 24, height: 4, cellWidth: .unicode)

    #expect(frame.description == "Name:  Ann\nPhone: (555) 123-4|___\n\nEnter: next")
    #expect(frame.cursor == Frame.Point(x: 18, y: 1))
    #expect(frame[0, 1].style == form.theme[.focusedLabel])
    #expect(frame[7, 1].style == form.theme[.text])
    #expect(frame[18, 1].style == form.theme[.placeholder])
    #expect(form.values.map(\.value) == ["Ann", "5551234"])
  }
}
