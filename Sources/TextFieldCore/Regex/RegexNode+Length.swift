extension RegexNode {
  /// The fewest Characters a match of the node holds (`a{3}b?`: 3), saturating at `Int.max`.
  ///
  /// O(node count); the nesting is bounded by ``LinearRegex/maximumNesting``.
  var shortestMatchLength: Int {
    switch self {
    case .empty, .start, .end:
      return 0
    case .character, .anyExceptNewline, .characterClass:
      return 1
    case .concatenation(let parts):
      return parts.reduce(0) { total, part in
        let (sum, overflow) = total.addingReportingOverflow(part.shortestMatchLength)
        return overflow ? .max : sum
      }
    case .alternation(let options):
      return options.map(\.shortestMatchLength).min() ?? 0
    case .repetition(let node, let minimum, _):
      let (product, overflow) = node.shortestMatchLength.multipliedReportingOverflow(by: minimum)
      return overflow ? .max : product
    }
  }
}
