import TestSupport
import Testing

@testable import TextFieldCore

/// The field's own `filters` with the user's weak `delegate`: the semantics of a
/// `TextFieldProxy`, without one.
@Suite struct ModelFiltersTests {
  @Test func theUserDelegateIsAskedFirstThenTheFiltersAndEveryOtherCallOnce() {
    let trace = Trace()
    let user = DelegateRecorder()
    user.trace = trace
    user.shouldChange = { _, string in string != "!" }
    let upper = TracingFilter("upper", trace: trace) {
      .rewrite(text: $0.result.uppercased(), caret: $0.caret)
    }
    let noDigits = TracingFilter("noDigits", trace: trace) {
      $0.replacement.contains(where: \.isNumber) ? .reject("no digits") : .accept
    }
    let field = TextFieldModel(filters: [upper, noDigits])
    field.delegate = user
    field.beginEditing()
    field.perform(.insert("a"))
    #expect(field.perform(.insert("!")) == .rejected(reason: nil))
    #expect(field.text == "A")
    #expect(field.perform(.insert("7")) == .rejected(reason: .custom("no digits")))
    field.pressReturn()
    field.clear()
    field.endEditing()
    #expect(
      trace.lines == [
        "shouldBegin", "didBegin", "upper didBegin", "noDigits didBegin",
        "shouldChange 0..<0 \"a\"",
        "upper: typing 0..<0 \"a\" → \"a\" caret 1",
        "noDigits: typing 0..<0 \"A\" → \"A\" caret 1",
        "didChangeSelection A|",
        "shouldChange 1..<1 \"!\"",
        "shouldChange 1..<1 \"7\"",
        "upper: typing 1..<1 \"7\" → \"A7\" caret 2",
        "noDigits: typing 1..<1 \"7\" → \"A7\" caret 2",
        "shouldReturn",
        "shouldClear",
        "upper: clear 0..<1 \"\" → \"\" caret 0",
        "noDigits: clear 0..<1 \"\" → \"\" caret 0",
        "didChangeSelection |",
        "shouldEnd", "didEnd committed",
      ])
  }

  @Test func filtersAndDelegateCanBeSetInEitherOrder() throws {
    let user = DelegateRecorder()
    user.shouldChange = { _, string in string != "x" }
    let first = TextFieldModel()
    first.filters = [try MaxLengthFilter(2)]
    first.delegate = user
    let second = TextFieldModel()
    second.delegate = user
    second.filters = [try MaxLengthFilter(2)]
    for field in [first, second] {
      field.beginEditing()
      field.type("axbc")
      #expect(field.text == "ab")
    }
  }

  @Test func aFreedUserDelegateLeavesTheFiltersAlone() throws {
    let field = TextFieldModel(filters: [try MaxLengthFilter(3)])
    do {
      let user = DelegateRecorder()
      user.shouldChange = { _, _ in false }
      user.shouldReturn = false
      field.delegate = user
      field.beginEditing()
      #expect(field.perform(.insert("a")) == .rejected(reason: nil))
      #expect(!field.pressReturn())
    }
    #expect(field.delegate == nil)
    #expect(field.perform(.insert("a")) == .applied)
    field.type("bcd")
    #expect(field.text == "abc")
    #expect(field.pressReturn())
  }

  @Test func filtersStayAliveWithNoOtherReference() throws {
    let field = TextFieldModel()
    do { field.filters = [try MaxLengthFilter(2), try CharacterFilter(.banned, characters: "x")] }
    field.beginEditing()
    field.type("axbc")
    #expect(field.text == "ab")
    #expect(field.filters.count == 2)
  }

  /// A filter set as the (weak) delegate is freed at once; in `filters` it stays.
  ///
  /// Written directly (`field.delegate = try MaxLengthFilter(2)`) the compiler warns
  /// "instance will be immediately deallocated because property 'delegate' is 'weak'"; the
  /// delegate's documentation says filters go in `filters`.
  @Test func aFilterSetAsTheDelegateIsFreedButInFiltersItStays() throws {
    let field = TextFieldModel()
    field.delegate = try Self.limit(2)
    #expect(field.delegate == nil)
    field.filters = [try MaxLengthFilter(2)]
    field.beginEditing()
    field.type("abc")
    #expect(field.text == "ab")
  }

  private static func limit(_ limit: Int) throws -> MaxLengthFilter {
    try MaxLengthFilter(limit)
  }

  @Test func replacingTheFiltersMidEditAppliesToTheNextEdit() throws {
    let field = TextFieldModel.editing(filters: [try MaxLengthFilter(5)])
    field.type("abcd")
    field.filters = [try MaxLengthFilter(2)]
    #expect(field.text == "abcd")
    #expect(field.perform(.insert("e")) == .rejected(reason: .tooLong(limit: 2)))
    #expect(field.perform(.deleteBackward) == .applied)
    #expect(field.text == "abc")
    #expect(
      field.setText(field.text)
        == .rewritten(EditNotice(droppedCount: 1, reason: .tooLong(limit: 2))))
    #expect(field.text == "ab")
    field.filters = []
    field.type("cdefg")
    #expect(field.text == "abcdefg")
  }

  @Test func filtersReplacedWhileAnEditIsDecidedDecideTheNextOne() throws {
    let trace = Trace()
    let old = TracingFilter("old", trace: trace)
    let new = TracingFilter("new", trace: trace)
    let field = TextFieldModel.editing(filters: [old])
    let user = DelegateRecorder()
    user.shouldChange = { _, _ in
      field.filters = [new]
      return true
    }
    field.delegate = user
    trace.reset()
    field.type("ab")
    #expect(field.text == "ab")
    #expect(
      trace.lines == [
        "old: typing 0..<0 \"a\" → \"a\" caret 1", "new: typing 1..<1 \"b\" → \"ab\" caret 2",
      ])
  }

  @Test func formatStatusIsTheUserDelegatesElseTheLastFormattingFilters() throws {
    let trace = Trace()
    let early = TracingFilter(
      "early", trace: trace, status: FormatStatus(value: "early", isComplete: false))
    let late = TracingFilter(
      "late", trace: trace, status: FormatStatus(value: "late", isComplete: true))
    let plain = TracingFilter("plain", trace: trace)
    let field = TextFieldModel(filters: [early, late, plain])
    #expect(field.value == "late")
    #expect(field.isComplete)
    let user = StatusDelegate()
    field.delegate = user
    #expect(field.value == "user")
    #expect(!field.isComplete)
  }

  @Test func theInitialTextGoesThroughTheFilters() throws {
    let field = TextFieldModel(text: "abcdef", filters: [try MaxLengthFilter(3)])
    #expect(field.state == TextFieldState(notation: "abc|"))
    let masked = TextFieldModel(
      text: "5551234567", filters: [try MaskFilter(format: "+1 ([000]) [000]-[0000]")])
    #expect(masked.text == "+1 (555) 123-4567")
    #expect(masked.value == "5551234567")
    let plain = TextFieldModel(text: "a\tb\u{7}c")
    #expect(plain.text == "a bc")
  }
}

private final class StatusDelegate: TextFieldDelegate {
  func textField(_ textField: TextFieldModel, formatStatusFor text: String) -> FormatStatus? {
    FormatStatus(value: "user", isComplete: false)
  }
}
