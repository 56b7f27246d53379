import CTextFieldKit
import TextFieldCore
import TextFieldUI

/// One field of the C API: a one-field ``Prompt`` (label, field, message line; Enter submits,
/// Esc cancels), the decoder of the bytes fed to it, and what the host has yet to read: events,
/// the outcome, the last error's message.
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
    /// For a refusal, its reason's name (`maskRefused`, `trimmed`, `invalid`): for callbacks.
    var reason = ""
  }

  let prompt: Prompt
  var decoder = KeyDecoder()
  let input = ByteFeed()
  /// `TFK_OUTCOME_*`.
  private(set) var outcome = Int32(TFK_OUTCOME_EDITING)
  private var events: [Event] = []
  private var firstEvent = 0
  /// The feedback (a refused or trimmed edit) the model reported during this offer.
  private var feedback: EditFeedback?
  /// The alert (bell) the last offer asked for.
  private(set) var lastAlert: AlertStyle?
  /// The host's event callback: events go to it instead of the queue (HostedField+Callback).
  var callback: EventCallback?
  /// Events for the callback, delivered when the call that caused them has done its work.
  var undelivered: [Event] = []
  /// The ncurses host's windows and looks, once it draws or reads keys (CursesHost).
  var curses: CursesHost?
  /// The last error's message (`tfk_last_error_message`).
  let errorMessage = CStringStorage()
  /// The message of the event last taken (`tfk_event.message`).
  let eventMessage = CStringStorage()

  /// A field editing `model`, focused (it shows its caret and takes keys at once).
  init(model: TextFieldModel) {
    prompt = Prompt(label: "", model: model)
    prompt.theme = Picture.roleTheme
    model.addObserver { [weak self] event, _ in
      switch event {
      case .editingChanged: self?.queue(Event(kind: Int32(TFK_EVENT_CHANGED)))
      case .feedback(let feedback): self?.feedback = feedback
      default: break
      }
    }
    prompt.start()
  }

  /// Whether the field was submitted or cancelled (input is refused until a restart).
  var hasEnded: Bool { outcome != Int32(TFK_OUTCOME_EDITING) }

  /// Gives `event` to the prompt and queues what came of it; returns the prompt's answer.
  @discardableResult
  func offer(_ event: InputEvent) -> EventResponse<Form.Outcome> {
    feedback = nil
    let response = prompt.form.offer(event)
    lastAlert = prompt.form.takeAlert()
    if lastAlert != nil || feedback != nil, let message = prompt.form.message, message.isError {
      queue(
        Event(
          kind: Int32(TFK_EVENT_REFUSED), message: message.text,
          reason: Self.reasonName(of: feedback)))
    }
    switch response {
    case .used:
      break
    case .unused(.key(let key)?):
      let code = KeyCodes.code(of: key.key)
      queue(
        Event(
          kind: Int32(TFK_EVENT_KEY_UNUSED), key: code, modifiers: UInt32(key.modifiers.rawValue)))
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
      queue(Event(kind: Int32(kind)))
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
    prompt.start()
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
