extension HistoryIndex {
  /// Sorts `keys` ascending and `positions` with them, stably: eight counting passes of one
  /// byte each (least significant first), a pass skipped when every key has the same byte there.
  static func radixSort(_ keys: inout [UInt64], _ positions: inout [Int32]) {
    let count = keys.count
    guard count > 1 else { return }
    var spareKeys = [UInt64](repeating: 0, count: count)
    var sparePositions = [Int32](repeating: 0, count: count)
    var counts = [Int](repeating: 0, count: 256)
    for shift in stride(from: UInt64(0), to: 64, by: 8) {
      for bucket in 0..<256 { counts[bucket] = 0 }
      for key in keys { counts[Int((key >> shift) & 0xFF)] += 1 }
      if counts.contains(count) { continue }
      var total = 0
      for bucket in 0..<256 {
        let size = counts[bucket]
        counts[bucket] = total
        total += size
      }
      keys.withUnsafeBufferPointer { sourceKeys in
        positions.withUnsafeBufferPointer { sourcePositions in
          spareKeys.withUnsafeMutableBufferPointer { targetKeys in
            sparePositions.withUnsafeMutableBufferPointer { targetPositions in
              counts.withUnsafeMutableBufferPointer { offsets in
                for slot in 0..<count {
                  let key = sourceKeys[slot]
                  let bucket = Int((key >> shift) & 0xFF)
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
