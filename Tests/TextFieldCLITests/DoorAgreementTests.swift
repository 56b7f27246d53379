import CTextFieldKit
import Foundation
import TestSupport
import Testing
import TextFieldKitC
import TextFieldSpec

/// Two doors, one form: the C library's `tfk_form_new_spec` and `textfield serve`, given the same
/// spec and the same random terminal bytes (hostile ones included), show the same picture and
/// caret, report the same refusals and changes, and end the same way with the same values.
struct DoorAgreementTests {
  let textfield = BuiltProgram("textfield")

  static let specs = [
    #"{"fields": [{"key": "phone", "label": "Phone", "mask": "+1 ([000]) [000]-[0000]"}, "#
      + #"{"key": "born", "label": "Born", "type": "date", "format": "dd/MM/yyyy", "required": true}]}"#,
    #"{"fields": [{"key": "price", "label": "Price", "type": "currency", "currency": "EUR", "#
      + #""locale": "de_DE"}, {"key": "n", "label": "Name", "max-length": 5, "required": true}]}"#,
    #"{"fields": [{"key": "tel", "label": "Tel", "type": "phone", "region": "GB"}, "#
      + #"{"key": "code", "label": "Code", "regex": "[A-Z]{2}[0-9]*", "value": "ab"}]}"#,
  ]

  /// Bytes a terminal or a hostile host sends: digits, letters, separators, controls, arrows,
  /// Home/End, Tab and Shift-Tab, paste markers, cut sequences, invalid UTF-8, a merging mark.
  static let pieces: [[UInt8]] = [
    Array("5".utf8), Array("0123456789".utf8), Array("31".utf8), Array("AB".utf8), Array("a".utf8),
    Array(",".utf8), Array("-".utf8), [0x7F], [0x01], [0x05], [0x0B], [0x15], [0x09],
    Array("\u{1B}[Z".utf8), Array("\u{1B}[D".utf8), Array("\u{1B}[C".utf8), Array("\u{1B}[H".utf8),
    Array("\u{1B}[3~".utf8), Array("\u{1B}[200~12 34\u{1B}[201~".utf8), [0x1B, 0x5B], [0xFF],
    [0xE2, 0x82], Array("\u{301}".utf8), Array("é".utf8), [0x0D],
  ]

  /// What a door showed after one chunk of bytes.
  struct Step: Equatable, CustomStringConvertible {
    var rows: [String]
    var caret: String
    var refusals: [String]
    var changed: [String]
    var end: String

    var description: String {
      "rows \(rows) caret \(caret) refusals \(refusals) changed \(changed) end \(end)"
    }
  }

  @Test(arguments: Array(1...24) as [UInt64])
  func cLibraryAndServeAgreeOnRandomInput(seed: UInt64) throws {
    var numbers = SplitMix(state: seed)
    let spec = Self.specs[Int(seed) % Self.specs.count]
    var chunks: [[UInt8]] = []
    for _ in 0..<14 {
      var chunk: [UInt8] = []
      for _ in 0..<numbers.below(4) + 1 { chunk += Self.pieces[numbers.below(Self.pieces.count)] }
      chunks.append(chunk)
    }
    let served = try serve(spec: spec, chunks: chunks)
    let viaC = try library(spec: spec, chunks: chunks)
    #expect(viaC.count == served.count)
    for (index, (c, s)) in zip(viaC, served).enumerated() {
      #expect(c == s, "chunk \(index) \(chunks[index]):\nC:     \(c)\nserve: \(s)")
    }
  }

  /// The steps of the C library's form: each chunk fed and flushed (serve takes a request's
  /// bytes whole), then its events and its picture.
  func library(spec: String, chunks: [[UInt8]]) throws -> [Step] {
    var made: OpaquePointer?
    #expect(tfk_form_new_spec(spec, &made) == tfk_status(TFK_OK))
    let form = try #require(made)
    defer { tfk_field_free(form) }
    var keys: [String] = []
    var count: Int32 = 0
    tfk_form_field_count(form, &count)
    for index in 0..<count {
      var buffer = [CChar](repeating: 0, count: 64)
      tfk_form_field_key(form, index, &buffer, 64, nil)
      keys.append(String(decoding: buffer.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self))
    }
    var steps: [Step] = []
    for chunk in chunks {
      _ = chunk.withUnsafeBytes { tfk_field_feed(form, $0.baseAddress, $0.count) }
      tfk_field_flush(form)
      var step = Step(rows: [], caret: "", refusals: [], changed: [], end: "")
      var changed = Set<Int32>()
      var event = tfk_event()
      while tfk_field_next_event(form, &event) == tfk_status(TFK_OK) {
        let message = event.message.map { String(validatingCString: $0) ?? "(not UTF-8)" } ?? ""
        switch Int(event.kind) {
        case TFK_EVENT_CHANGED: changed.insert(event.field)
        case TFK_EVENT_REFUSED: step.refusals.append(message)
        case TFK_EVENT_SUBMITTED: step.end = "submitted " + json(form, nil)
        case TFK_EVENT_CANCELLED, TFK_EVENT_INTERRUPTED: step.end = "cancelled"
        default: break
        }
      }
      step.changed = changed.sorted().map { "\(keys[Int($0)]) " + json(form, $0) }
      if step.end.isEmpty { (step.rows, step.caret) = picture(form) }
      steps.append(step)
      if !step.end.isEmpty { break }
    }
    return steps
  }

  /// The value JSON of field `index` (`nil`: the form's).
  func json(_ form: OpaquePointer, _ index: Int32?) -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    if let index {
      tfk_form_field_value_json(form, index, &buffer, buffer.count, nil)
    } else {
      tfk_field_value_json(form, &buffer, buffer.count, nil)
    }
    return String(decoding: buffer.prefix { $0 != 0 }.map(UInt8.init), as: UTF8.self)
  }

  /// The rows' text and the caret of a 40 × 4 picture.
  func picture(_ form: OpaquePointer) -> ([String], String) {
    var cells = [tfk_cell](repeating: tfk_cell(), count: 160)
    var text = [CChar](repeating: 0, count: 4096)
    var x: Int32 = 0
    var y: Int32 = 0
    tfk_field_render(form, 40, 4, &cells, 160, &text, text.count, nil, &x, &y)
    let rows = (0..<4).map { row in
      cells[row * 40..<(row + 1) * 40].map { cell in
        let start = Int(cell.text_offset)
        let bytes = text[start..<start + Int(cell.text_length)].map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
      }
      .joined()
    }
    return (rows, x < 0 ? "none" : "\(x),\(y)")
  }

  /// The steps of `textfield serve`: a `bytes` and a `render` request per chunk.
  func serve(spec: String, chunks: [[UInt8]]) throws -> [Step] {
    var lines = [
      #"{"type": "hello", "version": 1}"#, #"{"type": "open", "id": 0, "spec": \#(spec)}"#,
    ]
    for (index, chunk) in chunks.enumerated() {
      lines.append(
        #"{"type": "bytes", "id": \#(index + 1), "base64": "\#(Data(chunk).base64EncodedString())"}"#
      )
      lines.append(#"{"type": "render", "id": \#(index + 1), "width": 40, "height": 4}"#)
    }
    let run = try textfield.run(["serve"], input: lines.map { $0 + "\n" }.joined())
    var steps: [Int: Step] = [:]
    for line in run.lines where !line.isEmpty {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      guard let id = object["id"] as? Int, id > 0 else { continue }
      var step = steps[id] ?? Step(rows: [], caret: "", refusals: [], changed: [], end: "")
      switch object["type"] as? String {
      case "refused", "trimmed": step.refusals.append(object["message"] as? String ?? "")
      case "changed":
        let key = object["field"] as? String ?? ""
        step.changed.append("\(key) " + result(line))
      case "submitted":
        let values = try #require(line.range(of: #""values": "#))
        step.end = "submitted " + String(line[values.upperBound...].dropLast())
      case "cancelled": step.end = "cancelled"
      case "frame":
        let rows = object["rows"] as? [[[String: Any]]] ?? []
        step.rows = rows.map { $0.map { $0["text"] as? String ?? "" }.joined() }
        let caret = object["caret"] as? [Int]
        step.caret = caret.map { "\($0[0]),\($0[1])" } ?? "none"
      default: break
      }
      steps[id] = step
    }
    // After the form ends, the server answers each request with an error: no more steps.
    let ordered = steps.keys.sorted().compactMap { steps[$0] }
    guard let end = ordered.firstIndex(where: { !$0.end.isEmpty }) else { return ordered }
    return Array(ordered[...end])
  }

  /// A `changed` line's state in the value JSON's shape.
  func result(_ line: String) -> String {
    guard let start = line.range(of: #""formatted": "#) else { return line }
    return "{" + String(line[start.lowerBound...])
  }

  /// SplitMix64: the same numbers on every machine for a seed.
  struct SplitMix {
    var state: UInt64
    mutating func below(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }
}
