import TextFieldCore

/// A one-field form: a label, a field, Enter submits, Esc cancels.
///
/// ```swift
/// let prompt = Prompt(label: "Name", model: TextFieldModel(placeholder: "your name"))
/// if case .submitted(let value) = prompt.run(on: terminal) { print(value.text) }
/// ```
///
/// It has what a ``Form`` has — a title, a width, a theme, rendering — through the one-field
/// ``form`` behind it; ``offer(_:)`` and ``run(on:)`` answer with a prompt's ``Outcome``.
public final class Prompt {
  /// How a prompt ended.
  public enum Outcome: Hashable, Sendable {
    /// Submitted with this value.
    case submitted(FieldValue)
    /// Cancelled (Esc).
    case cancelled
    /// Interrupted (Ctrl-C).
    case interrupted
    /// Input ended first.
    case inputEnded

    /// The conventional exit status, as the form's (``Form/Outcome/exitStatus``).
    package var exitStatus: Int32 {
      switch self {
      case .submitted(let value): Form.Outcome.submitted([value]).exitStatus
      case .cancelled: Form.Outcome.cancelled.exitStatus
      case .interrupted: Form.Outcome.interrupted.exitStatus
      case .inputEnded: Form.Outcome.inputEnded.exitStatus
      }
    }
  }

  /// The one-field form behind the prompt: its title, theme, key map, hint, the field's width
  /// and model, `start()` and `render(width:height:cellWidth:)`.
  public let form: Form

  /// A prompt for `model` labelled `label`, with an optional title above it.
  ///
  /// Tab, Shift-Tab, Up and Down have nowhere to go in one field: ``offer(_:)`` gives them back.
  public init(label: String, model: TextFieldModel, title: String? = nil) {
    form = Form(fields: [FormField(label: label, model: model)], title: title)
    form.hint = model.messages.promptHint
    form.focusWraps = false
  }

  /// The labelled field.
  package var field: FormField { form.fields[0] }
  /// The field's model.
  package var model: TextFieldModel { field.model }

  /// A title drawn above the field, if any.
  package var title: String? {
    get { form.title }
    set { form.title = newValue }
  }

  /// The most cells the text area takes (`nil`: the rest of the row).
  package var width: Int? {
    get { field.width }
    set { field.width = newValue }
  }

  /// How the prompt is drawn.
  package var theme: Theme {
    get { form.theme }
    set { form.theme = newValue }
  }

  /// Begins editing (asks should-begin); idempotent.
  ///
  /// Rendering does not do it.
  package func start() { form.start() }

  /// Draws the prompt into a `width` × `height` frame (see ``Form/render(width:height:cellWidth:)``).
  package func render(width: Int, height: Int, cellWidth: CellWidth) -> Frame {
    form.render(width: width, height: height, cellWidth: cellWidth)
  }

  /// Whether `point` of the last render is on the field's row (its label or text area).
  package func contains(_ point: Frame.Point) -> Bool { form.fieldIndex(at: point) != nil }

  /// Runs the prompt on `terminal`.
  public func run(on terminal: some Terminal) -> Outcome {
    Prompt.outcome(of: form.run(on: terminal))
  }

  /// Handles one event; `nil` while the prompt goes on (unused events are ignored).
  package func handle(_ event: InputEvent) -> Outcome? {
    form.handle(event).map(Prompt.outcome(of:))
  }

  /// Offers one event: the prompt uses it, gives it back, or ends (see ``Form/offer(_:)``).
  public func offer(_ event: InputEvent) -> EventResponse<Outcome> {
    switch form.offer(event) {
    case .used: .used
    case .unused(let event): .unused(event)
    case .ended(let outcome): .ended(Prompt.outcome(of: outcome))
    }
  }

  static func outcome(of outcome: Form.Outcome) -> Outcome {
    switch outcome {
    case .submitted(let values):
      values.first.map(Outcome.submitted) ?? .cancelled
    case .cancelled: .cancelled
    case .interrupted: .interrupted
    case .inputEnded: .inputEnded
    }
  }
}
