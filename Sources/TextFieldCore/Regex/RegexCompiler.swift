/// Turns a ``RegexNode`` into a ``RegexProgram``'s instructions.
///
/// The parser has already bounded the size (``LinearRegex/maximumProgramSize``), so the loops
/// here run at most that many times; the recursion follows the tree's depth, which the parser
/// bounds through ``LinearRegex/maximumNesting``.
struct RegexCompiler {
  private(set) var instructions: [RegexInstruction] = []
  private(set) var classes: [RegexCharacterClass] = []
  private var classIndices: [RegexCharacterClass: Int] = [:]

  /// The instructions and classes for `node`, ending with `match`.
  static func compile(
    _ node: RegexNode
  ) -> (
    instructions: [RegexInstruction], classes: [RegexCharacterClass]
  ) {
    var compiler = RegexCompiler()
    compiler.emit(node)
    compiler.instructions.append(.match)
    return (compiler.instructions, compiler.classes)
  }

  private mutating func emit(_ node: RegexNode) {
    switch node {
    case .empty:
      break
    case .character(let character):
      instructions.append(.character(character))
    case .anyExceptNewline:
      instructions.append(.anyExceptNewline)
    case .characterClass(let set):
      if let index = classIndices[set] {
        instructions.append(.characterClass(index))
      } else {
        classIndices[set] = classes.count
        instructions.append(.characterClass(classes.count))
        classes.append(set)
      }
    case .start:
      instructions.append(.assertStart)
    case .end:
      instructions.append(.assertEnd)
    case .concatenation(let parts):
      for part in parts { emit(part) }
    case .alternation(let alternatives):
      emitAlternation(alternatives)
    case .repetition(let body, let minimum, let maximum):
      emitRepetition(body, minimum: minimum, maximum: maximum)
    }
  }

  private mutating func emitAlternation(_ alternatives: [RegexNode]) {
    var jumpsToEnd: [Int] = []
    for (index, alternative) in alternatives.enumerated() {
      guard index < alternatives.count - 1 else {
        emit(alternative)
        break
      }
      let split = instructions.count
      instructions.append(.split(split + 1, -1))
      emit(alternative)
      jumpsToEnd.append(instructions.count)
      instructions.append(.jump(-1))
      instructions[split] = .split(split + 1, instructions.count)
    }
    for jump in jumpsToEnd { instructions[jump] = .jump(instructions.count) }
  }

  private mutating func emitRepetition(_ body: RegexNode, minimum: Int, maximum: Int?) {
    guard let maximum else {
      if minimum == 0 {
        // loop: split body, exit; body; jump loop
        let loop = instructions.count
        instructions.append(.split(loop + 1, -1))
        emit(body)
        instructions.append(.jump(loop))
        instructions[loop] = .split(loop + 1, instructions.count)
      } else {
        for _ in 1..<minimum { emit(body) }
        // loop: body; split loop, exit
        let loop = instructions.count
        emit(body)
        instructions.append(.split(loop, instructions.count + 1))
      }
      return
    }
    for _ in 0..<minimum { emit(body) }
    var optionalSplits: [Int] = []
    for _ in minimum..<maximum {
      optionalSplits.append(instructions.count)
      instructions.append(.split(instructions.count + 1, -1))
      emit(body)
    }
    for split in optionalSplits { instructions[split] = .split(split + 1, instructions.count) }
  }
}
