import InputMask

extension TextFieldModel {
  /// A field formatted by the input mask `format`, choosing among `affine` masks as the user
  /// types: `try TextFieldModel(mask: "+1 ([000]) [000]-[0000]")`.
  ///
  /// The field's one filter is a ``MaskFilter`` with its defaults (autocomplete on); `strategy`
  /// picks among the masks (`.prefix` suits phone numbers whose country code decides the mask). `text` goes through it, as with ``setText(_:)``: `"5551234567"` shows
  /// `+1 (555) 123-4567`. ``value`` is the mask's extracted value, ``isComplete`` whether every
  /// mandatory character is there.
  ///
  /// A form refuses to submit the field while the mask is incomplete (empty included), saying
  /// what it still needs, unless `allowsIncomplete` (see ``allowsIncomplete``).
  /// - Throws: `MaskFormatError` for a malformed `format` or affine format; its
  ///   description shows the format with a caret under the character at fault.
  public convenience init(
    mask format: String, affine: [String] = [], strategy: AffinityStrategy = .wholeString,
    text: String = "", placeholder: String = "", validators: [Validator] = [],
    allowsIncomplete: Bool = false, pasteboard: Pasteboard = Pasteboard()
  ) throws(MaskFormatError) {
    let filter = try MaskFilter(format: format, affineFormats: affine, strategy: strategy)
    self.init(
      text: text, placeholder: placeholder, validators: validators, filters: [filter],
      pasteboard: pasteboard)
    self.allowsIncomplete = allowsIncomplete
  }

  /// A field holding at most `maxLength` Characters: `try TextFieldModel(maxLength: 20)`.
  ///
  /// The field's one filter is a ``MaxLengthFilter``; `text` goes through it (truncated). A
  /// `maxLength` above `defaultMaximumLength` (131,072) raises ``maximumLength`` to it (each key may then
  /// cost more), as `textfield --max-length` does.
  /// - Throws: ``FilterConfigurationError/negativeLimit(_:)`` for a limit below zero.
  public convenience init(
    maxLength: Int, text: String = "", placeholder: String = "", validators: [Validator] = [],
    pasteboard: Pasteboard = Pasteboard()
  ) throws(FilterConfigurationError) {
    let filter = try MaxLengthFilter(maxLength)
    self.init(
      placeholder: placeholder, validators: validators, filters: [filter], pasteboard: pasteboard)
    if maxLength > maximumLength ?? .max { maximumLength = maxLength }
    // The text takes the path the designated initialiser gives it, under the raised bound.
    if !text.isEmpty { setText(text) }
  }

  /// A field formatted by a `#`-pattern, each `#` one Character of the value:
  /// `try TextFieldModel(pattern: "(###) ###-####")`.
  ///
  /// The field's one filter is a ``PatternFilter``; `text` goes through it (formatted). A form
  /// refuses to submit the field until every `#` is filled, unless `allowsIncomplete` (see
  /// ``allowsIncomplete``).
  /// - Throws: ``FilterConfigurationError`` for an empty pattern or one without `#`.
  public convenience init(
    pattern: String, text: String = "", placeholder: String = "", validators: [Validator] = [],
    allowsIncomplete: Bool = false, pasteboard: Pasteboard = Pasteboard()
  ) throws(FilterConfigurationError) {
    let filter = try PatternFilter(pattern: pattern)
    self.init(
      text: text, placeholder: placeholder, validators: validators, filters: [filter],
      pasteboard: pasteboard)
    self.allowsIncomplete = allowsIncomplete
  }

  /// A field whose text is always a prefix of a match of `regex`, and whose submitted text must
  /// match it whole: `try TextFieldModel(regex: "[0-9]{3}-[0-9]{4}")` lets the user type `123-`
  /// and refuses to submit it.
  ///
  /// The field's one filter is a ``RegexFilter``; `text` goes through it (its longest leading
  /// part that is a prefix of a match is kept). After `validators` comes
  /// ``Validator/complete(matching:allowsEmpty:message:on:)`` for the same pattern (on end of
  /// editing and submit): a pattern that accepts every prefix of valid input
  /// (`[0-9]{0,3}(\.[0-9]{0,2})?`) never fails it.
  /// - Throws: ``FilterConfigurationError/invalidRegex(pattern:message:)``, whose description
  ///   names the problem and its position.
  public convenience init(
    regex: String, text: String = "", placeholder: String = "", validators: [Validator] = [],
    pasteboard: Pasteboard = Pasteboard()
  ) throws(FilterConfigurationError) {
    let filter = try RegexFilter(regex)
    self.init(
      text: text, placeholder: placeholder,
      validators: validators + [.complete(matching: filter)], filters: [filter],
      pasteboard: pasteboard)
  }
}
