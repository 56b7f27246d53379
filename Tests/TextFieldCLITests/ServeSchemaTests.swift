import Foundation
import TestSupport
import Testing
import TextFieldSpec

@testable import textfield

/// Every line `textfield serve` writes is one JSON object matching the schema of its type
/// (docs/serve-protocol/), whatever the host sends.
@Suite("textfield serve: schemas")
struct ServeSchemaTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let folder = root.appendingPathComponent("docs/serve-protocol")

  /// The replies and events, by `type`.
  static let outputTypes: [String: String] = [
    "hello": "reply-hello", "opened": "reply-opened", "ok": "reply-ok", "frame": "reply-frame",
    "error": "reply-error", "changed": "event-changed", "refused": "event-refused",
    "submitted": "event-submitted", "cancelled": "event-cancelled", "trimmed": "event-trimmed",
  ]

  static func schema(_ name: String) throws -> JSONValue {
    let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name + ".json")))
    return try bytes.withUnsafeBufferPointer { try JSONValue.parse($0) }
  }

  /// What is wrong with the output line `line`: not JSON, no known type, or its schema's
  /// problems.
  static func problems(ofOutput line: String) throws -> [String] {
    let bytes = Array(line.utf8)
    let value: JSONValue
    do {
      value = try bytes.withUnsafeBufferPointer { try JSONValue.parse($0) }
    } catch {
      return ["not JSON: \(error): \(line)"]
    }
    guard case .string(let type)? = value["type"], let name = outputTypes[type] else {
      return ["no known type: \(line)"]
    }
    let problems = JSONSchemaChecker.problems(value, try schema(name)) + frameProblems(value)
    return problems.map { "\($0) in \(line)" }
  }

  /// What a schema cannot say of a frame: it has `height` rows, and each row's runs cover
  /// `width` cells.
  static func frameProblems(_ value: JSONValue) -> [String] {
    guard case .string("frame")? = value["type"], case .number(let width)? = value["width"],
      case .number(let height)? = value["height"], case .array(let rows)? = value["rows"]
    else { return [] }
    var problems = rows.count == Int(height) ? [] : ["\(rows.count) rows, not \(height)"]
    for (index, row) in rows.enumerated() {
      if case .string(let text) = row {
        problems += sgrRowProblems(text, index: index)
        continue
      }
      guard case .array(let runs) = row else { continue }
      let cells = runs.reduce(0) { sum, run in
        guard case .number(let count)? = run["cells"] else { return sum }
        return sum + (Int(count) ?? 0)
      }
      if String(cells) != width {
        problems.append("row \(index) covers \(cells) cells, not \(width)")
      }
    }
    return problems
  }

  /// What is wrong with an SGR row: an escape other than SGR (`ESC [` digits and `;` then
  /// `m`), another control character, or not ending with attributes reset when it set any.
  static func sgrRowProblems(_ row: String, index: Int) -> [String] {
    var scalars = Array(row.unicodeScalars)[...]
    var styled = false
    while let scalar = scalars.popFirst() {
      if scalar == "\u{1B}" {
        guard scalars.popFirst() == "[" else { return ["row \(index): an escape that is not CSI"] }
        let parameters = scalars.prefix { $0 == ";" || ("0"..."9").contains($0) }
        scalars = scalars.dropFirst(parameters.count)
        guard scalars.popFirst() == "m" else { return ["row \(index): a CSI that is not SGR"] }
        styled = !(parameters.isEmpty || parameters.elementsEqual("0".unicodeScalars))
      } else if scalar.properties.generalCategory == .control {
        return ["row \(index): a control character U+\(String(scalar.value, radix: 16))"]
      }
    }
    return styled ? ["row \(index) does not end with attributes reset"] : []
  }

  /// Each schema file is JSON the checker reads whole (no keyword it does not check), and
  /// names its message's type; every request type of the server has one.
  @Test func everyMessageHasASchema() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    let requests = ServeRequest.members.map { "request-\($0.type).json" }
    let outputs = Self.outputTypes.values.map { $0 + ".json" }
    #expect(files == (requests + outputs).sorted())
    for file in files {
      let schema = try Self.schema(String(file.dropLast(5)))
      #expect(schema["properties"]?["type"]?["const"] != nil, "\(file)")
    }
  }

  /// The requests of the documentation's example match their schemas; a wrong one does not.
  @Test func requestSchemasCheckRequests() throws {
    let good: [(String, String)] = [
      ("request-hello", #"{"type": "hello", "version": 1, "id": 1}"#),
      ("request-key", #"{"type": "key", "key": "Left", "id": "a"}"#),
      ("request-render", #"{"type": "render", "width": 30, "height": 3}"#),
      (
        "request-render",
        #"{"type": "render", "width": 9, "height": 1, "rows": "sgr", "draw-caret": true}"#
      ),
      ("request-set-value", #"{"type": "set-value", "field": "phone", "text": "555", "id": 2}"#),
      ("request-focus", #"{"type": "focus", "field": "phone"}"#),
      ("request-close", #"{"type": "close"}"#),
    ]
    for (name, line) in good {
      let value = try Array(line.utf8).withUnsafeBufferPointer { try JSONValue.parse($0) }
      #expect(JSONSchemaChecker.problems(value, try Self.schema(name)) == [])
    }
    let bad = try Array(#"{"type": "render", "width": 0, "hight": 3}"#.utf8)
      .withUnsafeBufferPointer { try JSONValue.parse($0) }
    let problems = JSONSchemaChecker.problems(bad, try Self.schema("request-render")).sorted()
    #expect(
      problems == [
        "$.width: 0 breaks minimum 1", "$: missing height", "$: unexpected member hight",
      ])
  }

  /// Random and hostile lines, seeded: the server never stops, exits 0 at the end of input,
  /// writes only schema-valid lines, and answers each request with exactly one reply.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func hostileLinesNeverBreakTheSession(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    var input: [UInt8] = []
    var requests = 0
    for _ in 0..<300 {
      let line = Self.randomLine(using: &generator)
      input += line + [0x0A]
      if !line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { requests += 1 }
    }
    let run = try BuiltProgram("textfield").run(["serve"], inputBytes: input)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    var replies = 0
    for line in run.lines {
      #expect(try Self.problems(ofOutput: line) == [])
      if ["\"hello\"", "\"opened\"", "\"ok\"", "\"frame\"", "\"error\""].contains(where: {
        line.hasPrefix("{\"type\": \($0)")
      }) {
        replies += 1
      }
    }
    #expect(replies == requests)
    // The good pieces got through often enough to open forms, edit and draw them.
    for type in ["opened", "changed", "refused", "frame", "error"] {
      #expect(run.lines.contains { $0.hasPrefix("{\"type\": \"\(type)\"") }, "\(type)")
    }
  }

  /// Pieces of requests: good ones in the right order half the time, so forms open, take keys
  /// and submit, and broken ones in between.
  static let pieces: [String] = [
    #"{"type": "hello", "version": 1}"#, #"{"type": "hello", "version": 1, "id": 7}"#,
    #"{"type": "open", "spec": {"fields": [{"key": "phone", "label": "Phone", "mask": "+1 ([000]) [000]-[0000]"}]}}"#,
    #"{"type": "open", "spec": {"fields": [{"key": "d", "type": "date", "format": "dd/MM/yyyy"}, {"key": "n", "max-length": 3}]}}"#,
    #"{"type": "key", "key": "5"}"#, #"{"type": "key", "key": "a"}"#,
    #"{"type": "key", "key": "Enter"}"#, #"{"type": "key", "key": "Tab"}"#,
    #"{"type": "key", "key": "Esc"}"#, #"{"type": "key", "key": "C-a"}"#,
    #"{"type": "key", "key": "Backspace", "id": "x"}"#, #"{"type": "text", "text": "5551234567"}"#,
    #"{"type": "text", "text": "31/04/2024"}"#, #"{"type": "paste", "text": "(555) 123-4567"}"#,
    #"{"type": "paste", "text": "\u001b[2J\u0007"}"#,
    #"{"type": "render", "width": 30, "height": 4}"#,
    #"{"type": "render", "width": 3, "height": 1, "id": -1}"#,
    #"{"type": "bytes", "base64": "AA=="}"#, #"{"type": "bytes", "base64": "G1syMDB+"}"#,
    #"{"type": "bytes", "base64": "G1syMDF+"}"#,
    #"{"type": "bytes", "base64": "G1tBG1s8MDsxOzFN/w=="}"#,
    #"{"type": "bytes", "base64": "MTIzG1sxOzVEDQ=="}"#, #"{"type": "bytes", "base64": "Gw=="}"#,
    #"{"type": "render", "width": 1001, "height": 1}"#, #"{"type": "key", "key": "Hyper-x"}"#,
    #"{"type": "open", "spec": {"fields": []}}"#,
    #"{"type": "open", "spec": {"fields": [{"key": 1}]}}"#,
    #"{"type": 5}"#, #"{"id": {}}"#, #"[1, 2]"#, #"{"type": "key"}"#,
    #"{"type": "key", "key": "5", "key": "6"}"#,
    #"{"type": "hello", "version": 2}"#, #"{"type": "nope"}"#, "not json", "", "   ", "{",
    #"{"type": "text", "text": "\ud800"}"#, #"{"type": "render", "width": 1e3, "height": 2}"#,
    #"{"type": "hello", "version": 99999999999999999999999}"#,
    #"{"type": "render", "width": 20, "height": 3, "rows": "sgr", "draw-caret": true}"#,
    #"{"type": "render", "width": 2, "height": 2, "rows": "sgr"}"#,
    #"{"type": "render", "width": 2, "height": 2, "rows": "x", "draw-caret": 1}"#,
    #"{"type": "set-value", "field": "phone", "text": "(555) 123-4567"}"#,
    #"{"type": "set-value", "field": "d", "text": "\u001b31/13/2024"}"#,
    #"{"type": "set-value", "field": "nope", "text": ""}"#, #"{"type": "focus", "field": "n"}"#,
    #"{"type": "focus", "field": "d"}"#, #"{"type": "focus", "field": []}"#,
    #"{"type": "close"}"#, #"{"type": "close", "id": "c", "why": 1}"#,
  ]

  static func randomLine(using generator: inout SeededGenerator) -> [UInt8] {
    switch Int.random(in: 0..<10, using: &generator) {
    case 0..<6:
      return Array((pieces.randomElement(using: &generator) ?? "").utf8)
    case 6, 7:
      // A good piece cut short, or with a byte changed.
      var bytes = Array((pieces.randomElement(using: &generator) ?? "").utf8)
      guard !bytes.isEmpty else { return bytes }
      let index = Int.random(in: 0..<bytes.count, using: &generator)
      if Bool.random(using: &generator) {
        bytes.removeSubrange(index...)
      } else {
        bytes[index] = UInt8.random(in: 0...255, using: &generator)
        if bytes[index] == 0x0A || bytes[index] == 0x0D { bytes[index] = 0xFF }
      }
      return bytes
    case 8:
      // Random bytes, invalid UTF-8 and controls included (no line end).
      return (0..<Int.random(in: 1..<40, using: &generator)).map { _ in
        let byte = UInt8.random(in: 0...255, using: &generator)
        return byte == 0x0A || byte == 0x0D ? 0x41 : byte
      }
    default:
      // Deep nesting.
      let depth = Int.random(in: 1..<200, using: &generator)
      return Array(
        (String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
    }
  }
}
