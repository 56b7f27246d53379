import InputMask
import TextFieldCore
import TextFieldUI

/// The demo's input-mask fields: a phone with affine country formats, a card number checked with
/// Luhn, an expiry date with a fixed `/`, and a PIN.
///
/// Every masked field may be left empty; once something is typed, submit wants it complete.
enum MaskedFields {
  /// The phone formats: the primary (+1) and the affine ones, chosen as the user types.
  static let phoneFormat = "+1 ([000]) [000]-[0000]"
  static let phoneAffineFormats = ["+44 [0000] [000000]", "+7 ([000]) [000]-[00]-[00]"]

  /// `+1 (555) 123-4567`, `+44 7911 123456` or `+7 (912) 345-67-89`.
  ///
  /// Whole-string affinity without autocomplete: with autocomplete the first `+` would become
  /// `+1 (` (every mask ties on `+`, and ties go to the primary), so `+44` could not be typed.
  static func phone(pasteboard: Pasteboard) throws -> FormField {
    let filter = try MaskFilter(
      format: phoneFormat, affineFormats: phoneAffineFormats, strategy: .wholeString,
      autocomplete: false)
    return field(
      "Phone", filter,
      TextFieldModel(
        placeholder: "+1 (___) ___-____ · +44 · +7",
        validators: [.complete(allowsEmpty: true, message: "enter the whole number")],
        pasteboard: pasteboard))
  }

  /// `4111 1111 1111 1111`: 16 digits that pass the Luhn checksum.
  static func card(pasteboard: Pasteboard) throws -> FormField {
    let filter = try MaskFilter(format: "[0000] [0000] [0000] [0000]")
    let luhn = Validator.luhn()
    let validators = [
      .complete(allowsEmpty: true, message: "enter all 16 digits"),
      Validator { $0.value.isEmpty ? nil : luhn.validate($0) },
    ]
    return field(
      "Card", filter,
      TextFieldModel(
        placeholder: "____ ____ ____ ____ (Luhn)", validators: validators,
        pasteboard: pasteboard))
  }

  /// `MM/YY`: the `/` is a fixed character (`{/}`), so it is part of the extracted value.
  static func expiry(pasteboard: Pasteboard) throws -> FormField {
    let filter = try MaskFilter(format: "[00]{/}[00]")
    let month = Validator { subject in
      guard let month = Int(subject.value.prefix(2)), !(1...12).contains(month) else { return nil }
      return ValidationFailure(message: "the month is 01 to 12", caret: 0)
    }
    return field(
      "Expiry", filter,
      TextFieldModel(
        placeholder: "MM/YY",
        validators: [.complete(allowsEmpty: true, message: "enter MM/YY"), month],
        pasteboard: pasteboard))
  }

  /// Four digits.
  static func pin(pasteboard: Pasteboard) throws -> FormField {
    let filter = try MaskFilter(format: "[0000]")
    return field(
      "PIN", filter,
      TextFieldModel(
        placeholder: "4 digits",
        validators: [.complete(allowsEmpty: true, message: "enter 4 digits")],
        pasteboard: pasteboard))
  }

  private static func field(
    _ label: String, _ filter: MaskFilter, _ model: TextFieldModel
  ) -> FormField {
    model.filters = [filter]
    // Their own validators decide: empty, or complete (the library's default wants complete).
    model.allowsIncomplete = true
    return FormField(label: label, model: model)
  }
}
