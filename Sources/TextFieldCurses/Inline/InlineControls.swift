/// The control strings an inline terminal writes: relative cursor motion, erasing, attributes.
///
/// Plain values, so ``InlineRenderer`` stays pure: the real ones come from terminfo
/// (`Terminfo`), and ``ansi`` (ECMA-48, what xterm, tmux and every modern terminal obey) serves
/// tests and terminals whose entry lacks a capability.
public struct InlineControls: Sendable {
  /// `cr`: to column 0 of the current row.
  public var carriageReturn: [UInt8]
  /// `cuu`: up `n` rows (`n` > 0), not scrolling.
  public var up: @Sendable (Int) -> [UInt8]
  /// `cud`: down `n` rows (`n` > 0), not scrolling.
  public var down: @Sendable (Int) -> [UInt8]
  /// `cuf`: right `n` columns (`n` > 0).
  public var right: @Sendable (Int) -> [UInt8]
  /// A line feed: down one row, scrolling the screen up at the bottom (raw mode: no return).
  public var lineFeed: [UInt8]
  /// `el`: erase from the cursor to the end of the row.
  public var clearToEndOfLine: [UInt8]
  /// `ed`: erase from the cursor to the end of the screen.
  public var clearToEndOfScreen: [UInt8]
  /// `sgr0`: attributes off.
  public var resetAttributes: [UInt8]
  /// `bold`, `dim`, `smul`, `rev`.
  public var bold: [UInt8]
  public var dim: [UInt8]
  public var underline: [UInt8]
  public var reverse: [UInt8]
  /// `setaf`: a foreground colour (0–7), or `nil` when colours are off (`NO_COLOR`, no colours).
  public var foreground: (@Sendable (Int) -> [UInt8])?
  /// `cnorm` and `civis`.
  public var showCursor: [UInt8]
  public var hideCursor: [UInt8]
  /// `bel` and `flash` (empty when the terminal has none).
  public var bell: [UInt8]
  public var flash: [UInt8]

  /// ECMA-48 / xterm sequences, with colours.
  public static let ansi = InlineControls(
    carriageReturn: [0x0D],
    up: { csi("\($0)A") }, down: { csi("\($0)B") }, right: { csi("\($0)C") },
    lineFeed: [0x0A], clearToEndOfLine: csi("K"), clearToEndOfScreen: csi("J"),
    resetAttributes: csi("m"), bold: csi("1m"), dim: csi("2m"), underline: csi("4m"),
    reverse: csi("7m"), foreground: { csi("3\($0)m") }, showCursor: csi("?25h"),
    hideCursor: csi("?25l"), bell: [0x07], flash: csi("?5h") + csi("?5l"))

  /// `ESC [` followed by `text`.
  static func csi(_ text: String) -> [UInt8] { [0x1B, 0x5B] + Array(text.utf8) }

  /// Bracketed paste on and off (mode 2004): not in terminfo.
  static let pasteOn = csi("?2004h")
  static let pasteOff = csi("?2004l")
}
