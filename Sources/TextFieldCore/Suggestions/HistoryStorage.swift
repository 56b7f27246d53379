/// Where a record of a ``History`` ends in its bytes: a 32-bit offset (4 MB for a million
/// records, not 8).
package typealias HistoryRecordEnd = UInt32

/// A ``History``'s records as one UTF-8 buffer: record `i` (0 the oldest) is the bytes from
/// ``start(of:)`` to `ends[i]`, and one separator byte follows each.
///
/// One buffer and one array of offsets, not a `String` per record: a million records load in a
/// few milliseconds and take little more memory than their bytes. The offsets are 32-bit
/// (``HistoryStorage/End``): the buffer holds at most ``byteLimit`` bytes, and a ``History``
/// drops its oldest records before it would hold more.
struct HistoryStorage {
  /// A record's end in ``utf8``.
  typealias End = HistoryRecordEnd
  /// The most bytes the buffer holds (4 GiB − 1, what a 32-bit offset reaches).
  static let byteLimit = Int(UInt32.max)

  /// The records' bytes, each followed by a separator (`\n` as written, any byte in memory).
  private(set) var utf8: [UInt8] = []
  /// Where each record ends in ``utf8``, oldest first.
  private(set) var ends: [End] = []
  /// Where the oldest record starts.
  private(set) var base = 0

  init() {}

  init(utf8: [UInt8], ends: [End]) {
    self.utf8 = utf8
    self.ends = ends
  }

  /// The number of records.
  var count: Int { ends.count }

  /// Where record `position` starts in ``utf8``.
  func start(of position: Int) -> Int { position == 0 ? base : Int(ends[position - 1]) + 1 }

  /// Where record `position` ends in ``utf8``.
  func end(of position: Int) -> Int { Int(ends[position]) }

  /// Record `position`'s bytes.
  func bytes(at position: Int) -> ArraySlice<UInt8> {
    utf8[start(of: position)..<end(of: position)]
  }

  /// Record `position` as a String.
  func string(at position: Int) -> String { String(decoding: bytes(at: position), as: UTF8.self) }

  /// Appends `entry` as the newest record.
  mutating func append(_ entry: String) {
    utf8.append(contentsOf: entry.utf8)
    ends.append(End(truncatingIfNeeded: utf8.count))
    utf8.append(0x0A)
  }

  /// Whether `entry` can be appended without passing ``byteLimit`` (the caller makes room).
  func hasRoom(for entry: String, limit: Int = HistoryStorage.byteLimit) -> Bool {
    utf8.count + entry.utf8.count + 1 <= limit
  }

  /// Drops the `count` oldest records.
  mutating func dropOldest(_ count: Int) {
    let dropped = min(count, ends.count)
    guard dropped > 0 else { return }
    base = dropped < ends.count ? Int(ends[dropped - 1]) + 1 : utf8.count
    ends.removeFirst(dropped)
  }

  /// Keeps only the newest copy of each record, and only the live bytes.
  mutating func removeDuplicates() {
    var seen = Set<ArraySlice<UInt8>>()
    var kept: [Int] = []
    for position in stride(from: count - 1, through: 0, by: -1)
    where seen.insert(bytes(at: position)).inserted {
      kept.append(position)
    }
    var compacted = HistoryStorage()
    compacted.utf8.reserveCapacity(utf8.count - base)
    compacted.ends.reserveCapacity(kept.count)
    for position in kept.reversed() {
      compacted.utf8.append(contentsOf: bytes(at: position))
      compacted.ends.append(End(truncatingIfNeeded: compacted.utf8.count))
      compacted.utf8.append(0x0A)
    }
    self = compacted
  }
}
