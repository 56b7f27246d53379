/// A prefix index over a ``History``'s records: finds the newest records whose text starts with a
/// given prefix without looking at the others.
///
/// The records are sorted by a key made of 8 of their bytes (the first 8 at level 0) with ASCII
/// letters folded to lower case (a stable radix sort, the newest first among equal keys), so the
/// records that start with a prefix of up to 8 more bytes are one range, found by binary search;
/// a max tree over the range's record positions gives them newest first, O(log n) each. A longer
/// prefix narrows to the range of records that share its 8 bytes: a small one is read in order
/// (newest first) until enough match, a large one (`git comm…`, `https://…`) gets an index of
/// its own over the next 8 bytes, built the first time a query needs it and kept.
///
/// Built in O(n) (eight counting passes) by the first query that needs it; records added later
/// are looked at before it, one by one, until the index is built again.
final class HistoryIndex {
  /// A range of records sharing 8 bytes larger than this gets an index of its own.
  static let refineThreshold = 512

  /// The records it covers: positions `0..<indexedCount`.
  let indexedCount: Int
  /// Which 8 bytes the keys are: bytes `8 * level ..< 8 * level + 8` of each record.
  private let level: Int
  /// The indexes of large ranges of equal keys, by the range's first slot.
  private var refined: [Int: HistoryIndex] = [:]
  /// The sorted keys.
  private let keys: [UInt64]
  /// The record position of each key.
  private let positions: [Int32]
  /// A max tree over `positions`: node `i` has children `2i` and `2i + 1`, leaf `j` is node
  /// `leafCount + j`, and padding leaves are −1.
  private let tree: [Int32]
  private let leafCount: Int

  /// The index of all the records of `storage`.
  convenience init(_ storage: HistoryStorage) {
    self.init(
      storage, positions: (0..<storage.count).reversed().map { Int32(truncatingIfNeeded: $0) },
      level: 0)
  }

  /// The index of the records at `positions` (the newest first) by their bytes at `level`.
  private init(_ storage: HistoryStorage, positions newestFirst: [Int32], level: Int) {
    let count = newestFirst.count
    indexedCount = storage.count
    self.level = level
    var positions = newestFirst
    var keys = [UInt64](repeating: 0, count: count)
    storage.utf8.withUnsafeBufferPointer { bytes in
      storage.ends.withUnsafeBufferPointer { ends in
        for slot in 0..<count {
          // The newest first: the stable sort keeps them so among equal keys.
          let position = Int(positions[slot])
          let start = position == 0 ? storage.base : Int(ends[position - 1]) + 1
          keys[slot] = HistoryIndex.key(bytes, from: start + 8 * level, to: Int(ends[position]))
        }
      }
    }
    HistoryIndex.radixSort(&keys, &positions)
    self.keys = keys
    self.positions = positions
    var leaves = 1
    while leaves < max(1, count) { leaves <<= 1 }
    leafCount = leaves
    var tree = [Int32](repeating: -1, count: 2 * leaves)
    for slot in 0..<count { tree[leaves + slot] = positions[slot] }
    for node in stride(from: leaves - 1, through: 1, by: -1) {
      tree[node] = max(tree[2 * node], tree[2 * node + 1])
    }
    self.tree = tree
  }

  /// The key of the bytes `from..<to`: their first 8 bytes, folded, big-endian, zero-padded.
  static func key(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> UInt64 {
    guard start < end else { return 0 }
    var key: UInt64 = 0
    var offset = start
    for shift in stride(from: 56, through: 0, by: -8) {
      guard offset < end else { break }
      key |= UInt64(HistoryText.fold(bytes[offset])) << UInt64(shift)
      offset += 1
    }
    return key
  }

  /// Calls `body` with the positions of records that may start with `prefix` (already folded),
  /// the newest first, until it returns `false`; the caller checks each.
  ///
  /// Every record that starts with `prefix` is among them; for a prefix that ends within this
  /// level's 8 bytes they are exactly those (a record holding a NUL byte aside).
  func forEachCandidate(
    startingWith prefix: [UInt8], in storage: HistoryStorage, _ body: (Int) -> Bool
  ) {
    let offset = 8 * level
    let length = min(prefix.count - offset, 8)
    guard length > 0 else { return }
    var low: UInt64 = 0
    for index in 0..<length {
      low |= UInt64(prefix[offset + index]) << UInt64(56 - 8 * index)
    }
    let padding: UInt64 = length == 8 ? 0 : (UInt64(1) << UInt64(64 - 8 * length)) - 1
    let lower = firstIndex { $0 >= low }
    let upper = firstIndex { $0 > low | padding }
    guard lower < upper else { return }
    guard prefix.count > offset + 8 else {
      newestFirst(in: lower..<upper, body)
      return
    }
    // One key: the range is the newest first.
    guard upper - lower > HistoryIndex.refineThreshold else {
      for slot in lower..<upper where !body(Int(positions[slot])) { return }
      return
    }
    let finer =
      refined[lower]
      ?? HistoryIndex(storage, positions: Array(positions[lower..<upper]), level: level + 1)
    refined[lower] = finer
    finer.forEachCandidate(startingWith: prefix, in: storage, body)
  }

  /// The first slot whose key satisfies `predicate` (a predicate false, then true, over the
  /// sorted keys).
  private func firstIndex(where predicate: (UInt64) -> Bool) -> Int {
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if predicate(keys[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// The positions of `slots`, largest (newest) first, through the max tree.
  private func newestFirst(in slots: Range<Int>, _ body: (Int) -> Bool) {
    var pending: [(value: Int32, node: Int)] = []
    var left = slots.lowerBound + leafCount
    var right = slots.upperBound + leafCount
    while left < right {
      if left & 1 == 1 {
        pending.append((tree[left], left))
        left += 1
      }
      if right & 1 == 1 {
        right -= 1
        pending.append((tree[right], right))
      }
      left >>= 1
      right >>= 1
    }
    while let best = pending.indices.max(by: { pending[$0].value < pending[$1].value }) {
      let (value, node) = pending.remove(at: best)
      guard value >= 0 else { return }
      if node >= leafCount {
        guard body(Int(value)) else { return }
      } else {
        pending.append((tree[2 * node], 2 * node))
        pending.append((tree[2 * node + 1], 2 * node + 1))
      }
    }
  }
}
