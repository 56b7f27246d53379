#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension JSONReader {
  // MARK: Strings: reading, decoding escapes, checking UTF-8

  /// Reads a string.
  package mutating func readString() throws(JSONError) -> String {
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
      throw error("expected a string, found \(found(offset))", at: offset)
    }
    let token = try scanString()
    return text(of: token)
  }

  /// The text of a key (or of a string scanned by ``readString()``).
  package func text(of key: Key) -> String {
    let raw = UnsafeBufferPointer(rebasing: bytes[key.range])
    guard key.isEscaped else { return String(decoding: raw, as: UTF8.self) }
    // Already checked by `scanString`: every escape is valid.
    var decoded: [UInt8] = []
    decoded.reserveCapacity(raw.count)
    var index = 0
    while index < raw.count {
      let byte = raw[index]
      index += 1
      guard byte == UInt8(ascii: "\\"), index < raw.count else {
        decoded.append(byte)
        continue
      }
      let escape = raw[index]
      index += 1
      switch escape {
      case UInt8(ascii: "b"): decoded.append(0x08)
      case UInt8(ascii: "f"): decoded.append(0x0C)
      case UInt8(ascii: "n"): decoded.append(0x0A)
      case UInt8(ascii: "r"): decoded.append(0x0D)
      case UInt8(ascii: "t"): decoded.append(0x09)
      case UInt8(ascii: "u"):
        var value = Self.hexValue(raw, at: index) ?? 0xFFFD
        index += 4
        if (0xD800...0xDBFF).contains(value) {
          let low = Self.hexValue(raw, at: index + 2) ?? 0xDC00
          value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
          index += 6
        }
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        UTF8.encode(scalar) { decoded.append($0) }
      default: decoded.append(escape)  // `"`, `\`, `/`
      }
    }
    return String(decoding: decoded, as: UTF8.self)
  }

  /// Whether the key is exactly `name` (ASCII).
  package func key(_ key: Key, is name: StaticString) -> Bool {
    guard !key.isEscaped else { return text(of: key) == name.description }
    guard key.range.count == name.utf8CodeUnitCount else { return false }
    guard let base = bytes.baseAddress else { return key.range.isEmpty }
    return memcmp(base + key.range.lowerBound, name.utf8Start, key.range.count) == 0
  }

  /// Scans a string from its opening quote, checking its UTF-8 and escapes; returns its content.
  ///
  /// Linear in the string's length; ASCII without escapes takes the fast path, eight bytes at a
  /// time.
  package mutating func scanString() throws(JSONError) -> Key {
    let open = offset
    offset += 1
    let start = offset
    var isEscaped = false
    while true {
      skipPlainASCII()
      guard offset < bytes.count else { break }
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        offset += 1
        return Key(range: start..<offset - 1, isEscaped: isEscaped)
      } else if byte == UInt8(ascii: "\\") {
        isEscaped = true
        try scanEscape()
      } else if byte < 0x20 {
        throw error("control character \(Self.hex(byte)) in a string: escape it", at: offset)
      } else {
        try scanUTF8Scalar()
      }
    }
    throw error("unterminated string", at: open)
  }

  /// Moves past printable ASCII but `"` and `\` (what a string holds as it is), eight bytes at a
  /// time.
  private mutating func skipPlainASCII() {
    while offset < bytes.count {
      let plain = ASCIIWord.plainInputCount(ASCIIWord.load(bytes, at: offset))
      offset = min(offset + plain, bytes.count)
      guard plain == 8 else { return }
    }
  }

  package mutating func scanEscape() throws(JSONError) {
    let start = offset
    offset += 1
    guard offset < bytes.count else { throw error("unterminated string", at: start) }
    switch bytes[offset] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      offset += 1
    case UInt8(ascii: "u"):
      guard let value = Self.hexValue(bytes, at: offset + 1) else {
        throw error("\\u needs four hexadecimal digits", at: start)
      }
      offset += 5
      if (0xDC00...0xDFFF).contains(value) {
        throw error(
          "lone surrogate \\u\(Self.hex4(value)) (a low half with no high half)", at: start)
      }
      if (0xD800...0xDBFF).contains(value) {
        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
          bytes[offset + 1] == UInt8(ascii: "u"), let low = Self.hexValue(bytes, at: offset + 2),
          (0xDC00...0xDFFF).contains(low)
        else {
          throw error(
            "lone surrogate \\u\(Self.hex4(value)) (a high half not followed by a low one)",
            at: start)
        }
        offset += 6
      }
    default:
      throw error("invalid escape: \\ followed by \(found(offset))", at: start)
    }
  }

  /// Checks one multi-byte UTF-8 scalar (Unicode table 3-7), from its lead byte.
  package mutating func scanUTF8Scalar() throws(JSONError) {
    let lead = bytes[offset]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, low) = (3, 0xA0)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, high) = (3, 0x9F)
    case 0xF0: (length, low) = (4, 0x90)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, high) = (4, 0x8F)
    default: throw error("invalid UTF-8 (byte \(Self.hex(lead)))", at: offset)
    }
    for index in 1..<length {
      let position = offset + index
      guard position < bytes.count else {
        throw error("invalid UTF-8 (the input ends inside a character)", at: position)
      }
      let byte = bytes[position]
      let range = index == 1 ? low...high : 0x80...0xBF
      guard range.contains(byte) else {
        throw error("invalid UTF-8 (byte \(Self.hex(byte)))", at: position)
      }
    }
    offset += length
  }

  package static func hexValue(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32? {
    guard index >= 0, index + 4 <= buffer.count else { return nil }
    var value: UInt32 = 0
    for byte in buffer[index..<index + 4] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  package static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (digits.count == 1 ? "0" : "") + digits
  }

  package static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
