extension History {
  /// The newest record older than record `before` whose value contains `query` (ASCII letters in
  /// any case; the empty query is in every value) and is none of `skipping`, or `nil`.
  ///
  /// `C-r`'s search, as readline's: O(the records passed over).
  package func newestRecord(
    containing query: String, before: Int, skipping: Set<String> = []
  ) -> Int? {
    let needle = HistoryText.folded(query)
    var position = min(before, storage.count) - 1
    while position >= 0 {
      let record = storage.bytes(at: position)
      if HistoryText.contains(record, needle),
        skipping.isEmpty || !skipping.contains(storage.string(at: position))
      {
        return position
      }
      position -= 1
    }
    return nil
  }
}
