extension FieldMessages {
  /// `reason` in this table's words.
  public func text(for reason: RefusalReason) -> String {
    switch reason {
    case .custom(let text): text
    case .tooLong(let limit): tooLong(limit)
    case .onlyAllowed(let described): onlyAllowed(described)
    case .banned(let described): banned(described)
    case .maskRefused(let input, let expected): maskRefused(input, expected)
    case .maskOverflow(let format): maskOverflow(format)
    case .patternFull(let capacity): patternFull(capacity)
    case .patternMismatch(let character): patternMismatch(character)
    case .loneCombiningMark: loneCombiningMark
    case .regexMismatch: regexMismatch
    case .controlCharacters: controlCharacters
    case .tooManyCombiningMarks(let limit): tooManyCombiningMarks(limit)
    case .pasteTooLong(let limitBytes): pasteTooLong(limitBytes)
    case .secretCopy: secretCopy
    case .nothingSelected: nothingSelected
    case .several(let reasons): reasons.map { text(for: $0) }.joined(separator: separator)
    case .other(let refusal): refusal.base.message(in: self)
    }
  }

  /// What to tell the user about `notice`: how much was dropped, and why.
  package func text(for notice: EditNotice) -> String {
    dropped(notice.droppedCount, text(for: notice.reason))
  }

  /// What to tell the user about `feedback` (a refused or trimmed edit).
  package func text(for feedback: EditFeedback) -> String {
    switch feedback {
    case .rejected(let reason): reason.map { text(for: $0) } ?? refused
    case .trimmed(let notice): text(for: notice)
    }
  }

  /// `reason` in this table's words.
  package func text(for reason: ValidationReason) -> String {
    switch reason {
    case .custom(let text): text
    case .required(let label): required(label)
    case .invalidCardNumber: invalidCardNumber
    case .noMatch(let pattern, let label):
      noMatch(label, RegexSyntaxError.escapingControlCharacters(pattern))
    case .incomplete(let text, let missing): incomplete(text, missing)
    case .incompleteMatch(let text, let pattern):
      incompleteMatch(text, RegexSyntaxError.escapingControlCharacters(pattern))
    }
  }
}
