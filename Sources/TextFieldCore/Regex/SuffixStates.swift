/// The instructions from which a given suffix leads to a match (or, for
/// ``RegexGoal/prefixOfMatch``, to a prefix of one): a backward simulation over the suffix, for
/// testing many candidate texts `head + suffix` in one forward pass.
///
/// Assumes the suffix starts after at least one Character (so `^` cannot pass inside it); a caller
/// whose head is empty tests the suffix on its own instead. O(suffix × program size).
struct SuffixStates {
  private var states: StateSet

  init(
    _ program: RegexProgram, suffix: some BidirectionalCollection<Character>,
    goal: RegexGoal = .wholeMatch
  ) {
    let count = program.instructions.count
    var states = StateSet(capacity: count)
    var previous = StateSet(capacity: count)
    // Both goals' sets are closed under epsilon predecessors, as each step below keeps them.
    let accepting = goal.accepting(in: program)
    for index in 0..<count where accepting[index] { states.insert(index) }
    var stack: [Int] = []
    for character in suffix.reversed() {
      swap(&states, &previous)
      states.removeAll()
      for next in previous.members where next > 0 {
        let index = next - 1
        guard program.instructions[index].isConsuming, program.consumes(index, character) else {
          continue
        }
        // Every instruction that reaches `index` without consuming (and without an assertion,
        // which cannot pass in the middle of the text) leads to a match too.
        stack.append(index)
        while let state = stack.popLast() {
          guard states.insert(state) else { continue }
          let predecessors =
            program.epsilonPredecessorStart[state]..<program.epsilonPredecessorStart[state + 1]
          for predecessor in predecessors { stack.append(program.epsilonPredecessors[predecessor]) }
        }
      }
      if states.members.isEmpty { break }
    }
    self.states = states
  }

  /// Whether a thread at instruction `index` before the suffix leads to a match.
  func contains(_ index: Int) -> Bool { states.contains(index) }
}
