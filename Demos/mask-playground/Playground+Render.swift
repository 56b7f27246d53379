import InputMask
import TextFieldCore
import TextFieldCurses

extension Playground {
  /// The column where values start, under the fields' text.
  static let valueColumn = 11
  /// The first row of the panel below the form.
  static let panelTop = 8

  /// The error's message, then the text and the caret line of its description.
  ///
  /// The text line of the description starts with two blanks: drawn two columns left of the
  /// values, the text sits right under the field's own text, and the `^` under the character.
  private static func errorLines(
    _ field: String, message: String, description: String
  ) -> [(label: String, text: String)] {
    let parts = description.split(separator: "\n", omittingEmptySubsequences: false)
    return [("Error", "\(field): \(message)")]
      + parts.dropFirst().map { ("", String($0.dropFirst(2))) }
  }

  /// The screen: the form (title, four fields, message line), then what the mask makes of the
  /// try-it field, or the error with a `^` under the character at fault.
  func render(width: Int, height: Int, cellWidth: CellWidth = .unicode) -> Frame {
    var frame = Frame(width: width, height: height)
    frame.blit(
      form.render(width: width, height: min(height, 7), cellWidth: cellWidth),
      at: Frame.Point(x: 0, y: 0))
    var lines: [(label: String, text: String)] = []
    switch setup {
    case .ready(let filter):
      lines = report(filter)
    case .badFormat(let field, let error):
      lines = Self.errorLines(field, message: error.message, description: error.description)
    case .badNotation(let error):
      lines = Self.errorLines("Notations", message: error.message, description: error.description)
    }
    let isError = if case .ready = setup { false } else { true }
    for (row, line) in lines.enumerated() {
      let y = Self.panelTop + row
      guard y < height else { break }
      let style = isError && row == 0 ? CellStyle(color: .error) : CellStyle.plain
      if !line.label.isEmpty {
        frame.write(line.label + ":", x: 0, y: y, style: style, cellWidth: cellWidth)
      }
      frame.write(line.text, x: Self.valueColumn, y: y, style: style, cellWidth: cellWidth)
    }
    return frame
  }

  /// The panel's lines for a compiled mask: strategy, each mask's affinity (the chosen one
  /// marked), formatted text, value, completeness and tail placeholders.
  func report(_ filter: MaskFilter) -> [(label: String, text: String)] {
    let typed = text.text
    let choice = filter.choice(for: typed)
    let masks = [filter.masks.primary] + filter.masks.affine
    var lines: [(label: String, text: String)] = [
      ("Strategy", "\(strategy) (F2) · autocomplete \(autocomplete ? "on" : "off") (F3)")
    ]
    for (index, mask) in masks.enumerated() {
      let chosen = index == (choice.affineIndex.map { $0 + 1 } ?? 0)
      let affinity = strategy.affinity(of: mask, for: typed, caret: typed.count)
      let shown = affinity == Int.min ? "too long" : String(affinity)
      let name = index == 0 ? "primary" : "affine \(index)"
      lines.append(
        (index == 0 ? "Masks" : "", "\(chosen ? "▸" : " ") \(name): \(mask.format)  ·  \(shown)"))
    }
    let tail = filter.formatStatus(of: typed)?.tailPlaceholder ?? ""
    let referenceTail = choice.result.tailPlaceholder
    lines += [
      ("Formatted", choice.result.text), ("Value", choice.result.extractedValue),
      ("Complete", choice.result.complete ? "yes" : "no"),
      ("Tail", tail.isEmpty ? "none" : "\(tail)  ·  reference: \(referenceTail)"),
    ]
    return lines
  }

  /// What Enter in the try-it field prints: one `name: value` line each.
  var summary: [String] {
    guard case .ready(let filter) = setup else { return ["error: the mask does not compile"] }
    let choice = filter.choice(for: text.text)
    return [
      "format: \(choice.format)", "text: \(choice.result.text)",
      "value: \(choice.result.extractedValue)", "complete: \(choice.result.complete)",
    ]
  }
}
