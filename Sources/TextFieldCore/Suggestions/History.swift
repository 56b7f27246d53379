/// The values a field was given before, the newest first: recalled with Up/Down, searched with
/// `C-r`, and offered as suggestions whose text starts with what is typed.
///
/// ```swift
/// let history = History(["+1 (555) 123-4567"])
/// history.add("+1 (555) 987-6543")
/// history.entries  // ["+1 (555) 987-6543", "+1 (555) 123-4567"]
/// ```
///
/// A value added again moves to the front (duplicates are dropped), and at most
/// ``maximumCount`` values are kept (the oldest go first; records past it, up to an eighth more,
/// go in one fold with the duplicates, so adding stays cheap in a large history). Entries are kept as one buffer of
/// UTF-8 records, so a history of a million values loads and answers fast: a suggestion query
/// costs about the logarithm of the size, plus the matches it returns, through a prefix index
/// that a history of 4,096 values or more builds on a thread of its own as it is made or
/// loaded (no key waits for it). Matching ignores the case of ASCII letters; other letters
/// match as typed, and a value is offered only where the text ends between two of its
/// Characters.
///
/// A history is a reference: the form that recalls from it, the field's suggestion sources and
/// the program that records into it share one. It is not synchronised: use it from one thread
/// (the one that runs the form).
public final class History: SuggestionSource {
  /// The most values a history keeps unless told otherwise: 1,000.
  public static let defaultMaximumCount = 1000

  /// The most values kept; adding more drops the oldest.
  public let maximumCount: Int
  /// The records, oldest first, each followed by one separator byte (see ``records``).
  var storage = HistoryStorage()
  /// The prefix index over the records it was built for, made by the first query that needs one.
  var index: HistoryIndex?
  /// The prefix index being built on a thread of its own, for the records when it started.
  var pendingIndex: BackgroundThread<HistoryIndex>?
  /// The most bytes the records take (4 GiB − 1, what their 32-bit offsets reach; tests make it
  /// small): past it the oldest records go, and a value over half of it is not kept.
  package var byteLimit = HistoryStorage.byteLimit

  /// A history of `entries`, the newest first, keeping at most `maximumCount` of them (at least 1).
  public init(_ entries: [String] = [], maximumCount: Int = History.defaultMaximumCount) {
    self.maximumCount = max(1, maximumCount)
    for entry in entries.reversed() where !entry.isEmpty { append(entry) }
    trim()
    buildIndexInBackground()
  }

  /// A history over records already in memory: `utf8` holds them oldest first, record `i`
  /// ending at `ends[i]` with one separator byte after each; every record must be valid UTF-8.
  ///
  /// Duplicates may remain among them: queries skip an older copy of a value they already gave.
  /// Only the newest `maximumCount` records are kept.
  package init(
    utf8: [UInt8], ends: [HistoryRecordEnd], maximumCount: Int = History.defaultMaximumCount
  ) {
    self.maximumCount = max(1, maximumCount)
    storage = HistoryStorage(utf8: utf8, ends: ends)
    if storage.count > self.maximumCount { storage.dropOldest(storage.count - self.maximumCount) }
  }

  /// The values, the newest first, each once.
  ///
  /// O(n): made from the records each time.
  public var entries: [String] {
    var seen = Set<String>()
    var result: [String] = []
    for position in stride(from: storage.count - 1, through: 0, by: -1)
    where result.count < maximumCount {
      let entry = storage.string(at: position)
      if seen.insert(entry).inserted { result.append(entry) }
    }
    return result
  }

  /// Whether the history holds no value.
  package var isEmpty: Bool { storage.count == 0 }

  /// Adds `entry` as the newest value.
  ///
  /// An equal older value goes (it moves to the front), and the oldest go past
  /// ``maximumCount``. An empty entry is not added.
  public func add(_ entry: String) {
    guard !entry.isEmpty else { return }
    append(entry)
    // Folding duplicates is O(n): done once the records pass the maximum by an eighth (a
    // million-value history does not rehash on every add); queries skip them meanwhile.
    if storage.count > maximumCount + maximumCount / 8 { trim() }
  }

  /// Records `text` as a value `model` took, when it should be remembered.
  ///
  /// Not for a secure field, not when empty, and only when the field's filters pass it today as
  /// it is (a value they would refuse, trim or format otherwise is not recorded). Returns the
  /// text recorded, or `nil`.
  @discardableResult
  public func record(_ text: String, for model: TextFieldModel) -> String? {
    guard !text.isEmpty, model.acceptedText(forCandidate: text) == text, append(text) else {
      return nil
    }
    if storage.count > maximumCount + maximumCount / 8 { trim() }
    return text
  }

  /// The number of records, duplicates not yet folded included (a query skips them).
  package var recordCount: Int { storage.count }

  /// The value of record `position` (0 is the oldest).
  package func entry(atRecord position: Int) -> String { storage.string(at: position) }

  /// Appends `entry` as the newest record, making room under ``byteLimit`` first.
  ///
  /// The duplicates are folded, then the oldest half of the records dropped as often as needed.
  /// A value longer than half of the limit is not kept (`false`).
  @discardableResult
  private func append(_ entry: String) -> Bool {
    guard entry.utf8.count < byteLimit / 2 else { return false }
    if !storage.hasRoom(for: entry, limit: byteLimit) {
      trim()
      while !storage.hasRoom(for: entry, limit: byteLimit) {
        storage.dropOldest(max(1, storage.count / 2))
        storage.removeDuplicates()
      }
    }
    storage.append(entry)
    return true
  }

  /// Folds duplicates (the newest copy stays) and keeps the newest ``maximumCount`` values.
  private func trim() {
    storage.removeDuplicates()
    if storage.count > maximumCount { storage.dropOldest(storage.count - maximumCount) }
    index = nil
    pendingIndex = nil
  }
}
