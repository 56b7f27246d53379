import TextFieldUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lines of standard input, checked to be UTF-8: unlike `readLine`, a bad byte is an error that
/// names its place instead of a silent U+FFFD.
enum StandardInput {
  /// Standard input that is not valid UTF-8.
  struct InvalidUTF8: Error, CustomStringConvertible {
    /// The 1-based line the first bad byte is on.
    var line: Int
    /// The 1-based offset of the bad byte in its line.
    var byteOffset: Int
    /// The bad byte.
    var byte: UInt8

    var description: String {
      let hex = String(byte, radix: 16, uppercase: true)
      return "standard input is not valid UTF-8: line \(line), byte \(byteOffset) "
        + "(0x\(hex.count == 1 ? "0" : "")\(hex))"
    }
  }

  nonisolated(unsafe) private static var reader = DescriptorLines(descriptor: 0, chunkSize: 65_536)

  /// When to stop waiting for input (`--timeout` in line mode), or `nil` to wait for ever.
  static var deadline: ContinuousClock.Instant? {
    get { reader.deadline }
    set { reader.deadline = newValue }
  }
  /// Whether input ended because ``deadline`` passed.
  static var timedOut: Bool { reader.timedOut }
  nonisolated(unsafe) private static var linesRead = 0

  /// The next line without its line end (`\n` or `\r\n`), or `nil` at the end of input.
  /// - Throws: ``InvalidUTF8`` naming the first bad byte.
  static func readLine() throws(InvalidUTF8) -> String? {
    guard let line = reader.nextLine() else { return nil }
    linesRead += 1
    return try decode(line, line: linesRead)
  }

  /// `bytes` (line `line`) as a String; throws at the first byte that is not valid UTF-8.
  static func decode(
    _ bytes: some Collection<UInt8>, line: Int
  ) throws(InvalidUTF8) -> String {
    // ASCII, the usual line, is valid as it stands. `String(validating:as:)` looks up generic
    // metadata on every call (a third of `format`'s time per line).
    if bytes.allSatisfy({ $0 < 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var scalars = String.UnicodeScalarView()
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var offset = 0
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        scalars.append(scalar)
        offset += UTF8.width(scalar)
      case .emptyInput:
        break loop
      case .error:
        let byte = bytes.dropFirst(offset).first ?? 0
        throw InvalidUTF8(line: line, byteOffset: offset + 1, byte: byte)
      }
    }
    return String(scalars)
  }
}
