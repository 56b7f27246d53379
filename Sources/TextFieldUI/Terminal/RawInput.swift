import TextFieldCore

/// One unit of terminal input before decoding: a character, a key the terminal library already
/// recognised, a marker, or a run of raw paste bytes.
package enum RawInput: Hashable, Sendable {
  /// A Unicode scalar (a typed character or a control byte).
  case scalar(Unicode.Scalar)
  /// A key decoded from an escape sequence.
  case key(KeyEvent)
  /// `ESC[200~`: a bracketed paste begins.
  case pasteStart
  /// `ESC[201~`: a bracketed paste ends.
  case pasteEnd
  /// Bytes read in bulk during a bracketed paste or a long escape sequence, not decoded (UTF-8 as
  /// the terminal sent it; what follows the paste's end marker or the sequence's final byte is
  /// not part of it).
  case bytes([UInt8])
  /// The terminal was resized to this size.
  case resize(TerminalSize)
  /// A primary-button click.
  case click(x: Int, y: Int)
  /// The terminal's tick interval passed without input.
  case tick
  /// Something to skip (an unbound key code, another mouse event).
  case ignored
}

/// Where a ``KeyDecoder`` reads raw input from.
package protocol RawInputSource: AnyObject {
  /// The next raw input. Waiting: blocks, `nil` means input ended. Not waiting: `nil` means
  /// nothing is available right now.
  func read(waiting: Bool) -> RawInput?

  /// The next raw input when it has already been read from the terminal, else `nil`: no system
  /// call. The decoder joins the scalars of one grapheme with it (a terminal sends them in one
  /// write; a mark that arrives on its own still merges into the text's last Character).
  /// Default: `read(waiting: false)`.
  func readBuffered() -> RawInput?

  /// The next input in bulk, for a paste or a long escape sequence in progress: waits at most
  /// `silence` for it; `nil` when nothing arrived in that time or input ended.
  ///
  /// A source may answer with ``RawInput/bytes(_:)`` (everything available, in one read) instead
  /// of one scalar at a time; the decoder finds where the paste or sequence ends in them and gives
  /// back what follows with ``unread(_:)``.
  func readAvailable(waitingAtMost silence: Duration) -> RawInput?

  /// Gives back bytes read past the end of a paste: they are decoded as keys by the next reads,
  /// before anything newer.
  func unread(_ bytes: [UInt8])

  /// Whether `read(waiting: true)` answering `nil` means input has ended (or the deadline
  /// passed), so a paste still open ends there. Default: `true`; a source that answers `nil`
  /// when it merely has nothing now (a host's batch of keys) says `false`, and the paste stays
  /// open for the host's next key.
  var inputEnded: Bool { get }
}

extension RawInputSource {
  package func readBuffered() -> RawInput? { read(waiting: false) }

  package var inputEnded: Bool { true }
}
