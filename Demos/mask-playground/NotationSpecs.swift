import InputMask

/// Parses the playground's notation field: specs separated by spaces, each `SYMBOL=CHARS`
/// (`C=abc`) or `SYMBOL:CLASS[+CLASS…][:optional]` (`C:letters`, `D:digits+symbols:optional`).
///
/// Classes are the Foundation names of ``MaskCharacterSet/Classes/byName``, plus `digits` and
/// `punctuation`.
enum NotationSpecs {
  /// A spec that does not parse.
  struct SpecError: Error, Hashable, CustomStringConvertible {
    /// The spec at fault.
    var spec: String
    /// What is wrong with it.
    var message: String

    var description: String { "\"\(spec)\": \(message)" }
  }

  private static let aliases: [String: MaskCharacterSet.Classes] = [
    "digits": .decimalDigits, "punctuation": .punctuationCharacters,
  ]

  /// The notations the field's `text` describes, in order.
  static func parse(_ text: String) throws(SpecError) -> [Notation] {
    var notations: [Notation] = []
    for spec in text.split(whereSeparator: \.isWhitespace) {
      notations.append(try parseOne(String(spec)))
    }
    return notations
  }

  private static func parseOne(_ spec: String) throws(SpecError) -> Notation {
    guard let symbol = spec.first, spec.count > 2 else {
      throw SpecError(spec: spec, message: "expected SYMBOL=CHARS or SYMBOL:CLASS")
    }
    let rest = spec.dropFirst()
    if rest.first == "=" {
      return Notation(
        character: symbol, characterSet: MaskCharacterSet(charactersIn: String(rest.dropFirst())))
    }
    guard rest.first == ":" else {
      throw SpecError(spec: spec, message: "expected \"=\" or \":\" after the symbol")
    }
    var body = rest.dropFirst()
    let isOptional = body.hasSuffix(":optional")
    if isOptional { body = body.dropLast(":optional".count) }
    var classes: MaskCharacterSet.Classes = []
    for name in body.split(separator: "+") {
      guard let named = MaskCharacterSet.Classes.byName[String(name)] ?? aliases[String(name)]
      else {
        throw SpecError(spec: spec, message: "unknown class \"\(name)\"")
      }
      classes.formUnion(named)
    }
    guard !classes.isEmpty else { throw SpecError(spec: spec, message: "no class named") }
    return Notation(
      character: symbol, characterSet: MaskCharacterSet(classes: classes), isOptional: isOptional)
  }
}
