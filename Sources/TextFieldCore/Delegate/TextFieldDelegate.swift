/// The messages a ``TextFieldModel`` sends while it is edited, named exactly as `UITextFieldDelegate`'s.
///
/// Every method is optional: the protocol's extension supplies UIKit's defaults (return `true`,
/// do nothing). A field holds its delegate weakly, as UIKit does; when the delegate goes away the
/// field behaves as if it had none (only its ``TextFieldModel/filters`` decide edits). Filters
/// belong in `filters`, which the field holds strongly, not in the delegate.
///
/// All positions and ranges are offsets in `Character`s (grapheme clusters) of the field's text.
public protocol TextFieldDelegate: AnyObject {
  /// Asks whether editing should begin. `false` keeps the field unfocused.
  func textFieldShouldBeginEditing(_ textField: TextFieldModel) -> Bool
  /// Tells the delegate that editing began.
  func textFieldDidBeginEditing(_ textField: TextFieldModel)
  /// Asks whether editing should end. `false` keeps editing, unless the end is forced.
  func textFieldShouldEndEditing(_ textField: TextFieldModel) -> Bool
  /// Tells the delegate that editing ended, and why.
  func textFieldDidEndEditing(
    _ textField: TextFieldModel, reason: TextFieldModel.DidEndEditingReason)
  /// Asks whether the characters in `range` (offsets in Characters) should be replaced by `string`.
  ///
  /// `string` is the typed or pasted text, empty for deletions. Asked once per user action: a paste
  /// of 50 characters is one call. Never asked for programmatic text or for a clear.
  func textField(
    _ textField: TextFieldModel, shouldChangeCharactersIn range: Range<Int>,
    replacementString string: String
  ) -> Bool
  /// Tells the delegate that the caret or the selection moved.
  func textFieldDidChangeSelection(_ textField: TextFieldModel)
  /// Asks whether the field's contents should be removed (clear command, `clearsOnBeginEditing`).
  func textFieldShouldClear(_ textField: TextFieldModel) -> Bool
  /// Asks whether the field should process the Return key. `false`: nothing is submitted.
  func textFieldShouldReturn(_ textField: TextFieldModel) -> Bool

  /// Decides a proposed edit: accept it, reject it with a reason, or rewrite it.
  ///
  /// TextFieldKit's extension of the UIKit flow, the one call the field makes for every edit,
  /// programmatic ones included. The default asks
  /// ``textField(_:shouldChangeCharactersIn:replacementString:)`` for user edits
  /// (`EditKind.asksShouldChange`) and accepts the rest. Filters implement this method.
  func textField(_ textField: TextFieldModel, decisionFor edit: ProposedEdit) -> EditDecision

  /// What a formatting delegate knows about `text` — its raw value, whether it is complete, the
  /// tail placeholder — or `nil` when the text is its own value. The default is `nil`.
  func textField(_ textField: TextFieldModel, formatStatusFor text: String) -> FormatStatus?

  /// The text after stepping the value at `caret` (Characters) by `steps` (Up 1, Down −1), a
  /// refusal, or `nil` when the delegate steps nothing (the default; the field's filters are
  /// asked next). `steps` 0 only asks whether it steps (see ``TextFieldFilter/step(_:caret:by:)``).
  func textField(
    _ textField: TextFieldModel, stepping text: String, caret: Int, by steps: Int
  ) -> StepResult?
}

extension TextFieldDelegate {
  /// Returns `true`: editing may begin.
  public func textFieldShouldBeginEditing(_ textField: TextFieldModel) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: TextFieldModel) {}
  /// Returns `true`: editing may end.
  public func textFieldShouldEndEditing(_ textField: TextFieldModel) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(
    _ textField: TextFieldModel, reason: TextFieldModel.DidEndEditingReason
  ) {}
  /// Returns `true`: every change is allowed.
  public func textField(
    _ textField: TextFieldModel, shouldChangeCharactersIn range: Range<Int>,
    replacementString string: String
  ) -> Bool { true }
  /// Does nothing.
  public func textFieldDidChangeSelection(_ textField: TextFieldModel) {}
  /// Returns `true`: the field may be cleared.
  public func textFieldShouldClear(_ textField: TextFieldModel) -> Bool { true }
  /// Returns `true`: Return submits.
  public func textFieldShouldReturn(_ textField: TextFieldModel) -> Bool { true }

  /// Accepts edits UIKit does not ask about (clear, programmatic), else answers with
  /// ``textField(_:shouldChangeCharactersIn:replacementString:)``: accept or reject.
  public func textField(
    _ textField: TextFieldModel, decisionFor edit: ProposedEdit
  )
    -> EditDecision
  {
    guard edit.kind.asksShouldChange else { return .accept }
    let allowed = self.textField(
      textField, shouldChangeCharactersIn: edit.range, replacementString: edit.replacement)
    return allowed ? .accept : .reject(reason: nil)
  }

  /// Returns `nil`: no format to report.
  public func textField(
    _ textField: TextFieldModel, formatStatusFor text: String
  )
    -> FormatStatus?
  { nil }

  /// Returns `nil`: Up and Down do not step this field.
  public func textField(
    _ textField: TextFieldModel, stepping text: String, caret: Int, by steps: Int
  ) -> StepResult? { nil }
}
