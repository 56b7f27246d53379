import TextFieldCore

/// A one-field form: a label, a field, Enter submits, Esc cancels.
///
/// ```swift
/// let prompt = Prompt(label: "Name", model: TextFieldModel(placeholder: "your name"))
/// if case .submitted(let value) = prompt.run(on: terminal) { print(value.text) }
/// ```
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

    /// The conventional exit status, as the form's (``FormOutcome/exitStatus``).
    public var exitStatus: Int32 {
      switch self {
      case .submitted(let value): FormOutcome.submitted([value]).exitStatus
      case .cancelled: FormOutcome.cancelled.exitStatus
      case .interrupted: FormOutcome.interrupted.exitStatus
      case .inputEnded: FormOutcome.inputEnded.exitStatus
      }
    }
  }

  /// The one-field form behind the prompt (for its key map, alert style and hint).
  public let form: Form

  /// A prompt for `model` labelled `label`.
  public init(label: String, model: TextFieldModel) {
    form = Form(fields: [FormField(label: label, model: model)])
    form.hint = model.messages.promptHint
  }

  /// Runs the prompt on `terminal`.
  public func run(on terminal: some Terminal) -> Outcome {
    Prompt.outcome(of: form.run(on: terminal))
  }

  /// Handles one event (for embedding); `nil` while the prompt goes on.
  public func handle(_ event: InputEvent) -> Outcome? {
    form.handle(event).map(Prompt.outcome(of:))
  }

  private static func outcome(of outcome: FormOutcome) -> Outcome {
    switch outcome {
    case .submitted(let values):
      values.first.map(Outcome.submitted) ?? .cancelled
    case .cancelled: .cancelled
    case .interrupted: .interrupted
    case .inputEnded: .inputEnded
    }
  }
}
