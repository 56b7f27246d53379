import TextFieldCore
import TextFieldUI

/// ncurses key codes and the terminfo capabilities of modified keys, as ``KeyEvent``s.
///
/// Constants only (the key codes from ``Curses/Key``): the calls that resolve capability names
/// live in ``Curses``.
enum NcursesKeyTable {
  /// Fixed key codes.
  static let codes: [Int32: KeyEvent] = [
    Curses.Key.up: KeyEvent(.up), Curses.Key.down: KeyEvent(.down),
    Curses.Key.left: KeyEvent(.left), Curses.Key.right: KeyEvent(.right),
    Curses.Key.home: KeyEvent(.home), Curses.Key.end: KeyEvent(.end),
    Curses.Key.backspace: KeyEvent(.backspace), Curses.Key.delete: KeyEvent(.delete),
    Curses.Key.insert: KeyEvent(.insert), Curses.Key.enter: KeyEvent(.enter),
    Curses.Key.backTab: KeyEvent(.tab, .shift), Curses.Key.pageUp: KeyEvent(.pageUp),
    Curses.Key.pageDown: KeyEvent(.pageDown), Curses.Key.shiftLeft: KeyEvent(.left, .shift),
    Curses.Key.shiftRight: KeyEvent(.right, .shift), Curses.Key.shiftHome: KeyEvent(.home, .shift),
    Curses.Key.shiftEnd: KeyEvent(.end, .shift), Curses.Key.scrollBackward: KeyEvent(.up, .shift),
    Curses.Key.scrollForward: KeyEvent(.down, .shift),
    Curses.Key.shiftDelete: KeyEvent(.delete, .shift),
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
