import TextFieldCore

extension Form {
  /// Draws the form into a `width` × `height` frame.
  ///
  /// An optional title, one row per field (label column, then the text area), and the message
  /// line; the real caret in the focused field. Rows scroll vertically to keep the focused field visible on small screens.
  ///
  /// Rendering has no side effects on the fields: it does not begin editing nor ask a delegate
  /// anything (call ``start()`` for that; before it no field shows a caret). It keeps the
  /// vertical and horizontal scroll positions and where each field was drawn, for clicks.
  public func render(width: Int, height: Int, cellWidth: CellWidth = .unicode) -> Frame {
    var frame = Frame(width: width, height: height)
    guard width > 0, height > 0 else { return frame }
    var top = 0
    if let title, height > 2 {
      frame.write(title, x: 0, y: 0, style: theme[.title], cellWidth: cellWidth)
      top = 1
    }
    let rows = max(1, height - top - 1)
    if let focusIndex {
      if focusIndex < verticalOffset { verticalOffset = focusIndex }
      if focusIndex >= verticalOffset + rows { verticalOffset = focusIndex - rows + 1 }
    }
    verticalOffset = max(0, min(verticalOffset, fields.count - rows))
    let labelWidth = min(
      fields.map { cellWidth.width(of: DisplaySanitizer.sanitize($0.label)) + 2 }.max() ?? 0,
      width / 2)
    for index in fields.indices {
      let row = index - verticalOffset
      guard (0..<rows).contains(row), top + row < height else { continue }
      let cursor = renderField(
        fields[index], into: &frame, y: top + row, labelWidth: labelWidth,
        focused: index == focusIndex, cellWidth: cellWidth)
      if let cursor { frame.cursor = cursor }
    }
    if height > 1 {
      let messageRow = fields.count < rows ? top + fields.count + 1 : top + rows
      renderMessage(into: &frame, y: min(height - 1, messageRow), cellWidth: cellWidth)
    }
    return frame
  }

  private func renderField(
    _ field: FormField, into frame: inout Frame, y: Int, labelWidth: Int, focused: Bool,
    cellWidth: CellWidth
  ) -> Frame.Point? {
    let labelStyle: CellStyle =
      field.model.validationFailure != nil && !focused
      ? theme[.invalidLabel] : focused ? theme[.focusedLabel] : theme[.label]
    let end = frame.write(
      field.label, x: 0, y: y, style: labelStyle, limit: max(0, labelWidth - 2),
      cellWidth: cellWidth)
    frame.write(":", x: end, y: y, style: labelStyle)
    let available = frame.width - labelWidth
    return field.view.render(
      field.model, into: &frame, x: labelWidth, y: y,
      width: field.width.map { min(max(0, $0), available) } ?? available,
      focused: focused, tailPlaceholder: field.tailPlaceholder?(field.model), cellWidth: cellWidth,
      theme: theme)
  }

  private func renderMessage(into frame: inout Frame, y: Int, cellWidth: CellWidth) {
    if let message {
      let style = message.isError ? theme[.error] : theme[.message]
      frame.write(message.text, x: 0, y: y, style: style, cellWidth: cellWidth)
    } else if let field = focusedField, let failure = field.model.validationFailure {
      frame.write(
        field.model.messages.fieldProblem(field.label, failure.message), x: 0, y: y,
        style: theme[.error],
        cellWidth: cellWidth)
    } else {
      frame.write(hint, x: 0, y: y, style: theme[.hint], cellWidth: cellWidth)
    }
  }
}
