import InputMask

extension TextFieldModel {
  /// Asks the delegate to decide `edit` and applies the answer: the one choke point every text
  /// change goes through.
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
    notice normalisation: EditNotice? = nil, inPlace hooks: InPlaceHooks? = nil
  )
    -> EditOutcome
  {
    var decision = decide(edit)
    let accepted = decision == .accept
    switch decision {
    case .accept:
      if mergesIntoOverlongCharacter(edit, becoming: nil) { return refuse(Self.overlongReason) }
    case .rewrite(let text, _, _):
      if mergesIntoOverlongCharacter(edit, becoming: text) { return refuse(Self.overlongReason) }
    case .reject(let reason):
      emit(.feedback(.rejected(reason: reason)))
      return .rejected(reason: reason)
    }
    // Accepted as proposed, and nobody asked for the whole result: change the text in place.
    // Not when the delegate changed the text while deciding: the windows are those of the text
    // it was asked about (the field then lands in the edit's result, as below).
    if accepted, edit.resultIsUnbuilt, let known = edit.known, state.text.hasSameUTF8(as: edit.text)
    {
      return commit(
        inPlace: edit, known: known, anchor: anchor, notice: normalisation,
        recordsHistory: recordsHistory, hooks: hooks)
    }
    if let normalisation {
      switch decision {
      case .accept:
        decision = .rewrite(text: edit.result, caret: edit.caret, notice: normalisation)
      case .rewrite(let text, let caret, let notice):
        decision = .rewrite(text: text, caret: caret, notice: normalisation.merged(with: notice))
      case .reject: break
      }
    }
    let newState: TextFieldState
    let outcome: EditOutcome
    // Whether the field lands in the edit's own result.
    let asProposed = accepted
    switch decision {
    case .accept:
      newState = edit.resultState(anchor: anchor)
      outcome = .applied
    case .reject(let reason):
      return .rejected(reason: reason)
    case .rewrite(let text, let caret, let notice):
      // Accepted with the model's own notice: the edit's result, already counted.
      newState =
        accepted ? edit.resultState(anchor: anchor) : TextFieldState(text: text, caret: caret)
      outcome = .rewritten(notice)
    }
    let before = state
    // An edit landing as proposed changes the text only inside its window: compare that alone.
    let textChanged = asProposed ? edit.changesText : newState.text != before.text
    if recordsHistory, edit.kind.isUserEdit, textChanged {
      let change =
        asProposed
        ? TextChange(copy edit) ?? TextChange(from: before, to: newState)
        : TextChange(from: before, to: newState)
      history.record(
        change, before: before, after: newState, kind: edit.kind,
        undoing: readlineUndoSelection(edit, before: before), inserting: edit.range.isEmpty)
    }
    update(to: newState, kind: edit.kind, textChanged: textChanged)
    if case .rewritten(let notice?) = outcome { emit(.feedback(.trimmed(notice))) }
    return outcome
  }

  /// What a caller of ``submit(_:anchor:recordsHistory:notice:inPlace:)`` does when the edit lands
  /// by changing the text in place: let go of its copies of the text before, and take the
  /// landed text after (before anyone is told of the change).
  struct InPlaceHooks {
    var willChange: () -> Void
    var didChange: () -> Void
  }

  /// Lands an edit accepted as proposed whose ``ProposedEdit/result`` nobody read, by changing
  /// the text in place: O(size of the edit, plus the bytes after it), with no copy of the text.
  ///
  /// The edit is given up before the text changes, and the undo history lets go of the text
  /// while it does, so the field's storage is the text's only holder (a delegate that kept the
  /// edit or the text costs one copy).
  private func commit(
    inPlace edit: consuming ProposedEdit, known: ProposedEdit.Known, anchor: Int?,
    notice: EditNotice?, recordsHistory: Bool, hooks: InPlaceHooks?
  ) -> EditOutcome {
    let kind = edit.kind
    let caret = edit.caret
    let textChanged = edit.changesText
    let records = recordsHistory && kind.isUserEdit && textChanged
    if records, let change = TextChange(copy edit) {
      let after = EditHistory.Selection(
        caret: caret, anchor: caret, caretUTF8Offset: known.caretUTF8Offset)
      history.record(
        change, before: state, after: after, kind: kind,
        undoing: readlineUndoSelection(edit, before: state), inserting: edit.range.isEmpty)
    }
    _ = consume edit
    hooks?.willChange()
    let anchor = min(max(0, anchor ?? caret), known.resultCount)
    let selectionChanged = state.caret != caret || state.anchor != anchor
    // The windows, not `range` and `replacement`: those are Characters, and an undo's range may
    // be the same Characters in other bytes (canonically equivalent).
    state.replace(
      known.oldWindow, with: known.newWindowText, count: known.resultCount,
      caret: caret, caretUTF8Offset: known.caretUTF8Offset, anchor: anchor)
    if records { history.undoText = state.text }
    hooks?.didChange()
    announce(kind: kind, textChanged: textChanged, selectionChanged: selectionChanged)
    guard let notice else { return .applied }
    emit(.feedback(.trimmed(notice)))
    return .rewritten(notice)
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
  private func announce(kind: EditKind?, textChanged: Bool, selectionChanged: Bool) {
    if textChanged { validate(.change) }
    if selectionChanged { tellDidChangeSelection() }
    if textChanged {
      if kind?.isUserEdit ?? false { emit(.editingChanged) }
      emit(.valueChanged)
    }
    if selectionChanged { emit(.selectionChanged) }
  }
}

extension TextFieldModel {
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

  static let overlongReason = RefusalReason.tooManyCombiningMarks(
    limit: InsertedText.maxScalarsPerCharacter)

  /// Whether an edit that inserts nothing (a deletion, cut or transpose) would join Characters
  /// into one longer than the bound (deleting what stood between two runs of marks).
  ///
  /// For an edit accepted as proposed (`rewrite` is `nil`) whose windows are known, only the
  /// windows are compared.
  func mergesIntoOverlongCharacter(_ edit: ProposedEdit, becoming rewrite: String?) -> Bool {
    guard inputPolicy == .singleLine else { return false }
    switch edit.kind {
    case .deleteBackward, .deleteForward, .cut, .transpose:
      let changed: Substring
      if rewrite == nil, let windows = edit.windows {
        changed = ProposedEdit.changed(from: windows.old, to: windows.new)
      } else {
        changed =
          ProposedEdit(kind: edit.kind, text: edit.text, result: rewrite ?? edit.result, caret: 0)
          .changedCharacters
      }
      return changed.contains { $0.unicodeScalars.count > InsertedText.maxScalarsPerCharacter }
    default:
      return false
    }
  }

  /// Whether an insertion made a Character longer than the bound.
  ///
  /// The inserted text's own Characters are already bounded; only a merge at either edge can
  /// make a longer one, and a merge needs a joining scalar there (a combining mark after the
  /// edge, a prepended mark, ZWJ or virama before it). Only then are the Characters from the one
  /// before the insertion to the one holding its last scalar walked. O(range start) otherwise.
  private static func holdsOverlongCharacter(_ edit: ProposedEdit) -> Bool {
    let inserted = edit.replacement.unicodeScalars
    guard let first = inserted.first, let last = inserted.last else { return false }
    let text = edit.text
    let start =
      edit.known?.lowerIndex ?? text.index(text.startIndex, offsetBy: edit.range.lowerBound)
    let end = edit.known?.upperIndex ?? text.index(start, offsetBy: edit.range.count)
    // The Character before: it joins the next when it ends in a joining scalar, or in a virama
    // and marks.
    let before = start > text.startIndex ? text[text.index(before: start)] : nil
    let after = end < text.endIndex ? text.unicodeScalars[end] : nil
    guard
      first.joinsPreviousCharacter || (before?.joinsNextCharacter ?? false)
        || last.joinsNextCharacter || (after?.joinsPreviousCharacter ?? false)
    else { return false }
    let insertedEnd =
      text.utf8.distance(from: text.startIndex, to: start) + edit.replacement.utf8.count
    if let known = edit.known {
      // The result's window holds every Character from the one before the insertion through the
      // one holding its last scalar.
      let window = known.newWindowText
      let windowStart = text.utf8.distance(from: text.startIndex, to: known.oldWindow.lowerBound)
      let limit = window.utf8.index(window.startIndex, offsetBy: insertedEnd - windowStart)
      return holdsOverlongCharacter(window, from: window.startIndex, before: limit)
    }
    let result = edit.result
    let limit = result.utf8.index(result.utf8.startIndex, offsetBy: insertedEnd)
    let index =
      result.index(
        result.startIndex, offsetBy: max(0, edit.range.lowerBound - 1), limitedBy: result.endIndex)
      ?? result.endIndex
    return holdsOverlongCharacter(result, from: index, before: limit)
  }

  /// Whether a Character of `text` starting from `index` and before `limit` has more scalars than
  /// the bound.
  private static func holdsOverlongCharacter(
    _ text: String, from index: String.Index, before limit: String.Index
  ) -> Bool {
    var index = index
    while index < text.endIndex, index < limit {
      if text[index].unicodeScalars.count > InsertedText.maxScalarsPerCharacter { return true }
      text.formIndex(after: &index)
    }
    return false
  }

  /// Refuses a command with `reason`, telling observers.
  func refuse(_ reason: RefusalReason) -> EditOutcome {
    emit(.feedback(.rejected(reason: reason)))
    return .rejected(reason: reason)
  }
}
