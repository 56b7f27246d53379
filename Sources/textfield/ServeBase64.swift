/// Base64 (RFC 4648, the standard alphabet) for `bytes` requests: strict, so a host's mistake is
/// an error naming the character, not bytes silently dropped.
enum ServeBase64 {
  /// The bytes `text` encodes; `=` padding is optional, whitespace is not allowed.
  static func decode(_ text: String) throws(ServeError) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count / 4 * 3 + 2)
    var accumulator: UInt32 = 0
    var count = 0
    var padding = 0
    for (offset, byte) in text.utf8.enumerated() {
      if byte == UInt8(ascii: "=") {
        padding += 1
        continue
      }
      guard padding == 0, let value = Self.value(of: byte) else {
        let shown =
          byte < 0x80 ? ServeRequest.quoted(String(UnicodeScalar(byte))) : "a non-ASCII byte"
        throw ServeError(
          code: .invalidRequest,
          message: "base64 is not base64: \(shown) at byte \(offset + 1)")
      }
      accumulator = accumulator << 6 | UInt32(value)
      count += 1
      if count == 4 {
        bytes += [
          UInt8(accumulator >> 16 & 0xFF), UInt8(accumulator >> 8 & 0xFF),
          UInt8(accumulator & 0xFF),
        ]
        accumulator = 0
        count = 0
      }
    }
    switch count {
    case 0: break
    case 2: bytes.append(UInt8(accumulator >> 4 & 0xFF))
    case 3: bytes += [UInt8(accumulator >> 10 & 0xFF), UInt8(accumulator >> 2 & 0xFF)]
    default:
      throw ServeError(
        code: .invalidRequest, message: "base64 is not base64: its length leaves one character over"
      )
    }
    guard padding == 0 || (count + padding) % 4 == 0 else {
      throw ServeError(code: .invalidRequest, message: "base64 is not base64: wrong padding")
    }
    return bytes
  }

  private static func value(of byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
    case UInt8(ascii: "+"): 62
    case UInt8(ascii: "/"): 63
    default: nil
    }
  }
}
