import TextFieldCore
import TextFieldTypes

extension FieldSpec {
  /// The field type's filter, or `nil` without `type`.
  ///
  /// Each type takes only its own options (`region` for phones, `locale`, `min`, `max`,
  /// `fraction`, `negative` for numbers and money, `currency` for money, `format`, `min`, `max`
  /// for dates), and decides its own characters: a mask, pattern, regex, allowed or banned
  /// characters, or a maximum length beside it is an error that says so.
  package func makeTypeFilter() throws(FieldSpecError) -> (any TextFieldFilter)? {
    let settings = typed
    guard let type = settings.type else {
      if let option = typeOptionsGiven.first {
        throw FieldSpecError(
          description: errorPrefix + "\(optionName(option)) needs a type: add "
            + "\(optionName("type")) phone, number, currency or date")
      }
      return nil
    }
    guard let kind = FieldType(rawValue: type) else {
      throw FieldSpecError(
        description: errorPrefix + "unknown type \"\(type)\" (known: "
          + FieldType.allCases.map(\.rawValue).joined(separator: ", ") + ")")
    }
    let formats = [
      ("mask", mask != nil), ("pattern", pattern != nil), ("regex", regex != nil),
      ("allowed", allowed != nil), ("banned", banned != nil), ("max-length", maxLength != nil),
    ]
    if let (name, _) = formats.first(where: \.1) {
      throw FieldSpecError(
        description: errorPrefix
          + "a \(type) field decides its own characters: drop \(optionName(name))")
    }
    let applying: [FieldType: Set<String>] = [
      .phone: ["region"], .number: ["locale", "min", "max", "fraction", "negative"],
      .currency: ["locale", "min", "max", "fraction", "negative", "currency"],
      .date: ["format", "min", "max"],
    ]
    if let option = typeOptionsGiven.first(where: { !(applying[kind]?.contains($0) ?? false) }) {
      throw FieldSpecError(
        description: errorPrefix + "\(optionName(option)) does not apply to a \(type) field")
    }
    do {
      switch kind {
      case .phone:
        return try PhoneFilter(region: settings.region)
      case .number, .currency:
        if kind == .currency, settings.currency == nil {
          throw FieldSpecError(
            description: errorPrefix
              + "a currency field needs \(optionName("currency")) CODE (EUR, USD, JPY)")
        }
        return try NumberFilter(
          locale: settings.locale ?? "en_US", minimum: settings.minimum,
          maximum: settings.maximum, fractionDigits: settings.fraction,
          allowsNegative: settings.negative ?? true, currency: settings.currency)
      case .date:
        return try DateFilter(
          pattern: settings.dateFormat ?? "yyyy-MM-dd", minimum: settings.minimum,
          maximum: settings.maximum)
      }
    } catch let error as FieldSpecError {
      throw error
    } catch {
      throw FieldSpecError(description: errorPrefix + "\(error)")
    }
  }

  /// The type options given, by their names.
  private var typeOptionsGiven: [String] {
    let settings = typed
    return [
      ("region", settings.region != nil), ("locale", settings.locale != nil),
      ("min", settings.minimum != nil),
      ("max", settings.maximum != nil), ("fraction", settings.fraction != nil),
      ("currency", settings.currency != nil),
      ("negative", settings.negative != nil), ("format", settings.dateFormat != nil),
    ].filter(\.1).map(\.0)
  }
}
