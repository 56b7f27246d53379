extension TextFieldModel {
  /// `text` as a secure field shows it: each Character its symbol, or `…` when nothing is shown;
  /// as it is in a field that is not secure.
  package func concealed(_ text: String) -> String {
    switch echoMode {
    case .normal: text
    case .secure(let symbol): String(repeating: symbol, count: text.count)
    case .none: "…"
    }
  }

  /// `reason` with the typed text it quotes concealed, in a secure field: a refusal must not show
  /// a password's keys on the screen, in a transcript or to a host.
  package func concealing(_ reason: RefusalReason) -> RefusalReason {
    guard echoMode.isSecret else { return reason }
    switch reason {
    case .maskRefused(let input, let expected):
      return .maskRefused(input: input.map(concealed), expected: expected)
    case .patternMismatch:
      return .patternMismatch(Character(concealed("x")))
    case .several(let parts):
      return .several(parts.map(concealing))
    default:
      return reason
    }
  }

  /// `reason` with the typed text it quotes concealed, in a secure field.
  package func concealing(_ reason: ValidationReason) -> ValidationReason {
    guard echoMode.isSecret else { return reason }
    switch reason {
    case .incomplete(let text, let missing):
      return .incomplete(text: concealed(text), missing: missing)
    case .incompleteMatch(let text, let pattern):
      return .incompleteMatch(text: concealed(text), pattern: pattern)
    default:
      return reason
    }
  }

  /// `event` as observers may hear it: a secure field's refusals conceal what was typed.
  func concealing(_ event: TextFieldEvent) -> TextFieldEvent {
    guard case .feedback(let feedback) = event, echoMode.isSecret else { return event }
    switch feedback {
    case .rejected(let reason?):
      return .feedback(.rejected(reason: concealing(reason)))
    case .trimmed(var notice):
      notice.reason = concealing(notice.reason)
      return .feedback(.trimmed(notice))
    case .rejected(nil):
      return event
    }
  }
}
