extension History {
  /// Records smaller than this are searched one by one, newest first, without an index.
  static let indexThreshold = 4096

  /// The newest values that start with the field's whole text (ASCII letters in any case), at
  /// most `limit`, each once, and never the text itself; the text's last Character must end
  /// where one of the value's ends (`cafe` does not offer `café` spelt with a combining accent,
  /// whose last Character is `é`, as the ghost would not show it); for an empty text, the newest `limit`
  /// values (the accessible mode asks once, with an empty text, to list them; the form never
  /// asks with an empty text, so an empty field's Tab still moves focus).
  ///
  /// Values added since the index was built are looked at first, one by one; the index (built
  /// here the first time a large history is asked) gives the rest in O(log n) each.
  public func suggestions(for query: SuggestionQuery, limit: Int) -> [Suggestion] {
    guard limit > 0 else { return [] }
    if query.text.isEmpty {
      var newest: [String] = []
      var seen = Set<String>()
      for position in stride(from: storage.count - 1, through: 0, by: -1)
      where newest.count < limit {
        let entry = storage.string(at: position)
        if seen.insert(entry).inserted { newest.append(entry) }
      }
      return newest.map { Suggestion($0) }
    }
    let prefix = HistoryText.folded(query.text)
    var found: [ArraySlice<UInt8>] = []
    let consider = { (position: Int) -> Bool in
      let record = self.storage.bytes(at: position)
      if HistoryText.starts(record, with: prefix),
        HistoryText.isCharacterBoundary(record, at: prefix.count),
        !record.elementsEqual(query.text.utf8),
        !found.contains(where: { $0.elementsEqual(record) })
      {
        found.append(record)
      }
      return found.count < limit
    }
    let indexed = prefixIndex()?.indexedCount ?? 0
    for position in stride(from: storage.count - 1, through: indexed, by: -1) {
      guard consider(position) else { break }
    }
    if found.count < limit, let index {
      index.forEachCandidate(startingWith: prefix, in: storage, consider)
    }
    return found.map { Suggestion(String(decoding: $0, as: UTF8.self)) }
  }

  /// The index, built now when the history is large and has none, or when more than
  /// ``indexThreshold`` records came after it; `nil` for a small history.
  ///
  /// One being built on its own thread (``buildIndexInBackground()``) is waited for and taken.
  @discardableResult
  func prefixIndex() -> HistoryIndex? {
    guard storage.count >= History.indexThreshold else { return nil }
    if let pending = pendingIndex {
      // Records were only appended since its copy was taken: a fold drops the pending build.
      pendingIndex = nil
      if let built = pending.join() { index = built }
    }
    if let index, storage.count - index.indexedCount < History.indexThreshold { return index }
    index = HistoryIndex(storage)
    return index
  }

  /// Starts building the prefix index of a large history on a thread of its own, so that no key
  /// pays for it: the first query takes it (waiting only for what is left of the build).
  ///
  /// Nothing happens for a history under ``indexThreshold`` records or one with an index (built
  /// or being built). The thread reads a copy of the records; the history stays usable, and
  /// records added meanwhile are looked at one by one, as after any build.
  package func buildIndexInBackground() {
    guard storage.count >= History.indexThreshold, index == nil, pendingIndex == nil else {
      return
    }
    let records = storage
    pendingIndex = BackgroundThread { HistoryIndex(records) }
  }
}
