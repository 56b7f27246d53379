import TextFieldCore
import TextFieldUI

/// The terminfo layer of ncurses, for ``InlineTerminal`` (no curses screen: `setupterm`,
/// `tigetstr`, `tparm` through ``Curses``).
enum Terminfo {
  /// Loads `term`'s entry for `descriptor`; throws when it is unknown or cannot move the cursor.
  static func load(term: String, descriptor: Int32) throws(TerminalOpenError) {
    guard Curses.setUpTerminfo(term: term, descriptor: descriptor) else {
      throw .unknownTerminal(term: term)
    }
    guard string("cup") != nil, string("cr") != nil, string("el") != nil, string("ed") != nil,
      string("cuu") != nil || string("cuu1") != nil
    else { throw .noCursorAddressing(term: term) }
  }

  /// The control strings of the loaded entry (ECMA-48 where it has none); colours only when
  /// `colors` and the entry has `setaf`.
  static func controls(colors: Bool) -> InlineControls {
    let ansi = InlineControls.ansi
    return InlineControls(
      carriageReturn: string("cr") ?? ansi.carriageReturn,
      up: parameterized("cuu") ?? ansi.up, down: parameterized("cud") ?? ansi.down,
      right: parameterized("cuf") ?? ansi.right, lineFeed: [0x0A],
      clearToEndOfLine: string("el") ?? ansi.clearToEndOfLine,
      clearToEndOfScreen: string("ed") ?? ansi.clearToEndOfScreen,
      resetAttributes: string("sgr0") ?? ansi.resetAttributes, bold: string("bold") ?? [],
      dim: string("dim") ?? [], underline: string("smul") ?? [], reverse: string("rev") ?? [],
      foreground: colors ? parameterized("setaf") : nil,
      showCursor: string("cnorm") ?? [], hideCursor: string("civis") ?? [],
      bell: string("bel") ?? [], flash: string("flash") ?? [])
  }

  /// The key sequences: the xterm table, overridden by the entry's own key strings.
  static func keySequences() -> [[UInt8]: RawInput] {
    var table = InlineKeyTable.xterm
    for (name, key) in InlineKeyTable.capabilities {
      if let bytes = string(name), bytes.count > 1 { table[bytes] = .key(key) }
    }
    return table
  }

  /// The size of the terminal on `descriptor`, else the entry's `cols` × `lines`, else 80 × 24.
  static func size(of descriptor: Int32) -> TerminalSize {
    if let (columns, rows) = Curses.windowSize(of: descriptor) {
      return TerminalSize(width: columns, height: rows)
    }
    let entryColumns = Curses.terminfoNumber("cols")
    let entryRows = Curses.terminfoNumber("lines")
    return TerminalSize(
      width: entryColumns > 0 ? Int(entryColumns) : 80, height: entryRows > 0 ? Int(entryRows) : 24)
  }

  /// A string capability without its padding (`$<5>`), or `nil` when absent.
  static func string(_ name: String) -> [UInt8]? {
    guard let value = Curses.terminfoString(name) else { return nil }
    let bytes = withoutPadding(Array(value.utf8))
    return bytes.isEmpty ? nil : bytes
  }

  /// A capability with one numeric parameter, or `nil` when absent.
  private static func parameterized(_ name: String) -> (@Sendable (Int) -> [UInt8])? {
    guard let capability = Curses.terminfoString(name) else { return nil }
    return { parameter in
      guard let expanded = Curses.terminfoExpand(capability, parameter) else { return [] }
      return withoutPadding(Array(expanded.utf8))
    }
  }

  /// `bytes` without terminfo delay specifications (`$<` digits, `*`, `/`, `.` `>`), which only
  /// `tputs` interprets.
  static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "<"),
        let end = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ">")),
        bytes[(index + 2)..<end].allSatisfy({ Self.isDelayByte($0) })
      {
        index = end + 1
        continue
      }
      out.append(bytes[index])
      index += 1
    }
    return out
  }

  private static func isDelayByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "*")
      || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".")
  }
}
