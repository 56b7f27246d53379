import Testing

@testable import TextFieldCore

/// `History`: the newest first, duplicates dropped, a maximum, prefix suggestions through an
/// index that answers as a scan of every record would.
@Suite struct HistoryTests {
  @Test func theNewestComeFirstAReenteredValueMovesToTheFrontAndTheOldestGo() {
    let history = History(["b", "a"], maximumCount: 3)
    #expect(history.entries == ["b", "a"])
    history.add("c")
    history.add("a")
    #expect(history.entries == ["a", "c", "b"])
    history.add("d")
    #expect(history.entries == ["d", "a", "c"])
    history.add("")
    #expect(history.entries == ["d", "a", "c"])
    #expect(History.defaultMaximumCount == 1000)
  }

  @Test func suggestionsAreTheNewestValuesStartingWithTheTextInAnyCase() {
    let history = History(["newark", "New York", "Boston", "new", "NEW YORK"])
    let query = { (text: String) in
      history.suggestions(for: SuggestionQuery(text: text, caret: text.count), limit: 5).map(
        \.text)
    }
    #expect(query("ne") == ["newark", "New York", "new", "NEW YORK"])
    #expect(query("NEW ") == ["New York", "NEW YORK"])
    // Never the text itself.
    #expect(query("new") == ["newark", "New York", "NEW YORK"])
    #expect(query("x") == [])
    #expect(query("x") == [])
    #expect(
      history.suggestions(for: SuggestionQuery(text: "n", caret: 1), limit: 2).map(\.text)
        == ["newark", "New York"])
  }

  /// An empty text (the accessible mode asks once with it) lists the newest values, each once,
  /// at most `limit`.
  @Test func anEmptyTextListsTheNewestValues() {
    let records = ["a", "b", "a", "c", "d"].map { $0 + "\n" }.joined()
    let bytes = Array(records.utf8)
    let ends = bytes.indices.filter { bytes[$0] == 0x0A }
    let history = History(utf8: bytes, ends: ends, maximumCount: 10)
    let query = { (limit: Int) in
      history.suggestions(for: SuggestionQuery(text: "", caret: 0), limit: limit).map(\.text)
    }
    #expect(query(3) == ["d", "c", "a"])
    #expect(query(10) == ["d", "c", "a", "b"])
    #expect(query(0) == [])
    #expect(History().suggestions(for: SuggestionQuery(text: "", caret: 0), limit: 5).isEmpty)
  }

  /// A history past the index threshold: the index (and the values added after it was built)
  /// answer every query exactly as a scan of all records, newest first, would.
  @Test func theIndexAnswersAsAScanOfEveryRecord() {
    var generator = SplitMix(seed: 7)
    let stems = ["git commit -m ", "git checkout ", "host-", "Host-", "ls", "a", "ab", "é"]
    var values: [String] = []
    for _ in 0..<(History.indexThreshold * 3) {
      let stem = stems[Int(generator.next() % UInt64(stems.count))]
      values.append(stem + String(generator.next() % 5000))
    }
    let history = History(values, maximumCount: 100_000)
    let queries = [
      "g", "git c", "git commit -m 1", "git commit -m 12", "HOST-4", "host-", "l", "ab", "a",
      "é", "É", "zzz", "git checkout 4999",
    ]
    func check() {
      for text in queries {
        let found = history.suggestions(
          for: SuggestionQuery(text: text, caret: text.count), limit: 7
        ).map(\.text)
        #expect(found == reference(history.entries, text, limit: 7), "\(text)")
      }
    }
    check()
    for value in ["git commit -m 123456", "ab-new", "host-1"] { history.add(value) }
    check()
  }

  @Test func recordTakesOnlyWhatTheFieldWouldShowToday() throws {
    let history = History()
    let phone = try TextFieldModel(mask: "+1 ([000]) [000]-[0000]")
    #expect(history.record("+1 (555) 123-4567", for: phone) == "+1 (555) 123-4567")
    // Not as the field shows it: a raw value, a value another mask formatted.
    #expect(history.record("5551234567", for: phone) == nil)
    #expect(history.record("abc", for: phone) == nil)
    #expect(history.record("+44 20 7946 0000", for: phone) == nil)
    let secret = TextFieldModel(echoMode: .secure)
    #expect(history.record("hunter2", for: secret) == nil)
    let short = try TextFieldModel(maxLength: 3)
    #expect(history.record("abcd", for: short) == nil)
    #expect(history.entries == ["+1 (555) 123-4567"])
  }

  @Test func searchFindsTheNewestRecordContainingTheTextInAnyCase() {
    let history = History(["make test", "git push", "MAKE install", "ls"])
    let newest = history.newestRecord(containing: "make", before: history.recordCount)
    #expect(newest.map(history.entry(atRecord:)) == "make test")
    let older = newest.flatMap { history.newestRecord(containing: "make", before: $0) }
    #expect(older.map(history.entry(atRecord:)) == "MAKE install")
    #expect(older.flatMap { history.newestRecord(containing: "make", before: $0) } == nil)
    #expect(
      history.newestRecord(containing: "PUSH", before: 4).map(history.entry(atRecord:))
        == "git push")
  }

  /// The newest `limit` distinct values starting with `text` (ASCII case folded), not `text`.
  private func reference(_ entries: [String], _ text: String, limit: Int) -> [String] {
    let prefix = Array(text.utf8).map(HistoryText.fold)
    return Array(
      entries.filter { entry in
        let bytes = Array(entry.utf8).map(HistoryText.fold)
        return bytes.starts(with: prefix) && !entry.utf8.elementsEqual(text.utf8)
      }.prefix(limit))
  }
}

/// A small deterministic generator for test data (SplitMix64).
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
