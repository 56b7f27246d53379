import InputMask
import TextFieldSpec

/// Where JSON is written: in place into room made beforehand (``ByteWriter``), or piece by piece
/// (``OutputBuffer``), with the same bytes.
protocol JSONSink {
  /// Appends a literal's bytes.
  mutating func append(_ literal: StaticString)
  /// Appends an integer in decimal, without building a String.
  mutating func appendInteger(_ number: Int)
  /// Appends `utf8` escaped for a JSON string (``ByteWriter/escape``), without quotes.
  mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>)
}

extension JSONSink {
  /// Appends `{"formatted", "value", "complete", "caret", "affinity", "tailPlaceholder"}`;
  /// `text`, `value` and `tail` are the UTF-8 of the result's strings.
  mutating func appendJSON(
    _ result: MaskResult, text: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>,
    tail: UnsafeBufferPointer<UInt8>
  ) {
    append(#"{"formatted": ""#)
    appendEscaped(text)
    append(#"", "value": ""#)
    appendEscaped(value)
    append(
      result.complete ? #"", "complete": true, "caret": "# : #"", "complete": false, "caret": "#)
    appendInteger(result.caret)
    append(#", "affinity": "#)
    appendInteger(result.affinity)
    append(#", "tailPlaceholder": ""#)
    appendEscaped(tail)
    append(#""}"#)
  }

  /// Appends `utf8` as a JSON string literal: escaped, in quotes.
  mutating func appendJSONString(_ utf8: UnsafeBufferPointer<UInt8>) {
    append("\"")
    appendEscaped(utf8)
    append("\"")
  }
}

/// Writes into `capacity` bytes the caller made room for, without growing.
///
/// The room must hold what is written: ``resultOverhead`` for a result, and ``longestEscape``
/// per byte of its strings. Only the word stores of ``appendEscaped(_:)``, which write up to
/// eight bytes to keep fewer, check it.
struct ByteWriter: JSONSink {
  /// The most bytes one source byte sequence escapes to (`\u0085` for C2 85).
  static let longestEscape = 6
  /// The most bytes a result's JSON takes besides its strings' contents: the literals, six
  /// quotes, two integers of at most 20 bytes and a newline.
  static let resultOverhead = 160
  /// The most bytes an `Int` takes in decimal (`-9223372036854775808`).
  static let longestInteger = 20

  private let base: UnsafeMutablePointer<UInt8>
  /// How many bytes the caller made room for.
  private let capacity: Int
  /// How many bytes were written.
  private(set) var count = 0

  init(_ base: UnsafeMutablePointer<UInt8>, capacity: Int) {
    self.base = base
    self.capacity = capacity
  }

  @inline(__always)
  mutating func append(_ literal: StaticString) {
    (base + count).update(from: literal.utf8Start, count: literal.utf8CodeUnitCount)
    count += literal.utf8CodeUnitCount
  }

  mutating func appendInteger(_ number: Int) {
    count += Self.writeInteger(number, to: base + count)
  }

  /// Plain runs eight bytes at a time, then one escape; ``escape(_:from:into:room:)`` for the
  /// last bytes of the room.
  mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    var index = 0
    while index < utf8.count {
      guard capacity - count >= 8 else {
        count += Self.escape(utf8, from: index, into: base + count, room: capacity - count).written
        return
      }
      let word = ASCIIWord.load(utf8, at: index)
      let plain = min(ASCIIWord.plainOutputCount(word), utf8.count - index)
      ASCIIWord.store(word, at: base + count)
      index += plain
      count += plain
      if plain == 0 {
        let escaped = Self.escape(utf8, from: index, into: base + count, room: Self.longestEscape)
        index = escaped.read
        count += escaped.written
      }
    }
  }

  /// Writes `number` in decimal at `target` (room for ``longestInteger`` bytes); returns how many
  /// bytes it wrote.
  static func writeInteger(_ number: Int, to target: UnsafeMutablePointer<UInt8>) -> Int {
    if number >= 0, number < 10 {
      target[0] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: number)
      return 1
    }
    var magnitude = number.magnitude
    var digits = 1
    var probe = magnitude
    while probe >= 10 {
      probe /= 10
      digits += 1
    }
    let sign = number < 0 ? 1 : 0
    if sign == 1 { target[0] = UInt8(ascii: "-") }
    var position = sign + digits
    repeat {
      position -= 1
      target[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
      magnitude /= 10
    } while magnitude > 0
    return sign + digits
  }

  /// Escapes `source` from index `start` into `target` for a JSON string; returns where it
  /// stopped in `source` and how many bytes it wrote.
  ///
  /// It stops at the end of `source`, or when fewer than ``longestEscape`` bytes of `room` are
  /// left (never inside an escape). As ``ShellOutput/jsonString(_:)``: quotes, backslashes, C0
  /// and C1 controls, DEL and U+2028/U+2029 are escaped; other UTF-8 is copied.
  static func escape(
    _ source: UnsafeBufferPointer<UInt8>, from start: Int, into target: UnsafeMutablePointer<UInt8>,
    room: Int
  ) -> (read: Int, written: Int) {
    var index = start
    var written = 0
    let end = source.count
    let limit = room - longestEscape
    while index < end, written <= limit {
      // Eight bytes at a time; all eight are stored, the plain ones kept.
      if written &+ 8 <= room {
        let word = ASCIIWord.load(source, at: index)
        let plain = min(ASCIIWord.plainOutputCount(word), end - index)
        ASCIIWord.store(word, at: target + written)
        index += plain
        written += plain
        if plain > 0 { continue }
      }
      let byte = source[index]
      index += 1
      // Printable ASCII but `"` and `\`, and UTF-8 that cannot start a C1 control or U+2028/9.
      let plain =
        byte < 0x80
        ? byte >= 0x20 && byte != 0x7F && byte != 0x22 && byte != 0x5C
        : byte != 0xC2 && byte != 0xE2
      if plain {
        target[written] = byte
        written += 1
        continue
      }
      /// Writes `\` and `letter`.
      func short(_ letter: Unicode.Scalar) {
        target[written] = UInt8(ascii: "\\")
        target[written + 1] = UInt8(letter.value)
        written += 2
      }
      /// Writes `\u` and four lowercase hexadecimal digits.
      func unicode(_ value: UInt32) {
        target[written] = UInt8(ascii: "\\")
        target[written + 1] = UInt8(ascii: "u")
        for place in 0..<4 {
          let digit = UInt8(truncatingIfNeeded: value >> UInt32(12 - 4 * place)) & 0xF
          target[written + 2 + place] =
            digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
        }
        written += 6
      }
      switch byte {
      case UInt8(ascii: "\""): short("\"")
      case UInt8(ascii: "\\"): short("\\")
      case 0x0A: short("n")
      case 0x0D: short("r")
      case 0x09: short("t")
      case 0..<0x20, 0x7F: unicode(UInt32(byte))
      // C1 controls: U+0080–U+009F are C2 80 … C2 9F.
      case 0xC2 where index < end && (0x80...0x9F).contains(source[index]):
        unicode(UInt32(source[index]))
        index += 1
      // U+2028, U+2029: E2 80 A8, E2 80 A9.
      case 0xE2
      where index + 1 < end && source[index] == 0x80 && (0xA8...0xA9).contains(source[index + 1]):
        unicode(0x2000 + UInt32(source[index + 1]) - 0x80)
        index += 2
      default:
        target[written] = byte
        written += 1
      }
    }
    return (index, written)
  }
}

extension OutputBuffer: JSONSink {
  mutating func append(_ literal: StaticString) {
    write(room: literal.utf8CodeUnitCount) { target in
      target.update(from: literal.utf8Start, count: literal.utf8CodeUnitCount)
      return literal.utf8CodeUnitCount
    }
  }

  mutating func appendInteger(_ number: Int) {
    write(room: ByteWriter.longestInteger) { ByteWriter.writeInteger(number, to: $0) }
  }

  /// Appends `utf8` escaped, in pieces of at most ``flushSize`` bytes.
  mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    var index = 0
    while index < utf8.count {
      let room = min(ByteWriter.longestEscape * (utf8.count - index), Self.flushSize)
      write(room: room) { target in
        let (read, written) = ByteWriter.escape(utf8, from: index, into: target, room: room)
        index = read
        return written
      }
    }
  }
}
