import TextFieldCore

extension Form {
  /// Brings the focused field's suggestions up to date (its sources are asked only when the
  /// field or its text changed); what a source has to say goes to the message line.
  package func refreshSuggestions() {
    guard suggestions.refresh(field: focusIndex, model: focusedField?.model),
      let sources = focusedField?.model.suggestionSources
    else { return }
    for case let source as any SuggestionNotifying in sources {
      if let notice = source.takeNotice() {
        sourceNotice = notice
        notify(notice)
      }
    }
  }

  /// Clears the message line for the key being handled, but not of a source's notice that this
  /// key brought (a slow command stopped while keys arrived together): said once, not lost.
  func clearMessageKeepingSourceNotice() {
    message = nil
    if let sourceNotice { notify(sourceNotice) }
  }

  /// The action `key` has while suggestions show, when it has one there that applies now: the
  /// list's binding first (while it shows), then the ghost's (``KeyMap/Context``).
  ///
  /// None while a history search (`C-r`) runs: its keys are the search's.
  func suggestionAction(for key: KeyEvent) -> KeyAction? {
    guard let model = focusedField?.model, !model.suggestionSources.isEmpty, !searchingHistory
    else { return nil }
    refreshSuggestions()
    guard !suggestions.dismissed, !suggestions.candidates.isEmpty else { return nil }
    if suggestions.listShows, let action = keyMap[key, .suggestionList],
      applies(action, inList: true, model)
    {
      return action
    }
    if let action = keyMap[key, .suggestion], applies(action, inList: false, model) {
      return action
    }
    return nil
  }

  /// Whether a context's `action` has something to act on now (else the key does what it
  /// usually does).
  private func applies(_ action: KeyAction, inList: Bool, _ model: TextFieldModel) -> Bool {
    guard case .form(let formAction) = action else { return true }
    switch formAction {
    case .acceptSuggestion:
      return inList ? suggestions.listShows : suggestions.ghost(in: model) != nil
    case .acceptSuggestionWord:
      return suggestions.ghost(in: model) != nil
    case .nextSuggestion, .previousSuggestion:
      // Tab opens the list while a suggestion shows (the ghost), or when it is free (it moves
      // focus nowhere: a prompt's last field); otherwise it is the form's, and moves focus.
      return inList || (listFits && (suggestions.ghost(in: model) != nil || !tabMovesFocus))
    case .dismissSuggestions:
      return suggestions.listShows || suggestions.ghost(in: model) != nil
    default:
      return true
    }
  }

  /// Whether the focused field's history is being searched (`C-r`): no ghost, no list, and the
  /// keys are the search's.
  var searchingHistory: Bool {
    guard case .search = focusedField?.historyState else { return false }
    return true
  }

  /// Whether Tab moves focus from the focused field (to the next one, or round).
  private var tabMovesFocus: Bool {
    focusWraps || focusIndex.map { $0 < fields.count - 1 } ?? true
  }

  /// Whether the list's rows fit under the focused field in the last frame drawn.
  private var listFits: Bool {
    guard let height = suggestions.frameHeight, let placement = focusedField?.view.placement
    else { return true }
    let rows = min(SuggestionState.listLimit, suggestions.candidates.count)
    return placement.y + 1 + rows <= height
  }

  /// Performs a suggestion action on the focused field (see ``FormAction``); nothing when it has
  /// nothing to act on.
  func performSuggestion(_ action: FormAction) {
    refreshSuggestions()
    guard let model = focusedField?.model else { return }
    let count = suggestions.candidates.count
    guard count > 0 else { return }
    switch action {
    case .acceptSuggestion:
      let index =
        suggestions.listShows ? suggestions.selected : suggestions.ghost(in: model)?.index
      guard let index, suggestions.candidates.indices.contains(index) else { return }
      suggestions.listShows = false
      model.accept(suggestions.candidates[index])
    case .acceptSuggestionWord:
      guard let ghost = suggestions.ghost(in: model) else { return }
      let candidate = suggestions.candidates[ghost.index].text
      let taken = model.text.count + Self.firstWord(of: ghost.rest)
      model.accept(Suggestion(String(candidate.prefix(taken))))
    case .nextSuggestion:
      suggestions.selected = suggestions.listShows ? (suggestions.selected + 1) % count : 0
      suggestions.listShows = true
    case .previousSuggestion:
      suggestions.selected =
        suggestions.listShows ? (suggestions.selected + count - 1) % count : count - 1
      suggestions.listShows = true
    case .dismissSuggestions:
      suggestions.listShows = false
      suggestions.dismissed = true
    default:
      break
    }
  }

  /// The Characters of `text` up to the end of its first word (the blanks before it included),
  /// as `M-f` moves.
  static func firstWord(of text: Substring) -> Int {
    var count = 0
    var index = text.startIndex
    var sawWord = false
    while index < text.endIndex {
      let isWord = text[index].isLetter || text[index].isNumber
      if sawWord, !isWord { break }
      sawWord = sawWord || isWord
      count += 1
      text.formIndex(after: &index)
    }
    return count
  }
}
