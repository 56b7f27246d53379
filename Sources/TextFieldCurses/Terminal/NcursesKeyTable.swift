internal import CNcurses
import TextFieldCore

/// ncurses key codes and the terminfo capabilities of modified keys, as ``KeyEvent``s.
///
/// Constants only: the calls that resolve capability names live in ``NcursesTerminal``.
enum NcursesKeyTable {
  /// Fixed key codes.
  static let codes: [Int32: KeyEvent] = [
    KEY_UP: KeyEvent(.up), KEY_DOWN: KeyEvent(.down), KEY_LEFT: KeyEvent(.left),
    KEY_RIGHT: KeyEvent(.right), KEY_HOME: KeyEvent(.home), KEY_END: KeyEvent(.end),
    KEY_BACKSPACE: KeyEvent(.backspace), KEY_DC: KeyEvent(.delete), KEY_IC: KeyEvent(.insert),
    KEY_ENTER: KeyEvent(.enter), KEY_BTAB: KeyEvent(.tab, .shift), KEY_PPAGE: KeyEvent(.pageUp),
    KEY_NPAGE: KeyEvent(.pageDown), KEY_SLEFT: KeyEvent(.left, .shift),
    KEY_SRIGHT: KeyEvent(.right, .shift), KEY_SHOME: KeyEvent(.home, .shift),
    KEY_SEND: KeyEvent(.end, .shift), KEY_SR: KeyEvent(.up, .shift),
    KEY_SF: KeyEvent(.down, .shift), KEY_SDC: KeyEvent(.delete, .shift),
  ]

  /// xterm-style modified keys by terminfo extended capability: `kLFT5` is Control-Left.
  static let capabilities: [(name: String, key: KeyEvent)] = {
    let keys: [(String, KeyEvent.Key)] = [
      ("kLFT", .left), ("kRIT", .right), ("kUP", .up), ("kDN", .down), ("kHOM", .home),
      ("kEND", .end), ("kDC", .delete),
    ]
    let modifiers: [(Int, KeyEvent.Modifiers)] = [
      (2, .shift), (3, .alt), (4, [.shift, .alt]), (5, .control), (6, [.control, .shift]),
      (7, [.control, .alt]),
    ]
    return keys.flatMap { name, key in
      modifiers.map { number, modifiers in ("\(name)\(number)", KeyEvent(key, modifiers)) }
    }
  }()

  /// Function keys F1–F12.
  static let functionKeyCount = 12
}
