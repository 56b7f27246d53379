import TextFieldCore

extension Format {
  /// `format --type`: each input set as a typed field's text, as a field given it would show it.
  ///
  /// A line the type refuses whole (`abc` for a number, `31/02/2023` for a date) prints an empty
  /// line (or `{"error": …}` with `--output json`) and is reported on standard error with its
  /// line number and reason; the command then exits 3 once every line is done.
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
      // Each line starts from an empty field: no filter's answer depends on the line before.
      field.setText("")
      if case .rejected(let reason) = field.setText(text) {
        refused += 1
        let words = reason.map(field.messages.text(for:)) ?? "refused"
        printError("textfield format: line \(lineNumber): \(words)")
        out.writeLine(output == .json ? errorJSON(words) : "")
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

  private func errorJSON(_ message: String) -> String {
    ShellOutput.jsonObject([
      ("error", ShellOutput.jsonObject([("message", ShellOutput.jsonString(message))]))
    ])
  }
}
