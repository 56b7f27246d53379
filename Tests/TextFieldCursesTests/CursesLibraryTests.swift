import Testing

@testable import TextFieldCurses

@Test func linksAgainstWideNcurses() {
  #expect(CursesLibrary.version.hasPrefix("ncurses "))
}
