internal import CNcurses
import TextFieldCore

/// The ncurses calls of the package, behind plain Swift values: the one file that calls the
/// library (the terminals, the host embedding and the key tables call these).
enum Curses {
  /// `wget_wch`'s answer for a key code (`KEY_CODE_YES`).
  static let keyCodeStatus: Int32 = KEY_CODE_YES
  /// `OK`.
  static let ok: Int32 = OK
  /// `ERR`.
  static let error: Int32 = ERR
  /// `KEY_MOUSE`.
  static let mouseKey: Int32 = KEY_MOUSE
  /// `KEY_RESIZE`.
  static let resizeKey: Int32 = KEY_RESIZE

  /// Display widths as the C library measures them (what ncurses uses).
  static let cellWidth = CellWidth { Int(wcwidth(wchar_t(bitPattern: $0.value))) }

  /// Rings the bell or flashes the screen.
  static func alert(_ style: AlertStyle) {
    switch style {
    case .bell: beep()
    case .flash: flash()
    case .none: break
    }
  }

  /// The linked library's version, such as `ncurses 6.4.20221231`.
  static var version: String { String(cString: tfk_curses_version()) }

  /// Every key code ncurses can return on the current screen, as ``KeyEvent``s: the fixed codes,
  /// the modified keys its terminfo entry names (`kLFT5`…) and F1–F12.
  static func keyCodes() -> [Int32: KeyEvent] {
    var codes = NcursesKeyTable.codes
    for (name, key) in NcursesKeyTable.capabilities {
      let code = tfk_key_code_for_capability(name)
      if code > 0 { codes[code] = key }
    }
    for number in 1...NcursesKeyTable.functionKeyCount {
      codes[tfk_key_f(Int32(number))] = KeyEvent(.function(number))
    }
    return codes
  }

  /// The key code the current screen gives `sequence`, defining it as `preferred` (or the next
  /// free code after it) when it has none.
  static func keyCode(for sequence: String, preferring preferred: Int32) -> Int32 {
    let existing = key_defined(sequence)
    if existing > 0 { return existing }
    var code = preferred
    while keyname(code) != nil, code < preferred + 256 { code += 1 }
    define_key(sequence, code)
    return code
  }

  /// Writes `string` (a terminal mode, such as bracketed paste) to `descriptor` at once, past
  /// ncurses' buffer: `putp` would write to standard output, which may not be the screen.
  @discardableResult
  static func writeControl(_ string: String, to descriptor: Int32) -> Bool {
    var bytes = Array(string.utf8)
    return bytes.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { start in
        start.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
          tfk_write_all(descriptor, $0, buffer.count) == 0
        }
      } ?? true
    }
  }

  /// The last mouse event, if it is a primary-button press or click: its screen cell.
  static func takeClick() -> (x: Int, y: Int)? {
    var event = MEVENT()
    guard getmouse(&event) == OK,
      event.bstate & (tfk_button1_pressed() | tfk_button1_clicked()) != 0
    else { return nil }
    return (Int(event.x), Int(event.y))
  }

  /// Gives a wide character or key code back: the next `wget_wch` returns it first.
  static func unget(status: Int32, value: UInt32) {
    if status == KEY_CODE_YES {
      ungetch(Int32(bitPattern: value))
    } else {
      unget_wch(wchar_t(bitPattern: value))
    }
  }

  /// The ncurses attributes of `attributes`, plus `extra`.
  static func attributes(
    _ attributes: CellStyle.Attributes, bold extraBold: Bool = false
  )
    -> UInt32
  {
    var result = tfk_a_normal()
    if attributes.contains(.bold) || extraBold { result |= tfk_a_bold() }
    if attributes.contains(.dim) { result |= tfk_a_dim() }
    if attributes.contains(.underline) { result |= tfk_a_underline() }
    if attributes.contains(.reverse) { result |= tfk_a_reverse() }
    return UInt32(result)
  }
}

/// A window of the current screen (a host's, or `stdscr`), by address.
struct CursesWindow {
  let pointer: UnsafeMutablePointer<WINDOW>

  init(_ address: OpaquePointer) {
    pointer = UnsafeMutablePointer(address)
  }

  /// The screen's columns and rows.
  var screenSize: TerminalSize { TerminalSize(width: Int(tfk_cols()), height: Int(tfk_lines())) }

  /// Columns and rows.
  var size: (width: Int, height: Int) { (Int(getmaxx(pointer)), Int(getmaxy(pointer))) }

  /// Writes one glyph at column `x`, row `y` of the window in `attributes` and colour `pair`.
  func put(_ text: String, x: Int, y: Int, attributes: UInt32, pair: Int16) {
    tfk_set_attributes(pointer, attr_t(attributes), pair)
    let wide = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
    _ = mvwaddnwstr(pointer, Int32(y), Int32(x), wide, Int32(wide.count))
  }

  /// The window's current attributes and colour pair.
  var attributes: (attributes: UInt32, pair: Int16) {
    get {
      var attributes: attr_t = 0
      var pair: Int16 = 0
      wattr_get(pointer, &attributes, &pair, nil)
      return (UInt32(attributes), pair)
    }
    nonmutating set { tfk_set_attributes(pointer, attr_t(newValue.attributes), newValue.pair) }
  }

  /// Moves the window's cursor (where the terminal's caret goes when it is refreshed last).
  func move(x: Int, y: Int) { wmove(pointer, Int32(y), Int32(x)) }

  /// Copies the window to the virtual screen; the host's `doupdate` shows it.
  func noutrefresh() { wnoutrefresh(pointer) }

  /// Turns keypad decoding on (arrows and function keys as key codes).
  func enableKeypad() { keypad(pointer, true) }

  /// Reads a wide character or key code, waiting at most `milliseconds` (0: only what is
  /// there), and restores the window's own delay afterwards.
  func read(waitingAtMost milliseconds: Int32) -> (status: Int32, value: UInt32) {
    let delay = wgetdelay(pointer)
    wtimeout(pointer, milliseconds)
    defer { wtimeout(pointer, delay) }
    var value: wint_t = 0
    let status = wget_wch(pointer, &value)
    return (status, UInt32(value))
  }

  /// The window cell of screen cell (`x`, `y`), or `nil` outside the window.
  func cell(ofScreenX x: Int, y: Int) -> (x: Int, y: Int)? {
    var row = Int32(y)
    var column = Int32(x)
    guard wmouse_trafo(pointer, &row, &column, false) else { return nil }
    return (Int(column), Int(row))
  }
}
