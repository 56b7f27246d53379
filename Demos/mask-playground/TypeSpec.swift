import TextFieldCore
import TextFieldTypes

/// A field type typed in the Format field instead of a mask: a format that starts with `@`.
///
/// `@phone` (any country, typed with `+`), `@phone US` (national numbers of a default region),
/// `@number` or `@number de_DE` (a locale, default `en_US`), `@currency EUR` or
/// `@currency EUR de_DE`, `@date` or `@date dd/MM/yyyy` (a pattern, default `yyyy-MM-dd`; the
/// rest of the spec, spaces included).
struct TypeSpec {
  /// The type.
  let kind: FieldType
  /// The spec as typed.
  let spec: String
  /// The filter the try-it field uses.
  let filter: any TextFieldFilter
  /// What the spec stands for, in words: `currency EUR in de_DE · value: a plain decimal`.
  let summary: String

  /// Whether `format` selects a type rather than a mask.
  static func selectsType(_ format: String) -> Bool { format.first == "@" }

  /// A word of the spec and its offset in Characters.
  fileprivate struct Word {
    var text: String
    var offset: Int
  }

  /// Reads `spec` (`@phone US`).
  /// - Throws: ``TypeSpecError``: no type or an unknown one, a word too many, a missing currency,
  ///   or the type's own error (an unknown region, locale or currency, a malformed date pattern),
  ///   placed at the word at fault.
  init(_ spec: String) throws(TypeSpecError) {
    self.spec = spec
    let words = Self.words(of: spec)
    guard let name = words.first, name.offset == 0, name.text.count > 1 else {
      throw TypeSpecError(
        "\"@\" names no type", "use @phone, @number, @currency or @date", spec: spec, offset: 1)
    }
    guard let kind = FieldType(rawValue: String(name.text.dropFirst())) else {
      throw TypeSpecError(
        "unknown type \"\(name.text.dropFirst())\"",
        "known: " + FieldType.allCases.map { "@" + $0.rawValue }.joined(separator: ", "),
        spec: spec, offset: 1, length: name.text.count - 1)
    }
    self.kind = kind
    let arguments = Array(words.dropFirst())
    switch kind {
    case .phone:
      try Self.expect(arguments, atMost: 1, "@phone takes a region at most: @phone US", spec)
      let region = arguments.first
      do {
        filter = try PhoneFilter(region: region?.text)
      } catch {
        switch error {
        case .unknownRegion(let code):
          throw TypeSpecError(
            "unknown region \"\(code)\"", "an ISO 3166-1 code such as US, GB or DE",
            spec: spec, word: region)
        }
      }
      summary =
        (region.map { "phone, national numbers of \($0.text.uppercased())" }
          ?? "phone, any country: + and the country code first") + " · value: E.164"
    case .number, .currency:
      let code = kind == .currency ? arguments.first : nil
      if kind == .currency, code == nil {
        throw TypeSpecError(
          "@currency needs a code", "such as @currency EUR de_DE", spec: spec,
          offset: spec.count)
      }
      let locales = kind == .currency ? Array(arguments.dropFirst()) : arguments
      try Self.expect(
        locales, atMost: 1,
        kind == .currency
          ? "@currency takes a code and a locale at most: @currency EUR de_DE"
          : "@number takes a locale at most: @number de_DE", spec)
      let locale = locales.first
      do {
        filter = try NumberFilter(locale: locale?.text ?? "en_US", currency: code?.text)
      } catch {
        switch error {
        case .unknownCurrency(let unknown):
          throw TypeSpecError(
            "unknown currency \"\(unknown)\"", "an ISO 4217 code such as USD or EUR",
            spec: spec, word: code)
        case .unknownLocale(let unknown, let suggestions):
          let advice =
            suggestions.isEmpty
            ? "such as en_US or de_DE" : "did you mean \(suggestions.joined(separator: ", "))?"
          throw TypeSpecError(
            "unknown locale \"\(unknown)\"", advice, spec: spec, word: locale)
        default:
          throw TypeSpecError(error, spec)
        }
      }
      summary =
        (code.map { "currency \($0.text.uppercased())" } ?? "number")
        + " in \(locale?.text ?? "en_US") · value: a plain decimal · ↑↓ add or take 1"
    case .date:
      // The pattern is the rest of the spec: it may hold spaces (`yyyy-MM-dd HH:mm`).
      let start = arguments.first?.offset ?? spec.count
      let pattern = arguments.last.map { last in
        String(spec.dropFirst(start).prefix(last.offset + last.text.count - start))
      }
      do {
        filter = try DateFilter(pattern: pattern ?? "yyyy-MM-dd")
      } catch {
        guard case .pattern(let problem) = error else { throw TypeSpecError(error, spec) }
        // The place goes after the problem, before the advice (`…; use yyyy`).
        let parts = problem.message.split(separator: "; ", maxSplits: 1).map(String.init)
        throw TypeSpecError(
          parts.first ?? problem.message, parts.count > 1 ? parts[1] : nil, spec: spec,
          offset: start + problem.offset, length: problem.length)
      }
      summary = "date \(pattern ?? "yyyy-MM-dd") · value: ISO 8601 · ↑↓ step the field"
    }
  }

  /// The words of `spec`: runs of Characters other than whitespace, with their offsets.
  private static func words(of spec: String) -> [Word] {
    var words: [Word] = []
    for (offset, character) in spec.enumerated() {
      if character.isWhitespace { continue }
      if let last = words.last, last.offset + last.text.count == offset {
        words[words.count - 1].text.append(character)
      } else {
        words.append(Word(text: String(character), offset: offset))
      }
    }
    return words
  }

  /// Throws `message` at the first of `words` past `limit`.
  private static func expect(
    _ words: [Word], atMost limit: Int, _ message: String, _ spec: String
  ) throws(TypeSpecError) {
    guard words.count > limit else { return }
    let extra = words[limit]
    throw TypeSpecError(
      "unexpected \"\(extra.text)\"", message, spec: spec, offset: extra.offset,
      length: extra.text.count)
  }
}

/// A type spec that cannot be used: the problem, and where in the spec.
///
/// Shown as a malformed mask is: the message names the place (`at character 2`) after the
/// problem and before the advice, and the description adds the spec with carets under the
/// Characters at fault.
struct TypeSpecError: Error, CustomStringConvertible {
  /// The problem, without its place: `unknown type "fax"`.
  let problem: String
  /// What to do instead, if anything: `known: @phone, @number, @currency, @date`.
  let advice: String?
  /// The spec as typed.
  let spec: String
  /// The offset of the first Character at fault (the spec's length: at its end).
  let offset: Int
  /// How many Characters are at fault.
  let length: Int

  init(_ problem: String, _ advice: String? = nil, spec: String, offset: Int, length: Int = 1) {
    self.problem = problem
    self.advice = advice
    self.spec = spec
    self.offset = offset
    self.length = max(1, length)
  }

  /// An error about `word`, or about the end of the spec when there is none.
  fileprivate init(_ problem: String, _ advice: String?, spec: String, word: TypeSpec.Word?) {
    self.init(
      problem, advice, spec: spec, offset: word?.offset ?? spec.count,
      length: word?.text.count ?? 1)
  }

  /// A type's own error that names no place (a configuration the playground never makes): the
  /// whole spec is at fault.
  init(_ error: some Error, _ spec: String) {
    self.init("\(error)", spec: spec, offset: 0, length: spec.count)
  }

  /// The problem, its 1-based place and the advice.
  var message: String {
    "\(problem) at character \(offset + 1)" + (advice.map { "; \($0)" } ?? "")
  }

  /// The message, the spec, and carets under the Characters at fault.
  var description: String {
    let width = CellWidth.unicode
    let column = width.width(of: spec.prefix(offset))
    let carets = max(1, width.width(of: spec.dropFirst(offset).prefix(length)))
    let shown = spec.map { $0.isNewline || $0 == "\t" ? " " : String($0) }.joined()
    return "\(message)\n  \(shown)\n  \(String(repeating: " ", count: column))"
      + String(repeating: "^", count: carets)
  }
}
