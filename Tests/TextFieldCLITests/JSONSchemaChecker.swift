import TextFieldSpec

@testable import textfield

/// Checks a JSON value against a JSON Schema, for the keywords the protocol's schemas use
/// (docs/serve-protocol/*.json): `type`, `const`, `enum`, `properties`, `required`,
/// `additionalProperties`, `items`, `minItems`, `maxItems`, `minimum`, `maximum`, `minLength`.
///
/// Any other keyword is itself a problem, so a schema cannot pass by using what is not checked.
struct JSONSchemaChecker {
  /// Keywords that annotate and check nothing.
  static let annotations: Set<String> = ["$schema", "$id", "title", "description"]

  /// What is wrong with `value` against `schema`, each with its path (`$.rows[0][1].role`);
  /// empty when it matches.
  static func problems(_ value: JSONValue, _ schema: JSONValue, at path: String = "$") -> [String] {
    guard case .object(let keywords) = schema else {
      return ["\(path): the schema is not an object"]
    }
    var problems: [String] = []
    for (keyword, rule) in keywords {
      switch keyword {
      case _ where annotations.contains(keyword): continue
      case "type":
        let names: [String]
        switch rule {
        case .string(let name): names = [name]
        case .array(let elements):
          names = elements.compactMap { if case .string(let n) = $0 { n } else { nil } }
        default: names = []
        }
        if !names.contains(where: { matches(value, type: $0) }) {
          problems.append("\(path): not of type \(names.joined(separator: " or "))")
        }
      case "const":
        if value != rule { problems.append("\(path): not the constant") }
      case "enum":
        guard case .array(let options) = rule else { return ["\(path): enum is not an array"] }
        if !options.contains(value) { problems.append("\(path): not one of the enum") }
      case "properties", "additionalProperties", "required":
        guard case .object(let members) = value else { continue }
        problems += objectProblems(members, keyword: keyword, rule: rule, schema: schema, at: path)
      case "items":
        guard case .array(let elements) = value else { continue }
        for (index, element) in elements.enumerated() {
          problems += Self.problems(element, rule, at: "\(path)[\(index)]")
        }
      case "minItems", "maxItems":
        guard case .array(let elements) = value, case .number(let text) = rule,
          let bound = Int(text)
        else { continue }
        if keyword == "minItems" ? elements.count < bound : elements.count > bound {
          problems.append("\(path): \(elements.count) items breaks \(keyword) \(bound)")
        }
      case "minimum", "maximum":
        guard case .number(let text) = value, let number = Double(text),
          case .number(let bound) = rule,
          let limit = Double(bound)
        else { continue }
        if keyword == "minimum" ? number < limit : number > limit {
          problems.append("\(path): \(text) breaks \(keyword) \(bound)")
        }
      case "minLength":
        guard case .string(let text) = value, case .number(let bound) = rule, let limit = Int(bound)
        else { continue }
        if text.unicodeScalars.count < limit { problems.append("\(path): shorter than \(limit)") }
      default:
        problems.append("\(path): the checker does not know the keyword \(keyword)")
      }
    }
    return problems
  }

  private static func objectProblems(
    _ members: [(key: String, value: JSONValue)], keyword: String, rule: JSONValue,
    schema: JSONValue, at path: String
  ) -> [String] {
    var problems: [String] = []
    switch keyword {
    case "required":
      guard case .array(let names) = rule else { return ["\(path): required is not an array"] }
      for case .string(let name) in names where !members.contains(where: { $0.key == name }) {
        problems.append("\(path): missing \(name)")
      }
    case "properties":
      for (key, member) in members {
        if let property = rule[key] {
          problems += Self.problems(member, property, at: "\(path).\(key)")
        }
      }
    default:
      let declared = schema["properties"]
      for (key, member) in members where declared?[key] == nil {
        switch rule {
        case .bool(false): problems.append("\(path): unexpected member \(key)")
        case .bool(true): continue
        default: problems += Self.problems(member, rule, at: "\(path).\(key)")
        }
      }
    }
    return problems
  }

  private static func matches(_ value: JSONValue, type: String) -> Bool {
    switch (type, value) {
    case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool),
      ("null", .null), ("number", .number):
      true
    case ("integer", .number(let text)): Int(text) != nil
    default: false
    }
  }
}
