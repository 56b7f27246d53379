internal import CNcurses
import TextFieldCore

/// The terminfo layer of ncurses, for ``InlineTerminal``: the only Swift file besides
/// ``NcursesTerminal`` that calls the library (no curses screen: `setupterm`, `tigetstr`,
/// `tparm` through the CNcurses shim).
enum Terminfo {
  /// Loads `term`'s entry for `descriptor`; throws when it is unknown or cannot move the cursor.
  static func load(term: String, descriptor: Int32) throws(TerminalOpenError) {
    guard tfk_setupterm(term, descriptor) == 0 else { throw .unknownTerminal(term: term) }
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
    var columns: Int32 = 0
    var rows: Int32 = 0
    if tfk_window_size(descriptor, &columns, &rows) == 0 {
      return TerminalSize(width: Int(columns), height: Int(rows))
    }
    let entryColumns = tigetnum("cols")
    let entryRows = tigetnum("lines")
    return TerminalSize(
      width: entryColumns > 0 ? Int(entryColumns) : 80, height: entryRows > 0 ? Int(entryRows) : 24)
  }

  /// A string capability without its padding (`$<5>`), or `nil` when absent.
  static func string(_ name: String) -> [UInt8]? {
    guard let value = tfk_terminfo_string(name) else { return nil }
    let bytes = withoutPadding(Array(String(cString: value).utf8))
    return bytes.isEmpty ? nil : bytes
  }

  /// A capability with one numeric parameter, or `nil` when absent.
  private static func parameterized(_ name: String) -> (@Sendable (Int) -> [UInt8])? {
    guard let value = tfk_terminfo_string(name) else { return nil }
    let capability = String(cString: value)
    return { parameter in
      guard let expanded = tfk_terminfo_expand1(capability, parameter) else { return [] }
      return withoutPadding(Array(String(cString: expanded).utf8))
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
