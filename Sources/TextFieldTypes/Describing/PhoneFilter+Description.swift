import TextFieldCore

extension PhoneFilter: InputDescribing {
  /// `a phone number for US, or any country's with + and its code`, or without a region `a
  /// phone number with + and its country code`; spaces and punctuation typed are ignored.
  public var inputDescription: String {
    let which =
      region.map { "a phone number for \($0), or any country's with + and its code" }
      ?? "a phone number with + and its country code"
    return which + "; spaces and punctuation are ignored"
  }
}
