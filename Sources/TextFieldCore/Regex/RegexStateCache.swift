/// The thread lists a ``RegexRun`` has met, numbered, with the transitions found between them on
/// ASCII Characters: a lazily built DFA, so a long ASCII text costs one table lookup per
/// Character once its few states are known.
///
/// Bounded: when ``maximumStates`` lists are known the cache is emptied and refilled (as RE2
/// does), so memory stays small and each Character still costs at most O(program size).
struct RegexStateCache {
  /// The most thread lists kept before the cache is emptied.
  static let maximumStates = 256

  /// The thread lists, by number.
  private(set) var states: [[Int]] = []
  /// Bumped each time the cache is emptied: state numbers from an older generation are void.
  private(set) var generation = 0
  private var numbers: [[Int]: Int] = [:]
  /// `transitions[state * 128 + byte]`: the next state on that ASCII byte, or -1 when unknown.
  private var transitions: [Int32] = []

  /// The number of `threads`, adding it if new (which may empty the cache first).
  mutating func number(of threads: [Int]) -> Int {
    let key = threads.sorted()
    if let number = numbers[key] { return number }
    if states.count >= Self.maximumStates {
      states.removeAll(keepingCapacity: true)
      numbers.removeAll(keepingCapacity: true)
      transitions.removeAll(keepingCapacity: true)
      generation += 1
    }
    let number = states.count
    states.append(threads)
    numbers[key] = number
    transitions.append(contentsOf: repeatElement(-1, count: 128))
    return number
  }

  /// The known state after `state` on the ASCII Character `byte`.
  @inline(__always)
  func next(after state: Int, on byte: UInt8) -> Int? {
    let next = transitions[state &* 128 &+ Int(byte)]
    return next < 0 ? nil : Int(next)
  }

  /// Records that `state` goes to `next` on the ASCII Character `byte`.
  mutating func record(_ state: Int, on byte: UInt8, to next: Int) {
    transitions[state * 128 + Int(byte)] = Int32(next)
  }
}
