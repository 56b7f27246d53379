/// Facts about the ncurses library TextFieldCurses is linked against.
package enum CursesLibrary {
  /// The linked library's version, such as `ncurses 6.4.20221231`.
  package static var version: String { Curses.version }
}
