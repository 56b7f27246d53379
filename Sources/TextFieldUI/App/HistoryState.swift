import TextFieldCore

/// Where a field's history recall or search stands (see `Form+History.swift`).
enum HistoryState {
  case recall(HistoryRecall)
  case search(HistorySearch)
}

/// A recall in progress: the values shown so far, newest first, and the text typed before it.
struct HistoryRecall {
  /// The most records one key passes over looking for a value the field accepts.
  static let scanLimit = 10_000

  /// The text the field held before the first recall; it comes back after the newest value.
  var draft: String
  /// The values shown so far, as the field shows them, newest first.
  var shown: [String] = []
  /// The one shown now in ``shown``; −1 for the draft.
  var index = -1
  /// The records below this one are not looked at yet.
  var next: Int
  /// The text the field held after the last recall: another text means the user edited, and
  /// the next recall starts again from the newest.
  var lastText: String

  init(draft: String, records: Int) {
    self.draft = draft
    next = records
    lastText = draft
  }

  /// Moves to the next older value the field accepts; `false` when there is none.
  mutating func older(in history: History, for model: TextFieldModel) -> Bool {
    if index + 1 < shown.count {
      index += 1
      return true
    }
    var looked = 0
    // The history may have lost records since (an add that folded it): stay inside it.
    next = min(next, history.recordCount)
    while next > 0, looked < HistoryRecall.scanLimit {
      next -= 1
      looked += 1
      let entry = history.entry(atRecord: next)
      guard HistoryRecall.fieldTakes(entry, model), !shown.contains(entry) else { continue }
      shown.append(entry)
      index += 1
      return true
    }
    return false
  }

  /// Whether `model` would show `entry` exactly as it is if it were pasted over its text: what
  /// the field's filters pass today (a value they would refuse, trim or format otherwise, such as
  /// a value recorded under another mask, is not offered).
  static func fieldTakes(_ entry: String, _ model: TextFieldModel) -> Bool {
    !entry.isEmpty && model.acceptedText(forCandidate: entry) == entry
  }

  /// The text to show now: the value recalled, or the draft.
  var current: String { index >= 0 ? shown[index] : draft }
}

/// A reverse incremental search (`C-r`) in progress.
struct HistorySearch {
  /// What is searched for.
  var query = ""
  /// The match shown: its record and the text the field would take.
  var match: (record: Int, text: String)?
  /// The matches shown for this query, so `C-r` moves to another value.
  var seen: Set<String> = []
  /// Whether the last search found nothing (the line says `failing`).
  var failing = false

  /// The line shown while searching: `(reverse-i-search)'query': match`.
  var line: String {
    (failing ? "(failing reverse-i-search)'" : "(reverse-i-search)'") + query + "': "
      + (match?.text ?? "")
  }

  /// Looks for the newest value older than record `before` that contains the query, that the
  /// field accepts and that was not shown; keeps the match and says `failing` when none.
  ///
  /// At most ``HistoryRecall/scanLimit`` matching records are tried against the field's filters
  /// (`takes`, a dry run each) per call: past them the search says `failing`, so that one key
  /// over a huge history the field refuses stays quick.
  mutating func find(
    before: Int, in history: History, for model: TextFieldModel,
    takes: (String, TextFieldModel) -> Bool = HistoryRecall.fieldTakes
  ) {
    var position = before
    var tried = 0
    while tried < HistoryRecall.scanLimit,
      let found = history.newestRecord(containing: query, before: position)
    {
      position = found
      let entry = history.entry(atRecord: found)
      guard !seen.contains(entry) else { continue }
      tried += 1
      guard takes(entry, model) else { continue }
      match = (found, entry)
      seen.insert(entry)
      failing = false
      return
    }
    failing = true
  }
}
