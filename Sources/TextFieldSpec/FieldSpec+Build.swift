import InputMask
import TextFieldCore
import TextFieldTypes
import TextFieldUI

extension FieldSpec {
  /// Names the field in error messages (nothing for the single field of a prompt).
  package var errorPrefix: String { key.isEmpty ? "" : "field \"\(key)\": " }

  /// Builds the filters and validators once to report a bad mask, pattern or regex before
  /// anything is read.
  package func check() throws(FieldSpecError) {
    if validateMessage != nil, validate == nil {
      throw FieldSpecError(
        description: errorPrefix + "validate-message says why validate fails: give validate too")
    }
    try checkMaskOptions()
    try checkRegularExpressions()
    _ = try makeFilters()
    _ = try makeValidators()
  }

  /// Compiles `regex` and `validate` on their own, for an error that shows the pattern with a
  /// caret under the character at fault.
  private func checkRegularExpressions() throws(FieldSpecError) {
    for (name, source) in [("regex", regex), ("validate regex", validate)] {
      guard let source else { continue }
      let compiled: LinearRegex
      do {
        compiled = try LinearRegex(source)
      } catch {
        throw FieldSpecError(description: errorPrefix + "bad \(name):\n\(error.description)")
      }
      // Nothing could ever be typed into the field, or pass the check.
      guard compiled.matchesSomeText else {
        throw FieldSpecError(
          description: errorPrefix
            + "bad \(name): \"\(RegexSyntaxError.escapingControlCharacters(source))\" matches no text"
        )
      }
    }
  }

  /// The filters, in order: characters first, then the format (pattern), then the length.
  package func makeFilters() throws(FieldSpecError) -> [any TextFieldFilter] {
    if let typed = try makeTypeFilter() { return [typed] }
    do {
      var characters: [CharacterFilter] = []
      if let allowed { characters.append(try CharacterFilter(.allowed, characters: allowed)) }
      if let banned { characters.append(try CharacterFilter(.banned, characters: banned)) }
      var filters: [any TextFieldFilter] = []
      if let mask {
        guard pattern == nil, regex == nil, characters.isEmpty else {
          throw FieldSpecError(
            description: errorPrefix
              + "a mask decides its own characters: drop pattern, regex, allowed and banned")
        }
        let masks = try makeMasks(mask)
        // With affine formats, autocomplete is off by default: on the first `+` every format
        // ties, the primary wins and `+` would become `+1 (`, so `+44` could not be typed.
        filters.append(
          MaskFilter(
            masks, autocomplete: autocomplete ?? masks.affine.isEmpty, autoskip: autoskip))
      } else if let pattern {
        // With a format, characters and regex constrain the raw value, not the literals.
        filters.append(
          try PatternFilter(pattern: pattern, rawPattern: regex, rawCharacterFilters: characters))
      } else {
        filters += characters
        if let regex { filters.append(try RegexFilter(regex)) }
      }
      if let maxLength { filters.append(try MaxLengthFilter(maxLength)) }
      return filters
    } catch let error as FieldSpecError {
      throw error  // already names the field
    } catch {
      throw FieldSpecError(description: errorPrefix + "\(error)")
    }
  }

  private func makeMasks(_ mask: String) throws(FieldSpecError) -> MaskSet {
    let masks: MaskSet
    do {
      masks = try MaskSet(
        primaryFormat: mask, affineFormats: affine, strategy: try affinityStrategy(),
        customNotations: try makeNotations(), isRightToLeft: rtl)
    } catch let error as FieldSpecError {
      throw error
    } catch {
      throw FieldSpecError(description: errorPrefix + "bad mask:\n\(error)")
    }
    for format in [masks.primary] + masks.affine where format.symbolCount == 0 {
      let flag = format == masks.primary ? "mask" : "affine"
      throw FieldSpecError(
        description: errorPrefix
          + "\(optionName(flag)) \"\(format.format)\" has nothing to fill: put what is typed in "
          + "[] (e.g. '+1 ([000]) [000]-[0000]'; 0 a digit, A a letter, _ either)")
    }
    return masks
  }

  /// The mask or pattern, if any.
  package func makeFormat() throws(FieldSpecError) -> FieldFormat? {
    if let mask { return .mask(try makeMasks(mask)) }
    return pattern.map(FieldFormat.pattern)
  }

  /// The validators: `required`, then `validate`, then (unless `allowIncomplete`) the format's
  /// completeness, or a whole match of `regex` (its filter lets every prefix of one through).
  package func makeValidators() throws(FieldSpecError) -> [Validator] {
    var validators: [Validator] = []
    if required { validators.append(.required(label: label)) }
    if let validate {
      do {
        validators.append(try .regex(validate, label: label, message: validateMessage))
      } catch {
        throw FieldSpecError(description: errorPrefix + "\(error)")
      }
    }
    // On submit only: the form says nothing while the user is still typing or moving on.
    if !allowIncomplete, try makeFormat() != nil || typed.type != nil {
      validators.append(.complete(on: []))
    } else if !allowIncomplete, let regex {
      do {
        validators.append(.complete(matching: try RegexFilter(regex), on: []))
      } catch {
        throw FieldSpecError(description: errorPrefix + "\(error)")
      }
    }
    return validators
  }

  /// A field configured as described, its initial value (if any) set through the filters;
  /// without a placeholder, an empty field shows its format's blanks.
  package func makeField(
    pasteboard: Pasteboard = Pasteboard()
  ) throws(FieldSpecError) -> TextFieldModel {
    try makeFieldNotingValue(pasteboard: pasteboard).field
  }

  /// A field as ``makeField(pasteboard:)`` makes it, and what its initial value lost on the way
  /// in: `nil` when it landed whole (or none was given), else why not (`--value "abc" does not
  /// fit: only digits here, the field starts empty`), for the command to show or to refuse.
  package func makeFieldNotingValue(
    pasteboard: Pasteboard = Pasteboard()
  ) throws(FieldSpecError) -> (field: TextFieldModel, valueNotice: String?) {
    let filters = try makeFilters()
    // A date field's blank is its pattern's shape (`dd/MM/yyyy`): its tail placeholder when empty.
    let typedBlank = typed.type == nil ? nil : filters.first?.formatStatus(of: "")?.tailPlaceholder
    let blank = try makeFormat()?.blank ?? typedBlank.flatMap { $0.isEmpty ? nil : $0 }
    let field = TextFieldModel(
      placeholder: placeholder ?? blank ?? "", echoMode: password ? .secure : .normal,
      validators: try makeValidators(), filters: filters, pasteboard: pasteboard)
    // The completeness check is the validator above (it covers field types too).
    field.allowsIncomplete = true
    // The policy is set before the value, which goes through it.
    field.inputPolicy = keepControls ? .raw : .singleLine
    // A maximum length above the field's own bound raises it (each key then costs more).
    if let maxLength, maxLength > field.maximumLength ?? .max { field.maximumLength = maxLength }
    if !suggest.isEmpty { field.suggestionSources = [SuggestionList(suggest)] }
    guard let value else { return (field, nil) }
    let given =
      "\(errorPrefix)\(key.isEmpty ? "--value" : "value") \(JSONText.quoted(value))"
    switch field.setText(value) {
    case .rejected(let reason):
      let why = field.message(for: .rejected(reason: reason))
      return (field, "\(given) does not fit: \(why); the field starts empty")
    case .rewritten(let notice?):
      return (field, "\(given) does not fit: \(field.message(for: .trimmed(notice)))")
    case .applied, .rewritten, .ignored:
      // A mask or pattern formats the value (literals come and go) and may skip what it cannot
      // place without a notice: every letter and digit given must be in the text, in order.
      let formats = field.filters.contains { $0 is MaskFilter || $0 is PatternFilter }
      guard formats, !Self.keepsLettersAndDigits(of: value, in: field.text) else {
        return (field, nil)
      }
      let took =
        field.text.isEmpty
        ? "the field starts empty" : "it takes \(JSONText.quoted(field.text))"
      return (field, "\(given) does not fit the format: \(took)")
    }
  }

  /// Whether the letters and digits of `value` all appear in `text`, in order.
  private static func keepsLettersAndDigits(of value: String, in text: String) -> Bool {
    var rest = Substring(text)
    for character in value where character.isLetter || character.isNumber {
      guard let index = rest.firstIndex(of: character) else { return false }
      rest = rest[rest.index(after: index)...]
    }
    return true
  }
}
