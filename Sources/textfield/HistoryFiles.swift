import TextFieldCore
import TextFieldSpec
import TextFieldUI

/// The history files of a prompt's or a form's fields (`--history FILE`, a spec's `history`):
/// loaded into the fields before they run, appended to when the form is submitted.
struct HistoryFiles {
  private var files: [(field: FormField, file: HistoryFile)] = []

  /// Loads the history file of each spec that names one into its field; what a file could not
  /// give is said on standard error, one line each, and the field runs with what was read.
  ///
  /// A file that cannot be used at all (not a regular file, unreadable, its lock held by
  /// another process) leaves its field without a history: nothing is appended to it.
  init(_ specs: [FieldSpec], fields: [FormField]) {
    for (spec, field) in zip(specs, fields) {
      guard let path = spec.history else { continue }
      let file = HistoryFile(path: path)
      let (history, notice, usable) = file.loadChecked()
      if let notice { printError("textfield: \(notice)") }
      guard usable else { continue }
      field.history = history
      files.append((field, file))
    }
  }

  /// Records each field's submitted value in its history file.
  ///
  /// Not a secure field's, nor a value its filters would not take again. A file that cannot be written is said on standard
  /// error; the value is still the answer.
  func recordSubmitted() {
    for (field, file) in files {
      guard let history = field.history else { continue }
      let newest = history.isEmpty ? nil : history.entry(atRecord: history.recordCount - 1)
      // The same value again (readline's ignoredups): the file already ends with it.
      guard let recorded = history.record(field.model.text, for: field.model), recorded != newest
      else { continue }
      do {
        try file.append(recorded)
      } catch {
        printError("textfield: \(error.description)")
      }
    }
  }
}
