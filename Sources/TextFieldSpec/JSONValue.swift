/// A JSON document as a tree, for small documents such as a form spec file.
///
/// Objects keep their members in order; a key used twice in one object is an error (a
/// ``JSONError/isSchemaError``), not a silent choice of one of the values.
package enum JSONValue: Equatable {
  case object([(key: String, value: JSONValue)])
  case array([JSONValue])
  case string(String)
  /// A number, as its text (`-12.5e3`), checked against the JSON grammar.
  case number(String)
  case bool(Bool)
  case null

  /// Parses a whole document (a UTF-8 byte order mark at the start is skipped).
  ///
  /// Linear in the document's length; objects and arrays nest at most
  /// ``JSONReader/depthLimit`` deep.
  /// - Throws: ``JSONError`` naming the bad byte's line, column and JSON path.
  package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONError) -> JSONValue {
    var reader = JSONReader(bytes)
    reader.skipByteOrderMark()
    let value = try read(&reader)
    try reader.expectEnd()
    return value
  }

  /// The value of `key` in an object; `nil` for a missing key or a value that is not an object.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.object(let left), .object(let right)):
      left.count == right.count
        && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    case (.array(let left), .array(let right)): left == right
    case (.string(let left), .string(let right)): left == right
    case (.number(let left), .number(let right)): left == right
    case (.bool(let left), .bool(let right)): left == right
    case (.null, .null): true
    default: false
    }
  }

  private static func read(_ reader: inout JSONReader) throws(JSONError) -> JSONValue {
    switch try reader.peekKind() {
    case .object:
      try reader.enterObject()
      var members: [(key: String, value: JSONValue)] = []
      var seen = Set<String>()
      while let token = try reader.nextKey() {
        let key = reader.text(of: token)
        guard seen.insert(key).inserted else {
          // At the opening quote of the second use; well-formed JSON, but which value is meant?
          var error = reader.error("duplicate key \"\(key)\"", at: token.range.lowerBound - 1)
          error.isSchemaError = true
          throw error.inside(.key(key))
        }
        do throws(JSONError) {
          members.append((key, try read(&reader)))
        } catch {
          throw error.inside(.key(key))
        }
      }
      return .object(members)
    case .array:
      try reader.enterArray()
      var elements: [JSONValue] = []
      while try reader.nextElement() {
        do throws(JSONError) {
          elements.append(try read(&reader))
        } catch {
          throw error.inside(.index(elements.count))
        }
      }
      return .array(elements)
    case .string: return .string(try reader.readString())
    case .number:
      let range = try reader.readNumber()
      return .number(
        String(decoding: UnsafeBufferPointer(rebasing: reader.bytes[range]), as: UTF8.self))
    case .bool: return .bool(try reader.readBool())
    case .null:
      try reader.readNull()
      return .null
    }
  }
}
