import TextFieldCore

extension Form {
  /// The rows the form needs drawn in full: the title, one row per field, a blank row and the
  /// message line (an inline terminal's region).
  package var preferredHeight: Int { (title == nil ? 0 : 1) + fields.count + 2 }

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
