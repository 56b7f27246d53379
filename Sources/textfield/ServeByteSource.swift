import TextFieldCurses

/// The raw terminal bytes of `bytes` requests, as a ``RawInputSource`` a `KeyDecoder` reads keys
/// from: the xterm sequences every terminal in use sends (arrows, Home, Delete, their modifier
/// forms, Shift-Tab) and the bracketed paste markers, decoded by `ByteKeyReader`.
///
/// A request's bytes are taken whole: a key sequence cut at their end is decoded as it stands
/// (a lone Esc is the Esc key), but a bracketed paste stays open until a later request ends it.
final class ServeByteSource: RawInputSource {
  private var bytes: [UInt8] = []
  /// Where the bytes not read yet start.
  private var start = 0
  private let reader = ByteKeyReader(sequences: InlineKeyTable.xterm)

  /// Adds a request's bytes after those not read yet.
  func feed(_ new: [UInt8]) {
    bytes = Array(bytes[start...]) + new
    start = 0
  }

  func read(waiting: Bool) -> RawInput? {
    guard start < bytes.count else { return nil }
    switch reader.next(in: bytes[start...]) {
    case .input(let raw, let length):
      start += length
      return raw
    case .incomplete:
      // No more bytes will complete it in this request: Esc on its own, or a cut UTF-8
      // sequence, one U+FFFD for what is left.
      if bytes[start] == 0x1B {
        start += 1
        return .scalar("\u{1B}")
      }
      start = bytes.count
      return .scalar("\u{FFFD}")
    }
  }

  func readAvailable(waitingAtMost silence: Duration) -> RawInput? {
    guard start < bytes.count else { return nil }
    defer { start = bytes.count }
    return .bytes(Array(bytes[start...]))
  }

  /// `false`: the end of a request's bytes is not the end of input, so a paste stays open.
  var inputEnded: Bool { false }

  func unread(_ given: [UInt8]) {
    bytes = given + bytes[start...]
    start = 0
  }
}
