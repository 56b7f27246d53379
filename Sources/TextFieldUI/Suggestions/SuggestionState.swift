import TextFieldCore

/// What a form shows of the focused field's suggestions: its candidates, the ghost, the list.
///
/// The candidates are asked for again only when the focused field or its text changes (a source
/// may be slow: a command), never on a caret move.
package struct SuggestionState: Sendable {
  /// The most entries the list shows, and the most candidates asked for.
  package static let listLimit = 5

  /// The field the candidates are for, `nil` when none.
  var fieldIndex: Int?
  /// The text they are for.
  var text = ""
  /// The candidates, the best first, as the field would show them.
  package private(set) var candidates: [Suggestion] = []
  /// Whether the list shows under the field.
  package var listShows = false
  /// The list's selected entry.
  package var selected = 0
  /// Whether Esc hid the ghost and the list (until the text changes).
  var dismissed = false
  /// The height of the last frame the form drew, `nil` before the first: the list opens only
  /// when it fits under the field.
  var frameHeight: Int?

  /// The ghost after the caret, and the index of its candidate.
  ///
  /// The rest of the candidate (the list's selected entry while the list shows, else the first
  /// candidate that starts with the text), when the caret is at the end of a non-empty text.
  package func ghost(in model: TextFieldModel) -> (index: Int, rest: Substring)? {
    guard !dismissed, !text.isEmpty, model.caret == model.state.count, model.selectedRange.isEmpty
    else { return nil }
    let matcher = SuggestionMatcher()
    if listShows {
      guard candidates.indices.contains(selected),
        let rest = matcher.remainder(of: candidates[selected].text, after: text), !rest.isEmpty
      else { return nil }
      return (selected, rest)
    }
    for (index, candidate) in candidates.enumerated() {
      if let rest = matcher.remainder(of: candidate.text, after: text), !rest.isEmpty {
        return (index, rest)
      }
    }
    return nil
  }

  /// Brings the state up to date with field `index` showing `model`; returns whether it asked
  /// the field's sources.
  ///
  /// They are asked when the field or its text changed (an empty text has no candidates: Tab
  /// leaves an empty field).
  mutating func refresh(field index: Int?, model: TextFieldModel?) -> Bool {
    guard let index, let model, !model.suggestionSources.isEmpty else {
      if fieldIndex != nil { self = SuggestionState(frameHeight: frameHeight) }
      return false
    }
    let text = model.text
    guard fieldIndex != index || !text.utf8.elementsEqual(self.text.utf8) else { return false }
    if fieldIndex != index { listShows = false }
    fieldIndex = index
    self.text = text
    dismissed = false
    selected = 0
    candidates = text.isEmpty ? [] : model.suggestions(limit: Self.listLimit)
    if candidates.isEmpty { listShows = false }
    return !text.isEmpty
  }

  private init(frameHeight: Int?) {
    self.frameHeight = frameHeight
  }

  package init() {}
}
