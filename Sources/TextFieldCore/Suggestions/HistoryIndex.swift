/// A prefix index over a ``History``'s records: finds the newest records whose text starts with a
/// given prefix without looking at the others.
///
/// The records are sorted by a key made of their first 8 bytes with ASCII letters folded to
/// lower case (a stable radix sort, the newest first among equal keys), so the records that
/// start with a prefix of up to 8 bytes are one range, found by binary search; a max tree over
/// the range's record positions gives them newest first, O(log n) each. A longer prefix narrows
/// to the range of its first 8 bytes, read in order (newest first) until enough match.
///
/// Built in O(n) (eight counting passes) by the first query that needs it; records added later
/// are looked at before it, one by one, until the index is built again.
struct HistoryIndex {
  /// The records it covers: positions `0..<indexedCount`.
  let indexedCount: Int
  /// The sorted keys.
  private let keys: [UInt64]
  /// The record position of each key.
  private let positions: [Int32]
  /// A max tree over `positions`: node `i` has children `2i` and `2i + 1`, leaf `j` is node
  /// `leafCount + j`, and padding leaves are −1.
  private let tree: [Int32]
  private let leafCount: Int

  /// The index of the records of `storage`.
  init(_ storage: HistoryStorage) {
    let count = storage.count
    indexedCount = count
    var keys = [UInt64](repeating: 0, count: count)
    var positions = [Int32](repeating: 0, count: count)
    storage.utf8.withUnsafeBufferPointer { bytes in
      for slot in 0..<count {
        // The newest first: the stable sort keeps them so among equal keys.
        let position = count - 1 - slot
        keys[slot] = HistoryIndex.key(
          bytes, from: storage.start(of: position), to: storage.ends[position])
        positions[slot] = Int32(truncatingIfNeeded: position)
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
    var key: UInt64 = 0
    var offset = start
    for shift in stride(from: 56, through: 0, by: -8) {
      guard offset < end else { break }
      key |= UInt64(HistoryText.fold(bytes[offset])) << UInt64(shift)
      offset += 1
    }
    return key
  }

  /// Calls `body` with the positions of the records whose key starts with the first 8 bytes of
  /// `prefix` (already folded), the newest first, until it returns `false`.
  ///
  /// For a prefix of up to 8 bytes these are exactly the records that start with it (a record
  /// holding a NUL byte aside); a longer prefix still has to be checked by the caller.
  func forEachCandidate(startingWith prefix: [UInt8], _ body: (Int) -> Bool) {
    let length = min(prefix.count, 8)
    guard length > 0 else { return }
    var low: UInt64 = 0
    for offset in 0..<length { low |= UInt64(prefix[offset]) << UInt64(56 - 8 * offset) }
    let padding: UInt64 = length == 8 ? 0 : (UInt64(1) << UInt64(64 - 8 * length)) - 1
    let lower = firstIndex { $0 >= low }
    let upper = firstIndex { $0 > low | padding }
    guard lower < upper else { return }
    if prefix.count > 8 {
      // One key: the range is already the newest first.
      for slot in lower..<upper where !body(Int(positions[slot])) { return }
      return
    }
    newestFirst(in: lower..<upper, body)
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
