/// A strict, streaming JSON (RFC 8259) reader over UTF-8 bytes: a cursor that reads one token at a
/// time, in time linear in the input and without building a tree.
///
/// Strict means: no comments, trailing commas, single quotes, leading zeros, `NaN`, unescaped
/// control characters in strings, invalid UTF-8 (overlong forms, encoded surrogates, past
/// U+10FFFF) or lone surrogate escapes (`"\uD800"`). Every error names the bad byte's line and
/// column (``JSONError``). Objects and arrays nest at most ``depthLimit`` deep, so hostile input
/// cannot exhaust the stack of a recursive reader.
///
/// The bytes must stay valid while the reader is used (read inside `withUnsafeBufferPointer`).
package struct JSONReader {
  /// How deep objects and arrays may nest.
  package static let depthLimit = 64

  /// A member's key as it appears in the input, between its quotes.
  package struct Key {
    /// The key's bytes between the quotes, 0-based byte offsets.
    package var range: Range<Int>
    /// Whether the key holds a `\` escape (then its bytes are not its text).
    package var isEscaped: Bool

    /// The key at `range`, escaped or not.
    package init(range: Range<Int>, isEscaped: Bool) {
      self.range = range
      self.isEscaped = isEscaped
    }
  }

  /// What the next value is, from its first byte.
  package enum Kind {
    case object, array, string, number, bool, null
  }

  package let bytes: UnsafeBufferPointer<UInt8>
  /// The 0-based byte offset of the next byte to read.
  package var offset = 0
  /// How many objects and arrays are open.
  private(set) var depth = 0
  /// Whether the innermost object or array has had no member or element yet.
  private var atStart = false

  package init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  // MARK: Structure

  /// The kind of the next value; throws when no value starts there.
  package mutating func peekKind() throws(JSONError) -> Kind {
    skipWhitespace()
    switch offset < bytes.count ? bytes[offset] : 0 {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
    case UInt8(ascii: "n"): return .null
    default: throw error("expected a value, found \(found(offset))", at: offset)
    }
  }

  /// Consumes the `{` of an object; then call ``nextKey()`` until it returns `nil`.
  package mutating func enterObject() throws(JSONError) {
    try enter(UInt8(ascii: "{"), "an object")
  }

  /// Consumes the `[` of an array; then call ``nextElement()`` until it returns false.
  package mutating func enterArray() throws(JSONError) {
    try enter(UInt8(ascii: "["), "an array")
  }

  /// The next member's key, its `:` consumed (read its value next), or `nil` once the object's `}`
  /// is consumed.
  package mutating func nextKey() throws(JSONError) -> Key? {
    skipWhitespace()
    if leave(UInt8(ascii: "}")) { return nil }
    if !atStart {
      try separator(before: UInt8(ascii: "}"))
    }
    atStart = false
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
      throw error("expected a key in double quotes, found \(found(offset))", at: offset)
    }
    let key = try scanString()
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
      throw error("expected \":\" after the key, found \(found(offset))", at: offset)
    }
    offset += 1
    return key
  }

  /// Whether another element follows (read it next); false once the array's `]` is consumed.
  package mutating func nextElement() throws(JSONError) -> Bool {
    skipWhitespace()
    if leave(UInt8(ascii: "]")) { return false }
    if !atStart {
      try separator(before: UInt8(ascii: "]"))
    }
    atStart = false
    return true
  }

  /// Throws unless only whitespace is left.
  package mutating func expectEnd() throws(JSONError) {
    skipWhitespace()
    guard offset == bytes.count else {
      throw error("unexpected \(found(offset)) after the JSON value", at: offset)
    }
  }

  /// Skips a UTF-8 byte order mark at the start, which some editors write.
  package mutating func skipByteOrderMark() {
    if offset == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      offset = 3
    }
  }

  /// Reads and checks the next value, whatever it is, keeping nothing.
  package mutating func skipValue() throws(JSONError) {
    switch try peekKind() {
    case .object:
      try enterObject()
      while try nextKey() != nil { try skipValue() }
    case .array:
      try enterArray()
      while try nextElement() { try skipValue() }
    case .string: _ = try scanString()
    case .number: _ = try readNumber()
    case .bool: _ = try readBool()
    case .null: try readNull()
    }
  }

  // MARK: Booleans, null and numbers (strings: JSONReader+Strings.swift)

  /// Reads `true` or `false`.
  package mutating func readBool() throws(JSONError) -> Bool {
    skipWhitespace()
    if try literal("true") { return true }
    if try literal("false") { return false }
    throw error("expected true or false, found \(found(offset))", at: offset)
  }

  /// Reads `null`.
  package mutating func readNull() throws(JSONError) {
    skipWhitespace()
    guard try literal("null") else {
      throw error("expected null, found \(found(offset))", at: offset)
    }
  }

  /// Reads `null` if it comes next; false (nothing read) otherwise.
  package mutating func readNullIfPresent() throws(JSONError) -> Bool {
    skipWhitespace()
    return try literal("null")
  }

  /// Reads a number; returns its text's range (`-12.5e3`), checked against the JSON grammar.
  package mutating func readNumber() throws(JSONError) -> Range<Int> {
    skipWhitespace()
    let start = offset
    if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") { offset += 1 }
    guard offset < bytes.count, Self.isDigit(bytes[offset]) else {
      throw error("expected a digit, found \(found(offset))", at: offset)
    }
    if bytes[offset] == UInt8(ascii: "0") {
      offset += 1
      if offset < bytes.count, Self.isDigit(bytes[offset]) {
        throw error("a number cannot start with 0", at: offset - 1)
      }
    } else {
      skipDigits()
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      offset += 1
      try requireDigits("after the decimal point")
    }
    if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
      offset += 1
      if offset < bytes.count,
        bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
      {
        offset += 1
      }
      try requireDigits("in the exponent")
    }
    return start..<offset
  }

  /// The whole number a ``readNumber()`` range spells, or `nil` for a fraction, an exponent or a
  /// value beyond `Int`.
  package func integer(_ range: Range<Int>) -> Int? {
    var index = range.lowerBound
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    var value = 0
    while index < range.upperBound {
      let byte = bytes[index]
      guard Self.isDigit(byte) else { return nil }
      let digit = Int(byte &- UInt8(ascii: "0"))
      let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (next, overflow2) =
        negative
        ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      guard !overflow1, !overflow2 else { return nil }
      value = next
      index += 1
    }
    return value
  }

  /// The error for a bad byte at `offset`, with its line and column.
  package func error(_ reason: String, at offset: Int) -> JSONError {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return JSONError(reason: reason, offset: offset, line: line, column: column)
  }

  // MARK: Private

  private mutating func enter(_ open: UInt8, _ what: String) throws(JSONError) {
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == open else {
      throw error("expected \(what), found \(found(offset))", at: offset)
    }
    guard depth < Self.depthLimit else {
      throw error("nested deeper than \(Self.depthLimit) objects and arrays", at: offset)
    }
    offset += 1
    depth += 1
    atStart = true
  }

  /// Consumes `close` if it comes next, leaving the object or array.
  private mutating func leave(_ close: UInt8) -> Bool {
    guard offset < bytes.count, bytes[offset] == close else { return false }
    offset += 1
    depth -= 1
    atStart = false
    return true
  }

  /// Consumes the `,` between members or elements and the whitespace after it; throws when
  /// something else comes, or `close` comes next (a trailing comma).
  private mutating func separator(before close: UInt8) throws(JSONError) {
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ",") else {
      let wanted = "\",\" or \"\(Character(Unicode.Scalar(close)))\""
      throw error("expected \(wanted), found \(found(offset))", at: offset)
    }
    offset += 1
    skipWhitespace()
    if offset < bytes.count, bytes[offset] == close {
      throw error("a comma with nothing after it before \(found(offset))", at: offset)
    }
  }

  @inline(__always)
  package mutating func skipWhitespace() {
    // One comparison for the usual byte, which is no whitespace.
    while offset < bytes.count, bytes[offset] <= 0x20, Self.isWhitespace(bytes[offset]) {
      offset += 1
    }
  }

  private mutating func skipDigits() {
    while offset < bytes.count, Self.isDigit(bytes[offset]) { offset += 1 }
  }

  private mutating func requireDigits(_ place: String) throws(JSONError) {
    guard offset < bytes.count, Self.isDigit(bytes[offset]) else {
      throw error("expected a digit \(place), found \(found(offset))", at: offset)
    }
    skipDigits()
  }

  private mutating func literal(_ word: StaticString) throws(JSONError) -> Bool {
    let count = word.utf8CodeUnitCount
    guard offset < bytes.count, bytes[offset] == word.utf8Start[0] else { return false }
    for index in 0..<count
    where offset + index >= bytes.count || bytes[offset + index] != word.utf8Start[index] {
      throw error("expected \(word), found \(found(offset + index))", at: offset + index)
    }
    offset += count
    return true
  }

  /// What is at `offset`, for a message: `"x"`, `"\""`, `byte 0x07` or `the end of the input`.
  package func found(_ offset: Int) -> String {
    guard offset < bytes.count else { return "the end of the input" }
    let byte = bytes[offset]
    guard (0x21...0x7E).contains(byte) else { return "byte \(Self.hex(byte))" }
    let escape = byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") ? "\\" : ""
    return "\"\(escape)\(Character(Unicode.Scalar(byte)))\""
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  package static func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }

}
