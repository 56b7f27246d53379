import ArgumentParser
import TextFieldCore
import TextFieldCurses

extension Prompt {
  func run() throws {
    var spec = spec()
    if value == "-" {
      guard let line = try readInputLine() else {
        throw failure("--value -: standard input is empty")
      }
      spec.value = line
    }
    let field: TextFieldModel
    do {
      field = try spec.makeField()
    } catch {
      throw ValidationError(error.description)
    }
    let formField = FormField(label: prompt ?? "Value", model: field)
    formField.width = width
    let form = Form(fields: [formField], title: header)
    form.hint = field.messages.promptHint
    let rows = form.preferredHeight
    guard let screen = Interactive.openTerminal(timeout: timeout, display: display, rows: rows)
    else {
      // No terminal: one line of standard input (or the --value given) is the input.
      let input = value == "-" ? spec.value : try readInputLine() ?? spec.value
      guard let input else { throw failure("no terminal and no input on standard input") }
      switch LineMode.submit(input, into: field) {
      case .success(let result): print(render(result))
      case .failure(let failure): throw self.failure(failure.description)
      }
      return
    }
    let status = Interactive.run(form, on: screen, display: display)
    guard status == Status.submitted else { throw ExitCode(status) }
    print(render(FieldResult(field)))
  }

  private func render(_ result: FieldResult) -> String {
    switch output {
    case .formatted: result.formatted
    case .value: result.value
    case .json: result.json
    }
  }

  private func readInputLine() throws -> String? {
    do {
      return try StandardInput.readLine()
    } catch {
      throw failure(error.description)
    }
  }

  private func failure(_ message: String) -> ExitCode {
    printError("textfield: \(message)")
    return ExitCode(Status.unsatisfied)
  }
}
