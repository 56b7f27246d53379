/// A terminal's answer to a cursor position request (`ESC[6n`): `ESC [ row ; column R`, counted
/// from 1 on the wire.
package struct CursorPositionReport: Equatable {
  /// The cursor's screen row, from 0.
  package var row: Int
  /// The cursor's screen column, from 0.
  package var column: Int

  /// The first report in `bytes` and the indices of `bytes` it takes, or `nil` when there is none
  /// (yet: the rest of one may come with the next read).
  ///
  /// Other bytes around it (keys typed meanwhile) are left alone. A report is at most 16 bytes
  /// from its Esc to its `R` and has two numbers, each at least 1. O(n) in `bytes.count`.
  package static func first(
    in bytes: ArraySlice<UInt8>
  ) -> (report: CursorPositionReport, range: ClosedRange<Int>)? {
    var index = bytes.startIndex
    while let start = bytes[index...].firstIndex(of: 0x1B) {
      index = start + 1
      var cursor = start + 1
      guard cursor < bytes.endIndex, bytes[cursor] == UInt8(ascii: "[") else { continue }
      cursor += 1
      var numbers: [Int] = [0]
      while cursor < bytes.endIndex, cursor - start < 16 {
        let byte = bytes[cursor]
        if (0x30...0x39).contains(byte), let last = numbers.last {
          numbers[numbers.count - 1] = last * 10 + Int(byte - 0x30)
        } else if byte == UInt8(ascii: ";") {
          numbers.append(0)
        } else {
          break
        }
        cursor += 1
      }
      if cursor < bytes.endIndex, bytes[cursor] == UInt8(ascii: "R"), numbers.count == 2,
        numbers[0] > 0, numbers[1] > 0
      {
        return (CursorPositionReport(row: numbers[0] - 1, column: numbers[1] - 1), start...cursor)
      }
    }
    return nil
  }
}
