/// Reads the generated table: strings, automata, then countries.
///
/// The encoding (Scripts/phone-metadata.py): three sections separated by `#`; newlines are
/// ignored everywhere. Strings are joined by `|`, with `_` for a space. Numbers are base-32
/// digits, most significant first: `g`…`z`, `0`…`9`, `+`, `/` for all but the last digit,
/// `A`…`Z`, `a`…`f` for the last. Malformed input decodes to zeros and empty tables, never
/// traps.
struct PhoneMetadataReader {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// Whether the whole table has been read.
  var isAtEnd: Bool {
    var index = position
    while index < bytes.count, bytes[index] == 10 { index += 1 }
    return index >= bytes.count
  }

  /// The strings of the first section, and moves past its `#`.
  mutating func strings() -> [String] {
    var strings: [String] = []
    var current: [UInt8] = []
    while position < bytes.count {
      let byte = bytes[position]
      position += 1
      switch byte {
      case UInt8(ascii: "#"):
        strings.append(String(decoding: current, as: UTF8.self))
        return strings
      case UInt8(ascii: "|"):
        strings.append(String(decoding: current, as: UTF8.self))
        current.removeAll(keepingCapacity: true)
      case UInt8(ascii: "_"): current.append(UInt8(ascii: " "))
      case 10: continue
      default: current.append(byte)
      }
    }
    strings.append(String(decoding: current, as: UTF8.self))
    return strings
  }

  /// Moves past a section's closing `#`.
  mutating func endSection() {
    while position < bytes.count {
      let byte = bytes[position]
      position += 1
      if byte == UInt8(ascii: "#") { return }
    }
  }

  /// The next number.
  mutating func int() -> Int {
    var value = 0
    while position < bytes.count {
      let byte = bytes[position]
      position += 1
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): return value << 5 | Int(byte - 65)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): return value << 5 | Int(byte - 97 + 26)
      case UInt8(ascii: "g")...UInt8(ascii: "z"): value = value << 5 | Int(byte - 103)
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 5 | Int(byte - 48 + 20)
      case UInt8(ascii: "+"): value = value << 5 | 30
      case UInt8(ascii: "/"): value = value << 5 | 31
      default: continue
      }
    }
    return value
  }

  /// The next count, clamped to what the rest of the table could hold (a malformed count never
  /// makes a loop run away).
  mutating func count() -> Int { min(int(), bytes.count - position) }

  /// A list of digit sequences.
  mutating func sequences() -> [DigitSequence] {
    (0..<count()).map { _ in
      let header = int()
      return DigitSequence(
        masks: (0..<min(header >> 1, bytes.count)).map { _ in UInt16(truncatingIfNeeded: int()) },
        isAnchored: header & 1 == 1)
    }
  }
}
