/// A form spec file: `{"fields": [{"key": "phone", "label": "Phone", "mask": "…"}, …]}`.
///
/// Reading is strict: a key that is not an option (`"requird": true`), a value of the wrong type
/// (`null` included) or a missing `key` is an error that names the field and the JSON path
/// (`fields[0].requird`), never silently ignored.
package struct FormSpecFile {
  package var fields: [FieldSpec]

  /// The spec `json` describes.
  /// - Throws: ``FieldSpecError`` naming the field and the JSON path of what is wrong.
  package init(json: JSONValue) throws(FieldSpecError) {
    guard case .object(let members) = json else {
      throw FieldSpecError(description: "the top level must be an object ({\"fields\": [...]})")
    }
    try SpecPath.rejectUnknownKeys(members, known: ["fields"], at: [], field: nil)
    guard let value = json["fields"] else {
      throw FieldSpecError(description: "\"fields\" is missing at the top level")
    }
    guard case .array(let elements) = value else {
      throw FieldSpecError(description: "fields must be an array")
    }
    fields = []
    for (index, element) in elements.enumerated() {
      fields.append(try FieldSpec(json: element, at: [.key("fields"), .index(index)]))
    }
  }
}

extension FieldSpec {
  /// The field `json` describes: `key`, `label`, then every ``Option``; `path` is its place
  /// (empty for a field given alone, as the C library's `tfk_field_new_spec` takes one).
  package init(json: JSONValue, at path: [JSONError.PathComponent]) throws(FieldSpecError) {
    let place = path.isEmpty ? "the field" : JSONError.describe(path)
    guard case .object(let members) = json else {
      throw FieldSpecError(description: "\(place) must be an object ({\"key\": …, \"label\": …})")
    }
    guard let keyValue = json["key"] else {
      throw FieldSpecError(description: "\(place): \"key\" is missing")
    }
    guard case .string(let key) = keyValue else {
      throw FieldSpecError(
        description: "\(JSONError.describe(path + [.key("key")])) must be a string")
    }
    try SpecPath.rejectUnknownKeys(
      members, known: ["key", "label"] + Option.allCases.map(\.rawValue), at: path, field: key)
    let reader = SpecPath.Reader(object: json, path: path, field: key)
    self.init(key: key, label: try reader.string("label") ?? key)
    for option in Option.allCases {
      let name = option.rawValue
      switch option {
      case .mask: mask = try reader.string(name)
      case .affine: affine = try reader.strings(name) ?? []
      case .strategy: strategy = try reader.string(name)
      case .autocomplete: autocomplete = try reader.bool(name)
      case .autoskip: autoskip = try reader.bool(name) ?? false
      case .notation: notations = try reader.strings(name) ?? []
      case .rtl: rtl = try reader.bool(name) ?? false
      case .maxLength: maxLength = try reader.integer(name)
      case .allowed: allowed = try reader.string(name)
      case .banned: banned = try reader.string(name)
      case .regex: regex = try reader.string(name)
      case .pattern: pattern = try reader.string(name)
      case .validate: validate = try reader.string(name)
      case .validateMessage: validateMessage = try reader.string(name)
      case .placeholder: placeholder = try reader.string(name)
      case .value: value = try reader.string(name)
      case .required: required = try reader.bool(name) ?? false
      case .password: password = try reader.bool(name) ?? false
      case .allowIncomplete: allowIncomplete = try reader.bool(name) ?? false
      case .keepControls: keepControls = try reader.bool(name) ?? false
      case .type: typed.type = try reader.string(name)
      case .region: typed.region = try reader.string(name)
      case .locale: typed.locale = try reader.string(name)
      case .minimum: typed.minimum = try reader.numberOrString(name)
      case .maximum: typed.maximum = try reader.numberOrString(name)
      case .fraction: typed.fraction = try reader.integer(name)
      case .currency: typed.currency = try reader.string(name)
      case .negative: typed.negative = try reader.bool(name)
      case .dateFormat: typed.dateFormat = try reader.string(name)
      case .suggest: suggest = try reader.strings(name) ?? []
      case .suggestFile: suggestFile = try reader.string(name)
      case .suggestCommand: suggestCommand = try reader.string(name)
      case .suggestTimeout: suggestTimeout = try reader.integer(name)
      }
    }
  }
}

/// Places in a spec file, and reading that reports them.
package enum SpecPath {
  /// Throws for the first key (in sorted order) of `members` that is not one of `known`, naming
  /// the field (`field`, its key) and the path.
  package static func rejectUnknownKeys(
    _ members: [(key: String, value: JSONValue)], known: [String],
    at path: [JSONError.PathComponent], field: String?
  ) throws(FieldSpecError) {
    let unknown = members.map(\.key).filter { !known.contains($0) }.sorted()
    guard let name = unknown.first else { return }
    let subject = field.map { "field \"\($0)\": " } ?? ""
    throw FieldSpecError(
      description: subject
        + "unknown \(field == nil ? "key" : "option") \"\(name)\" at "
        + "\(JSONError.describe(path + [.key(name)])) (known: "
        + known.joined(separator: ", ") + ")")
  }

  /// Reads a field's options.
  ///
  /// A value of another type is an error naming the field, the path and what the value must be. A
  /// missing key is `nil`; `null` is a value of the wrong type.
  package struct Reader {
    package var object: JSONValue
    package var path: [JSONError.PathComponent]
    package var field: String

    package func string(_ name: String) throws(FieldSpecError) -> String? {
      guard let value = object[name] else { return nil }
      guard case .string(let text) = value else { throw wrong(name, "a string") }
      return text
    }

    package func bool(_ name: String) throws(FieldSpecError) -> Bool? {
      guard let value = object[name] else { return nil }
      guard case .bool(let flag) = value else { throw wrong(name, "true or false") }
      return flag
    }

    /// A whole number: digits, with an optional `-` (no fraction, no exponent).
    package func integer(_ name: String) throws(FieldSpecError) -> Int? {
      guard let value = object[name] else { return nil }
      guard case .number(let text) = value, let number = Int(text) else {
        throw wrong(name, "a whole number")
      }
      return number
    }

    /// A number (`0`, `-2.5`) or a string (`"2000-01-01"`), as its text.
    package func numberOrString(_ name: String) throws(FieldSpecError) -> String? {
      guard let value = object[name] else { return nil }
      switch value {
      case .string(let text), .number(let text): return text
      default: throw wrong(name, "a number or a string")
      }
    }

    package func strings(_ name: String) throws(FieldSpecError) -> [String]? {
      guard let value = object[name] else { return nil }
      guard case .array(let elements) = value else { throw wrong(name, "an array of strings") }
      var texts: [String] = []
      for (index, element) in elements.enumerated() {
        guard case .string(let text) = element else {
          throw wrong(name, "a string", index: index)
        }
        texts.append(text)
      }
      return texts
    }

    private func wrong(_ name: String, _ expected: String, index: Int? = nil) -> FieldSpecError {
      let place = path + [.key(name)] + (index.map { [.index($0)] } ?? [])
      return FieldSpecError(
        description: "field \"\(field)\": \(JSONError.describe(place)) must be \(expected)")
    }
  }
}
