extension TextFieldModel {
  /// The text the field would show if `candidate` replaced its whole text as a paste does, or
  /// `nil` when the field would refuse it or keep only part of it.
  ///
  /// A dry run: the field's normalisation and filters decide (a mask formats the candidate, a
  /// maximum length refuses one that is too long), with no event, no undo step and no question
  /// to the user's delegate. A secure field takes no candidate (suggesting a password would show
  /// it). Suggestions and history recall offer only what this accepts, as it would be shown.
  package func acceptedText(forCandidate candidate: String) -> String? {
    guard !echoMode.isSecret else { return nil }
    let inserted = InsertedText(candidate, policy: inputPolicy)
    guard !inserted.droppedAnything else { return nil }
    let count = inserted.text.count
    if let maximumLength, count > maximumLength { return nil }
    let edit = ProposedEdit(
      kind: .paste, text: text, range: 0..<text.count, replacement: inserted.text)
    switch FilterChain.decide(edit, with: filters) {
    case .accept: return inserted.text
    case .reject: return nil
    case .rewrite(let rewritten, _, let notice): return notice == nil ? rewritten : nil
    }
  }
}

extension TextFieldModel {
  /// Whether the field would take `candidate` whole as a complete value: it accepts it
  /// (``acceptedText(forCandidate:)``) and its format, if any, is then complete.
  package func takesCompleteValue(_ candidate: String) -> Bool {
    guard let text = acceptedText(forCandidate: candidate) else { return false }
    return askFormatStatus(for: text)?.isComplete ?? true
  }
}
