import TestSupport
import Testing

@testable import TextFieldCore

/// A `#`-pattern's raw regular expression describes the finished raw value: any prefix of a
/// match can be typed, and the value is complete only when it matches whole.
@Suite struct PatternRawRegexTests {
  @Test func aNaturalFullPatternCanBeTypedKeyByKey() throws {
    let filter = try PatternFilter(pattern: "###-####", rawPattern: "[0-9]{7}")
    let field = TextFieldModel.editing(filters: [filter])
    field.type("123")
    #expect(field.state.description == "123|")
    #expect(
      field.formatStatus == FormatStatus(value: "123", isComplete: false, tailPlaceholder: "-____"))
    field.type("4567")
    #expect(field.state.description == "123-4567|")
    #expect(field.isComplete)
  }

  @Test func aCharacterThatEndsEveryMatchIsRefused() throws {
    let filter = try PatternFilter(pattern: "## ##", rawPattern: "a[0-9]+")
    let field = TextFieldModel.editing(filters: [filter])
    #expect(field.perform(.insert("1")) == .rejected(reason: .patternMismatch("1")))
    field.type("a12")
    #expect(field.state.description == "a1 2|")
    #expect(!field.isComplete)
    field.perform(.paste("x3"))
    #expect(field.state.description == "a1 23|")
    #expect(field.isComplete)
  }

  @Test func slotsFullButNoWholeMatchIsIncomplete() throws {
    let filter = try PatternFilter(pattern: "##", rawPattern: "(ab|a)c?")
    let field = TextFieldModel.editing(filters: [filter])
    field.type("ab")
    #expect(field.text == "ab")
    #expect(field.isComplete)
    field.setText("ac")
    #expect(field.isComplete)
    let prefixOnly = try PatternFilter(pattern: "##", rawPattern: "abc")
    #expect(prefixOnly.formatStatus(of: "ab")?.isComplete == false)
  }
}
