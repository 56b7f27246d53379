import TextFieldCore
import TextFieldCurses
import TextFieldUI

/// The bytes a host fed a field, as raw input for its ``KeyDecoder``: what the host's terminal
/// sent, decoded with the xterm key sequences as the inline terminal decodes its own input.
///
/// It never waits. Bytes of a sequence cut short (a lone Esc, half a UTF-8 character) stay until
/// the next feed completes them or ``flushing`` ends them, as the inline terminal's escape delay
/// does.
final class ByteFeed: RawInputSource {
  /// The xterm sequences (cursor and editing keys with their modifiers, the paste markers) and
  /// F1–F12.
  static let sequences: [[UInt8]: RawInput] = InlineKeyTable.xterm.merging(
    functionKeys, uniquingKeysWith: { first, _ in first })

  /// xterm's F1–F12: `ESC O P`…`ESC O S`, then `CSI n ~`.
  private static let functionKeys: [[UInt8]: RawInput] = {
    var table: [[UInt8]: RawInput] = [:]
    for (index, letter) in [UInt8(ascii: "P"), 0x51, 0x52, 0x53].enumerated() {
      table[[0x1B, 0x4F, letter]] = .key(KeyEvent(.function(index + 1)))
    }
    for (number, code) in zip(5...12, [15, 17, 18, 19, 20, 21, 23, 24]) {
      table[[0x1B, 0x5B] + Array(String(code).utf8) + [0x7E]] = .key(KeyEvent(.function(number)))
    }
    return table
  }()

  private let reader = ByteKeyReader(sequences: ByteFeed.sequences)
  private var buffer: [UInt8] = []
  private var start = 0
  /// Whether a sequence cut short ends now (the host's escape delay passed).
  var flushing = false

  /// Adds what the host read.
  func append(_ bytes: UnsafeRawBufferPointer) {
    buffer.append(contentsOf: bytes)
  }

  /// Whether bytes are waiting to be decoded.
  var hasBytes: Bool { start < buffer.count }

  func read(waiting: Bool) -> RawInput? {
    guard start < buffer.count else { return nil }
    switch reader.next(in: buffer[start...]) {
    case .input(let input, let length):
      consume(length)
      return input
    case .incomplete:
      guard flushing else { return nil }
      // As the inline terminal: an Esc alone, or U+FFFD for a UTF-8 sequence cut short.
      let first = buffer[start]
      guard first >= 0x80 else {
        consume(1)
        return .scalar(Unicode.Scalar(first))
      }
      consume(buffer.count - start)
      return .scalar("\u{FFFD}")
    }
  }

  func readAvailable(waitingAtMost silence: Duration) -> RawInput? {
    guard start < buffer.count else { return nil }
    let rest = Array(buffer[start...])
    consume(rest.count)
    return .bytes(rest)
  }

  func unread(_ bytes: [UInt8]) {
    buffer = bytes + buffer[start...]
    start = 0
  }

  /// Input has ended for now only while flushing: an open paste waits for the next feed.
  var inputEnded: Bool { flushing }

  private func consume(_ length: Int) {
    start += length
    guard start >= buffer.count else { return }
    // The storage is kept for the next feed, unless a large paste grew it.
    if buffer.capacity > 1 << 16 {
      buffer = []
    } else {
      buffer.removeAll(keepingCapacity: true)
    }
    start = 0
  }
}
