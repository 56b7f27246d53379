import TextFieldCore

extension Form {
  /// The rows the form needs drawn in full: the title, one row per field, a blank row and the
  /// message line (an inline terminal's region); with suggestions, room for their list under
  /// the last field (as prompt_toolkit reserves space for its menu).
  package var preferredHeight: Int {
    let list = fields.contains { !$0.model.suggestionSources.isEmpty } ? suggestionListRoom : 0
    return (title == nil ? 0 : 1) + fields.count + 2 + list
  }

  /// One line per field, `Label: value`, to leave on the screen once the form is submitted (a
  /// secret field shows its echo symbols, a field without echo nothing after the label).
  package var answerLines: [String] {
    fields.map { field in
      let shown = field.model.echoMode.glyphs(for: field.model.text, cellWidth: .unicode)
        .map(\.text).joined()
      return "\(field.label): \(shown)"
    }
  }
}
