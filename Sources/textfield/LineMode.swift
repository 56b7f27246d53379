import TextFieldCore

/// The no-terminal path: one line of input goes through the field exactly as a paste would.
enum LineMode {
  /// Why the input does not satisfy the field (exit 3).
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Pastes `input` into `field` and checks the result as a submit would: nothing may be dropped
  /// or refused, and every validator must pass (including the format's completeness, unless the
  /// field allows an incomplete value).
  static func submit(_ input: String, into field: TextFieldModel) -> Result<FieldResult, Failure> {
    field.beginEditing()
    if !field.text.isEmpty { field.perform(.selectAll) }
    switch field.perform(.paste(input)) {
    case .rejected(let reason):
      let said = field.message(for: .rejected(reason: reason))
      return .failure(Failure(description: "input does not fit: \(said)"))
    case .rewritten(let notice?):
      let said = field.message(for: .trimmed(notice))
      return .failure(Failure(description: "input does not fit: \(said)"))
    case .applied, .rewritten, .ignored:
      break
    }
    if let failure = field.validate(.submit) {
      return .failure(Failure(description: failure.message))
    }
    field.endEditing()
    return .success(FieldResult(field))
  }
}
