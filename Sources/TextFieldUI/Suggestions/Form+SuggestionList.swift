import TextFieldCore

extension Form {
  /// The rows a form reserves for the list besides the blank row it has anyway.
  var suggestionListRoom: Int { SuggestionState.listLimit - 1 }

  /// The rows the list takes under the focused field, when it shows and all its rows fit in a
  /// frame `height` rows high (a hosted region too small gets no list: Tab moves focus there).
  func suggestionListRows(height: Int) -> Range<Int>? {
    guard suggestions.listShows, !suggestions.dismissed, !searchingHistory,
      let placement = focusedField?.view.placement
    else { return nil }
    let count = min(SuggestionState.listLimit, suggestions.candidates.count)
    guard count > 0, placement.y + 1 + count <= height else { return nil }
    return placement.y + 1..<placement.y + 1 + count
  }

  /// Draws the list in `rows`, under the focused field's text area: each entry after two cells,
  /// the selected one after `> ` and in the selection's style (the mark says it without
  /// attributes).
  func renderSuggestionList(into frame: inout Frame, rows: Range<Int>, cellWidth: CellWidth) {
    guard let placement = focusedField?.view.placement else { return }
    let width = max(0, min(placement.width, frame.width - placement.x))
    guard width > 2 else { return }
    let first = max(0, suggestions.selected - rows.count + 1)
    for (offset, y) in rows.enumerated() {
      let index = first + offset
      guard suggestions.candidates.indices.contains(index) else { break }
      let selected = index == suggestions.selected
      let style = selected ? theme[.selection] : theme[.text]
      frame.fill(x: placement.x, y: y, count: width, style: style)
      frame.write(selected ? ">" : " ", x: placement.x, y: y, style: style, limit: 1)
      frame.write(
        fitting: suggestions.candidates[index].text, x: placement.x + 2, y: y, style: style,
        limit: width - 2, cellWidth: cellWidth)
    }
  }
}
