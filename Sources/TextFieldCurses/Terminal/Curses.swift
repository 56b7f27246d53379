internal import CNcurses
internal import CTerminal
import TextFieldCore
import TextFieldUI

/// The ncurses calls of the package, behind plain Swift values: the one file of the module that
/// imports CNcurses and CTerminal and calls the library, its terminfo layer or the package's C
/// (the terminals, the host embedding and the key tables call these).
enum Curses {
  /// `wget_wch`'s answer for a key code (`KEY_CODE_YES`).
  static let keyCodeStatus: Int32 = KEY_CODE_YES
  // `OK`, `ERR`, `KEY_MOUSE` and `KEY_RESIZE`.
  static let ok: Int32 = OK
  static let error: Int32 = ERR
  static let mouseKey: Int32 = KEY_MOUSE
  static let resizeKey: Int32 = KEY_RESIZE

  /// The mouse events reported: primary-button presses and clicks.
  private static var clickEvents: mmask_t { cterm_button1_pressed() | cterm_button1_clicked() }

  /// Display widths as the C library measures them (what ncurses uses).
  static let cellWidth = CellWidth(name: "wcwidth") { Int(wcwidth(wchar_t(bitPattern: $0.value))) }

  /// Rings the bell or flashes the screen.
  static func alert(_ style: AlertStyle) {
    switch style {
    case .bell: beep()
    case .flash: flash()
    case .none: break
    }
  }

  /// The linked library's version, such as `ncurses 6.4.20221231`.
  static var version: String { String(cString: cterm_curses_version()) }
  /// Whether the current locale's codeset is UTF-8.
  static var localeIsUTF8: Bool { cterm_locale_is_utf8() != 0 }
  /// The C library's standard input stream.
  static var standardInput: UnsafeMutablePointer<FILE> { cterm_stdin() }
  /// The C library's standard output stream.
  static var standardOutput: UnsafeMutablePointer<FILE> { cterm_stdout() }

  // MARK: - Keys

  /// Every key code ncurses can return on the current screen, as ``KeyEvent``s: the fixed codes,
  /// the modified keys its terminfo entry names (`kLFT5`…) and F1–F12.
  static func keyCodes() -> [Int32: KeyEvent] {
    var codes = NcursesKeyTable.codes
    for (name, key) in NcursesKeyTable.capabilities {
      let code = cterm_key_code_for_capability(name)
      if code > 0 { codes[code] = key }
    }
    for number in 1...NcursesKeyTable.functionKeyCount {
      codes[cterm_key_f(Int32(number))] = KeyEvent(.function(number))
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

  /// Makes the current screen decode `sequence` as key `code` (`define_key`).
  static func defineKey(_ sequence: String, code: Int32) { define_key(sequence, code) }

  /// The `index`th byte string the current screen decodes into key `code` (`keybound`), or `nil`.
  static func keySequence(boundTo code: Int32, index: Int32 = 0) -> [UInt8]? {
    guard let bound = keybound(code, index) else { return nil }
    defer { free(bound) }
    let bytes = Array(UnsafeRawBufferPointer(start: bound, count: strlen(bound)))
    return bytes.isEmpty ? nil : bytes
  }

  /// Gives a wide character or key code back: the next `wget_wch` returns it first.
  static func unget(status: Int32, value: UInt32) {
    if status == KEY_CODE_YES {
      ungetch(Int32(bitPattern: value))
    } else {
      unget_wch(wchar_t(bitPattern: value))
    }
  }

  /// Gives a byte or key code back (`ungetch`): the next `wgetch` returns it first.
  static func unget(code: Int32) { ungetch(code) }

  /// The ncurses key codes of the fixed keys, named after their `KEY_` constants.
  enum Key {
    static let up: Int32 = KEY_UP
    static let down: Int32 = KEY_DOWN
    static let left: Int32 = KEY_LEFT
    static let right: Int32 = KEY_RIGHT
    static let home: Int32 = KEY_HOME
    static let end: Int32 = KEY_END
    static let backspace: Int32 = KEY_BACKSPACE
    static let delete: Int32 = KEY_DC
    static let insert: Int32 = KEY_IC
    static let enter: Int32 = KEY_ENTER
    /// Shift-Tab.
    static let backTab: Int32 = KEY_BTAB
    static let pageUp: Int32 = KEY_PPAGE
    static let pageDown: Int32 = KEY_NPAGE
    static let shiftLeft: Int32 = KEY_SLEFT
    static let shiftRight: Int32 = KEY_SRIGHT
    static let shiftHome: Int32 = KEY_SHOME
    static let shiftEnd: Int32 = KEY_SEND
    /// Scroll backward: Shift-Up.
    static let scrollBackward: Int32 = KEY_SR
    /// Scroll forward: Shift-Down.
    static let scrollForward: Int32 = KEY_SF
    static let shiftDelete: Int32 = KEY_SDC
  }

  // MARK: - Modes, mouse and colours

  /// Raw input without echo, and no newline translation (`raw`, `noecho`, `nonl`).
  static func enterRawMode() {
    raw()
    noecho()
    nonl()
  }

  /// How long, in milliseconds, an Esc waits for the rest of a key sequence (`set_escdelay`).
  static func setEscapeDelay(_ milliseconds: Int32) { set_escdelay(milliseconds) }

  /// Back to the modes saved by the last `def_prog_mode` (`reset_prog_mode`).
  static func resetProgramMode() { reset_prog_mode() }

  /// Shows or hides the terminal's cursor (`curs_set`).
  static func setCursorVisible(_ visible: Bool) { curs_set(visible ? 1 : 0) }

  /// Reports primary-button presses and clicks as `KEY_MOUSE` (`mousemask`).
  static func reportClicks() { mousemask(clickEvents, nil) }

  /// The longest time, in milliseconds, between a press and a release that make a click.
  static func setMouseInterval(_ milliseconds: Int32) { mouseinterval(milliseconds) }

  /// The last mouse event, if it is a primary-button press or click: its screen cell.
  static func takeClick() -> (x: Int, y: Int)? {
    var event = MEVENT()
    guard getmouse(&event) == OK, event.bstate & clickEvents != 0 else { return nil }
    return (Int(event.x), Int(event.y))
  }

  /// Whether the terminal has colours (`has_colors`).
  static var hasColors: Bool { has_colors() }

  /// Turns colours on, the terminal's own as the default (`start_color`, `use_default_colors`).
  static func startColors() {
    start_color()
    use_default_colors()
  }

  /// Defines colour `pair` as `foreground` on the default background (`init_pair`).
  static func defineColorPair(_ pair: Int16, foreground: Int16) { init_pair(pair, foreground, -1) }

  /// The ncurses colour numbers (`COLOR_RED`…).
  enum Color {
    static let red = Int16(COLOR_RED)
    static let cyan = Int16(COLOR_CYAN)
  }

  /// The ncurses attributes of `attributes`, plus `extra`.
  static func attributes(
    _ attributes: CellStyle.Attributes, bold extraBold: Bool = false
  )
    -> UInt32
  {
    var result = cterm_a_normal()
    if attributes.contains(.bold) || extraBold { result |= cterm_a_bold() }
    if attributes.contains(.dim) { result |= cterm_a_dim() }
    if attributes.contains(.underline) { result |= cterm_a_underline() }
    if attributes.contains(.reverse) { result |= cterm_a_reverse() }
    return UInt32(result)
  }

  // MARK: - Writing past ncurses

  /// Writes all of `bytes` to `descriptor` at once, past ncurses' buffer (`putp` would write to
  /// standard output, which may not be the screen), retrying short writes; whether it succeeded.
  @discardableResult
  static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        cterm_write_all(descriptor, $0.baseAddress, $0.count) == 0
      }
    }
  }

  // MARK: - Terminfo

  /// Loads the terminfo entry of `term` for `descriptor` without writing anything
  /// (`setupterm`); whether it succeeded.
  static func setUpTerminfo(term: String, descriptor: Int32) -> Bool {
    cterm_setupterm(term, descriptor) == 0
  }

  /// Whether the current screen's terminfo entry has string capability `name`.
  static func hasStringCapability(_ name: String) -> Bool { cterm_has_string_capability(name) != 0 }

  /// String capability `name` of the loaded entry (`tigetstr`), or `nil` when absent.
  static func terminfoString(_ name: String) -> String? {
    cterm_terminfo_string(name).map { String(cString: $0) }
  }

  /// Numeric capability `name` of the loaded entry (`tigetnum`): negative when absent.
  static func terminfoNumber(_ name: String) -> Int32 { tigetnum(name) }

  /// Whether boolean capability `name` of the loaded entry is set (`tigetflag`).
  static func terminfoFlag(_ name: String) -> Bool { tigetflag(name) > 0 }

  /// `capability` with its one numeric parameter expanded (`tparm`), or `nil` on failure.
  static func terminfoExpand(_ capability: String, _ parameter: Int) -> String? {
    cterm_terminfo_expand1(capability, parameter).map { String(cString: $0) }
  }

  /// The window size of the terminal on `descriptor` (`TIOCGWINSZ`), or `nil` when unknown.
  static func windowSize(of descriptor: Int32) -> (width: Int, height: Int)? {
    var columns: Int32 = 0
    var rows: Int32 = 0
    guard cterm_window_size(descriptor, &columns, &rows) == 0 else { return nil }
    return (Int(columns), Int(rows))
  }
}

/// Restoring the terminal on every exit path (the CTerminal target's `signals.c` and `inline.c`).
///
/// Signal handlers and an `atexit` hook restore the terminal (curses mode, or the inline
/// terminal's raw mode) before the process dies or stops; signals that arrive between
/// ``beginOutput()`` and ``endOutput()`` wait for its end.
enum TerminalRestore {
  /// Installs the signal handlers and the `atexit` hook (before `newterm`); idempotent.
  static func installHandlers() { cterm_install_restore_handlers() }

  /// Remembers the terminal's file descriptor (before `newterm`, for the background check).
  static func setDescriptor(_ descriptor: Int32) { cterm_set_terminal_fd(descriptor) }

  /// Enters a section of terminal output: asynchronous signals wait for its end.
  static func beginOutput() { cterm_begin_output() }
  /// Leaves the section: a signal that arrived meanwhile is acted on now.
  static func endOutput() { cterm_end_output() }

  /// Marks curses mode active: from now on every exit path restores the terminal.
  static func markActive() { cterm_set_screen_active() }
  /// Notes that bracketed paste and mouse reporting were turned on (restoring turns them off).
  static func markModesOn() { cterm_set_modes_on() }

  /// Restores the terminal now, once; whether this call restored it.
  @discardableResult
  static func restoreNow() -> Bool { cterm_restore_now() != 0 }

  /// Whether the process was continued after a stop since the last call (re-enter the terminal's
  /// modes and repaint); clears the flag.
  static func takeResumed() -> Bool { cterm_take_resumed() != 0 }

  /// Stops the process group as the tty's suspend character would (Ctrl-Z in raw mode).
  static func suspend() { cterm_suspend() }

  // MARK: - The inline terminal

  /// Catches SIGWINCH unless the host handles it.
  static func installResizeHandler() { cterm_inline_install_resize_handler() }

  /// Saves the tty attributes of `descriptor` and enters raw mode as the inline terminal: 0 when
  /// it entered raw mode, 1 when it was still active (continued after a stop), -1 on failure.
  static func enterInline(_ descriptor: Int32) -> Int32 { cterm_inline_enter(descriptor) }

  /// Sets the bytes a signal or `exit` writes to restore the inline terminal (inside an output
  /// section).
  static func setInlineRestoreBytes(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) {
        cterm_inline_set_restore_bytes($0.baseAddress, $0.count)
      }
    }
  }

  /// Clears the inline terminal's restore bytes.
  static func clearInlineRestoreBytes() { cterm_inline_set_restore_bytes("", 0) }

  /// After the inline terminal was restored on its normal close: restoring means `endwin` again.
  static func leaveInline() { cterm_inline_leave() }

  /// Whether the terminal was resized since the last call (SIGWINCH); clears the flag.
  static func takeResized() -> Bool { cterm_inline_take_resized() != 0 }
}

/// A curses screen made by `newterm`.
struct CursesScreen {
  private let pointer: OpaquePointer

  /// A screen for terminal type `term` writing to `output` and reading `input` (`newterm`), or
  /// `nil` when the type is unknown.
  init?(term: String, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>) {
    guard let pointer = newterm(term, output, input) else { return nil }
    self.pointer = pointer
  }

  /// Frees the screen (`delscreen`).
  func delete() { delscreen(pointer) }
}

/// A window of the current screen (a host's, or `stdscr`), by address.
struct CursesWindow {
  let pointer: UnsafeMutablePointer<WINDOW>

  init(_ address: OpaquePointer) {
    pointer = UnsafeMutablePointer(address)
  }

  private init(pointer: UnsafeMutablePointer<WINDOW>) {
    self.pointer = pointer
  }

  /// The current screen's `stdscr`, if there is one.
  static var standardScreen: CursesWindow? { cterm_stdscr().map { CursesWindow(pointer: $0) } }

  /// The screen's columns and rows.
  var screenSize: TerminalSize {
    TerminalSize(width: Int(cterm_cols()), height: Int(cterm_lines()))
  }

  /// Columns and rows.
  var size: (width: Int, height: Int) { (Int(getmaxx(pointer)), Int(getmaxy(pointer))) }

  /// Writes one glyph at column `x`, row `y` of the window in `attributes` and colour `pair`.
  func put(_ text: String, x: Int, y: Int, attributes: UInt32, pair: Int16) {
    cterm_set_attributes(pointer, attr_t(attributes), pair)
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
    nonmutating set { cterm_set_attributes(pointer, attr_t(newValue.attributes), newValue.pair) }
  }

  /// Sets the window's attributes to normal and its colour pair to 0.
  func resetAttributes() { cterm_set_attributes(pointer, cterm_a_normal(), 0) }

  /// Moves the window's cursor (where the terminal's caret goes when it is refreshed last).
  func move(x: Int, y: Int) { wmove(pointer, Int32(y), Int32(x)) }

  /// Copies the window to the virtual screen; the host's `doupdate` shows it.
  func noutrefresh() { wnoutrefresh(pointer) }
  /// Shows the window's changes on the terminal (`wrefresh`).
  func refresh() { wrefresh(pointer) }
  /// Blanks the window (`werase`).
  func erase() { werase(pointer) }
  /// Makes the next refresh redraw the whole screen (`clearok`).
  func clearOnNextRefresh() { clearok(pointer, true) }
  /// Turns keypad decoding on (arrows and function keys as key codes).
  func enableKeypad() { keypad(pointer, true) }
  /// Keeps output queued when an interrupt key is typed (`intrflush` off).
  func disableInterruptFlush() { intrflush(pointer, false) }

  /// Reads a byte or key code with `wgetch`, waiting at most `milliseconds` (-1: for ever; 0:
  /// only what is there); `Curses.error` when nothing came.
  func readCode(waitingAtMost milliseconds: Int32) -> Int32 {
    wtimeout(pointer, milliseconds)
    return wgetch(pointer)
  }

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
