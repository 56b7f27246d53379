import InputMask
import TextFieldCore

/// The try-it field's delegate: forwards to the mask compiled from the other fields, or refuses
/// insertions (deletions still land) while they do not compile.
final class LiveMask: TextFieldDelegate {
  /// The current mask, `nil` while the format, the affine formats or the notations are wrong.
  var filter: MaskFilter?

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
}
