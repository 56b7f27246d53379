import TextFieldCore

extension Form {
  /// Offers one event to the form: it uses it, gives it back, or ends.
  ///
  /// Begins editing first (``start()``). This is the call for a host that keeps its own event
  /// loop: whatever comes back ``EventResponse/unused(_:)`` is the host's to act on. The first key of a
  /// two-key sequence of ``keyMap`` (`C-x` of `C-x C-u`) is used and waits for the next key; a
  /// key that ends no sequence of it is used too, and dropped with a bell, as readline does.
  public func offer(_ event: InputEvent) -> EventResponse<Outcome> {
    start()
    switch event {
    case .key(let key):
      sourceNotice = nil
      if pendingPrefix == nil, let action = suggestionAction(for: key) {
        clearMessageKeepingSourceNotice()
        return perform(action).map(EventResponse.ended) ?? .used
      }
      let prefix = pendingPrefix
      pendingPrefix = nil
      let action: KeyAction
      switch keyMap.resolve(key, after: prefix) {
      case .prefix:
        pendingPrefix = key
        return .used
      case .unbound:
        // A sequence the map does not bind: readline rings the bell and drops both keys.
        guard prefix != nil else { return .unused(event) }
        pendingAlert = true
        return .used
      case .action(let bound):
        if let response = offerToHistorySearch(bound) { return response }
        guard uses(bound) else { return prefix == nil ? .unused(event) : .used }
        action = bound
      }
      clearMessageKeepingSourceNotice()
      if let outcome = perform(action) { return .ended(outcome) }
      if case .form(let formAction) = action, formAction == .redraw || formAction == .suspend {
        return .unused(event)
      }
      return .used
    case .paste(let text):
      if let response = offerToHistorySearch(.edit(.paste(text))) { return response }
      pendingPrefix = nil
      message = nil
      focusedField?.model.perform(.paste(text))
      return .used
    case .truncatedPaste(let text, let dropped):
      message = nil
      focusedField?.model.paste(
        text, droppedBeforehand: dropped,
        reason: .pasteTooLong(limitBytes: KeyDecoder.pasteByteLimit))
      return .used
    case .resize, .tick:
      return .unused(event)
    case .click(let x, let y):
      guard fieldIndex(at: Frame.Point(x: x, y: y)) != nil else { return .unused(event) }
      pendingPrefix = nil
      message = nil
      acceptHistorySearch()
      click(x: x, y: y)
      return .used
    }
  }

  /// The field drawn on row `point.y` of the last ``render(width:height:cellWidth:)``, if any
  /// (the row of its label and text area).
  package func fieldIndex(at point: Frame.Point) -> Int? {
    fields.indices.first { index in
      guard let placement = fields[index].view.placement else { return false }
      return placement.y == point.y && point.x >= 0 && point.x < placement.x + placement.width
    }
  }

  /// Whether the form uses `action` now (see ``focusWraps`` and ``escapeCancels``).
  private func uses(_ action: KeyAction) -> Bool {
    switch action {
    case .form(.nextField): focusWraps || focusIndex.map { $0 < fields.count - 1 } ?? true
    case .form(.previousField): focusWraps || focusIndex.map { $0 > 0 } ?? true
    case .form(.step(let steps)):
      focusedField?.model.canStep == true
        || (steps > 0 ? focusedFieldHasHistory : isRecallingHistory)
        || uses(.form(steps > 0 ? .previousField : .nextField))
    case .form(.recallHistory), .form(.searchHistory): focusedFieldHasHistory
    case .form(.abortSearch): false
    case .form(.cancel): escapeCancels
    default: true
    }
  }
}
