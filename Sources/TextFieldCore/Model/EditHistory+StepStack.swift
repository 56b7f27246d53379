extension EditHistory {
  /// A stack of steps whose oldest fall off past a limit, in amortized constant time.
  ///
  /// The steps live in `storage` from `start` on: trimming moves `start` up, and the steps below
  /// it are dropped in one move once there are as many of them as the limit, so a full stack's
  /// push costs no shift of every step (it did: `removeFirst` moved 200 steps on every edit once
  /// the history was full). Compared and hashed by the steps it holds.
  struct StepStack: Hashable, Sendable {
    private var storage: [Step] = []
    private var start = 0

    init(_ steps: [Step] = []) { storage = steps }

    /// The steps, the top last.
    var steps: ArraySlice<Step> { storage[start...] }
    var isEmpty: Bool { storage.count == start }
    var count: Int { storage.count - start }

    /// The top step.
    var top: Step? {
      get { isEmpty ? nil : storage[storage.count - 1] }
      set {
        guard let newValue, !isEmpty else { return }
        storage[storage.count - 1] = newValue
      }
    }

    mutating func append(_ step: Step) { storage.append(step) }

    mutating func popLast() -> Step? { isEmpty ? nil : storage.removeLast() }

    mutating func removeAll() {
      storage.removeAll(keepingCapacity: true)
      start = 0
    }

    /// Drops the oldest steps past `limit`.
    mutating func trim(to limit: Int) {
      guard count > limit else { return }
      start += count - limit
      if start >= limit {
        storage.removeFirst(start)
        start = 0
      }
    }

    static func == (lhs: StepStack, rhs: StepStack) -> Bool { lhs.steps == rhs.steps }

    func hash(into hasher: inout Hasher) {
      hasher.combine(count)
      for step in steps { hasher.combine(step) }
    }
  }
}
