import TextFieldCore

extension Form {
  /// Draws the form into a `width` × `height` frame, measuring text with `cellWidth`.
  ///
  /// Pass the measure of the terminal the frame is shown on (a ``Terminal``'s `cellWidth`):
  /// `CellWidth.unicode` is an estimate, and a terminal that draws a character wider or
  /// narrower than it says misplaces every cell after that character.
  ///
  /// An optional title, one row per field (label column, then the text area), and the message
  /// line; the real caret in the focused field. Rows scroll vertically to keep the focused field
  /// visible on small screens. A title, label or message line that does not fit ends in `…`.
  ///
  /// A field without focus whose value failed validation has the theme's
  /// ``Theme/invalidMarker`` just before its text, and when neither a message nor the focused
  /// field has something to say, the message line gives the first such field's reason.
  ///
  /// Rendering has no side effects on the fields: it does not begin editing nor ask a delegate
  /// anything (call ``start()`` for that; before it no field shows a caret). It keeps the
  /// vertical and horizontal scroll positions and where each field was drawn, for clicks.
  public func render(width: Int, height: Int, cellWidth: CellWidth) -> Frame {
    var frame = Frame(width: width, height: height)
    guard width > 0, height > 0 else { return frame }
    refreshSuggestions()
    suggestions.frameHeight = height
    var top = 0
    if let title, height > 2 {
      frame.write(fitting: title, x: 0, y: 0, style: theme[.title], cellWidth: cellWidth)
      top = 1
    }
    let rows = max(1, height - top - 1)
    if let focusIndex {
      if focusIndex < verticalOffset { verticalOffset = focusIndex }
      if focusIndex >= verticalOffset + rows { verticalOffset = focusIndex - rows + 1 }
    }
    verticalOffset = max(0, min(verticalOffset, fields.count - rows))
    var widestLabel = 0
    for field in fields { widestLabel = max(widestLabel, labelCells(of: field, cellWidth) + 2) }
    let labelWidth = min(widestLabel, width / 2)
    for index in fields.indices {
      let row = index - verticalOffset
      guard (0..<rows).contains(row), top + row < height else { continue }
      let cursor = renderField(
        fields[index], into: &frame, y: top + row, labelWidth: labelWidth,
        focused: index == focusIndex, cellWidth: cellWidth)
      if let cursor { frame.cursor = cursor }
    }
    let list = suggestionListRows(height: height)
    if height > 1 {
      var messageRow = fields.count < rows ? top + fields.count + 1 : top + rows
      if let list, list.upperBound < height { messageRow = max(messageRow, list.upperBound) }
      renderMessage(into: &frame, y: min(height - 1, messageRow), cellWidth: cellWidth)
    }
    if let list { renderSuggestionList(into: &frame, rows: list, cellWidth: cellWidth) }
    return frame
  }

  private func renderField(
    _ field: FormField, into frame: inout Frame, y: Int, labelWidth: Int, focused: Bool,
    cellWidth: CellWidth
  ) -> Frame.Point? {
    let invalid = field.model.hasValidationFailure && !focused
    let labelStyle: CellStyle =
      invalid ? theme[.invalidLabel] : focused ? theme[.focusedLabel] : theme[.label]
    // The label and its colon rarely change from key to key: their cells are kept and copied
    // (the row is blank until then).
    let key = CachedText(
      text: field.label, style: labelStyle, width: max(0, labelWidth - 2),
      measure: cellWidth.name ?? "")
    if let cached = field.labelCells, cached.key == key, !key.measure.isEmpty {
      frame.replaceCells(x: 0, y: y, with: cached.cells[...])
    } else {
      let end = frame.write(
        fitting: field.label, x: 0, y: y, style: labelStyle, limit: key.width, cellWidth: cellWidth)
      let after = frame.write(":", x: end, y: y, style: labelStyle)
      // Copied out: a slice would keep the frame's storage, and the next write would copy it.
      field.labelCells = (key, Array(frame.row(y).prefix(after)))
    }
    if invalid, labelWidth > 0 {
      // The column before the text area is always blank: the marker lines up for every field.
      frame.write(
        String(theme.invalidMarker), x: labelWidth - 1, y: y, style: labelStyle, limit: 1,
        cellWidth: cellWidth)
    }
    let available = frame.width - labelWidth
    return field.view.render(
      field.model, into: &frame, x: labelWidth, y: y,
      width: field.width.map { min(max(0, $0), available) } ?? available,
      focused: focused, tailPlaceholder: field.tailPlaceholder?(field.model), cellWidth: cellWidth,
      theme: theme,
      ghost: focused && !searchingHistory ? suggestions.ghost(in: field.model)?.rest : nil)
  }

  /// The message line: the last message, else the focused field's problem, else the first
  /// problem of a field without focus (its reason stays visible after focus leaves), else the
  /// hint.
  private func renderMessage(into frame: inout Frame, y: Int, cellWidth: CellWidth) {
    let line: (text: String, style: CellStyle)
    if let search = historySearchLine {
      line = (search, theme[.message])
    } else if let message {
      line = (message.text, message.isError ? theme[.error] : theme[.message])
    } else if let field = fieldWithProblem, let failure = field.model.validationFailure {
      line = (field.model.messages.fieldProblem(field.label, failure.message), theme[.error])
    } else {
      line = (hint, theme[.hint])
    }
    // The line rarely changes from key to key: its cells are kept and copied.
    let key = CachedText(
      text: line.text, style: line.style, width: frame.width, measure: cellWidth.name ?? "")
    if let cached = messageRow, cached.key == key, !key.measure.isEmpty {
      frame.replaceRow(y, with: cached.cells[...])
      return
    }
    frame.write(fitting: line.text, x: 0, y: y, style: line.style, cellWidth: cellWidth)
    messageRow = (key, Array(frame.row(y)))
  }

  /// The cells `field`'s label takes, measured again only when the label or the measure (a named
  /// one) changed.
  private func labelCells(of field: FormField, _ cellWidth: CellWidth) -> Int {
    let measure = cellWidth.name ?? ""
    if let known = field.labelWidth, !measure.isEmpty, known.measure == measure,
      known.label.utf8.elementsEqual(field.label.utf8)
    {
      return known.cells
    }
    let cells = cellWidth.width(of: DisplaySanitizer.sanitize(field.label))
    field.labelWidth = (field.label, measure, cells)
    return cells
  }

  /// The focused field when its value failed validation, else the first field whose value did.
  private var fieldWithProblem: FormField? {
    if let field = focusedField, field.model.hasValidationFailure { return field }
    return fields.first { $0.model.hasValidationFailure }
  }
}

/// What cells kept from one render to the next depend on (the message line, a label).
///
/// The same key, the same cells. Only a named measure is a key (a measure without a name may be
/// any).
struct CachedText: Equatable {
  var text: String
  var style: CellStyle
  /// The cells the text may take.
  var width: Int
  /// The measure's ``CellWidth/name``, `""` when it has none.
  var measure: String

  /// The same bytes, not only the same Characters: `"é"` and `"e\u{301}"` are equal Strings, but
  /// they are drawn from different bytes, and U+2329 and U+3008 are even measured differently.
  static func == (lhs: CachedText, rhs: CachedText) -> Bool {
    lhs.text.utf8.elementsEqual(rhs.text.utf8) && lhs.style == rhs.style
      && lhs.width == rhs.width && lhs.measure == rhs.measure
  }
}
