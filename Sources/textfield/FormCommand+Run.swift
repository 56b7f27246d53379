import ArgumentParser
import TextFieldCore
import TextFieldCurses

extension FormCommand {
  func run() throws {
    let specs = try fieldSpecs()
    let pasteboard = Pasteboard()
    var fields: [TextFieldModel] = []
    for spec in specs {
      do {
        fields.append(try spec.makeField(pasteboard: pasteboard))
      } catch {
        throw ValidationError(error.description)
      }
    }
    let form = Form(
      fields: zip(specs, fields).map { FormField(label: $0.label, model: $1) }, title: header)
    let rows = form.preferredHeight
    guard let screen = Interactive.openTerminal(timeout: timeout, display: display, rows: rows)
    else {
      try emit(try lineMode(specs: specs, fields: fields))
      return
    }
    let status = Interactive.run(form, on: screen, display: display)
    guard status == Status.submitted else { throw ExitCode(status) }
    try emit(zip(specs, fields).map { ($0, FieldResult($1)) })
  }

  private func emit(_ results: [(FieldSpec, FieldResult)]) throws {
    do {
      print(try render(results))
    } catch {
      throw failure(error.message)
    }
  }

  /// No terminal: one line of standard input per field (or the field's `value`, once input has
  /// ended).
  private func lineMode(
    specs: [FieldSpec], fields: [TextFieldModel]
  ) throws -> [(FieldSpec, FieldResult)] {
    var results: [(FieldSpec, FieldResult)] = []
    for (spec, field) in zip(specs, fields) {
      let line: String?
      do {
        line = try StandardInput.readLine()
      } catch {
        throw failure("field \"\(spec.key)\": \(error.description)")
      }
      guard let input = line ?? spec.value else {
        throw failure("field \"\(spec.key)\": no terminal and no input on standard input")
      }
      switch LineMode.submit(input, into: field) {
      case .success(let result): results.append((spec, result))
      case .failure(let failure): throw self.failure("field \"\(spec.key)\": \(failure)")
      }
    }
    return results
  }

  private func failure(_ message: String) -> ExitCode {
    printError("textfield: \(message)")
    return ExitCode(Status.unsatisfied)
  }
}
