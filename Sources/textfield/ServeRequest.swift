import TextFieldCore
import TextFieldSpec
import TextFieldUI

/// One request line of `textfield serve`, read and checked.
struct ServeRequest {
  /// What the request asks.
  enum Body {
    case hello(version: Int)
    case open(spec: JSONValue)
    case key(KeyEvent)
    case text(String)
    case paste(String)
    case bytes([UInt8])
    case render(Render)
    case setValue(field: String, text: String)
    case focus(field: String)
    case close
  }

  /// The request's `id` as JSON text (`7`, `"a"`), `nil` without one.
  var id: String?
  var body: Body

  /// The members each type takes besides `type` and `id`, in the order the protocol lists them.
  static let members: [(type: String, members: [String])] = [
    ("hello", ["version"]), ("open", ["spec"]), ("key", ["key"]), ("text", ["text"]),
    ("paste", ["text"]), ("bytes", ["base64"]),
    ("render", ["width", "height", "rows", "draw-caret"]), ("set-value", ["field", "text"]),
    ("focus", ["field"]), ("close", []),
  ]

  /// The most Characters a `text` request types, one key each (a paste takes up to a line's
  /// 1 MiB as one edit).
  static let longestTyping = 4096

  /// The most bytes a `bytes` request takes: a terminal read, or a piece of a paste.
  static let largestRead = 1 << 16

  /// The largest frame side a render asks for, in cells.
  static let largestSide = 1000

  /// The request on line `lineNumber`, whose bytes are `bytes`, or why it is not one (with the
  /// request's id when it has a valid one).
  static func parse(
    _ bytes: [UInt8], lineNumber: Int
  ) -> Result<ServeRequest, Failure> {
    let json: JSONValue
    do {
      json = try bytes.withUnsafeBufferPointer { buffer throws(JSONError) in
        try JSONValue.parse(buffer)
      }
    } catch {
      var error = error
      error.line = lineNumber
      let code: ServeError.Code = error.isSchemaError ? .invalidRequest : .notJSON
      let kind = error.isSchemaError ? "" : "not JSON: "
      return .failure(
        Failure(id: nil, error: ServeError(code: code, message: kind + error.description)))
    }
    guard case .object(let members) = json else {
      return .failure(
        Failure(
          id: nil,
          error: ServeError(
            code: .invalidRequest,
            message: "a request is a JSON object ({\"type\": …}), not \(describe(json))")))
    }
    var id: String?
    if let value = json["id"] {
      switch value {
      case .string(let text): id = ShellOutput.jsonString(text)
      case .number(let text) where Int(text) != nil: id = text
      default:
        return .failure(
          Failure(
            id: nil,
            error: ServeError(
              code: .invalidRequest,
              message: "id must be a string or a whole number, not \(describe(value))")))
      }
    }
    do throws(ServeError) {
      return .success(ServeRequest(id: id, body: try body(json, members: members)))
    } catch {
      return .failure(Failure(id: id, error: error))
    }
  }

  /// A request that failed, with its id when it had a valid one.
  struct Failure: Error {
    var id: String?
    var error: ServeError
  }

  private static func body(
    _ json: JSONValue, members: [(key: String, value: JSONValue)]
  ) throws(ServeError) -> Body {
    guard let typeValue = json["type"] else {
      throw ServeError(code: .invalidRequest, message: "missing member \"type\"")
    }
    guard case .string(let type) = typeValue else {
      throw ServeError(
        code: .invalidRequest, message: "type must be a string, not \(describe(typeValue))")
    }
    guard let known = Self.members.first(where: { $0.type == type })?.members else {
      throw ServeError(
        code: .unknownType,
        message: "unknown type \(quoted(type)) (known: "
          + Self.members.map(\.type).joined(separator: ", ") + ")")
    }
    let allowed = ["type", "id"] + known
    if let unknown = members.map(\.key).first(where: { !allowed.contains($0) }) {
      throw ServeError(
        code: .invalidRequest,
        message: "unknown member \(quoted(unknown)) in a \(type) request "
          + "(known: \(allowed.joined(separator: ", ")))")
    }
    let reader = Reader(object: json, type: type)
    switch type {
    case "hello": return .hello(version: try reader.integer("version"))
    case "open":
      let spec = try reader.value("spec")
      guard case .object = spec else {
        throw ServeError(
          code: .invalidRequest,
          message: "spec must be an object ({\"fields\": [...]}), not \(describe(spec))")
      }
      return .open(spec: spec)
    case "key":
      let name = try reader.string("key")
      guard let key = KeyEvent(notation: name) else {
        throw ServeError(
          code: .unknownKey,
          message: "unknown key \(quoted(name)): write one character, a name "
            + "(Enter, Tab, Esc, Backspace, Delete, Left, Right, Up, Down, Home, End, F1…F63) "
            + "or C-, M-, S- before one (C-a, M-b, S-Tab)")
      }
      return .key(key)
    case "text":
      let text = try reader.string("text")
      // Each Character is a key, answered by its own refusal: a bounded burst of typing.
      guard text.count <= longestTyping else {
        throw ServeError(
          code: .invalidRequest,
          message: "text holds \(text.count) Characters, more than the \(longestTyping) a text "
            + "request types: send a paste")
      }
      // A control typed as a Character is no key the form knows (it would be given back
      // silently): Enter, Tab, Esc and C-a are keys, and raw terminal bytes are `bytes`.
      if let (offset, scalar) = text.unicodeScalars.enumerated().first(where: {
        JSONText.needsEscape($0.element) && $0.element != "\u{2028}" && $0.element != "\u{2029}"
      }) {
        let code = String(scalar.value, radix: 16, uppercase: true)
        throw ServeError(
          code: .invalidRequest,
          message:
            "text holds a control character, U+\(String(repeating: "0", count: 4 - code.count))"
            + "\(code), at scalar \(offset): send it as a key (\"Enter\", \"Tab\", \"Esc\", "
            + "\"C-a\") or as bytes")
      }
      return .text(text)
    case "paste": return .paste(try reader.string("text"))
    case "bytes":
      let bytes = try ServeBase64.decode(try reader.string("base64"))
      guard bytes.count <= largestRead else {
        throw ServeError(
          code: .invalidRequest,
          message: "base64 holds \(bytes.count) bytes, more than the \(largestRead) a bytes "
            + "request takes: send the terminal's reads one by one (a paste may span requests)")
      }
      return .bytes(bytes)
    case "set-value":
      return .setValue(field: try reader.string("field"), text: try reader.string("text"))
    case "focus": return .focus(field: try reader.string("field"))
    case "close": return .close
    default: return .render(try Render(reader))
    }
  }

  /// `text` as a JSON string for a message, its first 40 Characters and `…` when longer: a
  /// hostile line cannot make its error as long as itself.
  static func quoted(_ text: String) -> String {
    text.count <= 40 ? ShellOutput.jsonString(text) : ShellOutput.jsonString(text.prefix(40) + "…")
  }

  /// A short description of a JSON value's kind, for messages.
  static func describe(_ value: JSONValue) -> String {
    switch value {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number(let text): text.utf8.count <= 20 ? "the number \(text)" : "a number"
    case .bool(let flag): flag ? "true" : "false"
    case .null: "null"
    }
  }

  /// Reads the members of one request, naming the request's type in each error.
  struct Reader {
    var object: JSONValue
    var type: String

    func value(_ name: String) throws(ServeError) -> JSONValue {
      guard let value = object[name] else {
        throw ServeError(
          code: .invalidRequest, message: "missing member \"\(name)\" in a \(type) request")
      }
      return value
    }

    func string(_ name: String) throws(ServeError) -> String {
      let value = try value(name)
      guard case .string(let text) = value else { throw wrong(name, "a string", value) }
      return text
    }

    func integer(_ name: String) throws(ServeError) -> Int {
      let value = try value(name)
      guard case .number(let text) = value, let number = Int(text) else {
        throw wrong(name, "a whole number", value)
      }
      return number
    }

    /// The member `name`, `nil` when the request does not have it.
    func optional(_ name: String) -> JSONValue? { object[name] }

    func wrong(_ name: String, _ expected: String, _ value: JSONValue) -> ServeError {
      ServeError(
        code: .invalidRequest,
        message: "\(name) must be \(expected), not \(ServeRequest.describe(value))")
    }
  }
}
