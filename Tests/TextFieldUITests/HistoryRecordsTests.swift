import Testing
import TextFieldCore

@testable import TextFieldUI

/// The history file reader: its one-pass reader of plain files (in two halves at once for a
/// large one) against a line-by-line reference, over random and hostile bytes.
@Suite struct HistoryRecordsTests {
  /// What a reader made of some bytes: the values, oldest first, and how many lines it skipped.
  struct Reading: Equatable {
    var values: [String]
    var skipped: Int
  }

  /// `records` as values.
  static func reading(_ records: HistoryRecords) -> Reading {
    var values: [String] = []
    var start = 0
    for end in records.ends.map(Int.init) {
      values.append(String(decoding: records.utf8[start..<end], as: UTF8.self))
      start = end + 1
    }
    return Reading(values: values, skipped: records.skipped)
  }

  /// The file format read the slow, obvious way: line by line, each checked and unescaped.
  static func reference(_ bytes: [UInt8]) -> Reading {
    var values: [String] = []
    var skipped = 0
    var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    if let last = lines.popLast(), !last.isEmpty { skipped += 1 }
    for line in lines where !line.isEmpty {
      guard String(validating: line, as: UTF8.self) != nil else {
        skipped += 1
        continue
      }
      var value: [UInt8] = []
      var escaping = false
      var bad = false
      for byte in line {
        if escaping {
          switch byte {
          case 0x5C: value.append(0x5C)
          case 0x6E: value.append(0x0A)
          case 0x72: value.append(0x0D)
          default: bad = true
          }
          escaping = false
        } else if byte == 0x5C {
          escaping = true
        } else {
          value.append(byte)
        }
      }
      if bad || escaping {
        skipped += 1
      } else if !value.isEmpty {
        values.append(String(decoding: value, as: UTF8.self))
      }
    }
    return Reading(values: values, skipped: skipped)
  }

  /// Random history-file bytes: mostly plain lines (ASCII, multi-byte letters), with empty lines,
  /// escapes, bytes that are not UTF-8, cut sequences and a missing last line feed now and then.
  static func randomBytes(_ random: inout FrameFastPathTests.Numbers, lines: Int) -> [UInt8] {
    let pieces: [[UInt8]] = [
      Array("host-".utf8), Array("git commit -m 'fix ".utf8), Array("Zürich ".utf8),
      Array("東京".utf8), Array("🇨🇭".utf8), Array("e\u{301}".utf8), Array("12345678".utf8),
    ]
    let hostile: [[UInt8]] = [
      [0x5C, 0x6E], [0x5C, 0x5C], [0x5C, 0x71], [0xFF], [0xC3], [0xED, 0xA0, 0x80],
      [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF], [0x0A], [0x80], [0x5C],
    ]
    var bytes: [UInt8] = []
    for _ in 0..<lines {
      for _ in 0...random.next(3) { bytes += pieces[random.next(pieces.count)] }
      if random.next(40) == 0 { bytes += hostile[random.next(hostile.count)] }
      bytes.append(0x0A)
    }
    // An unended last line: plain, not UTF-8, or holding a backslash.
    let tails: [[UInt8]] = [Array("cut".utf8), [0xC3, 0x61], [0x5C], [0x61, 0xE2, 0x82]]
    if random.next(3) == 0 { bytes += tails[random.next(tails.count)] }
    return bytes
  }

  @Test func theReaderAgreesWithTheReferenceOnRandomAndHostileBytes() {
    var random = FrameFastPathTests.Numbers(state: 26)
    for round in 0..<400 {
      let bytes = Self.randomBytes(&random, lines: random.next(60))
      let expected = Self.reference(bytes)
      // The fast reader takes a file with nothing to unescape or skip (an unended last line
      // aside); the general one the others.
      let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
      let plain =
        !bytes.contains(0x5C) && String(validating: bytes, as: UTF8.self) != nil
        && !lines.contains { $0.isEmpty }
      // Whole, and in two halves cut at every kind of place.
      let whole = HistoryRecords(bytes)
      let halves = HistoryRecords(bytes, splitAbove: 1 + random.next(bytes.count + 1))
      #expect(Self.reading(whole) == expected, "round \(round)")
      #expect(Self.reading(halves) == expected, "round \(round), split")
      #expect(whole.keptAsRead == plain, "round \(round)")
      #expect(halves.keptAsRead == plain, "round \(round), split")
    }
  }

  /// An unended last line that spans the cut is read as the one-pass reader reads it.
  @Test(arguments: [
    [0xC3, 0x61], [0x61, 0x0A, 0xC3, 0x61, 0x61, 0x61], [0x61, 0x5C, 0x61, 0x61],
  ])
  func anUnendedLineAcrossTheCutIsReadAsWhole(bytes: [UInt8]) {
    let whole = HistoryRecords(bytes, splitAbove: .max)
    let halves = HistoryRecords(bytes, splitAbove: 2)
    #expect(Self.reading(halves) == Self.reading(whole))
    #expect(halves.keptAsRead == whole.keptAsRead)
    #expect(!whole.keptAsRead)
  }

  @Test func aLargeFileIsReadInTwoHalvesAsOneWouldReadIt() {
    var random = FrameFastPathTests.Numbers(state: 7)
    var bytes: [UInt8] = []
    while bytes.count < HistoryRecords.parallelThreshold + 1000 {
      bytes += Array("user\(random.next(1_000_000)) Zürich\n".utf8)
    }
    let whole = HistoryRecords(bytes, splitAbove: .max)
    let halves = HistoryRecords(bytes)
    #expect(Self.reading(halves) == Self.reading(whole))
    #expect(halves.ends == whole.ends)
    #expect(halves.skipped == 0)
    #expect(halves.keptAsRead && whole.keptAsRead)

    // A byte that is not UTF-8 in the second half: that one line is skipped, the rest kept.
    var broken = bytes
    let spot = broken.count - 500
    broken[spot] = 0xFF
    let expected = Self.reference(broken)
    #expect(Self.reading(HistoryRecords(broken)) == expected)
    #expect(expected.skipped == 1)
    #expect(expected.values.count == whole.ends.count - 1)
  }
}
