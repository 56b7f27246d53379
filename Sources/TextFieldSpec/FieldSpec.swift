/// One field of a prompt or form, as the command line or a spec file describes it.
///
/// The option names are the prompt's flags (`max-length`, `allowed`, `mask`…), so
/// `--field 'phone:Phone:mask=+1 ([000]) [000]-[0000];required'` means what
/// `textfield --mask '+1 ([000]) [000]-[0000]'` means for one field. A spec file uses the same
/// names as keys (`FieldSpec+JSON.swift`).
package struct FieldSpec: Hashable, Sendable {
  package var key: String
  package var label: String
  package var mask: String?
  package var affine: [String] = []
  /// An ``InputMask/AffinityStrategy`` name; `nil` is whole-string.
  package var strategy: String?
  /// `nil`: on for one mask, off with affine formats (so the start of any can be typed).
  package var autocomplete: Bool?
  package var autoskip = false
  package var notations: [String] = []
  package var rtl = false
  package var maxLength: Int?
  package var allowed: String?
  package var banned: String?
  package var regex: String?
  package var pattern: String?
  package var validate: String?
  /// What to say when `validate` fails, instead of showing the regular expression.
  package var validateMessage: String?
  package var required = false
  package var placeholder: String?
  package var password = false
  package var value: String?
  package var allowIncomplete = false
  package var keepControls = false
  /// The history file of the field (`--history`, a form spec's `history`), if any.
  package var history: String?
  /// The field type (`type=phone;region=GB`), if any.
  package var typed = TypeSettings()
  /// Suggested values (`suggest`, one per entry; repeatable on the command line).
  package var suggest: [String] = []
  /// A file of suggested values, one per line: read by the `textfield` command only.
  package var suggestFile: String?
  /// A command that prints suggested values for the text: run by the `textfield` command only.
  package var suggestCommand: String?
  /// The longest one run of `suggestCommand` may take, in milliseconds (`nil`: the default).
  package var suggestTimeout: Int?

  /// A field type and its options, as given (`nil`: not given).
  package struct TypeSettings: Hashable, Sendable {
    /// A `FieldType` name: `phone`, `number`, `currency` or `date`.
    package var type: String?
    package var region: String?
    package var locale: String?
    package var minimum: String?
    package var maximum: String?
    package var fraction: Int?
    package var currency: String?
    package var negative: Bool?
    package var dateFormat: String?

    /// The settings given; `nil` for each one not given.
    package init(
      type: String? = nil, region: String? = nil, locale: String? = nil, minimum: String? = nil,
      maximum: String? = nil, fraction: Int? = nil, currency: String? = nil,
      negative: Bool? = nil, dateFormat: String? = nil
    ) {
      self.type = type
      self.region = region
      self.locale = locale
      self.minimum = minimum
      self.maximum = maximum
      self.fraction = fraction
      self.currency = currency
      self.negative = negative
      self.dateFormat = dateFormat
    }
  }

  package init(key: String, label: String) {
    self.key = key
    self.label = label
  }

  /// Every option a field takes, as `--field` and a spec file spell it (the prompt's flags
  /// without `--`); the flags (`required`) take no value or `true`/`false`.
  package enum Option: String, CaseIterable {
    case mask, affine, strategy, autocomplete, autoskip, notation, rtl
    case maxLength = "max-length"
    case allowed, banned, regex, pattern, validate
    case validateMessage = "validate-message"
    case placeholder, value, required, password
    case allowIncomplete = "allow-incomplete"
    case keepControls = "keep-controls"
    case type, region, locale
    case minimum = "min"
    case maximum = "max"
    case fraction, currency, negative
    case dateFormat = "format"
    case suggest
    case suggestFile = "suggest-file"
    case suggestCommand = "suggest-command"
    case suggestTimeout = "suggest-timeout"

    /// The names, for a message listing them.
    package static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
  }
}

/// A field description that cannot be used, with what to write instead.
package struct FieldSpecError: Error, CustomStringConvertible {
  package var description: String
}

extension FieldSpec {
  /// Reads `key:Label:options`.
  ///
  /// Options are `;`-separated `name=value` pairs or flags (`required`, `password`,
  /// `allow-incomplete`, `rtl`…: bare, or `=true`/`=false`; `no-autocomplete` is
  /// `autocomplete=false`). `\:` and `\;` stand for `:` in the key or label and `;` in a value,
  /// `\\` for a backslash; any other backslash is kept (`regex=\d+`). A `:` in the options needs
  /// no escape. The label may be empty (the key is shown). Each option is given once, except
  /// `affine` and `notation`, which add one each time.
  package init(argument: String) throws(FieldSpecError) {
    let parts = FieldArgument(argument)
    guard parts.head.count >= 2, !parts.head[0].isEmpty else {
      throw FieldSpecError(
        description:
          "--field \"\(argument)\": expected key:Label:options, e.g. 'name:Name:max-length=20'")
    }
    self.init(key: parts.head[0], label: parts.head[1].isEmpty ? parts.head[0] : parts.head[1])
    var given = Set<String>()
    // Where a misplaced separator may have split text: the label's end (a bare first option)
    // or a value's (the option after one).
    var afterValue = false
    var first = true
    for option in parts.options where !option.isEmpty {
      let bare = !option.contains("=")
      try apply(
        option: option, in: argument, given: &given, mayBeText: afterValue || (first && bare))
      afterValue = !bare
      first = false
    }
  }

  /// Applies one option; `given` holds the options already given (a second one is refused),
  /// `mayBeText` whether it may be the rest of the label or of a value, split by a `:` or `;`
  /// that was meant to be text.
  private mutating func apply(
    option: String, in argument: String, given: inout Set<String>, mayBeText: Bool
  ) throws(FieldSpecError) {
    let pair = option.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(pair[0])
    let value = pair.count == 2 ? String(pair[1]) : nil
    func fail(_ message: String) -> FieldSpecError {
      FieldSpecError(description: "--field \"\(argument)\": \(message)")
    }
    let canonical =
      name == "no-autocomplete" ? "autocomplete" : name == "no-negative" ? "negative" : name
    if Option(rawValue: canonical) != nil, canonical != "affine", canonical != "notation",
      canonical != "suggest", !given.insert(canonical).inserted
    {
      throw fail(
        "option \(canonical) is given twice (each option once; affine and notation add one each "
          + "time)")
    }
    func text() throws(FieldSpecError) -> String {
      guard let value else { throw fail("option \(name) needs a value (\(name)=…)") }
      return value
    }
    func flag() throws(FieldSpecError) -> Bool {
      switch value {
      case nil, "true": return true
      case "false": return false
      case let other?:
        throw fail(
          "option \(name) is a flag: write \(name), \(name)=true or \(name)=false, not "
            + "\(name)=\(other)")
      }
    }
    if name == "no-autocomplete" || name == "no-negative" {
      guard value == nil else { throw fail("option \(name) takes no value") }
      if name == "no-autocomplete" { autocomplete = false } else { typed.negative = false }
      return
    }
    guard let known = Option(rawValue: name) else {
      // A name no option could have, or where text may have been split: a separator that was
      // meant to be text.
      let misplaced =
        mayBeText || name.unicodeScalars.contains { !("a"..."z").contains($0) && $0 != "-" }
      throw fail(
        "unknown option \"\(name)\" (known: \(Option.names))"
          + (misplaced ? FieldArgument.escapeHint : ""))
    }
    switch known {
    case .mask: mask = try text()
    case .affine: affine.append(try text())
    case .strategy: strategy = try text()
    case .autocomplete: autocomplete = try flag()
    case .autoskip: autoskip = try flag()
    case .notation: notations.append(try text())
    case .rtl: rtl = try flag()
    case .maxLength:
      guard let limit = Int(try text()) else { throw fail("max-length must be a whole number") }
      maxLength = limit
    case .allowed: allowed = try text()
    case .banned: banned = try text()
    case .regex: regex = try text()
    case .pattern: pattern = try text()
    case .validate: validate = try text()
    case .validateMessage: validateMessage = try text()
    case .placeholder: placeholder = try text()
    case .value: self.value = try text()
    case .required: required = try flag()
    case .password: password = try flag()
    case .allowIncomplete: allowIncomplete = try flag()
    case .keepControls: keepControls = try flag()
    case .type: typed.type = try text()
    case .region: typed.region = try text()
    case .locale: typed.locale = try text()
    case .minimum: typed.minimum = try text()
    case .maximum: typed.maximum = try text()
    case .fraction:
      guard let digits = Int(try text()) else { throw fail("fraction must be a whole number") }
      typed.fraction = digits
    case .currency: typed.currency = try text()
    case .negative: typed.negative = try flag()
    case .dateFormat: typed.dateFormat = try text()
    case .suggest: suggest.append(try text())
    case .suggestFile: suggestFile = try text()
    case .suggestCommand: suggestCommand = try text()
    case .suggestTimeout:
      guard let milliseconds = Int(try text()) else {
        throw fail("suggest-timeout \(Self.suggestTimeoutRule)")
      }
      suggestTimeout = milliseconds
    }
  }
}
