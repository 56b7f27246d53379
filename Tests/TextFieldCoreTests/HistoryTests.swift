import Testing

@testable import TextFieldCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
    let ends = bytes.indices.filter { bytes[$0] == 0x0A }.map { HistoryRecordEnd($0) }
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
    // A large history builds its index on a thread of its own; the first query takes it.
    #expect(history.pendingIndex != nil && history.index == nil)
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
    #expect(history.pendingIndex == nil && history.index?.indexedCount == history.recordCount)
    for value in ["git commit -m 123456", "ab-new", "host-1"] { history.add(value) }
    check()
  }

  /// A fold of duplicates while the index is being built drops that build (its positions no
  /// longer name the same records); the next query builds one for the records as they are.
  @Test func aFoldDuringTheBackgroundBuildDropsIt() {
    let count = History.indexThreshold
    let history = History((0..<count).map { "value \($0)" }, maximumCount: count)
    #expect(history.pendingIndex != nil)
    // Past the maximum by an eighth: the oldest go, and the records are rewritten.
    for extra in 0...(count / 8) { history.add("new \(extra)") }
    #expect(history.pendingIndex == nil && history.index == nil)
    let found = history.suggestions(for: SuggestionQuery(text: "new 51", caret: 6), limit: 3)
    #expect(found.map(\.text) == ["new 512", "new 511", "new 510"])
    #expect(history.index?.indexedCount == history.recordCount)
    #expect(history.entries.count == count)
    // Dropped while a build runs: the thread finishes on its own.
    _ = History((0..<count).map { "dropped \($0)" })
  }

  /// The records' bytes stay under the history's byte limit.
  ///
  /// The limit is 4 GiB (what their 32-bit ends reach; 64 here): the duplicates fold, then the
  /// oldest half goes, as often as needed; a value over half the limit is not kept. An empty
  /// value is never a record.
  @Test func theRecordsStayUnderTheByteLimit() {
    let history = History(["", "b", "a"], maximumCount: 100)
    #expect(history.entries == ["b", "a"])
    history.byteLimit = 64
    for number in 0..<40 { history.add("value \(number)") }
    let entries = history.entries
    #expect(entries.first == "value 39")
    #expect(entries == (40 - entries.count..<40).reversed().map { "value \($0)" })
    #expect(entries.map { $0.utf8.count + 1 }.reduce(0, +) <= 64)
    #expect(entries.count >= 3)
    history.add(String(repeating: "x", count: 32))
    #expect(history.entries.first == "value 39")
    history.add(String(repeating: "y", count: 31))
    #expect(history.entries.first == String(repeating: "y", count: 31))
    let found = history.suggestions(for: SuggestionQuery(text: "y", caret: 1), limit: 5)
    #expect(found.map(\.text) == [String(repeating: "y", count: 31)])
    // `record` says what it kept: nothing, for a value over half the limit.
    let field = TextFieldModel()
    #expect(history.record(String(repeating: "z", count: 40), for: field) == nil)
    #expect(history.record("zz", for: field) == "zz")
    #expect(history.entries.first == "zz")
  }

  @Test func aBackgroundThreadGivesItsValueOnceJoined() {
    let work = BackgroundThread { (1...100_000).reduce(0, +) }
    #expect(work.join() == 5_000_050_000)
    #expect(work.join() == 5_000_050_000)
    let words = ["a", "b"]
    #expect(BackgroundThread { words.joined() }.join() == "ab")
  }

  /// The thread blocks every signal but the faults (a resize, Ctrl-C reach the thread that
  /// reads keys); the caller's own mask is as it was.
  @Test func aBackgroundThreadBlocksEverySignalAndLeavesTheCallersMask() {
    let blocked = { (signal: Int32) -> Bool in
      var mask = sigset_t()
      pthread_sigmask(SIG_BLOCK, nil, &mask)
      return sigismember(&mask, signal) == 1
    }
    let before = [SIGINT, SIGWINCH, SIGTERM].map(blocked)
    let inside = BackgroundThread { [SIGINT, SIGWINCH, SIGTERM, SIGCONT].map(blocked) }.join()
    #expect(inside == [true, true, true, true])
    // A fault on the thread is not blocked: the runtime's backtracer sees the crash.
    let faults = BackgroundThread {
      [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT].map(blocked)
    }
    #expect(faults.join() == [false, false, false, false, false, false])
    #expect([SIGINT, SIGWINCH, SIGTERM].map(blocked) == before)
  }

  /// A value is offered only when the text's Characters start it, as the ghost shows it.
  ///
  /// Each Character is compared by its bytes, ASCII letters in any case: a combining mark, a joiner, a flag's
  /// second half or a CR LF's line feed right after the text keeps a value out. Small histories
  /// (a scan) and large ones (the index) alike.
  @Test func aValueIsOfferedOnlyWhenTheTextEndsBetweenTwoOfItsCharacters() {
    #expect(suggested(["cafe\u{301}", "cafeteria", "café"], "cafe") == ["cafeteria"])
    #expect(suggested(["cafe\u{301}s", "cafe\u{301}"], "cafe\u{301}") == ["cafe\u{301}s"])
    #expect(suggested(["👩\u{200D}💻", "👩 x"], "👩") == ["👩 x"])
    #expect(suggested(["🇨🇭", "🇨x"], "🇨") == ["🇨x"])
    #expect(suggested(["a\r\nb", "a\rb"], "a\r") == ["a\rb"])

    var generator = SplitMix(seed: 11)
    let pieces = [
      "e", "E", "\u{301}", "é", "\u{200D}", "👩", "🇨", "🇭", "\r", "\n", "a", "க", "\u{BBF}",
    ]
    for size in [40, History.indexThreshold + 50] {
      var values: [String] = []
      for _ in 0..<size {
        var value = ""
        for _ in 0...(generator.next() % 4) { value += pieces[Int(generator.next() % 13)] }
        values.append(value)
      }
      let history = History(values, maximumCount: 100_000)
      for text in pieces + ["ee", "e\u{301}", "👩\u{200D}", "க", "a\r", "🇨🇭"] {
        let found = history.suggestions(
          for: SuggestionQuery(text: text, caret: text.count), limit: 1000
        ).map(\.text)
        // Each value once by its bytes (`entries` folds canonically equal values: `é` spelt
        // both ways is one there, two here), the newest first.
        var seen = Set<[UInt8]>()
        let distinct = values.filter { seen.insert(Array($0.utf8)).inserted }
        let expected = distinct.filter { entry in
          let characters = Array(entry)
          let typed = Array(text)
          return characters.count >= typed.count && !entry.utf8.elementsEqual(text.utf8)
            && zip(typed, characters).allSatisfy { pair in
              pair.0.utf8.map(HistoryText.fold) == pair.1.utf8.map(HistoryText.fold)
            }
        }
        #expect(found == expected, "\(size) values, \(text.unicodeScalars.map(\.value))")
      }
    }
  }

  /// What a history of `values` (the newest first) suggests for `text`.
  private func suggested(_ values: [String], _ text: String) -> [String] {
    History(values).suggestions(for: SuggestionQuery(text: text, caret: text.count), limit: 5)
      .map(\.text)
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
