/// Reading the typed members of a `format --jsonl` request: a value of another type is a schema
/// error at the value.
extension JSONReader {
  package mutating func expectObject() throws(JSONError) {
    guard try peekKind() == .object else { throw wrongType("an object") }
    try enterObject()
  }

  package mutating func expectArray() throws(JSONError) {
    guard try peekKind() == .array else { throw wrongType("an array") }
    try enterArray()
  }

  package mutating func requiredString() throws(JSONError) -> String {
    guard try peekKind() == .string else { throw wrongType("a string") }
    return try readString()
  }

  package mutating func optionalString() throws(JSONError) -> String? {
    guard try !readNullIfPresent() else { return nil }
    return try requiredString()
  }

  /// A string's place in the line, checked but not decoded.
  package mutating func requiredStringRange() throws(JSONError) -> Key {
    guard try peekKind() == .string else { throw wrongType("a string") }
    return try scanString()
  }

  // The optional members read the kind from the next byte: what `null`, then `peekKind`, would
  // find, without their checks when it is the kind wanted.

  package mutating func optionalStringRange() throws(JSONError) -> Key? {
    if nextByte == UInt8(ascii: "\"") { return try scanString() }
    guard try !readNullIfPresent() else { return nil }
    return try requiredStringRange()
  }

  package mutating func optionalBool() throws(JSONError) -> Bool? {
    let byte = nextByte
    if byte != UInt8(ascii: "t"), byte != UInt8(ascii: "f") {
      guard try !readNullIfPresent() else { return nil }
      guard try peekKind() == .bool else { throw wrongType("true or false") }
    }
    return try readBool()
  }

  package mutating func optionalInteger() throws(JSONError) -> Int? {
    let byte = nextByte
    if byte != UInt8(ascii: "-"), !Self.isDigit(byte) {
      guard try !readNullIfPresent() else { return nil }
      guard try peekKind() == .number else { throw wrongType("a whole number") }
    }
    let start = offset
    guard let number = integer(try readNumber()) else {
      var error = error("expected a whole number that fits in 64 bits", at: start)
      error.isSchemaError = true
      throw error
    }
    return number
  }

  package mutating func optionalStrings() throws(JSONError) -> [String]? {
    guard try !readNullIfPresent() else { return nil }
    guard try peekKind() == .array else { throw wrongType("an array of strings") }
    try enterArray()
    var strings: [String] = []
    while try nextElement() {
      do throws(JSONError) {
        strings.append(try requiredString())
      } catch {
        throw error.inside(.index(strings.count))
      }
    }
    return strings
  }

  /// The next byte after whitespace (skipped), 0 at the end.
  private var nextByte: UInt8 {
    mutating get {
      skipWhitespace()
      return offset < bytes.count ? bytes[offset] : 0
    }
  }

  /// Throws when the member `index` (below 32) was already given in this object.
  package func refuseDuplicate(_ key: Key, seen: inout UInt32, index: Int) throws(JSONError) {
    let bit: UInt32 = 1 &<< UInt32(truncatingIfNeeded: index)
    defer { seen |= bit }
    guard seen & bit == 0 else {
      var error = error("duplicate key \"\(text(of: key))\"", at: key.range.lowerBound - 1)
      error.isSchemaError = true
      throw error
    }
  }

  /// A schema error at the next value (already found by `peekKind`).
  private func wrongType(_ expected: String) -> JSONError {
    var error = error("expected \(expected)", at: offset)
    error.isSchemaError = true
    return error
  }
}
