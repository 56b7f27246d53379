/// One entry of the contact list.
struct Contact: Hashable {
  /// The name as typed.
  var name: String
  /// The phone number as formatted by the mask.
  var phone: String
  /// The phone's extracted value (digits only).
  var phoneValue: String

  /// The line printed on exit: `Ann Lee: +1 (555) 123-4567 [5551234567]`.
  var outputLine: String { "\(name): \(phone) [\(phoneValue)]" }
}
