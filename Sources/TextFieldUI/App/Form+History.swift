import TextFieldCore

extension Form {
  /// Recalls an older (`steps` > 0) or newer value of the focused field's history into it.
  ///
  /// As readline's previous- and next-history: the text typed before the first recall comes
  /// back after the newest value. Returns `false` when the field has no history, or for a newer
  /// value when none is shown (Down then moves focus as it does without history).
  @discardableResult
  func recallHistory(by steps: Int) -> Bool {
    guard focusedFieldHasHistory, let field = focusedField, let history = field.history else {
      return false
    }
    let model = field.model
    var recall = HistoryRecall(draft: model.text, records: history.recordCount)
    if case .recall(let current) = field.historyState, current.lastText == model.text {
      recall = current
    }
    if steps > 0 {
      if !recall.older(in: history, for: model) { pendingAlert = true }
    } else if recall.index >= 0 {
      recall.index -= 1
    } else {
      // Back at what was typed: Down moves focus, as without a history.
      return false
    }
    if recall.current != model.text { replaceText(of: model, with: recall.current) }
    recall.lastText = model.text
    field.historyState = .recall(recall)
    return true
  }

  /// Whether Down recalls a newer value: a recall is under way in the focused field and shows a
  /// value, not what was typed.
  var isRecallingHistory: Bool {
    guard let field = focusedField, case .recall(let recall) = field.historyState else {
      return false
    }
    return recall.lastText == field.model.text && recall.index >= 0
  }

  /// Whether the focused field has a history to recall from (a secure field has none to show).
  var focusedFieldHasHistory: Bool {
    guard let field = focusedField, let history = field.history else { return false }
    return !history.isEmpty && !field.model.echoMode.isSecret
  }

  /// `C-r`: starts a reverse incremental search of the focused field's history, or finds the
  /// next older match of the one under way.
  func searchHistory() {
    guard focusedFieldHasHistory, let field = focusedField, let history = field.history else {
      return
    }
    guard case .search(var search) = field.historyState else {
      field.historyState = .search(HistorySearch())
      return
    }
    if !search.query.isEmpty {
      search.find(
        before: search.match?.record ?? history.recordCount, in: history, for: field.model)
      if search.failing { pendingAlert = true }
    }
    field.historyState = .search(search)
  }

  /// The search line for the message area while a search is under way.
  var historySearchLine: String? {
    guard case .search(let search) = focusedField?.historyState else { return nil }
    return search.line
  }

  /// Offers a key's action to the history search under way, if any: `nil` when there is none,
  /// or when the action ends the search and then does what it does (an editing key, Tab).
  func offerToHistorySearch(_ action: KeyAction) -> EventResponse<Outcome>? {
    guard let field = focusedField, let history = field.history,
      case .search(var search) = field.historyState
    else { return nil }
    switch action {
    case .edit(.insert(let text)), .edit(.paste(let text)):
      search.query += text
      search.seen = []
      search.find(
        before: search.match.map { $0.record + 1 } ?? history.recordCount, in: history,
        for: field.model)
    case .edit(.deleteBackward):
      guard !search.query.isEmpty else { break }
      search = HistorySearch(query: String(search.query.dropLast()))
      if !search.query.isEmpty {
        search.find(before: history.recordCount, in: history, for: field.model)
      }
    case .form(.searchHistory):
      return nil
    case .form(.abortSearch), .form(.cancel):
      field.historyState = nil
      return .used
    case .form(.returnKey), .edit(.move(.characterForward, extending: false)),
      .edit(.move(.end, extending: false)):
      acceptHistorySearch()
      return .used
    default:
      acceptHistorySearch()
      return nil
    }
    if search.failing { pendingAlert = true }
    field.historyState = .search(search)
    return .used
  }

  /// Ends the search under way, if any, putting its match in the field.
  func acceptHistorySearch() {
    guard let field = focusedField, case .search(let search) = field.historyState else { return }
    field.historyState = nil
    if let match = search.match, match.text != field.model.text {
      replaceText(of: field.model, with: match.text)
    }
  }

  /// Replaces `model`'s whole text with `text` as a paste over all of it (a deletion of all of
  /// it for an empty text): one user edit (the delegate is asked, undo takes it back in one step).
  private func replaceText(of model: TextFieldModel, with text: String) {
    model.perform(.selectAll)
    // An empty paste changes nothing: deleting the selection empties the field.
    model.perform(text.isEmpty ? .deleteBackward : .paste(text))
  }
}
