extension TextFieldModel {
  /// Decides a whole line as pasting it into this field, focused, and pressing Enter does: the
  /// one decision the prompt's line mode and `textfield format --type` make of a line.
  ///
  /// In order: editing begins (should-begin is asked; a refusal refuses the line). The line
  /// replaces the text as a paste (``EditingCommand/paste(_:)``: the delegate, the filters, the
  /// single-line normalisation), except that an empty line keeps a text the field already holds
  /// (as Enter alone does). A refused paste refuses the line (`input does not fit: …`); so does a
  /// paste the filters trimmed, with `refusingTrimmedInput` (nothing is taken that was not given
  /// exactly), else the line is taken with the notice. Then the submit validators run (the first
  /// failure refuses the line with its message), Return is pressed (should-return) and editing
  /// ends (should-end); a veto refuses the line (`not accepted yet`).
  ///
  /// A refused line leaves the field editing, holding the text it held before (set back with
  /// ``setText(_:)``). A taken line leaves it not editing, holding the line as formatted.
  ///
  /// ```swift
  /// let day = TextFieldModel(validators: [.complete(on: [.submit])],
  ///                          filters: [try DateFilter(pattern: "dd/MM/yyyy")])
  /// day.submitLine("29.02.2024")  // .accepted(text: "29/02/2024", value: "2024-02-29")
  /// day.submitLine("31.02.2024")  // .refused(reason: "input does not fit: 6 characters dropped: …")
  /// ```
  ///
  /// Cost: one paste of the line and one validation run.
  @discardableResult
  package func submitLine(_ line: String, refusingTrimmedInput: Bool = true) -> LineDecision {
    let before = text
    guard beginEditing() else { return .refused(reason: "the field cannot be edited now") }
    var notice: String?
    if !(line.isEmpty && !before.isEmpty) {
      if !before.isEmpty { perform(.selectAll) }
      switch perform(.paste(line)) {
      case .rejected(let reason):
        let reason = reason.map(concealing)
        return .refused(reason: "input does not fit: \(message(for: .rejected(reason: reason)))")
      case .rewritten(var dropped?):
        dropped.reason = concealing(dropped.reason)
        let words = message(for: .trimmed(dropped))
        if refusingTrimmedInput {
          setText(before)
          return .refused(reason: "input does not fit: \(words)")
        }
        notice = words
      case .applied, .rewritten, .ignored:
        break
      }
    }
    if let failure = validate(.submit) {
      setText(before)
      return .refused(reason: failure.message)
    }
    guard pressReturn(), endEditing(reason: .committed) else {
      setText(before)
      return .refused(reason: "not accepted yet")
    }
    guard let notice else { return .accepted(text: text, value: value) }
    return .rewritten(text: text, value: value, notice: notice)
  }
}
