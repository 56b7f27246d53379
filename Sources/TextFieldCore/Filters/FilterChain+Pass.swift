extension FilterChain {
  /// One edit going down a chain: the edit as rewritten so far and the notices of the rewrites.
  struct Pass {
    /// The edit as the steps so far left it; the next step decides this one.
    private(set) var current: ProposedEdit
    private var rewritten = false
    private var notices: [EditNotice] = []

    /// A pass starting from `edit`.
    init(_ edit: ProposedEdit) { current = edit }

    /// Takes one step's decision: the rejection that ends the chain, or `nil` to go on.
    mutating func take(_ decision: EditDecision) -> EditDecision? {
      switch decision {
      case .accept:
        return nil
      case .reject(let reason):
        return .reject(reason: reason)
      case .rewrite(let text, let caret, let notice):
        current = current.rewritten(to: text, caret: caret)
        rewritten = true
        if let notice { notices.append(notice) }
        return nil
      }
    }

    /// The chain's decision once every step accepted or rewrote: `accept` when none rewrote,
    /// else the last rewrite with the notices of all of them merged into one.
    var decision: EditDecision {
      guard rewritten else { return .accept }
      guard let first = notices.first else {
        return .rewrite(text: current.result, caret: current.caret, notice: nil)
      }
      let notice = notices.dropFirst().reduce(first) { $0.merged(with: $1) }
      return .rewrite(text: current.result, caret: current.caret, notice: notice)
    }
  }
}
