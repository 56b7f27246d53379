/// A compiled pattern: instructions, classes, and what each instruction can still reach.
///
/// Built once per pattern in O(program size).
struct RegexProgram: Sendable {
  let instructions: [RegexInstruction]
  let classes: [RegexCharacterClass]
  /// For each instruction, the `split`s and `jump`s that continue there without consuming
  /// (`epsilonPredecessors[epsilonPredecessorStart[i]..<epsilonPredecessorStart[i + 1]]`).
  let epsilonPredecessorStart: [Int]
  let epsilonPredecessors: [Int]
  /// Whether a thread here matches if the text ends here (not at its start).
  let finishesAtEnd: [Bool]
  /// Whether a thread here matches if the text is empty.
  let finishesWhenEmpty: [Bool]
  /// Whether a thread here, after at least one Character, can still reach a match with more.
  let canReachMatch: [Bool]

  init(_ node: RegexNode) {
    let (instructions, classes) = RegexCompiler.compile(node)
    self.instructions = instructions
    self.classes = classes
    let count = instructions.count

    // Reverse edges, by kind.
    var epsilon = Array(repeating: [Int](), count: count)
    var atEnd = Array(repeating: [Int](), count: count)
    var atStart = Array(repeating: [Int](), count: count)
    var consuming = Array(repeating: [Int](), count: count)
    for (index, instruction) in instructions.enumerated() {
      switch instruction {
      case .split(let first, let second):
        epsilon[first].append(index)
        epsilon[second].append(index)
      case .jump(let target):
        epsilon[target].append(index)
      case .assertEnd:
        atEnd[index + 1].append(index)
      case .assertStart:
        atStart[index + 1].append(index)
      case .characterClass(let set) where classes[set].isEmpty:
        break  // Consumes nothing: no way on.
      case .character, .anyExceptNewline, .characterClass:
        consuming[index + 1].append(index)
      case .match:
        break
      }
    }
    var start = [0]
    var flat: [Int] = []
    for predecessors in epsilon {
      flat += predecessors
      start.append(flat.count)
    }
    epsilonPredecessorStart = start
    epsilonPredecessors = flat

    let match = count - 1
    let finishesAtEnd = Self.reaching(from: [match], count: count, over: [epsilon, atEnd])
    self.finishesAtEnd = finishesAtEnd
    finishesWhenEmpty = Self.reaching(from: [match], count: count, over: [epsilon, atEnd, atStart])
    canReachMatch = Self.reaching(
      from: finishesAtEnd.indices.filter { finishesAtEnd[$0] }, count: count,
      over: [epsilon, consuming])
  }

  /// The instructions from which one of `targets` is reachable along the reversed `edges`
  /// (a worklist, no recursion).
  private static func reaching(from targets: [Int], count: Int, over edges: [[[Int]]]) -> [Bool] {
    var reached = Array(repeating: false, count: count)
    var stack = targets
    while let index = stack.popLast() {
      guard !reached[index] else { continue }
      reached[index] = true
      for kind in edges { stack += kind[index] }
    }
    return reached
  }

  /// Whether the consuming instruction at `index` consumes `character`.
  @inline(__always)
  func consumes(_ index: Int, _ character: Character) -> Bool {
    switch instructions[index] {
    case .character(let expected): expected == character
    case .anyExceptNewline: !character.isNewline
    case .characterClass(let set): classes[set].matches(character)
    default: false
    }
  }
}
