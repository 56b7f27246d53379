import TextFieldCore
import TextFieldTypes
import TextFieldUI

/// The demo's typed fields: a phone number for any country, an amount of euros and a date, each
/// formatted as it is typed and submitted with its value (E.164, a plain decimal, ISO 8601).
///
/// Every typed field may be left empty; once something is typed, submit wants it complete. Up and
/// Down step the amount and the date's field under the caret (in the phone field they move focus).
enum TypedFields {
  /// `+44 20 7946 0958`, its region (`GB`) dim at the right of the row: any country, so the
  /// number starts with `+` and its country code.
  static func phone(pasteboard: Pasteboard) throws -> FormField {
    field(
      "Tel", try PhoneFilter(),
      TextFieldModel(
        placeholder: "+44 20 7946 0958, any country",
        validators: [.complete(allowsEmpty: true, message: "enter a whole phone number")],
        pasteboard: pasteboard))
  }

  /// `12.345,50 €`: euros as in Germany, from 0 to 100 000.
  static func amount(pasteboard: Pasteboard) throws -> FormField {
    field(
      "Amount",
      try NumberFilter(locale: "de_DE", minimum: "0", maximum: "100000", currency: "EUR"),
      TextFieldModel(
        placeholder: "euros, 0 to 100.000 € · ↑↓ step",
        validators: [.complete(allowsEmpty: true, message: "enter an amount up to 100.000 €")],
        pasteboard: pasteboard))
  }

  /// `29/02/2024`: a day, a month and a year from 2000 on; a date that cannot exist is refused as
  /// it is typed.
  static func date(pasteboard: Pasteboard) throws -> FormField {
    field(
      "Date", try DateFilter(pattern: "dd/MM/yyyy", minimum: "2000-01-01"),
      TextFieldModel(
        placeholder: "dd/MM/yyyy, from 2000 · ↑↓ step",
        validators: [.complete(allowsEmpty: true, message: "enter the whole date")],
        pasteboard: pasteboard))
  }

  private static func field(
    _ label: String, _ filter: any TextFieldFilter, _ model: TextFieldModel
  ) -> FormField {
    model.filters = [filter]
    return FormField(label: label, model: model)
  }
}
