extension TextFieldModel {
  /// At most `limit` candidates for the field's text, each as the field would show it.
  ///
  /// Each of ``suggestionSources`` is asked in turn with the whole text and the caret; each
  /// candidate goes through the field's filters as a paste replacing the whole text would (a dry
  /// run: no event, no undo step, no question to the delegate), and only those the field takes
  /// whole stay, formatted as it would show them (a mask's literals included). A candidate equal
  /// to the text, or to one kept before, is dropped. A secure field has no candidates.
  ///
  /// The front end calls this; the model never asks a source on its own.
  public func suggestions(limit: Int) -> [Suggestion] {
    guard limit > 0, !echoMode.isSecret, !suggestionSources.isEmpty else { return [] }
    let text = self.text
    let query = SuggestionQuery(text: text, caret: caret)
    var kept: [Suggestion] = []
    var seen: Set<String> = [text]
    for source in suggestionSources {
      for candidate in source.suggestions(for: query, limit: limit) {
        guard let shown = acceptedText(forCandidate: candidate.text), seen.insert(shown).inserted
        else { continue }
        kept.append(Suggestion(shown))
        if kept.count == limit { return kept }
      }
    }
    return kept
  }

  /// Replaces the whole text with `suggestion`, as the user pasting it over everything would.
  ///
  /// One user edit: one should-change call (range: the whole text), the filters, one undo
  /// step, one editing-changed. Ignored while the field is not editing.
  @discardableResult
  public func accept(_ suggestion: Suggestion) -> EditOutcome {
    guard isEditing, !suggestion.text.isEmpty else { return .ignored }
    lastCommand = .other
    return insert(suggestion.text, over: 0..<state.count, kind: .paste)
  }
}
