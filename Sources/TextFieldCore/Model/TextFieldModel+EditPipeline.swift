import InputMask

/// The edit pipeline: how a proposed change becomes the field's text, in UIKit's order.
///
/// A command (TextFieldModel+Commands.swift), ``TextFieldModel/setText(_:)``, ``clear()`` or an
/// undo step proposes one ``ProposedEdit``; ``submit(_:anchor:recordsHistory:notice:inPlace:)``
/// asks whether it should change (the delegate, then the filters), applies the answer, records
/// it for undo and tells everyone that it changed.
extension TextFieldModel {
  /// Asks the delegate and the filters to decide `edit` and applies the answer: the one choke
  /// point every text change goes through.
  ///
  /// 1. Should it change: the delegate decides (by default through UIKit's
  ///    `textField(_:shouldChangeCharactersIn:replacementString:)`), then each filter
  ///    (``decide(_:)``, TextFieldModel+Delegation.swift). The answer accepts, rejects or
  ///    rewrites the edit.
  /// 2. A rejection changes nothing; the user hears why (``TextFieldEvent/feedback(_:)``).
  /// 3. Apply: the field moves to the edit's result, or to the rewrite, and the change becomes
  ///    an undo step.
  /// 4. Did change: validators, `textFieldDidChangeSelection`, editing-changed, value-changed
  ///    (``update(to:kind:textChanged:)``).
  ///
  /// An edit accepted as proposed whose result nobody read takes a shortcut through step 3: the
  /// field changes its text in place (``InPlaceEdit``), at the cost of the edit's size rather
  /// than the text's, and lands in the same state.
  ///
  /// - Parameters:
  ///   - anchor: where the anchor lands when the edit is accepted as proposed (undo and redo
  ///     restore the selection); the caret by default.
  ///   - recordsHistory: whether an applied user edit becomes an undo step.
  ///   - notice: what the model's own normalisation dropped from inserted text, merged into the
  ///     outcome's notice.
  ///   - inPlace: what the caller does when the edit lands by changing the text in place (undo
  ///     and redo let go of their copies of the text first).
  @discardableResult
  func submit(
    _ edit: consuming ProposedEdit, anchor: Int? = nil, recordsHistory: Bool = true,
    notice normalisation: EditNotice? = nil, inPlace hooks: InPlaceEdit.Hooks? = nil
  ) -> EditOutcome {
    // 1. Should it change?
    let rewrite: (text: String, caret: Int, notice: EditNotice?)?
    switch decide(edit) {
    case .accept: rewrite = nil
    case .rewrite(let text, let caret, let notice): rewrite = (text, caret, notice)
    case .reject(let reason):
      // 2. Refused.
      emit(.feedback(.rejected(reason: reason)))
      return .rejected(reason: reason)
    }
    if mergesIntoOverlongCharacter(edit, becoming: rewrite?.text) {
      return refuse(Self.overlongReason)
    }
    // 3. Apply. Accepted as proposed, and nobody asked for the whole result: change the text in
    // place. Not when the delegate changed the text while deciding: the windows are those of the
    // text it was asked about (the field then lands in the edit's result, as below).
    if rewrite == nil, edit.resultIsUnbuilt, let known = edit.known,
      state.text.hasSameUTF8(as: edit.text)
    {
      return land(
        edit, inPlace: known, anchor: anchor, notice: normalisation,
        recordsHistory: recordsHistory, hooks: hooks)
    }
    let newState: TextFieldState
    let outcome: EditOutcome
    if let rewrite {
      newState = TextFieldState(text: rewrite.text, caret: rewrite.caret)
      outcome = .rewritten(normalisation.map { $0.merged(with: rewrite.notice) } ?? rewrite.notice)
    } else {
      newState = edit.resultState(anchor: anchor)
      outcome = normalisation.map { .rewritten($0) } ?? .applied
    }
    let before = state
    // An edit landing as proposed changes the text only inside its window: compare that alone.
    let textChanged = rewrite == nil ? edit.changesText : newState.text != before.text
    if recordsHistory, edit.kind.isUserEdit, textChanged {
      let change =
        rewrite == nil
        ? TextChange(copy edit) ?? TextChange(from: before, to: newState)
        : TextChange(from: before, to: newState)
      history.record(
        change, before: before, after: newState, kind: edit.kind,
        undoing: readlineUndoSelection(edit, before: before), inserting: edit.range.isEmpty)
    }
    // 4. Did change.
    update(to: newState, kind: edit.kind, textChanged: textChanged)
    if case .rewritten(let notice?) = outcome { emit(.feedback(.trimmed(notice))) }
    return outcome
  }

  /// Moves to `newState` and tells everyone once: validators (on change), the delegate's
  /// `textFieldDidChangeSelection`, then editing-changed (user edits), value-changed and
  /// selection-changed.
  ///
  /// - Parameter kind: the edit that produced the state, or `nil` for a caret or selection move.
  func update(to newState: TextFieldState, kind: EditKind?, textChanged known: Bool? = nil) {
    let old = state
    state = newState
    let textChanged = known ?? (old.text != newState.text)
    let selectionChanged = old.caret != newState.caret || old.anchor != newState.anchor
    announce(kind: kind, textChanged: textChanged, selectionChanged: selectionChanged)
  }

  /// Tells everyone of a change once it is made (see ``update(to:kind:textChanged:)``).
  func announce(kind: EditKind?, textChanged: Bool, selectionChanged: Bool) {
    if textChanged { validate(.change) }
    if selectionChanged { tellDidChangeSelection() }
    if textChanged {
      if kind?.isUserEdit ?? false { emit(.editingChanged) }
      emit(.valueChanged)
    }
    if selectionChanged { emit(.selectionChanged) }
  }

  /// Proposes inserting `string` over `range` (Characters), normalised for ``inputPolicy``
  /// first: the one way inserted text enters the model.
  ///
  /// A keystroke that normalisation would change is refused with the reason; a paste, yank or
  /// programmatic text keeps what is left and reports what was dropped. With
  /// ``InputPolicy/singleLine``, an insertion that would merge into a Character of more than
  /// ``InsertedText/maxScalarsPerCharacter`` scalars is refused (typing) or loses the leading
  /// scalars that merge (bulk insertions).
  ///
  /// `dropped` says what was dropped from the insertion before it reached the model (merged
  /// into the outcome's notice).
  func insert(
    _ string: String, over range: Range<Int>, kind: EditKind, dropped: EditNotice? = nil
  ) -> EditOutcome {
    let inserted = InsertedText(string, policy: inputPolicy)
    if let reason = inserted.reason,
      kind == .typing || (inserted.text.isEmpty && kind != .programmatic)
    {
      return refuse(reason)
    }
    var edit = ProposedEdit(kind: kind, state: state, range: range, replacement: inserted.text)
    var notice = dropped.map { $0.merged(with: inserted.notice) } ?? inserted.notice
    if inputPolicy == .singleLine, Self.holdsOverlongCharacter(edit) {
      let reason = Self.overlongReason
      guard kind.isBulkInsertion else { return refuse(reason) }
      // The Character before the insertion takes the insertion's leading joining scalars (marks):
      // drop as many of them as the bound needs, in one step.
      let text = self.text
      let lower = state.index(ofCharacter: range.lowerBound)
      let previous =
        lower > text.startIndex ? text[text.index(before: lower)].unicodeScalars.count : 0
      var replacement = Substring(inserted.text).unicodeScalars
      let leading = replacement.prefix { $0.joinsPreviousCharacter }.count
      let dropped = min(leading, max(0, previous + leading - InsertedText.maxScalarsPerCharacter))
      replacement.removeFirst(dropped)
      edit = ProposedEdit(kind: kind, state: state, range: range, replacement: String(replacement))
      guard dropped > 0, !replacement.isEmpty, !Self.holdsOverlongCharacter(edit) else {
        return refuse(reason)
      }
      notice = EditNotice(droppedCount: dropped, reason: reason).merged(with: notice)
    }
    if let limit = maximumLength, edit.resultCount > limit {
      guard let held = held(edit, to: limit, notice: &notice) else {
        return refuse(.tooLong(limit: limit))
      }
      edit = held
    }
    return submit(consume edit, notice: notice)
  }

  /// Refuses a command with `reason`, telling observers.
  func refuse(_ reason: RefusalReason) -> EditOutcome {
    emit(.feedback(.rejected(reason: reason)))
    return .rejected(reason: reason)
  }
}
