/// Facts about the ncurses library TextFieldCurses is linked against.
public enum CursesLibrary {
  /// The linked library's version, such as `ncurses 6.4.20221231`.
  public static var version: String { Curses.version }
}
