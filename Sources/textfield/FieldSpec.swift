/// One field of a prompt or form, as the command line or a spec file describes it.
///
/// The option names are the prompt's flags (`max-length`, `allowed`, `mask`…), so
/// `--field 'phone:Phone:mask=+1 ([000]) [000]-[0000];required'` means what
/// `textfield --mask '+1 ([000]) [000]-[0000]'` means for one field.
struct FieldSpec: Hashable, Sendable, Codable {
  var key: String
  var label: String
  var mask: String?
  var affine: [String] = []
  var maxLength: Int?
  var allowed: String?
  var banned: String?
  var regex: String?
  var pattern: String?
  var validate: String?
  var required = false
  var placeholder: String?
  var password = false
  var value: String?
  var allowIncomplete = false
  var keepControls = false

  init(key: String, label: String) {
    self.key = key
    self.label = label
  }

  enum CodingKeys: String, CodingKey {
    case key, label, mask, affine
    case maxLength = "max-length"
    case allowed, banned, regex, pattern
    case validate, required, placeholder, password, value
    case allowIncomplete = "allow-incomplete"
    case keepControls = "keep-controls"
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    key = try container.decode(String.self, forKey: .key)
    label = try container.decodeIfPresent(String.self, forKey: .label) ?? key
    mask = try container.decodeIfPresent(String.self, forKey: .mask)
    affine = try container.decodeIfPresent([String].self, forKey: .affine) ?? []
    maxLength = try container.decodeIfPresent(Int.self, forKey: .maxLength)
    allowed = try container.decodeIfPresent(String.self, forKey: .allowed)
    banned = try container.decodeIfPresent(String.self, forKey: .banned)
    regex = try container.decodeIfPresent(String.self, forKey: .regex)
    pattern = try container.decodeIfPresent(String.self, forKey: .pattern)
    validate = try container.decodeIfPresent(String.self, forKey: .validate)
    required = try container.decodeIfPresent(Bool.self, forKey: .required) ?? false
    placeholder = try container.decodeIfPresent(String.self, forKey: .placeholder)
    password = try container.decodeIfPresent(Bool.self, forKey: .password) ?? false
    value = try container.decodeIfPresent(String.self, forKey: .value)
    allowIncomplete = try container.decodeIfPresent(Bool.self, forKey: .allowIncomplete) ?? false
    keepControls = try container.decodeIfPresent(Bool.self, forKey: .keepControls) ?? false
  }
}

/// A field description that cannot be used, with what to write instead.
struct FieldSpecError: Error, CustomStringConvertible {
  var description: String
}

extension FieldSpec {
  /// Reads `key:Label:options`.
  ///
  /// Options are `;`-separated `name=value` pairs or bare flags
  /// (`required`, `password`, `allow-incomplete`). `\;` and `\:` escape the separators; the label
  /// may be empty (the key is shown). `mask` and `affine` values keep their `;`-free text as is.
  init(argument: String) throws(FieldSpecError) {
    let parts = splitUnescaped(argument, separator: ":", limit: 3)
    guard parts.count >= 2, !parts[0].isEmpty else {
      throw FieldSpecError(
        description:
          "--field \"\(argument)\": expected key:Label:options, e.g. 'name:Name:max-length=20'")
    }
    self.init(key: parts[0], label: parts[1].isEmpty ? parts[0] : parts[1])
    let options = parts.count == 3 ? splitUnescaped(parts[2], separator: ";", limit: .max) : []
    for option in options where !option.isEmpty {
      try apply(option: option, in: argument)
    }
  }

  private mutating func apply(option: String, in argument: String) throws(FieldSpecError) {
    let pair = option.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    let name = String(pair[0])
    let value = pair.count == 2 ? String(pair[1]) : nil
    func text() throws(FieldSpecError) -> String {
      guard let value else {
        throw FieldSpecError(
          description: "--field \"\(argument)\": option \(name) needs a value (\(name)=…)")
      }
      return value
    }
    switch name {
    case "mask": mask = try text()
    case "affine": affine.append(try text())
    case "max-length":
      guard let limit = Int(try text()) else {
        throw FieldSpecError(
          description: "--field \"\(argument)\": max-length must be a whole number")
      }
      maxLength = limit
    case "allowed": allowed = try text()
    case "banned": banned = try text()
    case "regex": regex = try text()
    case "pattern": pattern = try text()
    case "validate": validate = try text()
    case "placeholder": placeholder = try text()
    case "value": self.value = try text()
    case "required": required = true
    case "password": password = true
    case "allow-incomplete": allowIncomplete = true
    case "keep-controls": keepControls = true
    default:
      throw FieldSpecError(
        description: "--field \"\(argument)\": unknown option \"\(name)\" (known: mask, affine, "
          + "max-length, allowed, banned, regex, pattern, validate, placeholder, value, required, "
          + "password, allow-incomplete, keep-controls)")
    }
  }
}

/// Splits `text` at unescaped `separator`s into at most `limit` parts; `\` escapes the next
/// character (the backslash is dropped when it escapes a separator or a backslash).
private func splitUnescaped(_ text: String, separator: Character, limit: Int) -> [String] {
  var parts: [String] = []
  var current = ""
  var escaping = false
  for character in text {
    if escaping {
      if character != separator && character != "\\" { current.append("\\") }
      current.append(character)
      escaping = false
    } else if character == "\\" {
      escaping = true
    } else if character == separator, parts.count < limit - 1 {
      parts.append(current)
      current = ""
    } else {
      current.append(character)
    }
  }
  if escaping { current.append("\\") }
  parts.append(current)
  return parts
}
