/// A set of instruction indices with O(1) insert, lookup and clear: a dense list of members and a
/// generation stamp per index (an index is a member when its stamp equals the current
/// generation, so clearing only bumps the generation).
struct StateSet: Sendable {
  /// The members, in insertion order.
  private(set) var members: [Int] = []
  private var stamps: [UInt32]
  private var generation: UInt32 = 1

  /// An empty set for indices `0..<capacity`.
  init(capacity: Int) {
    stamps = Array(repeating: 0, count: capacity)
    members.reserveCapacity(capacity)
  }

  /// Whether `index` is a member.
  func contains(_ index: Int) -> Bool { stamps[index] == generation }

  /// Adds `index`; false when it was already a member.
  @discardableResult
  mutating func insert(_ index: Int) -> Bool {
    guard stamps[index] != generation else { return false }
    stamps[index] = generation
    members.append(index)
    return true
  }

  /// Removes every member.
  ///
  /// O(1) (O(capacity) once every 2³² clears).
  mutating func removeAll() {
    members.removeAll(keepingCapacity: true)
    if generation == .max {
      for index in stamps.indices { stamps[index] = 0 }
      generation = 1
    } else {
      generation += 1
    }
  }
}
