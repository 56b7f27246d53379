import TextFieldCore
import TextFieldSpec
import TextFieldUI

extension Prompt {
  func run() throws {
    var spec = field
    if readsValueFromInput {
      guard let line = try readInputLine() else {
        throw failure("--value -: standard input is empty")
      }
      spec.value = line
    }
    let field: TextFieldModel
    let valueNotice: String?
    do {
      (field, valueNotice) = try spec.makeFieldNotingValue()
    } catch {
      throw UsageError(error.description)
    }
    field.suggestionSources = try SuggestOptions.sources(for: spec)
    let screenPrompt = TextFieldUI.Prompt(label: prompt ?? "Value", model: field, title: header)
    screenPrompt.width = width
    let form = screenPrompt.form
    let histories = HistoryFiles([spec], fields: form.fields)
    let rows = form.preferredHeight
    let accessible = display.isAccessible
    let screen =
      accessible ? nil : Interactive.openTerminal(timeout: timeout, display: display, rows: rows)
    guard let screen else {
      // No terminal: a line of standard input (or the --value given) is the input. Input the
      // filters would trim is refused, the initial value too.
      if let valueNotice { throw failure(valueNotice) }
      let submitted: Bool
      do {
        submitted = try ShellLineMode.run(
          form, timeout: timeout, accessible: accessible, prefix: { _ in "" })
      } catch {
        printError("textfield: \(error.description)")
        throw ExitStatus(error.status)
      }
      guard submitted else { throw ExitStatus(Status.cancelled) }
      histories.recordSubmitted()
      try emit(render(FieldResult(field)))
      return
    }
    // On screen the field starts with what it took, and says what it did not.
    if let valueNotice { form.notify(valueNotice) }
    let status = Interactive.run(form, on: screen, display: display)
    guard status == Status.submitted else { throw ExitStatus(status) }
    histories.recordSubmitted()
    try emit(render(FieldResult(field)))
  }

  /// Prints the result; a failed write exits 74.
  private func emit(_ text: String) throws {
    do {
      try StandardOutput.writeLine(text)
    } catch {
      printError("textfield: \(error.description)")
      throw ExitStatus(Status.inputOutput)
    }
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

  private func failure(_ message: String) -> ExitStatus {
    printError("textfield: \(message)")
    return ExitStatus(Status.unsatisfied)
  }
}
