import TextFieldCore
import TextFieldSpec
import TextFieldUI

extension FormCommand {
  /// Runs the form of `specs` (what ``validate()`` read and checked).
  func run(_ specs: [FieldSpec]) throws {
    let pasteboard = Pasteboard()
    var fields: [TextFieldModel] = []
    var valueNotices: [String] = []
    for spec in specs {
      do {
        let made = try spec.makeFieldNotingValue(pasteboard: pasteboard)
        fields.append(made.field)
        if let notice = made.valueNotice { valueNotices.append(notice) }
      } catch {
        throw UsageError(error.description)
      }
      fields[fields.count - 1].suggestionSources = try SuggestOptions.sources(for: spec)
    }
    let form = Form(
      fields: zip(specs, fields).map { FormField(label: $0.label, model: $1) }, title: header)
    let histories = HistoryFiles(specs, fields: form.fields)
    let rows = form.preferredHeight
    let accessible = display.isAccessible
    let screen =
      accessible ? nil : Interactive.openTerminal(timeout: timeout, display: display, rows: rows)
    guard let screen else {
      // No terminal: one line of standard input per field. Input the filters would trim is
      // refused, the initial values too.
      if let notice = valueNotices.first { throw failure(notice) }
      let keys = specs.map(\.key)
      let submitted: Bool
      do {
        submitted = try ShellLineMode.run(
          form, timeout: timeout, accessible: accessible,
          prefix: { "field \"\(keys[$0])\": " })
      } catch {
        printError("textfield: \(error.description)")
        throw ExitStatus(error.status)
      }
      guard submitted else { throw ExitStatus(Status.cancelled) }
      histories.recordSubmitted()
      try emit(zip(specs, fields).map { ($0, FieldResult($1)) })
      return
    }
    // On screen the fields start with what they took, and the first says what it did not.
    if let notice = valueNotices.first { form.notify(notice) }
    let status = Interactive.run(form, on: screen, display: display)
    guard status == Status.submitted else { throw ExitStatus(status) }
    histories.recordSubmitted()
    try emit(zip(specs, fields).map { ($0, FieldResult($1)) })
  }

  /// Prints the results; a value the output cannot hold exits 3, a failed write 74.
  private func emit(_ results: [(FieldSpec, FieldResult)]) throws {
    let text: String
    do {
      text = try render(results)
    } catch {
      throw failure(error.message)
    }
    do {
      try StandardOutput.writeLine(text)
    } catch {
      printError("textfield: \(error.description)")
      throw ExitStatus(Status.inputOutput)
    }
  }

  private func failure(_ message: String) -> ExitStatus {
    printError("textfield: \(message)")
    return ExitStatus(Status.unsatisfied)
  }
}
