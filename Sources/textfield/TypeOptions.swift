import TextFieldSpec
import TextFieldTypes

/// The field-type flags `prompt` and `format` share (`--type phone --region US`), spelled as a
/// form field's options (`type=phone;region=US`).
enum TypeOptions {
  static let options: [OptionSpec] = [
    .value(
      "type",
      """
      What the field holds, formatted as it is typed: phone (E.164 value, region detected), \
      number, currency (a plain decimal value) or date (an ISO 8601 value).
      """, choices: FieldType.allCases.map(\.rawValue)),
    .value(
      "region",
      "phone: the region of numbers typed without +country code (ISO code: US, GB, DE)."),
    .value(
      "locale",
      """
      number, currency: the locale's separators, digits and symbol placement (de_DE, fr_CH, \
      hi_IN, ar_EG; default en_US).
      """),
    .value(
      "min",
      "number, currency: the smallest value (1.5, -20); date: the earliest (ISO: 2000-01-01)."),
    .value(
      "max",
      "number, currency: the largest value; date: the latest (ISO: 2030-12-31, 18:00)."),
    .value(
      "fraction",
      """
      number, currency: the most digits after the decimal separator, 0 to 999 (default: the \
      currency's); --min and --max may not have more.
      """
    ),
    .value("currency", "currency: the ISO 4217 code of the amount (EUR, USD, JPY)."),
    .inversion("negative", "number, currency: allow values below zero (default: on)."),
    .value(
      "format",
      """
      date: the pattern of the date or time: yyyy-MM-dd (the default), dd/MM/yyyy, MM/dd/yyyy, \
      HH:mm, HH:mm:ss, or a date and a time (yyyy-MM-dd HH:mm).
      """),
  ]

  /// The type flags given in `arguments`.
  static func settings(_ arguments: ParsedArguments) throws(UsageError) -> FieldSpec.TypeSettings {
    FieldSpec.TypeSettings(
      type: arguments.string("type"), region: arguments.string("region"),
      locale: arguments.string("locale"), minimum: arguments.string("min"),
      maximum: arguments.string("max"), fraction: try arguments.integer("fraction"),
      currency: arguments.string("currency"), negative: arguments.inversion("negative"),
      dateFormat: arguments.string("format"))
  }
}
