import Testing
import TextFieldCore

@testable import TextFieldUI

/// Decodes all of `text`'s bytes; `incomplete` marks where the reader needed more input.
private func readAll(_ bytes: [UInt8], mouse: String? = nil) -> [String] {
  let reader = ByteKeyReader(
    sequences: [
      Array("\u{1B}OD".utf8): .key(KeyEvent(.left)),
      Array("\u{1B}[1;5D".utf8): .key(KeyEvent(.left, .control)),
      Array("\u{1B}[200~".utf8): .pasteStart,
    ],
    mouse: mouse.map { Array($0.utf8) })
  var results: [String] = []
  var start = bytes.startIndex
  while start < bytes.endIndex {
    switch reader.next(in: bytes[start...]) {
    case .input(let input, let length):
      results.append("\(input)")
      start += length
    case .incomplete:
      results.append("incomplete \(bytes.count - start)")
      return results
    }
  }
  return results
}

@Suite struct ByteKeyReaderTests {
  @Test func oneLeadByteTableStrictForKeysLenientForPastes() {
    let leads: [UInt8] = [0x41, 0x80, 0xC0, 0xC2, 0xDF, 0xE0, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
    #expect(
      leads.map { ByteKeyReader.sequenceLength(lead: $0) } == [1, 1, 1, 2, 2, 3, 3, 4, 4, 1, 1])
    #expect(
      leads.map { ByteKeyReader.sequenceLength(lead: $0, lenient: true) }
        == [1, 1, 2, 2, 2, 3, 3, 4, 4, 4, 4])
  }

  @Test func sequencesScalarsAndLoneEscape() {
    #expect(
      readAll(Array("a\u{1B}OD\u{1B}[1;5Dé\u{1B}x\u{1B}[200~".utf8)) == [
        "scalar(\"a\")", "key(Left)", "key(C-Left)", "scalar(\"\\u{00E9}\")", "scalar(\"\\u{1B}\")",
        "scalar(\"x\")", "pasteStart",
      ])
  }

  @Test func aSequenceOrCharacterCutShortIsIncomplete() {
    #expect(readAll(Array("a\u{1B}[1;".utf8)) == ["scalar(\"a\")", "incomplete 4"])
    #expect(readAll([0x61, 0xE6, 0x97]) == ["scalar(\"a\")", "incomplete 2"])
  }

  @Test func invalidUTF8IsOneReplacementPerSequence() {
    #expect(
      readAll([0xFF, 0x61, 0xC3, 0x62, 0xED, 0xA0, 0x80, 0x80]) == [
        "scalar(\"\\u{FFFD}\")", "scalar(\"a\")", "scalar(\"\\u{FFFD}\")", "scalar(\"b\")",
        "scalar(\"\\u{FFFD}\")", "scalar(\"\\u{FFFD}\")",
      ])
  }

  @Test func primaryPressesAreClicksWhenAskedFor() {
    let reader = ByteKeyReader(sequences: [:], mouse: Array("\u{1B}[<".utf8), clicks: true)
    let cases: [(String, RawInput)] = [
      ("\u{1B}[<0;12;22M", .click(x: 11, y: 21)), ("\u{1B}[<0;12;22m", .ignored),
      ("\u{1B}[<2;1;1M", .ignored), ("\u{1B}[<16;1;1M", .ignored),
      ("\u{1B}[<0;0;1M", .ignored), ("\u{1B}[<0;123456;1M", .ignored),
    ]
    for (report, expected) in cases {
      let bytes = Array(report.utf8)
      #expect(reader.next(in: bytes[...]) == .input(expected, length: bytes.count))
    }
  }

  @Test func mouseReportsAreSkipped() {
    #expect(readAll(Array("\u{1B}[M !!a".utf8), mouse: "\u{1B}[M") == ["ignored", "scalar(\"a\")"])
    #expect(
      readAll(Array("\u{1B}[<0;99999999;5Ma".utf8), mouse: "\u{1B}[<") == [
        "ignored", "scalar(\"a\")",
      ])
    #expect(readAll(Array("\u{1B}[<0;9".utf8), mouse: "\u{1B}[<") == ["incomplete 6"])
  }
}
