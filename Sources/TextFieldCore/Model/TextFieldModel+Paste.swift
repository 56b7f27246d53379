extension TextFieldModel {
  /// Pastes `text` over the selection as ``perform(_:)`` does with ``EditingCommand/paste(_:)``,
  /// when `droppedCount` more Characters of the paste never reached the field (a terminal keeps
  /// at most so many bytes of one paste): the outcome's notice counts them too, with `reason`.
  ///
  /// With nothing kept, the field stays as it is and the notice still says what was dropped.
  @discardableResult
  public func paste(
    _ text: String, droppedBeforehand droppedCount: Int, reason: RefusalReason
  ) -> EditOutcome {
    guard droppedCount > 0 else { return perform(.paste(text)) }
    guard isEditing else { return .ignored }
    lastCommand = .other
    let dropped = EditNotice(droppedCount: droppedCount, reason: reason)
    guard !text.isEmpty else {
      emit(.feedback(.trimmed(dropped)))
      return .rewritten(dropped)
    }
    return insert(text, over: state.selectedRange, kind: .paste, dropped: dropped)
  }
}
