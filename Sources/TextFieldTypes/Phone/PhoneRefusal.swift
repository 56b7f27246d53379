import TextFieldCore

/// Why a phone field refused an edit (`RefusalReason.phoneDigitsOnly(input:)`), worded by
/// the field's ``FieldMessages``.
enum PhoneRefusal: FieldRefusal {
  /// Only digits and a leading `+`: `input` is the one Character typed (`nil` for a paste).
  case digitsOnly(input: String?)

  func message(in messages: FieldMessages) -> String {
    switch self {
    case .digitsOnly(let input): messages.phoneDigitsOnly(input)
    }
  }
}
