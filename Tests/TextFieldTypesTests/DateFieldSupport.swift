import TestSupport
import Testing
import TextFieldCore
import TextFieldTypes

/// A date field for `pattern`, editing, empty.
func dateField(
  _ pattern: String, minimum: String? = nil, maximum: String? = nil, text: String = ""
) throws -> TextFieldModel {
  let filter = try DateFilter(pattern: pattern, minimum: minimum, maximum: maximum)
  let field = TextFieldModel(text: text, filters: [filter])
  field.beginEditing()
  return field
}

/// Performs each command, expecting the field's whole state after it (state notation: `31/0|`).
func expectStates(
  _ field: TextFieldModel, _ steps: [(EditingCommand, String)],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for (command, notation) in steps {
    field.perform(command)
    #expect(
      field.state == TextFieldState(notation: notation), "after \(command)",
      sourceLocation: sourceLocation)
  }
}

/// Performs `command`, expecting a refusal for `reason` that leaves the state as it was.
func expectRefusal(
  _ field: TextFieldModel, _ command: EditingCommand, _ reason: RefusalReason,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let before = field.state
  #expect(
    field.perform(command) == .rejected(reason: reason), "\(command)",
    sourceLocation: sourceLocation)
  #expect(field.state == before, sourceLocation: sourceLocation)
}

/// The commands typing `text`, one Character each.
func typing(_ text: String) -> [EditingCommand] {
  text.map { .insert(String($0)) }
}
