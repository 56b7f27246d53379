import InputMask
import TextFieldCore

/// The try-it field's delegate: forwards to the mask compiled from the other fields or to the
/// type the format names, or refuses insertions (deletions still land) while they do not
/// compile.
final class LiveMask: TextFieldDelegate {
  /// The current mask or type's filter, `nil` while the format, the affine formats or the
  /// notations are wrong.
  var filter: (any TextFieldFilter)?

  func textField(_ textField: TextFieldModel, decisionFor edit: ProposedEdit) -> EditDecision {
    guard let filter else {
      return edit.kind.isUserEdit && !edit.replacement.isEmpty
        ? .reject("fix the mask first") : .accept
    }
    return filter.evaluate(edit)
  }

  func textField(_ textField: TextFieldModel, formatStatusFor text: String) -> FormatStatus? {
    filter?.formatStatus(of: text)
  }

  /// A number's or a date's step (Up and Down); a mask steps nothing, so they move focus.
  func textField(
    _ textField: TextFieldModel, stepping text: String, caret: Int, by steps: Int
  ) -> StepResult? {
    filter?.step(text, caret: caret, by: steps)
  }
}
