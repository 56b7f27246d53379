import TextFieldUI

extension Curses {
  /// Turns bracketed paste (mode 2004) on or off in the terminal behind `descriptor`, past
  /// ncurses' buffer, with the bytes of ``InlineControls``; whether the write succeeded.
  @discardableResult
  static func setBracketedPaste(_ on: Bool, descriptor: Int32) -> Bool {
    write(on ? InlineControls.pasteOn : InlineControls.pasteOff, to: descriptor)
  }
}
