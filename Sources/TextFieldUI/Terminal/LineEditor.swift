import InputMask
import TextFieldCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The line editing of a terminal's cooked mode, done by the accessible mode itself while the
/// terminal's echo and canonical mode are off, one byte at a time.
///
/// A terminal echoes a key when the key arrives, so keys typed ahead for a secure field would be
/// shown while the field before it is still asked. With its echo off, each key is echoed here
/// when the line it belongs to is read, and only if that line is shown.
///
/// The keys are the terminal's own (erase, kill, word erase, literal next, end of file; see
/// ``Keys``); `\n` or `\r` ends the line. Each character is echoed as it is; a control (ESC, a
/// tab) is echoed as `\u{1B}`, so no echo drives the terminal, but stays in the line as a tty
/// keeps it. An erase echoes `\b \b` once per cell of what it erases (``CellWidth/unicode``).
package struct LineEditor {
  /// The terminal's editing keys, `nil` for one that is disabled.
  package struct Keys: Equatable, Sendable {
    /// Erases the character before the cursor (Backspace).
    package var erase: UInt8?
    /// Erases the line (Ctrl-U).
    package var kill: UInt8?
    /// Erases the word before the cursor, and the blanks after it (Ctrl-W).
    package var wordErase: UInt8?
    /// Takes the next key as it is (Ctrl-V).
    package var literalNext: UInt8?
    /// Ends the input on an empty line (Ctrl-D).
    package var endOfFile: UInt8?

    /// The keys of most terminals: DEL, Ctrl-U, Ctrl-W, Ctrl-V and Ctrl-D.
    package static let standard = Keys(
      erase: 0x7F, kill: 0x15, wordErase: 0x17, literalNext: 0x16, endOfFile: 0x04)

    package init(
      erase: UInt8?, kill: UInt8?, wordErase: UInt8?, literalNext: UInt8?, endOfFile: UInt8?
    ) {
      self.erase = erase
      self.kill = kill
      self.wordErase = wordErase
      self.literalNext = literalNext
      self.endOfFile = endOfFile
    }

    /// The keys `attributes` set (`c_cc`; 0 and 255 are disabled, `_POSIX_VDISABLE`).
    package init(_ attributes: termios) {
      let characters = withUnsafeBytes(of: attributes.c_cc) { Array($0) }
      func key(_ index: Int32) -> UInt8? {
        guard characters.indices.contains(Int(index)) else { return nil }
        let value = characters[Int(index)]
        return value == 0 || value == 0xFF ? nil : value
      }
      self.init(
        erase: key(VERASE), kill: key(VKILL), wordErase: key(VWERASE),
        literalNext: key(VLNEXT), endOfFile: key(VEOF))
    }
  }

  /// What a byte did to the line.
  package enum Step: Equatable {
    /// The line is still being typed.
    case editing
    /// The line ended: its bytes, without the line end.
    case line([UInt8])
    /// End of file on an empty line.
    case ended
  }

  /// One character of the line: its bytes (one scalar, or one byte that is not UTF-8) and what
  /// was echoed for it.
  private struct Unit {
    var bytes: [UInt8]
    var echo: String
  }

  private let keys: Keys
  private var units: [Unit] = []
  /// The first bytes of a UTF-8 sequence not yet complete.
  private var pending: [UInt8] = []
  /// Whether the next byte is taken as it is (after ``Keys/literalNext``).
  private var literal = false

  /// An empty line edited with `keys`.
  package init(keys: Keys) {
    self.keys = keys
  }

  /// Takes one byte typed; returns what it did and what the terminal would echo for it.
  package mutating func take(_ byte: UInt8) -> (step: Step, echo: String) {
    var echo = ""
    if !pending.isEmpty {
      if (0x80...0xBF).contains(byte) {
        pending.append(byte)
        if pending.count == Self.sequenceLength(pending[0]) { echo += completeScalar() }
        return (.editing, echo)
      }
      echo += flushPending()
    }
    if literal || byte >= 0x80 {
      literal = false
      return (.editing, echo + append(byte))
    }
    switch byte {
    case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
      let line = units.flatMap(\.bytes)
      units = []
      return (.line(line), echo + "\n")
    case keys.endOfFile where units.isEmpty:
      return (.ended, echo)
    case keys.endOfFile:
      return (.editing, echo)
    case keys.erase:
      return (.editing, echo + erase(lastCharacterLength()))
    case keys.kill:
      return (.editing, echo + erase(units.count))
    case keys.wordErase:
      let blanks = units.reversed().prefix { Self.isBlank($0) }.count
      let word = units.dropLast(blanks).reversed().prefix { !Self.isBlank($0) }.count
      return (.editing, echo + erase(blanks + word))
    case keys.literalNext:
      literal = true
      return (.editing, echo)
    default:
      return (.editing, echo + append(byte))
    }
  }

  /// Adds `byte` to the line (or starts a UTF-8 sequence with it); returns its echo.
  private mutating func append(_ byte: UInt8) -> String {
    if Self.sequenceLength(byte) > 1 {
      pending = [byte]
      return ""
    }
    let echo =
      byte < 0x80 ? escapingControls(String(UnicodeScalar(byte)), bidirectional: false) : "\u{FFFD}"
    units.append(Unit(bytes: [byte], echo: echo))
    return echo
  }

  /// Adds the complete sequence in ``pending`` as one character; returns its echo.
  private mutating func completeScalar() -> String {
    let bytes = pending
    pending = []
    guard let text = String(validating: bytes, as: UTF8.self) else {
      units.append(Unit(bytes: bytes, echo: "\u{FFFD}"))
      return "\u{FFFD}"
    }
    let echo = escapingControls(text)
    units.append(Unit(bytes: bytes, echo: echo))
    return echo
  }

  /// Adds an incomplete sequence as it is (the line is then not UTF-8); returns its echo.
  private mutating func flushPending() -> String {
    units.append(Unit(bytes: pending, echo: "\u{FFFD}"))
    pending = []
    return "\u{FFFD}"
  }

  /// How many of the last units make the line's last Character (`é` as `e` and a combining
  /// accent, a flag's two letters, an emoji and its variation selector): what Backspace erases,
  /// as the field does.
  ///
  /// Reads the line from its last ASCII character at least 32 units back (an ASCII character
  /// ends a run of flags or of joined emoji), so that a Backspace costs the same however long
  /// the line; a Character reaching the start of that window is read from the line's start.
  private func lastCharacterLength() -> Int {
    var start = max(0, units.count - 32)
    while start > 0, !(units[start].bytes.count == 1 && units[start].bytes[0] < 0x80) {
      start -= 1
    }
    let window = units[start...]
    var text = String(decoding: window.flatMap(\.bytes), as: UTF8.self)
    if start > 0, text.count == 1 {
      text = String(decoding: units.flatMap(\.bytes), as: UTF8.self)
    }
    guard let last = text.last else { return 0 }
    return min(units.count, max(1, last.unicodeScalars.count))
  }

  /// Removes the last `count` units; returns `\b \b` for each cell their echo took (measured
  /// together: a flag's two letters take two cells, not four).
  private mutating func erase(_ count: Int) -> String {
    let removed = units.suffix(count)
    units.removeLast(removed.count)
    let cells = CellWidth.unicode.width(of: removed.map(\.echo).joined())
    return String(repeating: "\u{8} \u{8}", count: cells)
  }

  /// Whether `unit` is a space or a tab (what separates the words Ctrl-W erases).
  private static func isBlank(_ unit: Unit) -> Bool {
    unit.bytes == [UInt8(ascii: " ")] || unit.bytes == [UInt8(ascii: "\t")]
  }

  /// The length of the UTF-8 sequence `lead` starts: 1 for ASCII and for a byte that starts none.
  private static func sequenceLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF4: 4
    default: 1
    }
  }
}
