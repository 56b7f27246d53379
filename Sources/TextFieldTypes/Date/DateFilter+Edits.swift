import TextFieldCore

extension DateFilter {
  /// Accepts, refuses with a reason, or rewrites the edit (`TextFieldFilter.evaluate(_:)`).
  public func evaluate(_ edit: ProposedEdit) -> EditDecision {
    guard let digits = pattern.digits(of: edit.text) else {
      // A text the filter did not make (set before it was installed): read the result whole.
      return edit.kind == .clear ? .accept : insert(edit.result, into: .empty, kind: edit.kind)
    }
    switch edit.kind {
    case .clear:
      return .accept
    case .typing:
      return type(edit, digits: digits)
    case .paste, .yank, .programmatic:
      return insert(edit.replacement, into: start(of: edit, digits: digits), kind: edit.kind)
    case .undo, .redo:
      if let restored = pattern.digits(of: edit.result), rules.problem(restored) == nil {
        return .accept
      }
      return insert(edit.result, into: .empty, kind: .programmatic)
    case .deleteBackward, .deleteForward, .cut:
      return edit.isDeletion ? delete(edit, digits: digits) : whole(edit)
    default:
      return whole(edit)
    }
  }

  /// Types the edit's Characters one by one; any refusal refuses the whole edit.
  private func type(_ edit: ProposedEdit, digits: [Int]) -> EditDecision {
    var entry = start(of: edit, digits: digits)
    for character in edit.replacement {
      switch entry.typing(character, rules: rules, bulk: false) {
      case .typed(let next): entry = next
      case .refused(let reason): return .reject(reason)
      }
    }
    return .rewrite(text: pattern.text(of: entry.digits), caret: entry.caret)
  }

  /// Where an insertion over `edit`'s range types from: a range with nothing typed after it is
  /// removed first; otherwise typing overwrites from its start.
  private func start(of edit: ProposedEdit, digits: [Int]) -> DateEntry {
    let range = edit.range
    let first = min(pattern.digitsBefore(range.lowerBound), digits.count)
    let last = min(pattern.digitsBefore(range.upperBound), digits.count)
    guard !range.isEmpty, last == digits.count else {
      return DateEntry(digits: digits, caret: range.lowerBound)
    }
    return DateEntry(
      digits: Array(digits[..<first]),
      caret: min(range.lowerBound, pattern.length(showing: first)))
  }

  /// A paste, yank or programmatic `text` inserted into `entry`: a whole date (the pattern's or
  /// ISO 8601) into an empty entry, else typed Character by Character keeping what fits.
  private func insert(_ inserted: String, into entry: DateEntry, kind: EditKind) -> EditDecision {
    // Digits of any script read as ASCII ones, so a whole date in them is read whole too.
    let text = Substring(
      String(inserted.map { $0.decimalDigitValue.map { Character(String($0)) } ?? $0 })
    ).trimmingSpaces
    if entry.digits.isEmpty, let digits = wholeValue(text) {
      if let problem = rules.problem(digits) { return .reject(problem) }
      let shown = pattern.text(of: digits)
      return .rewrite(text: shown, caret: shown.count)
    }
    var entry = entry
    var dropped = 0
    var reason: RefusalReason?
    for (index, character) in text.enumerated() {
      switch entry.typing(character, rules: rules, bulk: true) {
      case .typed(let next):
        entry = next
        continue
      case .refused(let refusal):
        reason = refusal
        dropped = text.count - index
      }
      break
    }
    guard let reason else {
      return .rewrite(text: pattern.text(of: entry.digits), caret: entry.caret)
    }
    if dropped == text.count, kind != .programmatic { return .reject(reason) }
    return .rewrite(
      text: pattern.text(of: entry.digits), caret: entry.caret,
      notice: EditNotice(droppedCount: dropped, reason: reason))
  }

  /// The digits of `text` when it is a complete value in ISO 8601 or in the pattern (unchecked).
  private func wholeValue(_ text: Substring) -> [Int]? {
    if let values = pattern.values(iso: String(text)) { return pattern.digits(of: values) }
    if let digits = pattern.digits(of: String(text)), digits.count == pattern.digitCount {
      return digits
    }
    return nil
  }

  /// A deletion: the digits it covers go when nothing typed follows them.
  ///
  /// Over separators only, Backspace takes the digit before them. In the middle the caret moves
  /// and nothing goes.
  private func delete(_ edit: ProposedEdit, digits: [Int]) -> EditDecision {
    let range = edit.range
    let first = min(pattern.digitsBefore(range.lowerBound), digits.count)
    let last = min(pattern.digitsBefore(range.upperBound), digits.count)
    guard last == digits.count else {
      let caret = edit.kind == .deleteForward ? range.upperBound : range.lowerBound
      return .rewrite(text: edit.text, caret: caret)
    }
    let kept = first == last && edit.kind == .deleteBackward ? max(0, first - 1) : first
    let text = pattern.text(of: digits.prefix(kept))
    return .rewrite(text: text, caret: min(range.lowerBound, text.count))
  }

  /// Any other edit (a step, a transpose): accepted when its result is a text of the pattern
  /// that can still become a valid date.
  private func whole(_ edit: ProposedEdit) -> EditDecision {
    guard let digits = pattern.digits(of: edit.result) else {
      let segment = pattern.segments[pattern.segmentIndex(at: edit.range.lowerBound)]
      return .reject(.dateDigitExpected(input: nil, component: segment.component))
    }
    return rules.problem(digits).map { .reject($0) } ?? .accept
  }
}

extension DateEntry {
  /// No digits, the caret at the start.
  static let empty = DateEntry(digits: [], caret: 0)
}

extension Substring {
  /// Without the spaces and newlines at either end.
  var trimmingSpaces: Substring {
    var trimmed = self
    while trimmed.first?.isWhitespace ?? false { trimmed.removeFirst() }
    while trimmed.last?.isWhitespace ?? false { trimmed.removeLast() }
    return trimmed
  }
}
