import CNcurses
import CTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An ncurses screen on `/dev/null` (xterm's terminfo entry) for the tests of the ncurses calls:
/// nothing reaches a terminal; windows are read back cell by cell.
final class TestScreen {
  private let screen: OpaquePointer
  private let output: UnsafeMutablePointer<FILE>
  private let input: UnsafeMutablePointer<FILE>

  /// A new current screen; `nil` when ncurses or the terminfo entry is missing.
  init?() {
    setlocale(LC_CTYPE, "C.UTF-8")
    guard let output = fopen("/dev/null", "w") else { return nil }
    guard let input = fopen("/dev/null", "r") else {
      fclose(output)
      return nil
    }
    guard let screen = newterm("xterm", output, input) else {
      fclose(output)
      fclose(input)
      return nil
    }
    self.screen = screen
    self.output = output
    self.input = input
    set_term(screen)
  }

  /// Ends the screen: ncurses has no current screen afterwards.
  func end() {
    endwin()
    delscreen(screen)
    fclose(output)
    fclose(input)
  }

  /// A `height` × `width` window at the screen's top left, filled with `fill`.
  func window(width: Int32, height: Int32, fill: Character = ".") -> UnsafeMutablePointer<WINDOW>? {
    guard let window = newwin(height, width, 0, 0) else { return nil }
    let row = String(repeating: fill, count: Int(width))
    for y in 0..<height {
      _ = mvwaddnstr(window, y, 0, row, width)
    }
    wnoutrefresh(window)
    return window
  }
}

/// One cell of a window: its text and its attributes and colour pair (as `getcchar` gives them).
struct WindowCell: Equatable {
  var text: String
  var attributes: attr_t
  var pair: Int16
}

extension UnsafeMutablePointer<WINDOW> {
  /// The cell at column `x`, row `y`.
  func cell(x: Int32, y: Int32) -> WindowCell {
    var stored = cchar_t()
    _ = mvwin_wch(self, y, x, &stored)
    var text = [wchar_t](repeating: 0, count: 8)
    var attributes: attr_t = 0
    var pair: Int16 = 0
    _ = getcchar(&stored, &text, &attributes, &pair, nil)
    let scalars = text.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }
    return WindowCell(
      text: String(String.UnicodeScalarView(scalars)), attributes: attributes, pair: pair)
  }

  /// Row `y`'s text from column `x`, `width` cells.
  func text(x: Int32 = 0, y: Int32, width: Int32) -> String {
    (x..<x + width).map { cell(x: $0, y: y).text }.joined()
  }

  /// The window's cursor (`x,y`).
  var cursor: String { "\(getcurx(self)),\(getcury(self))" }
}
