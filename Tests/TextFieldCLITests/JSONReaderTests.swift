import Testing
import TextFieldSpec

@testable import textfield

/// The strict JSON reader behind `form --spec` and `format --jsonl`: what it accepts, and for
/// hostile input, the exact message with the path, line and column.
@Suite struct JSONReaderTests {
  static func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONValue {
    try bytes.withUnsafeBufferPointer { buffer throws(JSONError) in try JSONValue.parse(buffer) }
  }

  /// The error `bytes` give, as printed; `nil` when they parse.
  static func failure(_ bytes: [UInt8]) -> String? {
    do {
      _ = try parse(bytes)
      return nil
    } catch {
      return error.description
    }
  }

  @Test(arguments: [
    ("{}", JSONValue.object([])),
    ("[]", .array([])),
    (
      " \t\r\n[ 1 , -0.5e+3 , 0 , -0 , 1E2 ] \n",
      .array([.number("1"), .number("-0.5e+3"), .number("0"), .number("-0"), .number("1E2")])
    ),
    (
      #"{"a": [true, false, null], "b": {"c": "d"}}"#,
      .object([
        ("a", .array([.bool(true), .bool(false), .null])), ("b", .object([("c", .string("d"))])),
      ])
    ),
    (#""\"\\\/\b\f\n\r\t""#, .string("\"\\/\u{8}\u{C}\n\r\t")),
    (#""\u0041\u00e9\u65E5\ud83d\ude00\u0000""#, .string("Aé日😀\u{0}")),
    ("\"h\u{E9}llo \u{65E5}\u{672C} \u{1F600}\"", .string("héllo 日本 😀")),
    (#"{"k\u0065y": 1}"#, .object([("key", .number("1"))])),
    ("\u{FEFF}{}", .object([])),
  ])
  func parses(text: String, expected: JSONValue) throws {
    #expect(try Self.parse(Array(text.utf8)) == expected)
  }

  @Test(arguments: [
    ("", #"expected a value, found the end of the input (line 1, column 1)"#),
    ("nope", #"expected null, found "o" (line 1, column 2)"#),
    ("{} x", #"unexpected "x" after the JSON value (line 1, column 4)"#),
    ("{}{}", #"unexpected "{" after the JSON value (line 1, column 3)"#),
    (#"{"a": 1,}"#, #"a comma with nothing after it before "}" (line 1, column 9)"#),
    ("[1,]", #"a comma with nothing after it before "]" (line 1, column 4)"#),
    ("[,1]", #"expected a value, found "," at [0] (line 1, column 2)"#),
    ("[1 2]", #"expected "," or "]", found "2" (line 1, column 4)"#),
    (#"{"a" 1}"#, #"expected ":" after the key, found "1" (line 1, column 6)"#),
    ("{a: 1}", #"expected a key in double quotes, found "a" (line 1, column 2)"#),
    ("{'a': 1}", #"expected a key in double quotes, found "'" (line 1, column 2)"#),
    (#"{"a": 1 "b": 2}"#, #"expected "," or "}", found "\"" (line 1, column 9)"#),
    (#"{"a": 1, "a": 2}"#, #"duplicate key "a" at a (line 1, column 10)"#),
    (#"{"f": [{"k": 1, "k": 2}]}"#, #"duplicate key "k" at f[0].k (line 1, column 17)"#),
    ("[01]", #"a number cannot start with 0 at [0] (line 1, column 2)"#),
    ("[1.]", #"expected a digit after the decimal point, found "]" at [0] (line 1, column 4)"#),
    ("[.5]", #"expected a value, found "." at [0] (line 1, column 2)"#),
    ("[+1]", #"expected a value, found "+" at [0] (line 1, column 2)"#),
    ("[1e]", #"expected a digit in the exponent, found "]" at [0] (line 1, column 4)"#),
    ("[-]", #"expected a digit, found "]" at [0] (line 1, column 3)"#),
    ("[NaN]", #"expected a value, found "N" at [0] (line 1, column 2)"#),
    ("[tru]", #"expected true, found "]" at [0] (line 1, column 5)"#),
    ("[\"abc", #"unterminated string at [0] (line 1, column 2)"#),
    ("[\"a\nb\"]", #"control character 0x0A in a string: escape it at [0] (line 1, column 4)"#),
    (#"["\x"]"#, #"invalid escape: \ followed by "x" at [0] (line 1, column 3)"#),
    (#"["\u12"]"#, #"\u needs four hexadecimal digits at [0] (line 1, column 3)"#),
    (
      #"{"a":\#n ["\ud800"]}"#,
      #"lone surrogate \uD800 (a high half not followed by a low one) at a[0] (line 2, column 4)"#
    ),
    (
      #"["\ud800\u0041"]"#,
      #"lone surrogate \uD800 (a high half not followed by a low one) at [0] (line 1, column 3)"#
    ),
    (
      #"["x\udc00"]"#,
      #"lone surrogate \uDC00 (a low half with no high half) at [0] (line 1, column 4)"#
    ),
    (
      #"["日本\ud83d"]"#,
      #"lone surrogate \uD83D (a high half not followed by a low one) at [0] (line 1, column 5)"#
    ),
  ])
  func refuses(text: String, message: String) {
    #expect(Self.failure(Array(text.utf8)) == message)
  }

  /// Bytes that are not UTF-8 inside a string, and bytes outside strings.
  @Test(
    arguments: [
      ([0x22, 0xFF, 0x22], "invalid UTF-8 (byte 0xFF) (line 1, column 2)"),
      ([0x22, 0x80, 0x22], "invalid UTF-8 (byte 0x80) (line 1, column 2)"),
      ([0x22, 0xC0, 0x80, 0x22], "invalid UTF-8 (byte 0xC0) (line 1, column 2)"),  // overlong NUL
      ([0x22, 0xE0, 0x80, 0x80, 0x22], "invalid UTF-8 (byte 0x80) (line 1, column 3)"),  // overlong
      ([0x22, 0xED, 0xA0, 0x80, 0x22], "invalid UTF-8 (byte 0xA0) (line 1, column 3)"),  // U+D800
      // Past U+10FFFF.
      ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid UTF-8 (byte 0x90) (line 1, column 3)"),
      ([0x22, 0xF5, 0x80, 0x80, 0x80, 0x22], "invalid UTF-8 (byte 0xF5) (line 1, column 2)"),
      ([0x22, 0xE2, 0x82, 0x22], "invalid UTF-8 (byte 0x22) (line 1, column 3)"),  // cut short
      ([0x22, 0xE2, 0x82], "invalid UTF-8 (the input ends inside a character) (line 1, column 3)"),
      ([0xFF], "expected a value, found byte 0xFF (line 1, column 1)"),
      ([0x5B, 0x00, 0x5D], "expected a value, found byte 0x00 at [0] (line 1, column 2)"),
    ] as [([UInt8], String)])
  func refusesInvalidUTF8(bytes: [UInt8], message: String) {
    #expect(Self.failure(bytes) == message)
  }

  /// Nesting is refused at the limit with a message, however deep the input goes: no stack
  /// overflow.
  @Test func refusesDeepNestingAtTheLimit() throws {
    let limit = JSONReader.depthLimit
    let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    #expect(Self.failure(Array(deepest.utf8)) == nil)
    let mixed =
      String(repeating: #"{"a":["#, count: limit / 2) + String(repeating: "]}", count: limit / 2)
    #expect(Self.failure(Array(mixed.utf8)) == nil)
    for count in [limit + 1, 1_000_000] {
      let message = try #require(Self.failure(Array(repeating: UInt8(ascii: "["), count: count)))
      #expect(message.hasPrefix("nested deeper than \(limit) objects and arrays at [0][0]"))
      #expect(message.hasSuffix("(line 1, column \(limit + 1))"))
    }
  }

  @Test func readsHugeStringsAndArrays() throws {
    let long = String(repeating: "日本ab\\n", count: 500_000)
    let value = try Self.parse(Array("[\"\(long)\"]".utf8))
    #expect(value == .array([.string(String(repeating: "日本ab\n", count: 500_000))]))
    let many = "[" + Array(repeating: "1", count: 200_000).joined(separator: ",") + "]"
    guard case .array(let elements) = try Self.parse(Array(many.utf8)) else {
      Issue.record("not an array")
      return
    }
    #expect(elements.count == 200_000)
    let unterminated = Array("[\"".utf8) + Array(repeating: UInt8(ascii: "a"), count: 5_000_000)
    #expect(Self.failure(unterminated) == "unterminated string at [0] (line 1, column 2)")
  }

  /// The line and column count lines and Unicode scalars, not bytes.
  @Test func positionsCountScalars() {
    #expect(
      Self.failure(Array("{\n  \"é日\": x}".utf8))
        == #"expected a value, found "x" at é日 (line 2, column 9)"#)
  }

  /// `format --jsonl` reads a request straight from the line's bytes.
  @Test(arguments: [
    (#"{"format": "[0]", "caret": "x"}"#, "expected a whole number at caret (line 7, column 28)"),
    (
      #"{"format": "[0]", "caret": 1.5}"#,
      "expected a whole number that fits in 64 bits at caret (line 7, column 28)"
    ),
    (
      #"{"format": "[0]", "caret": 99999999999999999999}"#,
      "expected a whole number that fits in 64 bits at caret (line 7, column 28)"
    ),
    (#"{"format": null}"#, "expected a string at format (line 7, column 12)"),
    (#"{"format": "[0]", "format": "[0]"}"#, #"duplicate key "format" (line 7, column 19)"#),
    (
      #"{"format": "[0]", "affineFormats": ["[00]", 1]}"#,
      "expected a string at affineFormats[1] (line 7, column 45)"
    ),
    (
      #"{"format": "[0]", "customNotations": [{"predefined": []}]}"#,
      #"missing field "character" at customNotations[0] (line 7, column 39)"#
    ),
    (#"{"input": "1"}"#, #"missing field "format""#),
    ("[1]", "expected an object (line 7, column 1)"),
    ("not json", #"not JSON: expected null, found "o" (line 7, column 2)"#),
    (
      #"{"format": "[0]"} x"#, #"not JSON: unexpected "x" after the JSON value (line 7, column 19)"#
    ),
    (
      #"{"format": "[0]", "extra": [1, {"deep": "\ud800"}]}"#,
      #"not JSON: lone surrogate \uD800 (a high half not followed by a low one) (line 7, column 42)"#
    ),
  ])
  func requestErrors(line: String, message: String) {
    let bytes = Array(line.utf8)
    let result = bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(FormatJSONLines.RequestError) in
        try FormatJSONLines.Request(line: buffer, number: 7)
      }
    }
    guard case .failure(let error) = result else {
      Issue.record("\(line) was read")
      return
    }
    #expect(error.message == message)
    #expect(error.offset == nil)
  }

  @Test func requestsIgnoreUnknownMembersAndTakeNullAsAbsent() throws {
    let line =
      #"{"expectedText": {"a": [1, 2.5e3, null]}, "format": "[0]", "input": "\u0035", "caret": null, "rtl": false, "customNotations": [{"character": "x", "predefined": ["letters"], "source": 1}]}"#
    try Array(line.utf8).withUnsafeBufferPointer { buffer throws(FormatJSONLines.RequestError) in
      let request = try FormatJSONLines.Request(line: buffer, number: 1)
      #expect(request.text(request.format) == "[0]")
      #expect(request.input.map(request.text) == "5")
      #expect(request.caret == nil)
      let notations = try request.notationRecords()
      #expect(notations.map(\.character) == ["x"])
      #expect(notations.map(\.predefined) == [["letters"]])
      #expect(try request.affineFormatTexts().isEmpty)
    }
  }

  /// A member the request does not know is still read whole, and its nesting is limited too.
  @Test func requestsRefuseDeepUnknownMembers() {
    let line =
      Array(#"{"format": "[0]", "x": "#.utf8) + Array(repeating: UInt8(ascii: "["), count: 100_000)
    let result = line.withUnsafeBufferPointer { buffer in
      Result { () throws(FormatJSONLines.RequestError) in
        try FormatJSONLines.Request(line: buffer, number: 1)
      }
    }
    guard case .failure(let error) = result else {
      Issue.record("read")
      return
    }
    #expect(
      error.message == "not JSON: nested deeper than 64 objects and arrays (line 1, column 87)")
  }
}
