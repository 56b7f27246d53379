import CTextFieldKit
import TextFieldCore
import TextFieldUI

/// One handle of the C API: a ``Form`` — one field made as a ``Prompt`` makes it (label, field,
/// message line; Enter submits, Esc cancels), or the fields of a form spec — the decoder of the
/// bytes fed to it, and what the host has yet to read: events, the outcome, the last error's
/// message.
///
/// Used by one call at a time (``FieldRegistry`` lends it), so it needs no lock of its own.
final class HostedField {
  /// The most events kept unread; the oldest go first.
  static let eventLimit = 4096

  /// An event as the host reads it (`tfk_event`, the message kept apart).
  struct Event: Equatable {
    var kind: Int32
    var key: Int32 = 0
    var modifiers: UInt32 = 0
    var message = ""
    /// The field it concerns, by index in the form (`tfk_event.field`); -1 for the form's end.
    var field: Int32 = 0
    /// For a refusal, its reason's name (`maskRefused`, `trimmed`, `invalid`): for callbacks.
    var reason = ""
  }

  /// The form: a prompt's one-field form, or a spec's.
  let form: Form
  /// The fields' keys in the spec, in order (`[""]` for a field made without one).
  let keys: [String]
  /// Whether the handle was made as a form (`tfk_form_new_spec`): its value is the form's
  /// values, keyed, and its labels are the spec's.
  let isForm: Bool
  var decoder = KeyDecoder()
  let input = ByteFeed()
  /// `TFK_OUTCOME_*`.
  private(set) var outcome = Int32(TFK_OUTCOME_EDITING)
  @exclusivity(unchecked) private var events: [Event] = []
  @exclusivity(unchecked) private var firstEvent = 0
  /// The feedback (a refused or trimmed edit) the model reported during this offer.
  @exclusivity(unchecked) private var feedback: EditFeedback?
  /// The alert (bell) the last offer asked for.
  @exclusivity(unchecked) private(set) var lastAlert: AlertStyle?
  /// The host's event callback: events go to it instead of the queue (HostedField+Callback).
  @exclusivity(unchecked) var callback: EventCallback?
  /// Events for the callback, delivered when the call that caused them has done its work.
  var undelivered: [Event] = []
  /// The ncurses host's windows and looks, once it draws or reads keys (CursesHost).
  var curses: CursesHost?
  /// The last error's message (`tfk_last_error_message`).
  let errorMessage = CStringStorage()
  /// The message of the event last taken (`tfk_event.message`).
  let eventMessage = CStringStorage()

  /// A field editing `model`, focused (it shows its caret and takes keys at once), looking and
  /// answering keys as a ``Prompt`` does.
  convenience init(model: TextFieldModel, label: String = "", key: String = "") {
    self.init(form: Prompt(label: label, model: model).form, keys: [key], isForm: false)
  }

  /// A handle for `form`, whose fields have `keys`, its first field focused.
  init(form: Form, keys: [String], isForm: Bool) {
    self.form = form
    self.keys = keys
    self.isForm = isForm
    form.theme = Picture.roleTheme
    for (index, field) in form.fields.enumerated() {
      field.model.addObserver { [weak self] event, _ in
        switch event {
        case .editingChanged:
          self?.queue(Event(kind: Int32(TFK_EVENT_CHANGED), field: Int32(index)))
        case .feedback(let feedback): self?.feedback = feedback
        default: break
        }
      }
    }
    form.start()
  }

  /// The focused field's index (-1 when none is).
  var focusedIndex: Int32 { Int32(form.focusIndex ?? -1) }

  /// Whether the field was submitted or cancelled (input is refused until a restart).
  var hasEnded: Bool { outcome != Int32(TFK_OUTCOME_EDITING) }

  /// Gives `event` to the form and queues what came of it; returns the form's answer.
  @discardableResult
  func offer(_ event: InputEvent) -> EventResponse<Form.Outcome> {
    feedback = nil
    let response = form.offer(event)
    lastAlert = form.takeAlert()
    if lastAlert != nil || feedback != nil, let message = form.message, message.isError {
      queueRefusal(message.text, reason: Self.reasonName(of: feedback))
    }
    switch response {
    case .used:
      break
    case .unused(.key(let key)?):
      let code = KeyCodes.code(of: key.key)
      queue(
        Event(
          kind: Int32(TFK_EVENT_KEY_UNUSED), key: code, modifiers: UInt32(key.modifiers.rawValue),
          field: focusedIndex))
    case .unused:
      break
    case .ended(let ending):
      let (state, kind) =
        switch ending {
        case .submitted: (TFK_OUTCOME_SUBMITTED, TFK_EVENT_SUBMITTED)
        case .cancelled, .inputEnded: (TFK_OUTCOME_CANCELLED, TFK_EVENT_CANCELLED)
        case .interrupted: (TFK_OUTCOME_INTERRUPTED, TFK_EVENT_INTERRUPTED)
        }
      outcome = Int32(state)
      queue(Event(kind: Int32(kind), field: -1))
    }
    return response
  }

  /// Decodes the bytes fed so far into events for the prompt, up to the end of the field (the
  /// rest waits for a restart) or of the bytes (a sequence cut short waits for more, or for
  /// `flushing`).
  func decodeInput(flushing: Bool) {
    input.flushing = flushing
    defer { input.flushing = false }
    while !hasEnded, let event = decoder.next(from: input) {
      offer(event)
      deliverEvents()
    }
  }

  /// Begins editing again after an end.
  func restart() {
    outcome = Int32(TFK_OUTCOME_EDITING)
    form.start()
  }

  /// The oldest event, removed; `nil` when none waits.
  func takeEvent() -> Event? {
    guard firstEvent < events.count else { return nil }
    let event = events[firstEvent]
    firstEvent += 1
    if firstEvent == events.count {
      events.removeAll(keepingCapacity: events.count <= 64)
      firstEvent = 0
    }
    return event
  }

  /// Queues a refusal of the focused field, saying `message`; `reason` names it for callbacks
  /// (`invalid`: the form's own check).
  func queueRefusal(_ message: String, reason: String = "invalid") {
    queue(
      Event(
        kind: Int32(TFK_EVENT_REFUSED), message: message, field: focusedIndex, reason: reason))
  }

  private func queue(_ event: Event) {
    guard callback == nil else { return undelivered.append(event) }
    if events.count - firstEvent >= Self.eventLimit { firstEvent += 1 }
    if firstEvent > Self.eventLimit {
      events.removeFirst(firstEvent)
      firstEvent = 0
    }
    events.append(event)
  }
}
