/// Parses a pattern into a ``RegexNode`` and its program size, refusing what ``LinearRegex``
/// does not support.
///
/// Recursive descent over the pattern's Characters; the recursion follows group nesting only,
/// which is limited to ``LinearRegex/maximumNesting``. Sizes are counted as the tree is built
/// (saturating), so a pattern whose program would exceed ``LinearRegex/maximumProgramSize`` is
/// refused before anything is expanded. O(pattern length).
struct RegexParser {
  /// A parsed part and the number of instructions it compiles to (an upper bound).
  struct Parsed {
    var node: RegexNode
    var size: Int
  }

  let pattern: String
  let characters: [Character]
  /// The offset of the next Character to read (0-based).
  var offset = 0
  private var depth = 0

  /// Parses `pattern`; the size includes the final match instruction.
  static func parse(_ pattern: String) throws(RegexSyntaxError) -> Parsed {
    var parser = RegexParser(pattern: pattern)
    var parsed = try parser.parseAlternation()
    if parser.offset < parser.characters.count {
      // Only a `)` stops the top-level alternation early.
      throw parser.error(.unmatchedClosingParenthesis, at: parser.offset)
    }
    parsed.size = try parser.checked(parsed.size + 1, at: max(0, parser.characters.count - 1))
    return parsed
  }

  private init(pattern: String) {
    self.pattern = pattern
    self.characters = Array(pattern)
  }

  /// The error `reason` at `offset` (0-based; reported 1-based).
  func error(_ reason: RegexSyntaxError.Reason, at offset: Int) -> RegexSyntaxError {
    RegexSyntaxError(reason, pattern: pattern, position: offset + 1)
  }

  /// The Character at `offset` when it is exactly the ASCII character `ascii` (a Character with
  /// combining marks attached is a literal, never syntax).
  func peek(is ascii: Character, at offset: Int? = nil) -> Bool {
    let at = offset ?? self.offset
    return at < characters.count && characters[at] == ascii && characters[at].isASCII
  }

  /// `size`, or an error when it exceeds the limit.
  func checked(_ size: Int, at offset: Int) throws(RegexSyntaxError) -> Int {
    guard size <= LinearRegex.maximumProgramSize else { throw error(.programTooLarge, at: offset) }
    return size
  }

  // MARK: Structure

  private mutating func parseAlternation() throws(RegexSyntaxError) -> Parsed {
    var alternatives: [RegexNode] = []
    var size = 0
    while true {
      let start = offset
      let branch = try parseConcatenation()
      alternatives.append(branch.node)
      size = try checked(size + branch.size + (alternatives.count > 1 ? 2 : 0), at: start)
      guard peek(is: "|") else { break }
      offset += 1
    }
    let node = alternatives.count == 1 ? alternatives[0] : RegexNode.alternation(alternatives)
    return Parsed(node: node, size: size)
  }

  private mutating func parseConcatenation() throws(RegexSyntaxError) -> Parsed {
    var parts: [RegexNode] = []
    var size = 0
    while offset < characters.count, !peek(is: "|"), !peek(is: ")") {
      let start = offset
      let part = try parseQuantified()
      size = try checked(size + part.size, at: start)
      if part.node != .empty { parts.append(part.node) }
    }
    switch parts.count {
    case 0: return Parsed(node: .empty, size: 0)
    case 1: return Parsed(node: parts[0], size: size)
    default: return Parsed(node: .concatenation(parts), size: size)
    }
  }

  private mutating func parseQuantified() throws(RegexSyntaxError) -> Parsed {
    if let quantifier = quantifierText(at: offset) {
      throw error(.nothingToRepeat(quantifier), at: offset)
    }
    let atomStart = offset
    let atom = try parseAtom()
    let quantifierStart = offset
    guard let bounds = try parseQuantifier() else { return atom }
    if atom.node == .start || atom.node == .end, !peek(is: "(", at: atomStart) {
      throw error(
        .nothingToRepeat(String(characters[quantifierStart..<offset])), at: quantifierStart)
    }
    if peek(is: "?") {
      offset += 1  // Lazy: the same language for a whole match.
    } else if peek(is: "+") {
      let text = String(characters[atomStart..<offset]) + "+"
      throw error(.atomic(text), at: offset)
    }
    if let next = quantifierText(at: offset) {
      throw error(.nothingToRepeat(next), at: offset)
    }
    let size = try repetitionSize(
      of: atom.size, minimum: bounds.minimum, maximum: bounds.maximum, at: quantifierStart)
    let node =
      atom.node == .empty
      ? RegexNode.empty
      : RegexNode.repetition(atom.node, minimum: bounds.minimum, maximum: bounds.maximum)
    return Parsed(node: node, size: atom.node == .empty ? 0 : size)
  }

  /// The instructions `RegexCompiler` emits for a repetition of a part of `size` instructions
  /// (an upper bound: an empty part is counted as one, so that no repetition is free).
  private func repetitionSize(
    of size: Int, minimum: Int, maximum: Int?, at offset: Int
  ) throws(RegexSyntaxError) -> Int {
    let copy = max(size, 1)
    let required = try product(minimum, copy, at: offset)
    guard let maximum else { return try checked(required + copy + 2, at: offset) }
    let optional = try product(maximum - minimum, copy + 1, at: offset)
    return try checked(required + optional, at: offset)
  }

  private func product(_ a: Int, _ b: Int, at offset: Int) throws(RegexSyntaxError) -> Int {
    let (value, overflow) = a.multipliedReportingOverflow(by: b)
    guard !overflow else { throw error(.programTooLarge, at: offset) }
    return try checked(value, at: offset)
  }

  /// The quantifier starting at `offset`, if one does (`*`, `+`, `?`, `{2}`, `{2,}`, `{,3}`).
  private func quantifierText(at offset: Int) -> String? {
    if peek(is: "*", at: offset) || peek(is: "+", at: offset) || peek(is: "?", at: offset) {
      return String(characters[offset])
    }
    guard startsCountedQuantifier(at: offset) else { return nil }
    var end = offset
    while end < characters.count, !peek(is: "}", at: end) { end += 1 }
    return String(characters[offset..<min(end + 1, characters.count)])
  }

  /// Whether a `{` at `offset` opens a counted quantifier: `{n}`, `{n,}`, `{,m}` or `{n,m}`
  /// with decimal digits; any other `{` is a literal (as in Swift's `Regex`).
  private func startsCountedQuantifier(at offset: Int) -> Bool {
    guard peek(is: "{", at: offset) else { return false }
    var index = offset + 1
    var digits = 0
    var commas = 0
    while index < characters.count, !peek(is: "}", at: index) {
      let character = characters[index]
      if character == ",", character.isASCII, commas == 0 {
        commas = 1
      } else if character.isASCII, character.isWholeNumber {
        digits += 1
      } else {
        return false
      }
      index += 1
    }
    guard index < characters.count else { return false }
    return digits > 0
  }

  private mutating func parseQuantifier() throws(RegexSyntaxError) -> (
    minimum: Int, maximum: Int?
  )? {
    if peek(is: "*") {
      offset += 1
      return (0, nil)
    }
    if peek(is: "+") {
      offset += 1
      return (1, nil)
    }
    if peek(is: "?") {
      offset += 1
      return (0, 1)
    }
    guard startsCountedQuantifier(at: offset) else { return nil }
    let start = offset
    offset += 1
    let minimum = try parseCount(start: start)
    var maximum = minimum
    var hasComma = false
    if peek(is: ",") {
      offset += 1
      hasComma = true
      maximum = try parseCount(start: start)
    }
    // startsCountedQuantifier checked the form: digits, at most one comma, a closing brace.
    offset += 1
    let text = String(characters[start..<offset])
    let lower = minimum ?? 0
    guard let upper = maximum else { return (lower, hasComma ? nil : lower) }
    guard upper >= lower else {
      throw error(.badQuantifier("\(text): the minimum is above the maximum"), at: start)
    }
    return (lower, upper)
  }

  /// Reads decimal digits; nil when there are none.
  private mutating func parseCount(start: Int) throws(RegexSyntaxError) -> Int? {
    var value: Int?
    let digitsStart = offset
    while offset < characters.count, characters[offset].isASCII,
      let digit = characters[offset].wholeNumberValue
    {
      let next = (value ?? 0) * 10 + digit
      guard next <= LinearRegex.maximumRepetition else {
        while offset < characters.count, characters[offset].isASCII,
          characters[offset].isWholeNumber
        {
          offset += 1
        }
        throw error(.repetitionTooLarge(String(characters[digitsStart..<offset])), at: start)
      }
      value = next
      offset += 1
    }
    return value
  }

  // MARK: Atoms

  private mutating func parseAtom() throws(RegexSyntaxError) -> Parsed {
    let character = characters[offset]
    guard character.isASCII else {
      offset += 1
      return Parsed(node: .character(character), size: 1)
    }
    switch character {
    case "(":
      return try parseGroup()
    case "[":
      let set = try parseClass()
      return Parsed(node: .characterClass(set), size: 1)
    case ".":
      offset += 1
      return Parsed(node: .anyExceptNewline, size: 1)
    case "^":
      offset += 1
      return Parsed(node: .start, size: 1)
    case "$":
      offset += 1
      return Parsed(node: .end, size: 1)
    case "\\":
      let node = try parseEscape()
      return Parsed(node: node, size: 1)
    default:
      offset += 1
      return Parsed(node: .character(character), size: 1)
    }
  }

  private mutating func parseGroup() throws(RegexSyntaxError) -> Parsed {
    let open = offset
    guard depth < LinearRegex.maximumNesting else { throw error(.nestingTooDeep, at: open) }
    offset += 1
    if peek(is: "?") {
      offset += 1
      guard try parseGroupKind(open: open) else { return Parsed(node: .empty, size: 0) }
    } else if peek(is: "*") {
      throw error(.unsupported("backtracking verbs and (*…) groups are not supported"), at: open)
    }
    depth += 1
    let inner = try parseAlternation()
    depth -= 1
    guard peek(is: ")") else { throw error(.unclosedGroup, at: open) }
    offset += 1
    return inner
  }

  /// Reads what follows `(?`; false for a comment `(?#…)`, which it skips whole.
  private mutating func parseGroupKind(open: Int) throws(RegexSyntaxError) -> Bool {
    guard offset < characters.count else { throw error(.unclosedGroup, at: open) }
    let kind = characters[offset]
    let following = offset + 1 < characters.count ? characters[offset + 1] : nil
    switch kind {
    case ":", "|":
      offset += 1
    case "#":
      while offset < characters.count, !peek(is: ")") { offset += 1 }
      guard peek(is: ")") else { throw error(.unclosedGroup, at: open) }
      offset += 1
      return false
    case "=", "!":
      throw error(.lookaround("(?\(kind)…)"), at: open)
    case "<" where following == "=" || following == "!":
      throw error(.lookaround("(?<\(following.map(String.init) ?? "")…)"), at: open)
    case "*":
      throw error(.lookaround("(?*…)"), at: open)
    case "<" where following == "*":
      throw error(.lookaround("(?<*…)"), at: open)
    case ">":
      throw error(.atomic("(?>…)"), at: open)
    case "(":
      throw error(.conditional, at: open)
    case "P" where following == "=":
      throw error(.backreference("(?P=…)"), at: open)
    case "P" where following == ">":
      throw error(.unsupported("recursion and subroutine calls (?P>…) are not supported"), at: open)
    case "P" where following == "<":
      offset += 2
      try skipGroupName(closing: ">", open: open)
    case "<":
      offset += 1
      try skipGroupName(closing: ">", open: open)
    case "'":
      offset += 1
      try skipGroupName(closing: "'", open: open)
    case "R", "&", "0"..."9", "+":
      throw error(
        .unsupported("recursion and subroutine calls (?\(kind)…) are not supported"), at: open)
    case "-" where following.map { $0.isASCII && $0.isWholeNumber } ?? false:
      throw error(.unsupported("recursion and subroutine calls (?-…) are not supported"), at: open)
    case "a"..."z", "A"..."Z", "-", "^":
      throw error(.unsupported("inline options (?\(kind)…) are not supported"), at: open)
    default:
      throw error(.unsupported("the group syntax (?\(kind) is not supported"), at: open)
    }
    return true
  }

  /// Skips a group name up to `closing`; the name is not used (nothing is captured).
  private mutating func skipGroupName(closing: Character, open: Int) throws(RegexSyntaxError) {
    var length = 0
    while offset < characters.count, !peek(is: closing) {
      let character = characters[offset]
      let allowed =
        character.isASCII
        && (character.isLetter || character == "_"
          || (length > 0 && character.isWholeNumber))
      guard allowed else { throw error(.badGroupName, at: open) }
      length += 1
      offset += 1
    }
    guard length > 0, peek(is: closing) else { throw error(.badGroupName, at: open) }
    offset += 1
  }
}
