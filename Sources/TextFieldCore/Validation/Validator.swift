/// When a validator runs.
public enum ValidationTrigger: Hashable, Sendable, CaseIterable {
  /// After every change of the text.
  case change
  /// When editing ends normally.
  case endEditing
  /// When the field's form is submitted. Every validator runs on submit, whatever its triggers:
  /// a form never submits a value that fails one.
  case submit
}

/// What a validator looks at: the text as shown, the value it stands for (a pattern's or
/// mask's raw characters; the text itself for a plain field) and what the field's format knows.
public struct ValidationSubject: Hashable, Sendable {
  /// The text as shown.
  public var text: String
  /// The extracted value.
  public var value: String
  /// What the field's format (a mask, a `#`-pattern) knows about the text: `nil` for a field
  /// without one.
  public var format: FormatStatus?

  /// A subject for `text`; `value` defaults to the format's value, then to the text.
  package init(text: String, value: String? = nil, format: FormatStatus? = nil) {
    self.text = text
    self.value = value ?? format?.value ?? text
    self.format = format
  }
}

/// A validator's report: what is wrong, and where the caret should go to fix it.
public struct ValidationFailure: Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, as data.
  public var reason: ValidationReason
  /// The message shown to the user: the reason in the field's ``FieldMessages`` (a field fills
  /// it in when it validates), in English until then.
  public var message: String
  /// Where to put the caret (offset in Characters of the text), if the validator knows.
  public var caret: Int?

  /// A failure with a message in your own words, shown as it is.
  public init(message: String, caret: Int? = nil) {
    self.init(.custom(message), caret: caret)
  }

  /// A failure for `reason`, put into words by the field's ``FieldMessages``.
  package init(_ reason: ValidationReason, caret: Int? = nil) {
    self.reason = reason
    self.message = FieldMessages.english.text(for: reason)
    self.caret = caret
  }

  /// The message.
  public var description: String { message }
}

/// A check that reports on a field's value and never blocks typing (filters gate, validators
/// report).
public struct Validator: Sendable {
  /// When the validator runs besides submit.
  package var triggers: Set<ValidationTrigger>
  private let check: @Sendable (ValidationSubject) -> ValidationFailure?

  /// A validator running `check` on `triggers` (and always on submit).
  public init(
    on triggers: Set<ValidationTrigger> = [.endEditing],
    _ check: @escaping @Sendable (ValidationSubject) -> ValidationFailure?
  ) {
    self.triggers = triggers
    self.check = check
  }

  /// Whether the validator runs on `trigger`.
  package func runs(on trigger: ValidationTrigger) -> Bool {
    trigger == .submit || triggers.contains(trigger)
  }

  /// Checks `subject`: `nil` when it passes.
  package func validate(_ subject: ValidationSubject) -> ValidationFailure? {
    check(subject)
  }
}
