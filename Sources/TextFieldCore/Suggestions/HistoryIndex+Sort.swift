extension HistoryIndex {
  /// Sorts `keys` ascending and `positions` with them, stably: counting passes of one digit each
  /// (least significant first; 16-bit digits for 65,536 keys or more, else 8-bit), the counts of
  /// every digit made in one pass over the keys, and a pass skipped when every key has the same
  /// digit there.
  static func radixSort(_ keys: inout [UInt64], _ positions: inout [Int32]) {
    let count = keys.count
    guard count > 1 else { return }
    let bits = count >= 1 << 16 ? 16 : 8
    let buckets = 1 << bits
    let mask = UInt64(buckets - 1)
    let passes = 64 / bits
    var counts = [Int](repeating: 0, count: buckets * passes)
    counts.withUnsafeMutableBufferPointer { counts in
      for key in keys {
        for pass in 0..<passes {
          counts[pass * buckets + Int((key >> UInt64(pass * bits)) & mask)] += 1
        }
      }
    }
    var spareKeys = [UInt64](repeating: 0, count: count)
    var sparePositions = [Int32](repeating: 0, count: count)
    for pass in 0..<passes {
      let base = pass * buckets
      if counts[base..<base + buckets].contains(count) { continue }
      var total = 0
      for bucket in base..<base + buckets {
        let size = counts[bucket]
        counts[bucket] = total
        total += size
      }
      let shift = UInt64(pass * bits)
      keys.withUnsafeBufferPointer { sourceKeys in
        positions.withUnsafeBufferPointer { sourcePositions in
          spareKeys.withUnsafeMutableBufferPointer { targetKeys in
            sparePositions.withUnsafeMutableBufferPointer { targetPositions in
              counts.withUnsafeMutableBufferPointer { offsets in
                for slot in 0..<count {
                  let key = sourceKeys[slot]
                  let bucket = base + Int((key >> shift) & mask)
                  let target = offsets[bucket]
                  offsets[bucket] = target + 1
                  targetKeys[target] = key
                  targetPositions[target] = sourcePositions[slot]
                }
              }
            }
          }
        }
      }
      swap(&keys, &spareKeys)
      swap(&positions, &sparePositions)
    }
  }
}
