import Testing
import TextFieldCore

@testable import TextFieldCurses

/// The xterm table is built from bytes at every start; these are the sequences it must hold,
/// written out as text.
@Suite struct InlineKeyTableTests {
  @Test func theTableHoldsEveryXtermSequence() {
    func csi(_ text: String) -> [UInt8] { [0x1B, 0x5B] + Array(text.utf8) }
    var expected: [[UInt8]: RawInput] = [
      csi("200~"): .pasteStart, csi("201~"): .pasteEnd, csi("Z"): .key(KeyEvent(.tab, .shift)),
    ]
    let modifiers: [(Int, KeyEvent.Modifiers)] = [
      (2, .shift), (3, .alt), (4, [.shift, .alt]), (5, .control), (6, [.control, .shift]),
      (7, [.control, .alt]), (8, [.control, .alt, .shift]),
    ]
    let letters: [(String, KeyEvent.Key)] = [
      ("A", .up), ("B", .down), ("C", .right), ("D", .left), ("H", .home), ("F", .end),
    ]
    for (letter, key) in letters {
      expected[csi(letter)] = .key(KeyEvent(key))
      expected[[0x1B, 0x4F] + Array(letter.utf8)] = .key(KeyEvent(key))
      for (number, modifier) in modifiers {
        expected[csi("1;\(number)\(letter)")] = .key(KeyEvent(key, modifier))
      }
    }
    let tildes: [(String, KeyEvent.Key)] = [
      ("1", .home), ("2", .insert), ("3", .delete), ("4", .end), ("5", .pageUp),
      ("6", .pageDown), ("7", .home), ("8", .end),
    ]
    for (code, key) in tildes {
      expected[csi("\(code)~")] = .key(KeyEvent(key))
      for (number, modifier) in modifiers {
        expected[csi("\(code);\(number)~")] = .key(KeyEvent(key, modifier))
      }
    }
    #expect(InlineKeyTable.xterm == expected)
    #expect(expected.count == 121)
  }

  /// A sequence cut between reads waits for its rest; bytes no sequence starts with do not.
  @Test func aCutSequenceIsIncomplete() {
    let reader = ByteKeyReader(sequences: InlineKeyTable.xterm)
    #expect(reader.next(in: [0x1B, 0x5B, 0x31, 0x3B][...]) == .incomplete)
    #expect(reader.next(in: [0x1B, 0x5B, 0x32, 0x30][...]) == .incomplete)
    #expect(
      reader.next(in: [0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x44][...])
        == .input(.key(KeyEvent(.left, .control)), length: 6))
    #expect(reader.next(in: [0x1B, 0x71][...]) == .input(.scalar("\u{1B}"), length: 1))
  }
}
