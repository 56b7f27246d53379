import Foundation
import InputMask
import Testing

@testable import textfield

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The byte streams under `format`: lines read in chunks (``LineReader``) and results written in
/// place or piece by piece (``OutputBuffer``), across every boundary.
@Suite struct StreamingIOTests {
  /// A temporary file holding `bytes`, opened for reading; the caller closes it.
  static func descriptor(reading bytes: [UInt8]) throws -> Int32 {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("streaming-io-\(UUID().uuidString)")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return open(url.path, O_RDONLY)
  }

  /// The lines `LineReader` hands over for `bytes` read `chunkSize` bytes at a time.
  static func lines(_ bytes: [UInt8], chunkSize: Int) throws -> [[UInt8]] {
    let descriptor = try descriptor(reading: bytes)
    defer { close(descriptor) }
    var lines: [[UInt8]] = []
    let read = LineReader.forEachLine(descriptor: descriptor, chunkSize: chunkSize) { line in
      lines.append(Array(line))
      return true
    }
    #expect(read)
    return lines
  }

  /// The lines as the documentation says: split at `\n`, a trailing `\r` dropped, a last line
  /// without a newline kept, nothing after a final newline.
  static func expectedLines(_ bytes: [UInt8]) -> [[UInt8]] {
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
      Array(line.last == 0x0D ? line.dropLast() : line[...])
    }
    if bytes.last == 0x0A || bytes.isEmpty { lines.removeLast() }
    return lines
  }

  static let inputs: [[UInt8]] = [
    [],
    Array("a\nbb\r\nccc".utf8),
    Array("\n\n\r\n\r".utf8),
    Array("x\r".utf8),
    Array("ab\r\ncd\r\n".utf8),
    Array("é\n日本\r\n😀".utf8),
    [0xC3] + [0x0A] + [0xA9, 0xFF, 0x0D, 0x0A, 0x0D, 0x0D, 0x0A],
    Array(repeating: UInt8(ascii: "x"), count: 100_003) + [0x0D, 0x0A, 0x79],
    Array((0..<3_000).map { "\($0 % 97)\($0 % 5 == 0 ? "\r" : "")\n" }.joined().utf8),
  ]

  @Test(arguments: [1, 2, 3, 7, 8, 64, 4_096, 1 << 16])
  func linesSurviveEveryChunkBoundary(chunkSize: Int) throws {
    for input in Self.inputs {
      #expect(try Self.lines(input, chunkSize: chunkSize) == Self.expectedLines(input))
    }
  }

  @Test func readingStopsWhenAsked() throws {
    let descriptor = try Self.descriptor(reading: Array("a\nb\nc\n".utf8))
    defer { close(descriptor) }
    var seen = 0
    let read = LineReader.forEachLine(descriptor: descriptor, chunkSize: 3) { _ in
      seen += 1
      return seen < 2
    }
    #expect(!read)
    #expect(seen == 2)
  }

  /// What `body` writes through an `OutputBuffer` into a file, once flushed.
  static func written(_ body: (inout OutputBuffer) -> Void) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("streaming-io-\(UUID().uuidString)")
    try Data().write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let descriptor = open(url.path, O_WRONLY)
    var out = OutputBuffer(descriptor: descriptor)
    body(&out)
    let flushed = out.flush()
    #expect(flushed)
    close(descriptor)
    return String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }

  /// Every character the escaper treats apart, then plain ones, in runs that straddle its
  /// eight-byte words and its 64 KiB pieces.
  static func hostileText(repeating count: Int) -> String {
    let pieces = [
      "\u{2028}", "\u{2029}", "\u{85}", "\u{9F}", "\u{A0}", "\"", "\\", "\u{1}", "\u{7F}", "\n",
      "\t", "\r", "é", "日", "x", "abcdefgh", "\u{2027}", "😀", "\u{1B}", "\u{BF}", "\u{20AC}",
    ]
    return (0..<count).map { pieces[($0 * 7 + $0 / 3) % pieces.count] }.joined()
  }

  @Test(arguments: [0, 1, 5, 8, 9, 17, 1_000, 12_000, 40_000])
  func longStringsAreEscapedAsTheOtherWriterDoes(count: Int) throws {
    let text = Self.hostileText(repeating: count)
    let output = try Self.written { (out: inout OutputBuffer) in out.appendJSONString(text) }
    #expect(output == ShellOutput.jsonString(text))
  }

  /// A result goes out in one piece when short, piece by piece when long: the same bytes.
  @Test(arguments: [0, 3, 9, 2_000, 30_000])
  func resultsAreTheSameInOnePieceOrMany(count: Int) throws {
    let text = Self.hostileText(repeating: count)
    let result = MaskResult(
      text: text, caret: -count, extractedValue: String(text.reversed()), complete: count % 2 == 0,
      affinity: Int.min + count, tailPlaceholder: text + "0")
    let expected =
      ShellOutput.jsonObject([
        ("formatted", ShellOutput.jsonString(result.text)),
        ("value", ShellOutput.jsonString(result.extractedValue)),
        ("complete", "\(result.complete)"), ("caret", "\(result.caret)"),
        ("affinity", "\(result.affinity)"),
        ("tailPlaceholder", ShellOutput.jsonString(result.tailPlaceholder)),
      ]) + "\n"
    let json = try Self.written { (out: inout OutputBuffer) in out.write(result, as: .json) }
    #expect(json == expected)
    let formatted = try Self.written { (out: inout OutputBuffer) in
      out.write(result, as: .formatted)
    }
    #expect(formatted == text + "\n")
  }

  @Test func integersAreWrittenInDecimal() {
    let numbers = [0, 1, 9, 10, 11, 99, 100, -1, -9, -10, 12_345, Int.max, Int.min, Int.min + 1]
    for number in numbers {
      var digits = [UInt8](repeating: 0, count: ByteWriter.longestInteger)
      let count = digits.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { ByteWriter.writeInteger(number, to: $0) } ?? 0
      }
      #expect(String(decoding: digits[..<count], as: UTF8.self) == String(number))
    }
  }

  /// With little room the escaper stops between escapes, never inside one, and never writes
  /// past the room.
  @Test(arguments: [6, 7, 8, 9, 13, 64])
  func theEscaperStopsBetweenEscapes(room: Int) {
    let utf8 = Array(Self.hostileText(repeating: 300).utf8)
    var escaped: [UInt8] = []
    var index = 0
    var target = [UInt8](repeating: 0, count: room + 16)
    utf8.withUnsafeBufferPointer { source in
      while index < source.count {
        let (read, written) = target.withUnsafeMutableBufferPointer { buffer in
          guard let base = buffer.baseAddress else { return (source.count, 0) }
          return ByteWriter.escape(source, from: index, into: base, room: room)
        }
        #expect(read > index && written <= room)
        #expect(target[room...].allSatisfy { $0 == 0 })
        escaped += target[..<written]
        index = read
      }
    }
    let text = Self.hostileText(repeating: 300)
    #expect("\"" + String(decoding: escaped, as: UTF8.self) + "\"" == ShellOutput.jsonString(text))
  }
}
