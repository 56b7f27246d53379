import InputMask
import TextFieldCore
import TextFieldUI

extension Playground {
  /// The column where values start, under the fields' text.
  static let valueColumn = 11
  /// The rows of the form (title, four fields, blank row, message line) and of the panel's top
  /// when the screen has room, then when it has not (no blank rows).
  static let roomy = (form: 7, panelTop: 8)
  static let compact = (form: 6, panelTop: 6)

  /// A line of the panel: its label, its text, and how soon it goes when rows are short (0: never;
  /// the higher, the sooner).
  struct PanelLine {
    var label: String
    var text: String
    var rank = 0
  }

  /// The error's message, then the text and the caret line of its description.
  ///
  /// The text line of the description starts with two blanks: drawn two columns left of the
  /// values, the text sits right under the field's own text, and the `^` under the character.
  private static func errorLines(
    _ field: String, message: String, description: String
  ) -> [PanelLine] {
    let parts = description.split(separator: "\n", omittingEmptySubsequences: false)
    return [PanelLine(label: "Error", text: "\(field): \(message)")]
      + parts.dropFirst().map { PanelLine(label: "", text: String($0.dropFirst(2))) }
  }

  /// The lines that fit in `rows`: the highest ranks go first (the last of a rank first), and a
  /// dropped line's label moves to the next kept line that has none (`Masks:`).
  static func fit(_ lines: [PanelLine], rows: Int) -> [PanelLine] {
    var lines = lines
    while lines.count > max(0, rows),
      let rank = lines.map(\.rank).max(), rank > 0,
      let index = lines.lastIndex(where: { $0.rank == rank })
    {
      let label = lines.remove(at: index).label
      if !label.isEmpty, index < lines.count, lines[index].label.isEmpty, lines[index].rank > 0 {
        lines[index].label = label
      }
    }
    return lines
  }

  /// The screen: the form (title, four fields, message line), then what the mask or type makes
  /// of the try-it field, or the error with a `^` under the character at fault.
  ///
  /// On a short screen the blank rows go first, then the strategy, the masks not chosen and the
  /// tail, so the formatted text, value and completeness stay visible down to 40 × 12; a line
  /// wider than the screen ends in `…`.
  func render(width: Int, height: Int, cellWidth: CellWidth = .unicode) -> Frame {
    var frame = Frame(width: width, height: height)
    var lines: [PanelLine] = []
    switch setup {
    case .ready(let filter):
      lines = report(filter)
    case .badFormat(let field, let error):
      lines = Self.errorLines(field, message: error.message, description: error.description)
    case .badNotation(let error):
      lines = Self.errorLines("Notations", message: error.message, description: error.description)
    case .typed(let type):
      lines = report(type)
    case .badType(let error):
      lines = Self.errorLines("Format", message: error.message, description: error.description)
    }
    let layout = Self.roomy.panelTop + lines.count <= height ? Self.roomy : Self.compact
    frame.blit(
      form.render(width: width, height: min(height, layout.form), cellWidth: cellWidth),
      at: Frame.Point(x: 0, y: 0))
    let isError =
      switch setup {
      case .ready, .typed: false
      case .badFormat, .badNotation, .badType: true
      }
    for (row, line) in Self.fit(lines, rows: height - layout.panelTop).enumerated() {
      let y = layout.panelTop + row
      guard y < height else { break }
      let style = isError && row == 0 ? CellStyle(color: .error) : CellStyle.plain
      if !line.label.isEmpty {
        frame.write(fitting: line.label + ":", x: 0, y: y, style: style, cellWidth: cellWidth)
      }
      // An error's description keeps its columns (its `^` points at a character): cut, not
      // ended in `…`.
      if isError && row > 0 {
        frame.write(line.text, x: Self.valueColumn, y: y, style: style, cellWidth: cellWidth)
      } else {
        frame.write(
          fitting: line.text, x: Self.valueColumn, y: y, style: style, cellWidth: cellWidth)
      }
    }
    return frame
  }

  /// The panel's lines for a compiled mask: strategy, each mask's affinity (the chosen one
  /// marked), formatted text, value, completeness and tail placeholders.
  func report(_ filter: MaskFilter) -> [PanelLine] {
    let typed = text.text
    let choice = filter.choice(for: typed)
    let masks = [filter.masks.primary] + filter.masks.affine
    var lines = [
      PanelLine(
        label: "Strategy",
        text: "\(strategy) (F2) · autocomplete \(autocomplete ? "on" : "off") (F3)", rank: 2)
    ]
    for (index, mask) in masks.enumerated() {
      let chosen = index == (choice.affineIndex.map { $0 + 1 } ?? 0)
      let affinity = strategy.affinity(of: mask, for: typed, caret: typed.count)
      let shown = affinity == Int.min ? "too long" : String(affinity)
      let name = index == 0 ? "primary" : "affine \(index)"
      lines.append(
        PanelLine(
          label: index == 0 ? "Masks" : "",
          text: "\(chosen ? "▸" : " ") \(name): \(mask.format)  ·  \(shown)", rank: chosen ? 1 : 3
        ))
    }
    let tail = filter.formatStatus(of: typed)?.tailPlaceholder ?? ""
    let referenceTail = choice.result.tailPlaceholder
    lines += [
      PanelLine(label: "Formatted", text: choice.result.text),
      PanelLine(label: "Value", text: choice.result.extractedValue),
      PanelLine(label: "Complete", text: choice.result.complete ? "yes" : "no"),
      PanelLine(
        label: "Tail", text: tail.isEmpty ? "none" : "\(tail)  ·  reference: \(referenceTail)",
        rank: 1),
    ]
    return lines
  }

  /// The panel's lines for a field type: what the type is, then the formatted text, its value
  /// (E.164, a plain decimal, ISO 8601), a phone number's region, completeness and the tail
  /// placeholder.
  func report(_ type: TypeSpec) -> [PanelLine] {
    let status = text.formatStatus
    let tail = status?.tailPlaceholder ?? ""
    var lines = [
      PanelLine(label: "Type", text: type.summary),
      PanelLine(label: "Ignored", text: "Affine, Notations, F2 and F3: masks only", rank: 2),
      PanelLine(label: "Formatted", text: text.text),
      PanelLine(label: "Value", text: status?.value ?? text.text),
    ]
    if type.kind == .phone {
      let region = status?.annotation ?? ""
      lines.append(
        PanelLine(label: "Region", text: region.isEmpty ? "not known yet" : region, rank: 1))
    }
    lines += [
      PanelLine(label: "Complete", text: status?.isComplete ?? true ? "yes" : "no"),
      PanelLine(label: "Tail", text: tail.isEmpty ? "none" : tail, rank: 1),
    ]
    return lines
  }

  /// What Enter in the try-it field prints: one `name: value` line each.
  var summary: [String] {
    if case .typed(let type) = setup {
      let status = text.formatStatus
      let region = type.kind == .phone ? ["region: \(status?.annotation ?? "")"] : []
      return [
        "format: \(type.spec)", "text: \(text.text)", "value: \(status?.value ?? text.text)",
        "complete: \(status?.isComplete ?? true)",
      ] + region
    }
    if case .badType = setup { return ["error: the type does not work"] }
    guard case .ready(let filter) = setup else { return ["error: the mask does not compile"] }
    let choice = filter.choice(for: text.text)
    return [
      "format: \(choice.format)", "text: \(choice.result.text)",
      "value: \(choice.result.extractedValue)", "complete: \(choice.result.complete)",
    ]
  }
}
