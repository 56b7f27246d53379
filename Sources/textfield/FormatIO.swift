import InputMask

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads standard input in 64 KiB chunks and hands over one line at a time (without the newline
/// or a trailing carriage return). Memory stays constant for lines of bounded length.
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
  private var bytes: [UInt8] = []

  init() {
    bytes.reserveCapacity(1 << 17)
  }

  /// Appends a string and a newline.
  mutating func writeLine(_ line: String) {
    bytes.append(contentsOf: line.utf8)
    bytes.append(0x0A)
  }

  /// Appends the chosen part of a result and a newline.
  mutating func write(_ result: MaskResult, as kind: OutputKind) {
    switch kind {
    case .text: bytes.append(contentsOf: result.text.utf8)
    case .value: bytes.append(contentsOf: result.extractedValue.utf8)
    case .json: appendJSON(result)
    }
    bytes.append(0x0A)
  }

  /// Appends `{"text","caret","value","complete","affinity","tailPlaceholder"}`.
  mutating func appendJSON(_ result: MaskResult) {
    bytes.append(contentsOf: #"{"text":"#.utf8)
    appendJSONString(result.text)
    bytes.append(contentsOf: #","caret":\#(result.caret),"value":"#.utf8)
    appendJSONString(result.extractedValue)
    bytes.append(
      contentsOf: #","complete":\#(result.complete),"affinity":\#(result.affinity),"#.utf8)
    bytes.append(contentsOf: #""tailPlaceholder":"#.utf8)
    appendJSONString(result.tailPlaceholder)
    bytes.append(UInt8(ascii: "}"))
  }

  /// Appends `{"error":{"message":…,"offset":…}}` (offset null when there is none).
  mutating func appendJSONError(_ message: String, offset: Int?) {
    bytes.append(contentsOf: #"{"error":{"message":"#.utf8)
    appendJSONString(message)
    bytes.append(contentsOf: #","offset":\#(offset.map(String.init) ?? "null")}}"#.utf8)
    bytes.append(0x0A)
  }

  /// Appends a JSON string literal; non-ASCII is written as UTF-8.
  mutating func appendJSONString(_ string: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
      case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
      case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
      case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
      case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes.append(contentsOf: #"\u00"#.utf8)
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0xF)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
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
