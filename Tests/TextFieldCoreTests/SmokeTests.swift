import TestSupport
import Testing

@testable import TextFieldCore

@Test func typingThroughAProxy() throws {
  let field = TextFieldModel()
  field.retainDelegate(TextFieldProxy(filters: [try MaxLengthFilter(3)]))
  field.beginEditing()
  for character in "abcd" { field.perform(.insert(String(character))) }
  #expect(field.state == TextFieldState(text: "abc"))
}
