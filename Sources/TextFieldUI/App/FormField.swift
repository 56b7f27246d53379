import TextFieldCore

/// A labelled field of a ``Form``: the model (with its own delegate, filters and validators) and
/// the view state that draws it.
public final class FormField {
  /// The label drawn before the field, followed by the form's own `:`.
  ///
  /// A trailing colon and the blanks around it are dropped (`"Phone: "` is `Phone`), so a label
  /// written with its colon is not drawn `Phone: :`.
  public var label: String {
    didSet { label = Self.bare(label) }
  }
  /// The field.
  public let model: TextFieldModel
  /// Supplies the dim text drawn after the typed text (a mask's `___-____`); by default the
  /// model's `TextFieldModel.tailPlaceholder` (from a `TailPlaceholderSource` filter).
  public var tailPlaceholder: ((TextFieldModel) -> String?)?
  /// The most cells the text area takes (`nil`: the rest of the row).
  public var width: Int?
  /// The values recalled with Up/Down (`C-p`/`C-n`) and searched with `C-r`, if any (see
  /// ``Form``'s keys); recording a submitted value is the program's (`History.record(_:for:)`).
  ///
  /// The history is also the model's first suggestion source (its newest values that start
  /// with the text show as the ghost), in place of the history set before.
  public var history: History? {
    didSet {
      historyState = nil
      if let oldValue {
        model.suggestionSources.removeAll { ($0 as? History) === oldValue }
      }
      if let history { model.suggestionSources.insert(history, at: 0) }
    }
  }
  /// Where a recall or a search in ``history`` stands.
  var historyState: HistoryState?
  var view = FieldView()
  /// The label's cells and its `:` as last drawn (see `Form.renderField`).
  var labelCells: (key: CachedText, cells: [Frame.Cell])?
  /// The label's width in cells under a named measure, as last measured.
  var labelWidth: (label: String, measure: String, cells: Int)?

  /// A field labelled `label` editing `model`; `tailPlaceholder` replaces the dim hint after the
  /// text (the model's own by default).
  public init(
    label: String, model: TextFieldModel,
    tailPlaceholder: ((TextFieldModel) -> String?)? = nil
  ) {
    self.label = Self.bare(label)
    self.model = model
    self.tailPlaceholder = tailPlaceholder
  }

  /// `label` without trailing blanks and one trailing colon (and the blanks before it).
  static func bare(_ label: String) -> String {
    var trimmed = Substring(label)
    while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
    guard trimmed.last == ":" else { return String(trimmed) }
    trimmed.removeLast()
    while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
    return trimmed.isEmpty ? label : String(trimmed)
  }

  /// The field's value as a form result.
  package var result: FieldValue {
    FieldValue(label: label, text: model.text, value: model.value)
  }
}

/// One field's submitted value.
public struct FieldValue: Hashable, Sendable {
  /// The field's label.
  public var label: String
  /// The text as shown (formatted).
  public var text: String
  /// The extracted value (a pattern's raw characters; the text for a plain field).
  public var value: String

  /// A value with its label, its text as shown and its extracted value.
  package init(label: String, text: String, value: String) {
    self.label = label
    self.text = text
    self.value = value
  }
}
