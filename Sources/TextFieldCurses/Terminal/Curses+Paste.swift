import TextFieldUI

extension Curses {
  /// What a terminal sends before a bracketed paste (`TerminalSession.pasteStartMarker`).
  static let pasteStartSequence = String(decoding: TerminalSession.pasteStartMarker, as: UTF8.self)
  /// What a terminal sends after a bracketed paste (`TerminalSession.pasteEndMarker`).
  static let pasteEndSequence = String(decoding: TerminalSession.pasteEndMarker, as: UTF8.self)
  /// The key code asked for ``pasteStartSequence`` (past ncurses' own codes); the end marker
  /// takes the next one.
  static let pasteStartCode: Int32 = 0x7E00

  /// Turns bracketed paste (mode 2004) on or off in the terminal behind `descriptor`, past
  /// ncurses' buffer, with the bytes of ``InlineControls``; whether the write succeeded.
  @discardableResult
  static func setBracketedPaste(_ on: Bool, descriptor: Int32) -> Bool {
    write(on ? InlineControls.pasteOn : InlineControls.pasteOff, to: descriptor)
  }
}
