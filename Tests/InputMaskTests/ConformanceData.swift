import Foundation
import InputMask
import Testing

/// A custom notation as the conformance files spell it.
struct NotationRecord: Codable, Sendable, Hashable {
  var character: String
  var predefined: [String]
  var charactersIn: String
  var isOptional: Bool

  /// The engine's notation.
  var notation: Notation {
    var classes = MaskCharacterSet.Classes()
    for name in predefined { classes.formUnion(MaskCharacterSet.Classes.byName[name] ?? []) }
    return Notation(
      character: character.first ?? " ",
      characterSet: MaskCharacterSet(classes: classes, characters: Set(charactersIn)),
      isOptional: isOptional)
  }
}

/// One line of `inputmask-vectors.jsonl`.
struct VectorCase: Codable, Sendable, CustomTestStringConvertible {
  var format: String
  var rtl: Bool
  var customNotations: [NotationRecord]?
  var input: String
  var caret: Int
  var caretGravity: String
  var autocomplete: Bool
  var autoskip: Bool
  var expectedText: String
  var expectedCaret: Int
  var expectedValue: String?
  var expectedComplete: Bool
  var expectedAffinity: Int?
  var source: String

  var gravity: CaretGravity {
    caretGravity == "backward"
      ? .backward(autoskip: autoskip) : .forward(autocomplete: autocomplete)
  }

  var testDescription: String {
    "\(rtl ? "RTL " : "")\(format) ← \"\(input)\" caret \(caret) \(caretGravity) (\(source))"
  }
}

/// One line of `inputmask-format-props.jsonl`.
struct FormatPropertiesCase: Codable, Sendable, CustomTestStringConvertible {
  var format: String
  var customNotations: [NotationRecord]?
  var placeholder: String
  var acceptableTextLength: Int
  var totalTextLength: Int
  var acceptableValueLength: Int
  var totalValueLength: Int
  var source: String

  var testDescription: String { "\(format) (\(source))" }
}

/// Reads a JSON-lines resource of the test bundle.
func loadJSONLines<Record: Decodable>(_ name: String, as type: Record.Type) throws -> [Record] {
  guard
    let url = Bundle.module.url(
      forResource: name, withExtension: "jsonl", subdirectory: "Resources")
  else {
    throw CocoaError(.fileNoSuchFile)
  }
  let text = try String(contentsOf: url, encoding: .utf8)
  let decoder = JSONDecoder()
  return try text.split(separator: "\n").map { line in
    try decoder.decode(Record.self, from: Data(line.utf8))
  }
}
