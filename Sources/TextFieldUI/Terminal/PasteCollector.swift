/// The body of one bracketed paste, gathered from the pieces a ``RawInputSource`` delivers: bulk
/// bytes, scalars, keys.
///
/// Line ends become `\n` (`\r\n` is one). Bytes are scanned once, in O(1) each: the scan finds
/// the end marker `ESC[201~` (also split across pieces) and Ctrl-C (0x03), which ends a paste
/// too. At most ``limit`` bytes are kept; the rest of the paste is counted in
/// ``droppedBytes`` and ``droppedCharacters`` and scanned, not stored.
struct PasteCollector {
  /// How a piece ended the paste.
  enum Stop: Equatable {
    /// The end marker: the paste is complete.
    case end
    /// Ctrl-C: the paste ends, and Ctrl-C is a key.
    case interrupt
  }

  /// `ESC[201~`.
  static let endMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
  private static let interrupt: UInt8 = 0x03
  private static let carriageReturn: UInt8 = 0x0D
  private static let lineFeed: UInt8 = 0x0A

  /// The most bytes kept.
  let limit: Int
  /// The bytes kept so far (UTF-8 as the terminal sent it, line ends made `\n`).
  private(set) var bytes: [UInt8] = []
  /// Bytes of the paste beyond ``limit``, scanned and not kept.
  private(set) var droppedBytes = 0
  /// The Characters of the bytes beyond ``limit``.
  private var dropped = CharacterCounter()
  /// How many bytes of the end marker the last piece ended with.
  private var matched = 0
  private var afterCarriageReturn = false

  init(limit: Int) {
    self.limit = max(0, limit)
  }

  /// Whether ``limit`` bytes are kept (the rest of the paste is dropped).
  var isFull: Bool { bytes.count >= limit }

  /// The text kept: invalid UTF-8 becomes U+FFFD.
  ///
  /// When the paste was cut at ``limit``, a character the cut split is left out.
  var text: String {
    guard droppedBytes > 0 else { return String(decoding: bytes, as: UTF8.self) }
    return String(decoding: bytes[..<Self.completeLength(of: bytes)], as: UTF8.self)
  }

  /// How many Characters of the paste ``text`` leaves out: those of the bytes beyond ``limit``,
  /// and a character the cut split (counted once).
  ///
  /// Counted as `String.count` counts them (grapheme breaking), from the cut on: a mark just
  /// after the cut counts as a Character of its own.
  var droppedCharacters: Int {
    guard droppedBytes > 0 else { return 0 }
    return dropped.count + (Self.completeLength(of: bytes) < bytes.count ? 1 : 0)
  }

  /// The length of `bytes` without a UTF-8 sequence cut short at the end.
  static func completeLength(of bytes: [UInt8]) -> Int {
    var start = bytes.endIndex
    while start > max(bytes.startIndex, bytes.endIndex - 4) {
      start -= 1
      let byte = bytes[start]
      guard ByteKeyReader.isContinuation(byte) else {
        let expected = ByteKeyReader.sequenceLength(lead: byte, lenient: true)
        return bytes.endIndex - start < expected ? start : bytes.endIndex
      }
    }
    return bytes.endIndex
  }

  /// Adds raw bytes of the paste; returns how they ended the paste and the bytes after the stop
  /// (not part of the paste), or `nil` when the paste goes on.
  mutating func append(bytes piece: [UInt8]) -> (stop: Stop, rest: [UInt8])? {
    var index = piece.startIndex
    while index < piece.endIndex {
      if matched == 0, !afterCarriageReturn {
        // A run of ordinary bytes is kept in one step.
        let runEnd = piece[index...].firstIndex(where: Self.isSpecial) ?? piece.endIndex
        keep(run: piece[index..<runEnd])
        index = runEnd
        guard index < piece.endIndex else { break }
      }
      let byte = piece[index]
      index += 1
      if byte == Self.endMarker[matched] {
        matched += 1
        guard matched == Self.endMarker.count else { continue }
        matched = 0
        return (.end, Array(piece[index...]))
      }
      if matched > 0 {
        // A partial marker: its bytes were content after all.
        flushPartialMarker()
        if byte == Self.endMarker[0] {
          matched = 1
          continue
        }
      }
      if byte == Self.interrupt { return (.interrupt, Array(piece[index...])) }
      keep(byte)
    }
    return nil
  }

  /// Whether `byte` needs a look of its own: it may start the end marker, interrupt, or end a
  /// line.
  private static func isSpecial(_ byte: UInt8) -> Bool {
    byte == endMarker[0] || byte == interrupt || byte == carriageReturn
  }

  private mutating func keep(run: ArraySlice<UInt8>) {
    guard !run.isEmpty else { return }
    afterCarriageReturn = false
    let room = max(0, limit - bytes.count)
    bytes.append(contentsOf: run.prefix(room))
    guard run.count > room else { return }
    droppedBytes += run.count - room
    for byte in run.dropFirst(room) { dropped.add(byte) }
  }

  /// Adds a scalar a source decoded itself (scanned as its UTF-8 bytes: an end marker may come
  /// one scalar at a time); returns how it ended the paste, or `nil`.
  mutating func append(scalar: Unicode.Scalar) -> Stop? {
    if scalar.isASCII { return append(bytes: [UInt8(scalar.value)])?.stop }
    return append(bytes: Array(String(scalar).utf8))?.stop
  }

  /// Adds the bytes of a partial end marker a previous piece ended with: a piece that is not bytes
  /// shows they were content.
  private mutating func flushPartialMarker() {
    let partial = matched
    matched = 0
    for markerByte in Self.endMarker.prefix(partial) { keep(markerByte) }
  }

  /// Whether the last piece ended with an Esc that may begin the end marker, and nothing more of
  /// it.
  var endsWithEscape: Bool { matched == 1 }

  /// Forgets a partial end marker the last piece ended with (it was a key, not content).
  mutating func dropPartialMarker() { matched = 0 }

  /// The paste is over (a marker key, Ctrl-C or the end of input): a partial end marker it
  /// ended with is content.
  mutating func finish() { flushPartialMarker() }

  private mutating func keep(_ byte: UInt8) {
    let wasCarriageReturn = afterCarriageReturn
    afterCarriageReturn = byte == Self.carriageReturn
    if byte == Self.lineFeed, wasCarriageReturn { return }
    guard bytes.count < limit else {
      droppedBytes += 1
      dropped.add(byte == Self.carriageReturn ? Self.lineFeed : byte)
      return
    }
    bytes.append(byte == Self.carriageReturn ? Self.lineFeed : byte)
  }
}
