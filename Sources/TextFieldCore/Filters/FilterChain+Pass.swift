extension FilterChain {
  /// One edit going down a chain: the edit as rewritten so far and the notices of the rewrites.
  struct Pass {
    /// The edit as the steps so far left it, but for ``rewrite``.
    private var edit: ProposedEdit
    /// The last rewrite, not yet made an edit: only a next step needs it as one (finding the
    /// smallest difference between the texts costs more than the mask's own run), the chain's
    /// decision only its text and caret.
    private var rewrite: (text: String, caret: Int)?
    private var rewritten = false
    private var notices: [EditNotice] = []

    /// A pass starting from `edit`.
    init(_ edit: ProposedEdit) { self.edit = edit }

    /// The edit as the steps so far left it; the next step decides this one.
    var current: ProposedEdit {
      mutating get {
        if let rewrite {
          edit = edit.rewritten(to: rewrite.text, caret: rewrite.caret)
          self.rewrite = nil
        }
        return edit
      }
    }

    /// Takes one step's decision: the rejection that ends the chain, or `nil` to go on.
    mutating func take(_ decision: EditDecision) -> EditDecision? {
      switch decision {
      case .accept:
        return nil
      case .reject(let reason):
        return .reject(reason: reason)
      case .rewrite(let text, let caret, let notice):
        // A rewrite keeps the edit's kind and starting text: it replaces any rewrite before it.
        rewrite = (text, caret)
        rewritten = true
        if let notice { notices.append(notice) }
        return nil
      }
    }

    /// The decision of a pass whose one step decided `decision`: a rejection or acceptance as it
    /// is, a rewrite with its caret clamped to its text.
    static func decision(of decision: EditDecision) -> EditDecision {
      guard case .rewrite(let text, let caret, let notice) = decision else { return decision }
      return .rewrite(text: text, caret: min(max(0, caret), text.characterCount), notice: notice)
    }

    /// The chain's decision once every step accepted or rewrote: `accept` when none rewrote,
    /// else the last rewrite with the notices of all of them merged into one.
    ///
    /// The caret is clamped to the text, as the rewritten edit clamps it.
    var decision: EditDecision {
      guard rewritten else { return .accept }
      let text: String
      let caret: Int
      if let rewrite {
        text = rewrite.text
        caret = min(max(0, rewrite.caret), text.characterCount)
      } else {
        (text, caret) = (edit.result, edit.caret)
      }
      guard let first = notices.first else {
        return .rewrite(text: text, caret: caret, notice: nil)
      }
      let notice = notices.dropFirst().reduce(first) { $0.merged(with: $1) }
      return .rewrite(text: text, caret: caret, notice: notice)
    }
  }
}
