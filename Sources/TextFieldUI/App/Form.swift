import TextFieldCore

/// Several fields edited together: focus moves through should-end/should-begin, Enter goes to
/// the next field and submits on the last, Esc cancels, and a message line says why an edit,
/// a focus move or a submit was refused.
///
/// A form knows nothing about terminals: feed it ``InputEvent``s with ``offer(_:)`` and draw
/// ``render(width:height:cellWidth:)`` wherever you like — ``run(on:)`` does both with a ``Terminal``, and
/// a host that owns the screen can embed the frame in a region of its own.
public final class Form {
  /// A line for the message area.
  package struct Message: Hashable, Sendable {
    /// The text (sanitised when drawn).
    package var text: String
    /// Whether it reports a problem (drawn in the error style).
    package var isError: Bool
  }

  /// The fields, in focus order.
  public let fields: [FormField]
  /// The key bindings.
  public var keyMap: KeyMap = .readline
  /// What happens when an edit is refused (besides the message).
  public var alertStyle: AlertStyle = .bell
  /// How each part of the form is drawn.
  public var theme = Theme.standard
  /// Whether Tab on the last field goes to the first (and Shift-Tab on the first to the last);
  /// when `false`, those keys are not used (``offer(_:)`` gives them back to a host).
  public var focusWraps = true
  /// Whether Esc cancels the form; when `false`, Esc is not used (``offer(_:)`` gives it back).
  public var escapeCancels = true
  /// A title drawn above the fields, if any.
  public var title: String?
  /// The help shown in the message line when there is nothing else to say; by default the first
  /// field's `messages.formHint`.
  public var hint: String
  /// The index of the focused field, `nil` before ``start()`` or when no field accepts focus.
  public internal(set) var focusIndex: Int?
  /// The message shown after the last event, if any.
  package internal(set) var message: Message?
  /// A suggestion source's notice raised while the current key is handled (see
  /// `clearMessageKeepingSourceNotice()`).
  var sourceNotice: String?
  var pendingAlert = false
  /// The prefix key of a two-key sequence (`C-x` of `C-x C-u`) waiting for its second key.
  var pendingPrefix: KeyEvent?
  var pendingRedraw = false
  var pendingSuspend = false
  var verticalOffset = 0
  /// The message line last rendered and its cells (see `renderMessage`).
  var messageRow: (key: CachedText, cells: [Frame.Cell])?
  var resignedIndex: Int?
  /// The field whose refused validation stays on the message line (see `refuse(_:of:)`).
  var pinnedIndex: Int?
  /// The focused field's suggestions: its candidates, the ghost and the list.
  package var suggestions = SuggestionState()

  /// A form of `fields` (give their models one shared `Pasteboard`).
  public init(fields: [FormField], title: String? = nil) {
    self.fields = fields
    self.title = title
    self.hint = (fields.first?.model.messages ?? .english).formHint
    for field in fields {
      field.model.addObserver { [weak self] event, model in
        guard let self else { return }
        switch event {
        case .valueChanged:
          self.recheckPinnedField(model)
        case .feedback(let feedback):
          if case .rejected = feedback { self.pendingAlert = true }
          self.message = Message(text: model.message(for: feedback), isError: true)
        default:
          break
        }
      }
    }
  }

  /// The focused field.
  package var focusedField: FormField? { focusIndex.map { fields[$0] } }

  /// Focuses the first field that accepts (should-begin), or after ``resignFocus()`` the field
  /// that had focus, if it accepts; idempotent.
  public func start() {
    guard focusIndex == nil else { return }
    let order = resignedIndex.map { [$0] } ?? []
    focusIndex = (order + fields.indices).first { fields[$0].model.beginEditing() }
  }

  /// Ends editing of the focused field: should-end is asked, and a veto keeps focus and shows why.
  ///
  /// The form has no focus until ``start()`` or the next event. Returns whether focus left.
  @discardableResult
  public func resignFocus() -> Bool {
    guard let index = focusIndex else { return true }
    guard fields[index].model.endEditing(reason: .committed) else {
      refuse(fields[index].model.messages.cannotLeave(fields[index].label))
      return false
    }
    resignedIndex = index
    focusIndex = nil
    pinnedIndex = nil
    return true
  }

  /// Handles one event; returns how the form ended, or `nil` while it goes on.
  ///
  /// Begins editing first (``start()``). An event the form does not use is ignored; a host that
  /// wants such keys back calls ``offer(_:)`` instead.
  @discardableResult
  package func handle(_ event: InputEvent) -> Form.Outcome? {
    if case .ended(let outcome) = offer(event) { return outcome }
    return nil
  }

  /// Performs `action` as if its key were pressed.
  @discardableResult
  public func perform(_ action: KeyAction) -> Form.Outcome? {
    switch action {
    case .edit(let command):
      focusedField?.model.perform(command)
      return nil
    case .form(.nextField):
      moveFocus(by: 1)
      return nil
    case .form(.previousField):
      moveFocus(by: -1)
      return nil
    case .form(.step(let steps)):
      if let model = focusedField?.model, model.canStep {
        model.perform(.step(by: steps))
      } else if !recallHistory(by: steps) {
        moveFocus(by: steps > 0 ? -1 : 1)
      }
      return nil
    case .form(.recallHistory(let steps)):
      recallHistory(by: steps)
      return nil
    case .form(.searchHistory):
      searchHistory()
      return nil
    case .form(.abortSearch):
      return nil
    case .form(.returnKey):
      return pressReturn()
    case .form(.submit):
      return submit()
    case .form(.cancel):
      focusedField?.model.endEditing(reason: .cancelled, force: true)
      return ended(.cancelled)
    case .form(.interrupt):
      focusedField?.model.endEditing(reason: .cancelled, force: true)
      return ended(.interrupted)
    case .form(.redraw):
      pendingRedraw = true
      return nil
    case .form(.suspend):
      pendingSuspend = true
      return nil
    case .form(.acceptSuggestion), .form(.acceptSuggestionWord), .form(.nextSuggestion),
      .form(.previousSuggestion), .form(.dismissSuggestions):
      if case .form(let suggestionAction) = action { performSuggestion(suggestionAction) }
      return nil
    }
  }

  /// Ends the form: no field has focus, and ``start()`` (or the next event) begins again at the
  /// field that had it.
  func ended(_ outcome: Form.Outcome) -> Form.Outcome {
    if let focusIndex { resignedIndex = focusIndex }
    focusIndex = nil
    pinnedIndex = nil
    return outcome
  }

  /// Shows `text` on the message line, in the error style, until the next event: what the
  /// program has to tell the user before the first key (an initial value it could not take
  /// whole, say).
  public func notify(_ text: String) {
    message = Message(text: text, isError: true)
  }

  /// Whether an alert is due (a refused edit since the last call); clears the request.
  public func takeAlert() -> AlertStyle? {
    defer { pendingAlert = false }
    return pendingAlert && alertStyle != .none ? alertStyle : nil
  }

  /// Whether a full repaint was asked for (`C-l`) since the last call; clears the request.
  package func takeRedrawRequest() -> Bool {
    defer { pendingRedraw = false }
    return pendingRedraw
  }

  /// Whether a suspend was asked for (`C-z`) since the last call; clears the request.
  package func takeSuspendRequest() -> Bool {
    defer { pendingSuspend = false }
    return pendingSuspend
  }

  /// The submitted values, in field order.
  public var values: [FieldValue] { fields.map(\.result) }
}
