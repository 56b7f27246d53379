import TextFieldCore

/// The byte sequences of keys for the inline terminal: terminfo's key strings (looked up by
/// ``Terminfo``) plus the xterm forms every terminal in use sends with the keypad in normal
/// (cursor) mode, their modifier forms (`ESC[1;5D` is Control-Left) and the paste markers.
///
/// Constants only; ``ByteKeyReader`` decodes with them.
enum InlineKeyTable {
  /// terminfo key capabilities by name.
  static let capabilities: [(name: String, key: KeyEvent)] =
    [
      ("kcuu1", KeyEvent(.up)), ("kcud1", KeyEvent(.down)), ("kcub1", KeyEvent(.left)),
      ("kcuf1", KeyEvent(.right)), ("khome", KeyEvent(.home)), ("kend", KeyEvent(.end)),
      ("kbs", KeyEvent(.backspace)), ("kdch1", KeyEvent(.delete)), ("kich1", KeyEvent(.insert)),
      ("kent", KeyEvent(.enter)), ("kcbt", KeyEvent(.tab, .shift)), ("kpp", KeyEvent(.pageUp)),
      ("knp", KeyEvent(.pageDown)), ("kLFT", KeyEvent(.left, .shift)),
      ("kRIT", KeyEvent(.right, .shift)), ("kHOM", KeyEvent(.home, .shift)),
      ("kEND", KeyEvent(.end, .shift)), ("kri", KeyEvent(.up, .shift)),
      ("kind", KeyEvent(.down, .shift)), ("kDC", KeyEvent(.delete, .shift)),
    ] + NcursesKeyTable.capabilities
    + (1...NcursesKeyTable.functionKeyCount).map { ("kf\($0)", KeyEvent(.function($0))) }

  /// The xterm sequences, whatever terminfo says (ECMA-48 cursor keys, `CSI n ~` keys, and
  /// `CSI 1 ; m X` / `CSI n ; m ~` with modifier number m = 1 + shift 1, alt 2, control 4).
  static let xterm: [[UInt8]: RawInput] = {
    var table: [[UInt8]: RawInput] = [
      csi("200~"): .pasteStart, csi("201~"): .pasteEnd, csi("Z"): .key(KeyEvent(.tab, .shift)),
    ]
    let letters: [(String, KeyEvent.Key)] = [
      ("A", .up), ("B", .down), ("C", .right), ("D", .left), ("H", .home), ("F", .end),
    ]
    let tildes: [(String, KeyEvent.Key)] = [
      ("1", .home), ("2", .insert), ("3", .delete), ("4", .end), ("5", .pageUp),
      ("6", .pageDown), ("7", .home), ("8", .end),
    ]
    for (letter, key) in letters {
      table[csi(letter)] = .key(KeyEvent(key))
      table[[0x1B, 0x4F] + Array(letter.utf8)] = .key(KeyEvent(key))
      for (number, modifiers) in modifierNumbers {
        table[csi("1;\(number)\(letter)")] = .key(KeyEvent(key, modifiers))
      }
    }
    for (code, key) in tildes {
      table[csi("\(code)~")] = .key(KeyEvent(key))
      for (number, modifiers) in modifierNumbers {
        table[csi("\(code);\(number)~")] = .key(KeyEvent(key, modifiers))
      }
    }
    return table
  }()

  /// xterm's modifier parameters.
  private static let modifierNumbers: [(Int, KeyEvent.Modifiers)] = [
    (2, .shift), (3, .alt), (4, [.shift, .alt]), (5, .control), (6, [.control, .shift]),
    (7, [.control, .alt]), (8, [.control, .alt, .shift]),
  ]

  private static func csi(_ text: String) -> [UInt8] { [0x1B, 0x5B] + Array(text.utf8) }
}
