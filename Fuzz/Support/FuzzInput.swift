#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The fuzzer's bytes, read front to back as a series of small choices.
///
/// Every read is total: once the bytes run out, reads return 0 (the first choice) and
/// ``isExhausted`` turns true, so a target never loops on an empty input.
struct FuzzInput {
  private let bytes: [UInt8]
  private var position = 0

  init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    if let data, size > 0 {
      bytes = Array(UnsafeBufferPointer(start: data, count: size))
    } else {
      bytes = []
    }
  }

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  var isExhausted: Bool { position >= bytes.count }

  /// How many bytes are left.
  var remaining: Int { max(0, bytes.count - position) }

  /// The next byte, or 0 when none is left.
  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A number in `0..<bound` (one byte, two when `bound` exceeds 256); 0 when `bound` ≤ 1.
  mutating func int(below bound: Int) -> Int {
    guard bound > 1 else { return 0 }
    var value = Int(byte())
    if bound > 256 { value = value << 8 | Int(byte()) }
    return value % bound
  }

  /// A Boolean from one byte.
  mutating func bool() -> Bool { byte() & 1 == 1 }

  /// One of `elements` (the first when they are empty is not allowed: pass a non-empty array).
  mutating func element<T>(of elements: [T]) -> T {
    elements[int(below: elements.count)]
  }

  /// A string of up to `maxLength` pieces, each drawn from `alphabet`.
  mutating func string(from alphabet: [String], maxLength: Int) -> String {
    let length = int(below: maxLength + 1)
    var result = ""
    for _ in 0..<length { result += element(of: alphabet) }
    return result
  }

  /// `count` raw bytes (fewer if the input ends) decoded as UTF-8, invalid sequences repaired.
  mutating func utf8(count: Int) -> String {
    let end = min(bytes.count, position + max(0, count))
    let start = min(position, end)
    position = end
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Everything left, decoded as UTF-8.
  mutating func rest() -> String { utf8(count: remaining) }
}

/// Stops the fuzzer with `message` when `condition` is false: libFuzzer records the input.
func require(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
  line: UInt = #line
) {
  guard !condition() else { return }
  fail("line \(line): \(message())")
}

/// Prints `message` to standard error and aborts, which libFuzzer reports as a crash.
func fail(_ message: String) -> Never {
  writeToStandardError("INVARIANT BROKEN: \(message)\n")
  abort()
}

/// Writes `text` to file descriptor 2, unbuffered.
func writeToStandardError(_ text: String) {
  var text = text
  text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

/// A string with every non-printable-ASCII scalar written as `\u{…}`, for messages.
func escaped(_ text: String) -> String {
  var output = "\""
  for scalar in text.unicodeScalars {
    if scalar.value >= 0x20, scalar.value < 0x7F, scalar != "\"", scalar != "\\" {
      output.unicodeScalars.append(scalar)
    } else {
      output += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
  }
  return output + "\""
}
