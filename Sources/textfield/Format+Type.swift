import TextFieldCore
import TextFieldSpec

extension Format {
  /// `format --type`: each input decided as the prompt decides a line
  /// (``TextFieldModel/submitLine(_:refusingTrimmedInput:)``: pasted into the focused field, then
  /// Enter), printing what the field shows, its value or its JSON object.
  ///
  /// A line the prompt would refuse (not a whole value of the type, a value the filters would
  /// trim, an incomplete value unless `--allow-incomplete`) prints an empty line (or
  /// `{"error": …}` with `--output json`), never part of a value, and is reported on standard
  /// error with its line number and reason; the command then exits 3 once every line is done.
  func runTyped(_ spec: FieldSpec) throws {
    let field: TextFieldModel
    do {
      field = try spec.makeField()
    } catch {
      printError("textfield format: \(error.description)")
      throw ExitStatus(Status.usage)
    }
    var refused = 0
    var lineNumber = 0
    try forEachInput { text, out in
      lineNumber += 1
      if case .refused(let reason) = Self.decide(text, in: field) {
        refused += 1
        printError("textfield format: line \(lineNumber): \(reason)")
        out.writeLine(output == .json ? Self.errorJSON(reason) : "")
        return
      }
      let result = FieldResult(field)
      switch output {
      case .formatted: out.writeLine(result.formatted)
      case .value: out.writeLine(result.value)
      case .json: out.writeLine(result.json)
      }
    }
    if refused > 0 { throw ExitStatus(Status.unsatisfied) }
  }

  /// The field `--type` and its options describe, as the prompt's: an incomplete value is
  /// refused unless `--allow-incomplete`.
  var typedSpec: FieldSpec {
    var spec = FieldSpec(key: "", label: "")
    spec.typed = typeSettings
    spec.allowIncomplete = allowIncomplete
    return spec
  }

  /// One input of `format --type` given to `field`, which the lines share: the
  /// prompt's decision, from an empty field that is not editing, refusing input the filters
  /// would trim (as the prompt without a terminal does).
  static func decide(_ line: String, in field: TextFieldModel) -> LineDecision {
    // Each line starts from an empty field, not editing: no answer depends on the line before.
    field.endEditing(reason: .cancelled, force: true)
    field.setText("")
    return field.submitLine(line, refusingTrimmedInput: true)
  }

  /// `{"error": {"message": …}}`, what `--output json` prints for a refused line.
  static func errorJSON(_ message: String) -> String {
    ShellOutput.jsonObject([
      ("error", ShellOutput.jsonObject([("message", ShellOutput.jsonString(message))]))
    ])
  }
}
