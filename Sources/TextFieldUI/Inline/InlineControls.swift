/// The control strings an inline terminal writes: relative cursor motion, erasing, attributes.
///
/// Plain values, so ``InlineRenderer`` stays pure: the real ones come from terminfo
/// (`Terminfo`), and ``ansi`` (ECMA-48, what xterm, tmux and every modern terminal obey) serves
/// tests and terminals whose entry lacks a capability.
package struct InlineControls: Sendable {
  /// `cr`: to column 0 of the current row.
  package var carriageReturn: [UInt8]
  /// `cuu`: up `n` rows (`n` > 0), not scrolling.
  package var up: @Sendable (Int) -> [UInt8]
  /// `cud`: down `n` rows (`n` > 0), not scrolling.
  package var down: @Sendable (Int) -> [UInt8]
  /// `cuf`: right `n` columns (`n` > 0).
  package var right: @Sendable (Int) -> [UInt8]
  /// A line feed: down one row, scrolling the screen up at the bottom (raw mode: no return).
  package var lineFeed: [UInt8]
  /// `el`: erase from the cursor to the end of the row.
  package var clearToEndOfLine: [UInt8]
  /// `ed`: erase from the cursor to the end of the screen.
  package var clearToEndOfScreen: [UInt8]
  /// `sgr0`: attributes off.
  package var resetAttributes: [UInt8]
  /// `bold`, `dim`, `smul`, `rev`.
  package var bold: [UInt8]
  package var dim: [UInt8]
  package var underline: [UInt8]
  package var reverse: [UInt8]
  /// `setaf`: a foreground colour (0–7), or `nil` when colours are off (`NO_COLOR`, no colours).
  package var foreground: (@Sendable (Int) -> [UInt8])?
  /// `cnorm` and `civis`.
  package var showCursor: [UInt8]
  package var hideCursor: [UInt8]
  /// `bel` and `flash` (empty when the terminal has none).
  package var bell: [UInt8]
  package var flash: [UInt8]

  /// Control strings from their parts (the inline terminal builds them from terminfo).
  package init(
    carriageReturn: [UInt8], up: @escaping @Sendable (Int) -> [UInt8],
    down: @escaping @Sendable (Int) -> [UInt8], right: @escaping @Sendable (Int) -> [UInt8],
    lineFeed: [UInt8], clearToEndOfLine: [UInt8], clearToEndOfScreen: [UInt8],
    resetAttributes: [UInt8], bold: [UInt8], dim: [UInt8], underline: [UInt8], reverse: [UInt8],
    foreground: (@Sendable (Int) -> [UInt8])?, showCursor: [UInt8], hideCursor: [UInt8],
    bell: [UInt8], flash: [UInt8]
  ) {
    self.carriageReturn = carriageReturn
    self.up = up
    self.down = down
    self.right = right
    self.lineFeed = lineFeed
    self.clearToEndOfLine = clearToEndOfLine
    self.clearToEndOfScreen = clearToEndOfScreen
    self.resetAttributes = resetAttributes
    self.bold = bold
    self.dim = dim
    self.underline = underline
    self.reverse = reverse
    self.foreground = foreground
    self.showCursor = showCursor
    self.hideCursor = hideCursor
    self.bell = bell
    self.flash = flash
  }

  /// ECMA-48 / xterm sequences, with colours.
  package static let ansi = InlineControls(
    carriageReturn: [0x0D],
    up: { csi("\($0)A") }, down: { csi("\($0)B") }, right: { csi("\($0)C") },
    lineFeed: [0x0A], clearToEndOfLine: csi("K"), clearToEndOfScreen: csi("J"),
    resetAttributes: csi("m"), bold: csi("1m"), dim: csi("2m"), underline: csi("4m"),
    reverse: csi("7m"), foreground: { csi("3\($0)m") }, showCursor: csi("?25h"),
    hideCursor: csi("?25l"), bell: [0x07], flash: csi("?5h") + csi("?5l"))

  /// `ESC [` followed by `text`.
  package static func csi(_ text: String) -> [UInt8] { [0x1B, 0x5B] + Array(text.utf8) }

  /// Bracketed paste on and off (mode 2004): not in terminfo.
  package static let pasteOn = csi("?2004h")
  package static let pasteOff = csi("?2004l")
}
