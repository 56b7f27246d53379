import TextFieldCore

/// Draws one field's text area into a frame.
///
/// Draws scrolled text, placeholder, tail placeholder, annotation (a phone number's region, at
/// the right end, dim), echo mode and the caret. Keeps the
/// horizontal scroll between renders (and the last layout, for mouse clicks); a field without
/// focus shows the start of its text. A focused field scrolls by jumps (`FieldLayout`), except
/// at its first render with focus or in a new width, which scrolls from the start just enough to
/// show the caret (so what a resize shows does not depend on the sizes it went through).
package struct FieldView: Sendable {
  /// Where the text area was last drawn and how.
  package struct Placement: Hashable, Sendable {
    package var x: Int
    package var y: Int
    package var width: Int
    /// The layout of the glyph window the render laid out, in the window's indices.
    var windowLayout: FieldLayout
    /// The Character the window starts at.
    var windowStart: Int
    /// The layout drawn, in the whole text's indices.
    package var layout: FieldLayout { windowLayout.shifted(by: windowStart) }
    /// The index of the first visible glyph, in the whole text.
    var scrollOffset: Int { windowLayout.scrollOffset + windowStart }
  }

  /// The last render's placement, `nil` before the first.
  package private(set) var placement: Placement?
  /// Whether the last render had focus.
  private var hadFocus = false

  package init() {}

  /// Renders `field` in `width` cells from column `x` of row `y`.
  ///
  /// - Parameters:
  ///   - field: the field to draw.
  ///   - frame: the frame drawn into.
  ///   - x: the first column.
  ///   - y: the row.
  ///   - width: the cells the field may use.
  ///   - focused: focused fields get the caret and the focused style, and scroll to keep the
  ///     caret visible; others show the start of their text.
  ///   - tailPlaceholder: drawn dim after the text when the text's end is visible (defaults to the
  ///     field's `TextFieldModel.tailPlaceholder`).
  ///   - cellWidth: how many cells each Character takes.
  ///   - theme: the styles of blank cells, text, selection and placeholders.
  ///   - ghost: a suggestion's rest, drawn in the theme's ``StyleRole/suggestion`` style after
  ///     the text (instead of the tail placeholder) when the text's end is visible.
  /// - Returns: the caret's cell when focused.
  @discardableResult
  package mutating func render(
    _ field: TextFieldModel, into frame: inout Frame, x: Int, y: Int, width: Int, focused: Bool,
    tailPlaceholder: String? = nil, cellWidth: CellWidth = .unicode, theme: Theme = .standard,
    ghost: Substring? = nil
  ) -> Frame.Point? {
    // Blank cells of the area are underlined to show its extent; text is plain, so typing at the
    // end costs one byte (no attribute change for ncurses to send).
    frame.fill(x: x, y: y, count: width, style: theme[.fieldBlank])
    // The formatting's status is asked once: its annotation, then its tail placeholder.
    let status = field.filters.isEmpty && field.delegate == nil ? nil : field.formatStatus
    let width =
      width
      - drawAnnotation(
        status?.annotation ?? "", into: &frame, x: x, y: y, width: width, cellWidth: cellWidth,
        style: theme[.placeholder])
    // Every glyph takes a cell or more, so the first visible glyph is at most `width` before the
    // caret, and `width` glyphs after it fill the row: only that window is laid out. A field
    // without focus shows its start (as a text field that resigns first responder), not where its
    // caret was; focus (or a new width) scrolls from there just enough to show the caret again,
    // and then by jumps.
    // The model's state and echo mode are read once (each read of a class's property is checked
    // for exclusive access at run time).
    let state = field.state
    let echoMode = field.echoMode
    let caret = focused ? echoMode.glyphIndex(ofCaret: state.caret) : 0
    let continuing = focused && hadFocus && placement?.width == width
    let previousOffset = continuing ? placement?.scrollOffset ?? 0 : 0
    let start = max(0, caret - max(0, width) - 1)
    let window = echoMode.glyphs(
      for: state.text, from: state.index(ofCharacter: start),
      limit: caret - start + max(0, width) + 1, cellWidth: cellWidth)
    // The window's layout is kept as it is (in the window's indices): shifting it to the whole
    // text's would copy every placement on every key.
    let layout = FieldLayout.layout(
      glyphs: window.glyphs, caret: caret - start, width: width,
      previousOffset: max(0, previousOffset - start), jump: continuing ? nil : 0)
    placement = Placement(x: x, y: y, width: width, windowLayout: layout, windowStart: start)
    hadFocus = focused
    let selection = focused && echoMode != .none ? state.selectedRange : 0..<0
    frame.put(
      layout.placements, x: x, y: y, style: theme[.text], selectedStyle: theme[.selection],
      selected: (selection.lowerBound - start)..<(selection.upperBound - start))
    let dim = theme[.placeholder]
    if state.text.isEmpty {
      // Without a placeholder of its own, an empty field shows its format's blanks (a mask's
      // `+1 (___) ___-____`, a date's `dd/MM/yyyy`), as `textfield` does.
      let blank = field.placeholder.isEmpty ? field.blank : field.placeholder
      frame.write(blank, x: x, y: y, style: dim, limit: width, cellWidth: cellWidth)
    } else if echoMode == .normal, window.reachesEnd,
      layout.placements.last?.index == window.glyphs.count - 1
    {
      let start = x + layout.usedWidth
      if let ghost, !ghost.isEmpty {
        frame.write(
          String(ghost), x: start, y: y, style: theme[.suggestion], limit: x + width - start,
          cellWidth: cellWidth)
      } else if case let tail = tailPlaceholder ?? status?.tailPlaceholder ?? "", !tail.isEmpty {
        frame.write(
          tail, x: start, y: y, style: dim, limit: x + width - start, cellWidth: cellWidth)
      }
    }
    return focused ? Frame.Point(x: x + layout.caretColumn, y: y) : nil
  }

  /// Draws `annotation` at the right end of the area when it leaves at least half the area to
  /// the text; returns the cells it took, with the blank before it.
  private func drawAnnotation(
    _ annotation: String, into frame: inout Frame, x: Int, y: Int, width: Int,
    cellWidth: CellWidth, style: CellStyle
  ) -> Int {
    guard !annotation.isEmpty else { return 0 }
    let shown = DisplaySanitizer.sanitize(annotation)
    let cells = cellWidth.width(of: shown)
    guard cells > 0, 2 * (cells + 1) <= width else { return 0 }
    frame.write(shown, x: x + width - cells, y: y, style: style, limit: cells, cellWidth: cellWidth)
    return cells + 1
  }

  /// The caret (in Characters) for a click at frame column `column`, or `nil` when the click is
  /// outside the last drawn text area.
  package func caret(forClickAt column: Int, row: Int, in field: TextFieldModel) -> Int? {
    guard let placement, row == placement.y,
      (placement.x..<placement.x + placement.width).contains(column)
    else { return nil }
    guard field.echoMode != .none else { return field.state.count }
    return placement.windowLayout.caret(atColumn: column - placement.x) + placement.windowStart
  }
}
