extension TextFieldModel {
  /// Performs a user command while editing; each command is at most one proposed edit.
  ///
  /// Commands are ignored while the field is not editing (as keys do not reach a text field that
  /// is not first responder).
  @discardableResult
  public func perform(_ command: EditingCommand) -> EditOutcome {
    guard isEditing else { return .ignored }
    let previous = lastCommand
    lastCommand = .other
    switch command {
    case .insert(let string):
      let outcome = replaceSelection(with: string, kind: .typing, previous: previous)
      if outcome.landed { lastCommand = .typing }
      return outcome
    case .paste(let string):
      return replaceSelection(with: string, kind: .paste, previous: previous)
    case .pasteFromClipboard:
      return replaceSelection(with: pasteboard.clipboard ?? "", kind: .paste, previous: previous)
    case .deleteBackward:
      return deleteSelectionOr(state.caret - 1..<state.caret, kind: .deleteBackward)
    case .deleteForward:
      return deleteSelectionOr(state.caret..<state.caret + 1, kind: .deleteForward)
    case .deleteWordBackward:
      let start = WordBoundaries.backward(from: state)
      return kill(start..<state.caret, backward: true, previous: previous)
    case .deleteWordForward:
      let end = WordBoundaries.forward(from: state)
      return kill(state.caret..<end, backward: false, previous: previous)
    case .deleteWhitespaceWordBackward:
      let start = WordBoundaries.whitespaceBackward(from: state)
      return kill(start..<state.caret, backward: true, previous: previous)
    case .killToStart:
      return kill(0..<state.caret, backward: true, previous: previous)
    case .killToEnd:
      return kill(state.caret..<state.count, backward: false, previous: previous)
    case .yank:
      return yank(replacing: state.selectedRange)
    case .yankPop:
      guard case .yank(let range) = previous else { return .ignored }
      return yankPop(replacing: range)
    case .move(let motion, let extending):
      return move(motion, extending: extending)
    case .selectAll:
      return moveSelection(anchor: 0, caret: state.count)
    case .cut:
      return cut()
    case .copy:
      return copy()
    case .transpose:
      return transpose()
    case .transposeWords:
      return transposeWords()
    case .changeCase(let change):
      return changeCase(change)
    case .step(let steps):
      return step(by: steps)
    case .undo:
      return undo()
    case .redo:
      return redo()
    case .clear:
      return clear()
    }
  }

  private func replaceSelection(
    with string: String, kind: EditKind, previous: LastCommand
  )
    -> EditOutcome
  {
    guard !string.isEmpty else { return .ignored }
    if kind == .typing, previous == .typing { lastCommand = .typing }
    return insert(string, over: state.selectedRange, kind: kind)
  }

  private func deleteSelectionOr(_ range: Range<Int>, kind: EditKind) -> EditOutcome {
    let target = state.hasSelection ? state.selectedRange : range
    guard target.lowerBound >= 0, target.upperBound <= state.count, !target.isEmpty else {
      return .ignored
    }
    let edit = ProposedEdit(kind: kind, state: state, range: target, replacement: "")
    return submit(consume edit)
  }

  private func kill(_ range: Range<Int>, backward: Bool, previous: LastCommand) -> EditOutcome {
    guard !range.isEmpty else { return .ignored }
    let kind: EditKind = backward ? .deleteBackward : .deleteForward
    let edit = ProposedEdit(kind: kind, state: state, range: range, replacement: "")
    let killed = String(edit.replacedText)
    let outcome = submit(consume edit)
    guard outcome.landed else { return outcome }
    if !echoMode.isSecret {
      pasteboard.killRing.kill(killed, joiningTop: previous == .kill, backward: backward)
    }
    lastCommand = .kill
    return outcome
  }

  /// Replaces the text just yanked (`range`) with the next older kill (`M-y`), as readline's
  /// yank-pop: one proposed edit, two undo steps (removing the yanked text, inserting the kill),
  /// so an undo right after it removes only the text it brought.
  private func yankPop(replacing range: Range<Int>) -> EditOutcome {
    guard !pasteboard.killRing.entries.isEmpty else { return .ignored }
    let text = self.text
    let lower = state.index(ofCharacter: range.lowerBound)
    let upper = state.index(ofCharacter: range.upperBound)
    let middle = EditHistory.Selection(
      caret: range.lowerBound, anchor: range.lowerBound,
      caretUTF8Offset: text.utf8.distance(from: text.startIndex, to: lower))
    let removedBytes = text.utf8.distance(from: lower, to: upper)
    _ = consume text
    pasteboard.killRing.rotate()
    let outcome = yank(replacing: range)
    if outcome == .applied {
      history.splitReplacement(at: middle, removedCount: range.count, removedBytes: removedBytes)
    }
    return outcome
  }

  private func yank(replacing range: Range<Int>) -> EditOutcome {
    guard let top = pasteboard.killRing.top else { return .ignored }
    let outcome = insert(top, over: range, kind: .yank)
    if outcome.landed {
      // The yanked text ends at the caret; its start is where the replaced range began.
      lastCommand = .yank(min(range.lowerBound, state.caret)..<state.caret)
    }
    return outcome
  }

  /// Cuts the selection to the clipboard and the kill ring (Emacs' kill-region).
  private func cut() -> EditOutcome {
    guard !echoMode.isSecret else { return refuseSecretCopy() }
    guard state.hasSelection else { return refuse(.nothingSelected) }
    let edit = ProposedEdit(kind: .cut, state: state, range: state.selectedRange, replacement: "")
    let selected = String(edit.replacedText)
    let outcome = submit(consume edit)
    // The cut text goes to the clipboard whether the edit landed as proposed or was rewritten
    // (a mask re-inserting its literals): input-mask loses it in that case.
    if outcome.landed { save(selected) }
    return outcome
  }

  /// Copies the selection to the clipboard and the kill ring (Emacs' kill-ring-save, `M-w`), so
  /// both paste and `C-y` bring it back.
  ///
  /// With nothing selected there is nothing to copy: readline and Emacs copy the region between
  /// the mark and the caret, and a field has no mark apart from the selection's anchor.
  private func copy() -> EditOutcome {
    guard !echoMode.isSecret else { return refuseSecretCopy() }
    guard state.hasSelection else { return refuse(.nothingSelected) }
    save(String(state.selectedText))
    return .applied
  }

  /// Puts `text` on the clipboard and as a new kill-ring entry.
  private func save(_ text: String) {
    pasteboard.clipboard = text
    pasteboard.killRing.kill(text, joiningTop: false, backward: false)
  }

  private func refuseSecretCopy() -> EditOutcome {
    refuse(.secretCopy)
  }

  /// Swaps the Character before the caret with the one after it (the two before it at the end).
  ///
  /// O(1) Characters walked from the caret.
  private func transpose() -> EditOutcome {
    guard state.count >= 2, state.caret > 0 else { return .ignored }
    let text = self.text
    let right = min(state.caret + 1, state.count)
    let upper = state.index(ofCharacter: right)
    let middle = text.index(before: upper)
    let lower = text.index(before: middle)
    guard !text[middle].utf8.elementsEqual(text[lower].utf8) else {
      // Two equal Characters: readline still records the swap.
      _ = consume text
      return recordUnchanged(right - 2..<right, kind: .transpose, caret: right)
    }
    let swapped = String(text[middle]) + String(text[lower])
    return submit(
      ProposedEdit(kind: .transpose, state: state, range: right - 2..<right, replacement: swapped))
  }

  /// Asks for the stepped text and proposes it as one ``EditKind/step`` edit.
  private func step(by steps: Int) -> EditOutcome {
    guard steps != 0 else { return .ignored }
    switch askStep(by: steps) {
    case nil:
      return .ignored
    case .refused(let reason):
      return refuse(reason)
    case .stepped(let text, let caret):
      guard text != self.text || caret != state.caret else { return .ignored }
      return submit(ProposedEdit(kind: .step, text: self.text, result: text, caret: caret))
    }
  }

  private func move(_ motion: CaretMotion, extending: Bool) -> EditOutcome {
    let selection = state.selectedRange
    let target: Int
    switch motion {
    case .characterBackward:
      target = !extending && state.hasSelection ? selection.lowerBound : max(0, state.caret - 1)
    case .characterForward:
      target =
        !extending && state.hasSelection
        ? selection.upperBound : min(state.count, state.caret + 1)
    case .wordBackward:
      target = WordBoundaries.backward(from: state)
    case .wordForward:
      target = WordBoundaries.forward(from: state)
    case .start:
      target = 0
    case .end:
      target = state.count
    }
    return moveSelection(anchor: extending ? state.anchor : target, caret: target)
  }

  private func moveSelection(anchor: Int, caret: Int) -> EditOutcome {
    guard anchor != state.anchor || caret != state.caret else { return .ignored }
    update(to: state.moving(caret: caret, anchor: anchor), kind: nil, textChanged: false)
    return .applied
  }
}
