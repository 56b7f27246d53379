import TextFieldCore

extension RefusalReason {
  /// A phone number takes only digits and a leading `+`: `input` is the one Character typed
  /// (`nil` for a paste of several).
  package static func phoneDigitsOnly(input: String?) -> RefusalReason {
    RefusalReason(PhoneRefusal.digitsOnly(input: input))
  }
}
