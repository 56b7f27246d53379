extension RefusalReason {
  /// The reason as a name for programs: its case (`maskRefused`, `tooLong`), or for a field
  /// type's reason that type's own case (`beyondMonthEnd`); the first part of several; `refused`
  /// for `nil` (a refusal that gave no reason).
  ///
  /// What `textfield serve` and the C library's event callback report beside the words.
  package static func code(of reason: RefusalReason?) -> String {
    guard let reason else { return "refused" }
    let part = reason.parts.first ?? reason
    let described: String
    if case .other(let other) = part {
      described = String(describing: other.base)
    } else {
      described = String(describing: part)
    }
    let name = described.prefix { $0.isLetter || $0.isNumber }
    return name.isEmpty ? "refused" : String(name)
  }
}
