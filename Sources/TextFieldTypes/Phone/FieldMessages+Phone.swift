import TextFieldCore

extension FieldMessages {
  /// The words of a phone field's reasons, in a table's ``FieldMessageKey`` storage.
  struct PhoneWords: FieldMessageKey, Sendable {
    static let defaultValue = PhoneWords()

    var digitsOnly: @Sendable (_ input: String?) -> String = { input in
      "\(input.map { "\"\($0)\"" } ?? "nothing pasted"): a phone number takes digits and a leading +"
    }
  }

  /// `RefusalReason.phoneDigitsOnly(input:)`.
  public var phoneDigitsOnly: @Sendable (_ input: String?) -> String {
    get { self[PhoneWords.self].digitsOnly }
    set { self[PhoneWords.self].digitsOnly = newValue }
  }
}
