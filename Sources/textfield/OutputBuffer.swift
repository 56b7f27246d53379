import InputMask
import TextFieldSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Buffered standard output: results are written in place into one reusable byte buffer, which
/// goes out in one `write(2)` once it holds 64 KiB.
///
/// A result is written in one piece when it is short (room for its longest escaping is made
/// first), else piece by piece (``JSONSink``), flushing as the buffer fills: memory stays bounded
/// however long a line is.
struct OutputBuffer {
  /// How full the buffer gets before it is written out, and the most one piece takes.
  static let flushSize = 1 << 16

  /// Where the bytes go: standard output but in tests.
  private let descriptor: Int32
  /// The buffer; its first `count` bytes wait to be written.
  private var storage = [UInt8](repeating: 0, count: 2 * flushSize)
  private var count = 0
  /// Whether a write failed; what is buffered after that is dropped.
  private var failed = false

  init(descriptor: Int32 = 1) {
    self.descriptor = descriptor
  }

  /// The bytes waiting to be written.
  var bytes: [UInt8] { Array(storage[..<count]) }

  /// Appends the chosen part of a result and a newline.
  ///
  /// JSON is `{"formatted", "value", "complete", "caret", "affinity", "tailPlaceholder"}`: the
  /// prompt's JSON shape (the same keys, order and spacing), then what a mask result adds.
  mutating func write(_ result: MaskResult, as kind: OutputFormat) {
    switch kind {
    case .formatted: appendLine(result.text)
    case .value: appendLine(result.extractedValue)
    case .json: appendJSONLine(result)
    }
  }

  /// Appends `{"error": {"message": …, "offset": …}}` (offset null when there is none) and a
  /// newline.
  mutating func appendJSONError(_ message: String, offset: Int?) {
    append(#"{"error": {"message": "#)
    appendJSONString(message)
    append(#", "offset": "#)
    if let offset { appendInteger(offset) } else { append("null") }
    append("}}\n")
  }

  /// Appends a JSON string literal; non-ASCII is written as UTF-8.
  ///
  /// As ``ShellOutput/jsonString(_:)``: quotes, backslashes, C0 and C1 controls, DEL and
  /// U+2028/U+2029 are escaped, so a printed result cannot drive a terminal.
  mutating func appendJSONString(_ string: String) {
    var string = string
    string.withUTF8 { appendJSONString($0) }
  }

  /// Calls `body` with room for `room` more bytes; `body` returns how many it wrote (at most
  /// `room`).
  ///
  /// Flushes first when the buffer lacks the room, and grows it only for a piece larger than
  /// the buffer.
  mutating func write(room: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
    if storage.count - count < room {
      _ = flush()
      if storage.count < room {
        storage.append(contentsOf: repeatElement(0, count: room - storage.count))
      }
    }
    let start = count
    count += storage.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { body($0 + start) } ?? 0
    }
  }

  /// Writes the buffer out once it holds 64 KiB or more; false when writing failed.
  mutating func flushIfFull() -> Bool {
    count < Self.flushSize ? !failed : flush()
  }

  /// Writes everything buffered out; false when writing (now or before) failed.
  mutating func flush() -> Bool {
    var written = 0
    let pending = count
    count = 0
    guard !failed else { return false }
    failed = !storage.withUnsafeBytes { buffer -> Bool in
      while written < pending {
        let result = writeOut(
          descriptor, buffer.baseAddress.map { $0 + written }, pending - written)
        if result < 0, errno == EINTR { continue }
        if result <= 0 { return false }
        written += result
      }
      return true
    }
    return !failed
  }

  /// Appends `string` and a newline.
  mutating func writeLine(_ string: String) { appendLine(string) }

  /// Appends a string's UTF-8 and a newline, in one piece when it fits.
  private mutating func appendLine(_ string: String) {
    var string = string
    string.withUTF8 { utf8 in
      guard utf8.count < Self.flushSize, let source = utf8.baseAddress else {
        append(utf8)
        append("\n")
        return
      }
      write(room: utf8.count + 1) { target in
        target.update(from: source, count: utf8.count)
        target[utf8.count] = 0x0A
        return utf8.count + 1
      }
    }
  }

  /// Appends bytes, in pieces of at most ``flushSize``.
  private mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {
    guard let source = utf8.baseAddress else { return }
    var index = 0
    while index < utf8.count {
      let piece = min(utf8.count - index, Self.flushSize)
      write(room: piece) { target in
        target.update(from: source + index, count: piece)
        return piece
      }
      index += piece
    }
  }

  /// Appends a result as JSON and a newline: in one piece when the longest escaping of its
  /// strings fits in ``flushSize``, else piece by piece.
  private mutating func appendJSONLine(_ result: MaskResult) {
    var text = result.text
    var value = result.extractedValue
    var tail = result.tailPlaceholder
    text.withUTF8 { text in
      value.withUTF8 { value in
        tail.withUTF8 { tail in
          let room =
            ByteWriter.resultOverhead
            + ByteWriter.longestEscape * (text.count + value.count + tail.count)
          guard room <= Self.flushSize else {
            appendJSON(result, text: text, value: value, tail: tail)
            append("\n")
            return
          }
          write(room: room) { target in
            var writer = ByteWriter(target, capacity: room)
            writer.appendJSON(result, text: text, value: value, tail: tail)
            writer.append("\n")
            return writer.count
          }
        }
      }
    }
  }
}

/// `write(2)` (a free function: `OutputBuffer` has its own `write`).
private func writeOut(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
