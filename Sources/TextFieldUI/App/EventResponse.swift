/// What a form, a prompt or a hosted form did with an event offered to it.
///
/// ``Form/offer(_:)`` answers with an `EventResponse<Form.Outcome>`, ``Prompt/offer(_:)`` with an
/// `EventResponse<Prompt.Outcome>`; so does a hosted form's `offer` and `handle(status:key:)`.
public enum EventResponse<Outcome: Hashable & Sendable>: Hashable, Sendable {
  /// The event was used (an edit, a focus move, a refusal with its reason), or it was part of
  /// something that was used (a paste).
  case used
  /// The event is the host's: a function key, Tab out of the last field when focus does not wrap,
  /// Esc when it does not cancel, a click outside the fields, a resize, or `C-l`/`C-z`, which ask
  /// the terminal's owner to repaint or suspend. It carries the event (a hosted form's in screen
  /// cells), or `nil` for a key code a hosted form does not know (the host's own `define_key`).
  case unused(InputEvent?)
  /// The form or prompt ended: submitted, cancelled or interrupted.
  case ended(Outcome)
}
