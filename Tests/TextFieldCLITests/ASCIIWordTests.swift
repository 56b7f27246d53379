import Testing
import TextFieldSpec

@testable import textfield

/// The eight-bytes-at-a-time paths of the JSON reader and writer agree with byte-by-byte ones,
/// wherever in a word, a string or a buffer the byte that stops them falls.
@Suite struct ASCIIWordTests {
  /// Whether a string being read holds `byte` as it is.
  static func plainInInput(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x80 && byte != 0x22 && byte != 0x5C
  }

  /// Whether a string being written holds `byte` as it is.
  static func plainInOutput(_ byte: UInt8) -> Bool {
    plainInInput(byte) && byte != 0x7F
  }

  static func word(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBufferPointer { ASCIIWord.load($0, at: 0) }
  }

  /// Every byte value at every place in a word of plain bytes, and a second byte after it.
  @Test func countsStopAtTheFirstByteThatIsNotPlain() {
    for place in 0..<8 {
      for value in 0...255 {
        for later in [UInt8(ascii: "a"), 0x00, 0x22, 0xFF] {
          var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
          bytes[place] = UInt8(value)
          if place < 7 { bytes[7] = later }
          let input = bytes.firstIndex { !Self.plainInInput($0) } ?? 8
          let output = bytes.firstIndex { !Self.plainInOutput($0) } ?? 8
          #expect(ASCIIWord.plainInputCount(Self.word(bytes)) == input)
          #expect(ASCIIWord.plainOutputCount(Self.word(bytes)) == output)
        }
      }
    }
  }

  /// Near the end of a buffer the bytes past it read as plain `A`s, and none past it is read.
  @Test func loadsNearTheEndReadOnlyTheBuffer() {
    for count in 0...20 {
      let bytes = (0..<count).map { UInt8(0x30 + $0) }
      for index in 0..<max(count, 1) where index < count || count == 0 {
        let expected = (0..<8).map { index + $0 < count ? bytes[index + $0] : UInt8(ascii: "A") }
        let loaded = bytes.withUnsafeBufferPointer { ASCIIWord.load($0, at: index) }
        #expect(loaded == Self.word(expected))
      }
    }
  }

  /// A string of `length` plain bytes with `special` at `place`, in quotes, then `tail`.
  static func line(length: Int, place: Int, special: [UInt8], tail: [UInt8]) -> [UInt8] {
    var content = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
    content.replaceSubrange(place..<place, with: special)
    return [0x22] + content + [0x22] + tail
  }

  /// Strings of every length up to three words, with a byte that stops the fast path at every
  /// place, ending at the buffer's end or before more bytes: the text, or the error's column.
  @Test(
    arguments: [
      ([0x01], "control character 0x01 in a string: escape it"),
      ([0xFF], "invalid UTF-8 (byte 0xFF)"),
      ([0xC3], "invalid UTF-8 (byte 0x"),
      ([0xC3, 0xA9], nil),
      ([0xE2, 0x80, 0xA8], nil),
      ([0x7F], nil),
      (Array(#"\n"#.utf8), nil),
      (Array(#"\""#.utf8), nil),
      (Array(#"\u00e9"#.utf8), nil),
    ] as [([UInt8], String?)])
  func stringsAreReadWhereverTheFastPathStops(special: [UInt8], message: String?) {
    for length in 0...24 {
      for place in 0...length {
        for tail in [[], Array(", 1".utf8), Array(" ".utf8)] {
          let line = Self.line(length: length, place: place, special: special, tail: tail)
          line.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(buffer)
            do throws(JSONError) {
              let text = try reader.readString()
              #expect(message == nil)
              #expect(reader.offset == line.count - tail.count)
              let plain = String(decoding: line[1..<line.count - tail.count - 1], as: UTF8.self)
              #expect(special.first == 0x5C || text == plain)
              #expect(text.utf8.count >= length)
            } catch {
              #expect(message.map { error.reason.hasPrefix($0) } == true)
              #expect(error.column == place + 2 + (special == [0xC3] ? 1 : 0))
            }
          }
        }
      }
    }
  }
}
