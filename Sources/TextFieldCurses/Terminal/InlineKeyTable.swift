import TextFieldCore
import TextFieldUI

/// The byte sequences of keys for the inline terminal: terminfo's key strings (looked up by
/// ``Terminfo``) plus the xterm forms every terminal in use sends with the keypad in normal
/// (cursor) mode, their modifier forms (`ESC[1;5D` is Control-Left) and the paste markers.
///
/// Constants only; ``ByteKeyReader`` decodes with them.
package enum InlineKeyTable {
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
  package static let xterm: [[UInt8]: RawInput] = {
    // Bytes, not interpolated strings: this table is built at every start.
    var table: [[UInt8]: RawInput] = [
      TerminalSession.pasteStartMarker: .pasteStart, TerminalSession.pasteEndMarker: .pasteEnd,
      csi([0x5A]): .key(KeyEvent(.tab, .shift)),
    ]
    table.reserveCapacity(128)
    let letters: [(UInt8, KeyEvent.Key)] = [
      (0x41, .up), (0x42, .down), (0x43, .right), (0x44, .left), (0x48, .home), (0x46, .end),
    ]
    let tildes: [(UInt8, KeyEvent.Key)] = [
      (0x31, .home), (0x32, .insert), (0x33, .delete), (0x34, .end), (0x35, .pageUp),
      (0x36, .pageDown), (0x37, .home), (0x38, .end),
    ]
    let semicolon: UInt8 = 0x3B
    let tilde: UInt8 = 0x7E
    for (letter, key) in letters {
      table[csi([letter])] = .key(KeyEvent(key))
      table[[0x1B, 0x4F, letter]] = .key(KeyEvent(key))
      for (number, modifiers) in modifierNumbers {
        table[csi([0x31, semicolon, 0x30 + number, letter])] = .key(KeyEvent(key, modifiers))
      }
    }
    for (code, key) in tildes {
      table[csi([code, tilde])] = .key(KeyEvent(key))
      for (number, modifiers) in modifierNumbers {
        table[csi([code, semicolon, 0x30 + number, tilde])] = .key(KeyEvent(key, modifiers))
      }
    }
    return table
  }()

  /// xterm's modifier parameters.
  private static let modifierNumbers: [(UInt8, KeyEvent.Modifiers)] = [
    (2, .shift), (3, .alt), (4, [.shift, .alt]), (5, .control), (6, [.control, .shift]),
    (7, [.control, .alt]), (8, [.control, .alt, .shift]),
  ]

  private static func csi(_ bytes: [UInt8]) -> [UInt8] { [0x1B, 0x5B] + bytes }
}
