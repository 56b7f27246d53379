import InputMask

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads standard input in 64 KiB chunks and hands over one line at a time.
///
/// Lines come without the newline or a trailing carriage return. Memory stays constant for lines
/// of bounded length.
enum LineReader {
  /// Calls `body` for each line until input ends or `body` returns false.
  ///
  /// - Returns: false when reading failed or `body` asked to stop.
  static func forEachLine(_ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var carry: [UInt8] = []
    func emit(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
      if let last = line.last, last == 0x0D {
        return body(UnsafeBufferPointer(rebasing: line.dropLast()))
      }
      return body(line)
    }
    while true {
      let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return false
      }
      if count == 0 { break }
      let keepGoing = chunk.withUnsafeBufferPointer { buffer -> Bool in
        guard let base = buffer.baseAddress else { return false }
        var start = 0
        while start < count {
          guard let newline = memchr(base + start, 0x0A, count - start) else {
            carry.append(contentsOf: buffer[start..<count])
            break
          }
          let end = UnsafePointer<UInt8>(newline.assumingMemoryBound(to: UInt8.self)) - base
          let line = UnsafeBufferPointer(rebasing: buffer[start..<end])
          if carry.isEmpty {
            guard emit(line) else { return false }
          } else {
            carry.append(contentsOf: line)
            guard carry.withUnsafeBufferPointer(emit) else { return false }
            carry.removeAll(keepingCapacity: true)
          }
          start = end + 1
        }
        return true
      }
      guard keepGoing else { return false }
    }
    return carry.isEmpty || carry.withUnsafeBufferPointer(emit)
  }
}

/// Buffered standard output: lines are collected and written 64 KiB at a time.
struct OutputBuffer {
  private(set) var bytes: [UInt8] = []

  init() {
    bytes.reserveCapacity(1 << 17)
  }

  /// Appends a string and a newline.
  mutating func writeLine(_ line: String) {
    bytes.append(contentsOf: line.utf8)
    bytes.append(0x0A)
  }

  /// Appends the chosen part of a result and a newline.
  mutating func write(_ result: MaskResult, as kind: OutputFormat) {
    switch kind {
    case .formatted: bytes.append(contentsOf: result.text.utf8)
    case .value: bytes.append(contentsOf: result.extractedValue.utf8)
    case .json: appendJSON(result)
    }
    bytes.append(0x0A)
  }

  /// Appends `{"formatted", "value", "complete", "caret", "affinity", "tailPlaceholder"}`: the
  /// prompt's JSON shape (the same keys, order and spacing), then what a mask result adds.
  mutating func appendJSON(_ result: MaskResult) {
    append(#"{"formatted": "#)
    appendJSONString(result.text)
    append(#", "value": "#)
    appendJSONString(result.extractedValue)
    append(result.complete ? #", "complete": true"# : #", "complete": false"#)
    append(#", "caret": "#)
    appendInteger(result.caret)
    append(#", "affinity": "#)
    appendInteger(result.affinity)
    append(#", "tailPlaceholder": "#)
    appendJSONString(result.tailPlaceholder)
    bytes.append(UInt8(ascii: "}"))
  }

  /// Appends a literal's bytes in one copy.
  private mutating func append(_ literal: StaticString) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// Appends an integer in decimal, without building a String.
  mutating func appendInteger(_ number: Int) {
    if number < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = number.magnitude
    var divisor: UInt = 1
    while magnitude / divisor >= 10 { divisor *= 10 }
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
      magnitude %= divisor
      divisor /= 10
    }
  }

  /// Appends `{"error": {"message": …, "offset": …}}` (offset null when there is none).
  mutating func appendJSONError(_ message: String, offset: Int?) {
    bytes.append(contentsOf: #"{"error": {"message": "#.utf8)
    appendJSONString(message)
    bytes.append(contentsOf: #", "offset": \#(offset.map(String.init) ?? "null")}}"#.utf8)
    bytes.append(0x0A)
  }

  /// Appends a JSON string literal; non-ASCII is written as UTF-8.
  ///
  /// As ``ShellOutput/jsonString(_:)``: quotes, backslashes, C0 and C1 controls, DEL and
  /// U+2028/U+2029 are escaped, so a printed result cannot drive a terminal.
  mutating func appendJSONString(_ string: String) {
    bytes.append(UInt8(ascii: "\""))
    var string = string
    string.withUTF8 { appendEscaped($0) }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Appends `utf8` escaped for a JSON string; runs that need no escape are copied whole.
  private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    var index = 0
    var run = 0
    while index < utf8.count {
      let byte = utf8[index]
      // Printable ASCII but `"` and `\`, and UTF-8 that cannot start a C1 control or U+2028/9.
      let plain =
        byte < 0x80
        ? byte >= 0x20 && byte != 0x7F && byte != 0x22 && byte != 0x5C
        : byte != 0xC2 && byte != 0xE2
      if plain {
        index += 1
        continue
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
      index += 1
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
      case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
      case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
      case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
      case 0..<0x20, 0x7F: appendUnicodeEscape(UInt32(byte))
      // C1 controls: U+0080–U+009F are C2 80 … C2 9F.
      case 0xC2 where index < utf8.count && (0x80...0x9F).contains(utf8[index]):
        appendUnicodeEscape(UInt32(utf8[index]))
        index += 1
      // U+2028, U+2029: E2 80 A8, E2 80 A9.
      case 0xE2
      where index + 1 < utf8.count && utf8[index] == 0x80 && (0xA8...0xA9).contains(utf8[index + 1]):
        appendUnicodeEscape(0x2000 + UInt32(utf8[index + 1]) - 0x80)
        index += 2
      default: bytes.append(byte)
      }
      run = index
    }
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
  }

  private mutating func appendUnicodeEscape(_ value: UInt32) {
    bytes.append(contentsOf: #"\u"#.utf8)
    for shift in stride(from: 12, through: 0, by: -4) {
      let digit = UInt8((value >> UInt32(shift)) & 0xF)
      bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
    }
  }

  /// Writes the buffer out once it holds 64 KiB or more; false when writing failed.
  mutating func flushIfFull() -> Bool {
    bytes.count < 1 << 16 || flush()
  }

  /// Writes everything buffered to standard output; false when writing failed.
  mutating func flush() -> Bool {
    var written = 0
    let succeeded = bytes.withUnsafeBytes { buffer -> Bool in
      while written < buffer.count {
        let result = writeOut(buffer.baseAddress.map { $0 + written }, buffer.count - written)
        if result < 0, errno == EINTR { continue }
        if result <= 0 { return false }
        written += result
      }
      return true
    }
    bytes.removeAll(keepingCapacity: true)
    return succeeded
  }
}

/// `write(2)` to standard output (a free function: `OutputBuffer` has its own `write`).
private func writeOut(_ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(1, bytes, count)
}
