/// A forward simulation of a ``RegexProgram`` over Characters (Thompson's construction run as a
/// Pike VM without captures): the set of threads alive after the Characters consumed so far.
///
/// Each Character costs O(program size): every thread is advanced once and the epsilon closure
/// visits each instruction at most once (a generation-stamped ``StateSet``, an explicit stack, no
/// recursion, no backtracking). Thread lists are numbered in a ``RegexStateCache``, so an ASCII
/// Character whose transition is already known costs one table lookup.
struct RegexRun {
  /// Characters consumed before thread lists are numbered in the cache: short texts (a
  /// keystroke's) skip the cache's cost.
  private static let cacheThreshold = 32
  /// How many times the cache may be emptied before the run stops using it: a pattern whose
  /// thread lists keep changing (`(a|b)*a(a|b){20}`) gains nothing from it.
  private static let maximumCacheGenerations = 4

  private let program: RegexProgram
  private var cache = RegexStateCache()
  /// The number of the current thread list in `cache`, or nil when it is `uncached`.
  private(set) var state: Int?
  private var uncached: [Int] = []
  private var pending: [Int] = []
  private var visited: StateSet
  private var stack: [Int] = []
  /// How many Characters have been consumed.
  private(set) var consumed = 0

  /// The threads at the start of the text.
  init(_ program: RegexProgram) {
    self.program = program
    visited = StateSet(capacity: program.instructions.count)
    addClosure(of: 0, atStart: true)
    swap(&uncached, &pending)
  }

  /// The threads: indices of consuming instructions, pending `$` assertions and `match`.
  var threads: [Int] {
    if let state { cache.states[state] } else { uncached }
  }

  /// Bumped when state numbers are reused (see ``RegexStateCache/generation``).
  var generation: Int { cache.generation }

  /// Whether no thread is left: no continuation can match.
  var isDead: Bool { threads.isEmpty }

  /// Whether the Characters consumed so far match the whole pattern.
  var matchesHere: Bool {
    let finishes = consumed == 0 ? program.finishesWhenEmpty : program.finishesAtEnd
    return threads.contains { finishes[$0] }
  }

  /// Whether some continuation (possibly none) of the Characters so far matches.
  var canStillMatch: Bool {
    (consumed == 0 && matchesHere) || threads.contains { program.canReachMatch[$0] }
  }

  /// Whether a thread is in `states` (states from which the rest of the text leads to a match).
  func reaches(_ states: SuffixStates) -> Bool {
    threads.contains { states.contains($0) }
  }

  /// Advances every thread over `character`.
  mutating func consume(_ character: Character) {
    let utf8 = character.utf8
    if utf8.count == 1, let byte = utf8.first {
      consume(ascii: byte)
    } else {
      advance(over: character)
      takePending()
    }
  }

  /// Advances every thread over the one-byte Character `byte` (ASCII, not part of `\r\n`).
  @inline(__always)
  mutating func consume(ascii byte: UInt8) {
    if let state, let next = cache.next(after: state, on: byte) {
      self.state = next
      consumed += 1
      return
    }
    let before = state
    let generation = cache.generation
    advance(over: Character(Unicode.Scalar(byte)))
    guard consumed >= Self.cacheThreshold, cache.generation < Self.maximumCacheGenerations else {
      return takePending()
    }
    let next = cache.number(of: pending)
    if let before, cache.generation == generation { cache.record(before, on: byte, to: next) }
    state = next
    consumed += 1
  }

  /// Makes `pending` the current threads, after one more Character.
  private mutating func takePending() {
    swap(&uncached, &pending)
    state = nil
    consumed += 1
  }

  /// Consumes `character` only if afterwards a thread is in `states`; returns whether it did.
  mutating func consume(_ character: Character, ifReaching states: SuffixStates) -> Bool {
    advance(over: character)
    guard pending.contains(where: { states.contains($0) }) else { return false }
    takePending()
    return true
  }

  /// Fills `pending` with the threads after `character`.
  private mutating func advance(over character: Character) {
    visited.removeAll()
    pending.removeAll(keepingCapacity: true)
    for index in threads where program.consumes(index, character) {
      addClosure(of: index + 1, atStart: false)
    }
  }

  /// Adds to `pending` the threads reachable from `index` without consuming.
  private mutating func addClosure(of index: Int, atStart: Bool) {
    stack.append(index)
    while let index = stack.popLast() {
      guard visited.insert(index) else { continue }
      switch program.instructions[index] {
      case .split(let first, let second):
        stack.append(second)
        stack.append(first)
      case .jump(let target):
        stack.append(target)
      case .assertStart:
        if atStart { stack.append(index + 1) }
      case .character, .anyExceptNewline, .characterClass, .assertEnd, .match:
        pending.append(index)
      }
    }
  }
}
