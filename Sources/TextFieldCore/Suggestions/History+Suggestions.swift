extension History {
  /// Records smaller than this are searched one by one, newest first, without an index.
  static let indexThreshold = 4096

  /// The newest values that start with the field's whole text (ASCII letters in any case), at
  /// most `limit`, each once, and never the text itself; for an empty text, the newest `limit`
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
      if HistoryText.starts(record, with: prefix), !record.elementsEqual(query.text.utf8),
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
  @discardableResult
  func prefixIndex() -> HistoryIndex? {
    guard storage.count >= History.indexThreshold else { return nil }
    if let index, storage.count - index.indexedCount < History.indexThreshold { return index }
    index = HistoryIndex(storage)
    return index
  }

  /// Builds the prefix index now if a query would (a large history without a current one), so
  /// that the first key after a prompt appears does not pay for it.
  package func prepareIndex() { prefixIndex() }
}
