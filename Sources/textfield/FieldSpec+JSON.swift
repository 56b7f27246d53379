/// A form spec file: `{"fields": [{"key": "phone", "label": "Phone", "mask": "…"}, …]}`.
///
/// Decoding is strict: a key that is not an option (`"requird": true`), a value of the wrong type
/// or a missing `key` is an error that names the field and the JSON path (`fields[0].requird`),
/// never silently ignored.
struct FormSpecFile: Decodable {
  var fields: [FieldSpec]

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case fields
  }

  init(from decoder: any Decoder) throws {
    let container = try SpecPath.object(
      decoder, keyedBy: CodingKeys.self, expecting: "{\"fields\": [...]}")
    try SpecPath.rejectUnknownKeys(
      decoder, known: CodingKeys.allCases.map(\.rawValue), field: nil)
    guard container.contains(.fields) else {
      throw FieldSpecError(description: "\"fields\" is missing at the top level")
    }
    fields = try SpecPath.decode(
      [FieldSpec].self, in: container, forKey: .fields, field: nil, expected: "an array")
  }
}

extension FieldSpec: Decodable {
  /// `key`, `label`, then every ``Option``.
  private struct JSONKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
    init(_ option: Option) { stringValue = option.rawValue }
  }

  init(from decoder: any Decoder) throws {
    let container = try SpecPath.object(
      decoder, keyedBy: JSONKey.self, expecting: "{\"key\": …, \"label\": …}")
    guard container.contains(JSONKey(stringValue: "key")) else {
      throw FieldSpecError(
        description: "\(SpecPath.describe(decoder.codingPath)): \"key\" is missing")
    }
    let key = try SpecPath.decode(
      String.self, in: container, forKey: JSONKey(stringValue: "key"), field: nil,
      expected: "a string")
    try SpecPath.rejectUnknownKeys(
      decoder, known: ["key", "label"] + Option.allCases.map(\.rawValue), field: key)
    func decode<T: Decodable>(_ type: T.Type, _ option: String) throws -> T? {
      let codingKey = JSONKey(stringValue: option)
      guard container.contains(codingKey) else { return nil }
      return try SpecPath.decode(
        type, in: container, forKey: codingKey, field: key, expected: SpecPath.describe(type))
    }
    self.init(key: key, label: try decode(String.self, "label") ?? key)
    for option in Option.allCases {
      let name = option.rawValue
      switch option {
      case .mask: mask = try decode(String.self, name)
      case .affine: affine = try decode([String].self, name) ?? []
      case .strategy: strategy = try decode(String.self, name)
      case .autocomplete: autocomplete = try decode(Bool.self, name)
      case .autoskip: autoskip = try decode(Bool.self, name) ?? false
      case .notation: notations = try decode([String].self, name) ?? []
      case .rtl: rtl = try decode(Bool.self, name) ?? false
      case .maxLength: maxLength = try decode(Int.self, name)
      case .allowed: allowed = try decode(String.self, name)
      case .banned: banned = try decode(String.self, name)
      case .regex: regex = try decode(String.self, name)
      case .pattern: pattern = try decode(String.self, name)
      case .validate: validate = try decode(String.self, name)
      case .validateMessage: validateMessage = try decode(String.self, name)
      case .placeholder: placeholder = try decode(String.self, name)
      case .value: value = try decode(String.self, name)
      case .required: required = try decode(Bool.self, name) ?? false
      case .password: password = try decode(Bool.self, name) ?? false
      case .allowIncomplete: allowIncomplete = try decode(Bool.self, name) ?? false
      case .keepControls: keepControls = try decode(Bool.self, name) ?? false
      }
    }
  }
}

/// Places in a spec file, and decoding that reports them.
enum SpecPath {
  /// Any key, to list the keys an object holds.
  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
      self.stringValue = String(intValue)
      self.intValue = intValue
    }
  }

  /// `path` as JSON accessors (`fields[0].required`); "the top level" for the empty path.
  static func describe(_ path: [any CodingKey]) -> String {
    guard !path.isEmpty else { return "the top level" }
    var text = ""
    for key in path {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return text
  }

  /// What a value of `type` is, in a message (`must be true or false`).
  static func describe<T>(_ type: T.Type) -> String {
    switch type {
    case is Bool.Type: "true or false"
    case is Int.Type: "a whole number"
    case is [String].Type: "an array of strings"
    default: "a string"
    }
  }

  /// The decoder's object; anything else is an error naming its place and `expecting`.
  static func object<Key: CodingKey>(
    _ decoder: any Decoder, keyedBy: Key.Type, expecting: String
  ) throws -> KeyedDecodingContainer<Key> {
    do {
      return try decoder.container(keyedBy: Key.self)
    } catch is DecodingError {
      throw FieldSpecError(
        description: "\(describe(decoder.codingPath)) must be an object (\(expecting))")
    }
  }

  /// Throws for the first key of the decoder's object that is not one of `known`, naming the
  /// field (`field`, its key) and the path.
  static func rejectUnknownKeys(
    _ decoder: any Decoder, known: [String], field: String?
  ) throws {
    let all = try decoder.container(keyedBy: AnyKey.self)
    let unknown = all.allKeys.map(\.stringValue).filter { !known.contains($0) }.sorted()
    guard let name = unknown.first else { return }
    let path = describe(decoder.codingPath + [AnyKey(stringValue: name)])
    let subject = field.map { "field \"\($0)\": " } ?? ""
    throw FieldSpecError(
      description: subject
        + "unknown \(field == nil ? "key" : "option") \"\(name)\" at \(path) (known: "
        + known.joined(separator: ", ") + ")")
  }

  /// Decodes `key`; a value of another type is an error naming the field, the path and
  /// `expected`.
  static func decode<T: Decodable, Key: CodingKey>(
    _ type: T.Type, in container: KeyedDecodingContainer<Key>, forKey key: Key, field: String?,
    expected: String
  ) throws -> T {
    do {
      return try container.decode(type, forKey: key)
    } catch let error as DecodingError {
      // An error inside the value (an array's element) names its own place.
      let path: [any CodingKey]
      switch error {
      case .typeMismatch(_, let context), .valueNotFound(_, let context):
        path = context.codingPath
      default:
        path = container.codingPath + [key]
      }
      let subject = field.map { "field \"\($0)\": " } ?? ""
      let what = path.count > container.codingPath.count + 1 ? "a string" : expected
      throw FieldSpecError(description: subject + "\(describe(path)) must be \(what)")
    }
  }
}
