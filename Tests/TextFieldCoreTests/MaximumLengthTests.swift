import TestSupport
import Testing

@testable import TextFieldCore

/// A field holds at most ``TextFieldModel/maximumLength`` Characters, and a regular expression
/// field at most its ``RegexFilter/lengthLimit``: the work of each key stays bounded.
@Suite struct MaximumLengthTests {
  @Test func aFieldHolds128KiCharactersByDefault() {
    let long = String(repeating: "x", count: 131_077)
    let field = TextFieldModel()
    #expect(field.maximumLength == 131_072)
    #expect(
      field.setText(long)
        == .rewritten(EditNotice(droppedCount: 5, reason: .tooLong(limit: 131_072))))
    #expect(field.state == TextFieldState(text: String(long.dropLast(5)), caret: 131_072))
  }

  @Test func typingPastTheBoundIsRefusedAndAPasteKeepsWhatFits() {
    let field = TextFieldModel.editing("abc")
    field.maximumLength = 5
    #expect(
      field.perform(.paste("defg"))
        == .rewritten(EditNotice(droppedCount: 2, reason: .tooLong(limit: 5))))
    #expect(field.state == TextFieldState(text: "abcde", caret: 5))
    #expect(field.perform(.insert("x")) == .rejected(reason: .tooLong(limit: 5)))
    #expect(field.perform(.deleteBackward) == .applied)
    #expect(field.perform(.insert("x")) == .applied)
    #expect(field.state == TextFieldState(text: "abcdx", caret: 5))
  }

  @Test func noBoundWhenItIsNil() {
    let field = TextFieldModel.editing()
    field.maximumLength = nil
    let long = String(repeating: "y", count: 131_073)
    #expect(field.perform(.paste(long)) == .applied)
    #expect(field.text.count == 131_073)
  }

  @Test func aPasteCutBeforeTheFieldCountsWhatWasDroppedOnTheWay() {
    let cut = RefusalReason.pasteTooLong(limitBytes: 16 << 20)
    let field = TextFieldModel.editing()
    #expect(
      field.paste("abc", droppedBeforehand: 7, reason: cut)
        == .rewritten(EditNotice(droppedCount: 7, reason: cut)))
    #expect(field.state == TextFieldState(text: "abc", caret: 3))
    field.maximumLength = 4
    let outcome = field.paste("def", droppedBeforehand: 10, reason: cut)
    #expect(
      outcome
        == .rewritten(EditNotice(droppedCount: 12, reason: .several([.tooLong(limit: 4), cut]))))
    #expect(field.text == "abcd")
    #expect(
      FieldMessages.english.text(
        for: EditNotice(droppedCount: 12, reason: .several([.tooLong(limit: 4), cut])))
        == "12 characters dropped: at most 4 characters; a paste keeps at most 16 MiB")
  }

  @Test func aMaximumLengthFilterCountsThePartCutBeforeTheField() throws {
    let cut = RefusalReason.pasteTooLong(limitBytes: 16 << 20)
    let field = TextFieldModel.editing(filters: [try MaxLengthFilter(3)])
    #expect(
      field.paste("abcdef", droppedBeforehand: 100, reason: cut)
        == .rewritten(EditNotice(droppedCount: 103, reason: .several([cut, .tooLong(limit: 3)]))))
    #expect(field.text == "abc")
  }

  @Test func aRegexFieldHoldsWhatItsProgramCanDecidePerKey() throws {
    let filter = try RegexFilter("[ab]*a[ab]{1000}")
    #expect(filter.regex.programSize == 1005)
    #expect(filter.lengthLimit == 1_990)
    #expect(try RegexFilter("[0-9]*").lengthLimit == 500_000)
    #expect(try RegexFilter(String(repeating: "a?", count: 4_999)).lengthLimit == 200)
  }

  /// A maximum length above the default raises the field's bound, as `--max-length` does.
  @Test func aMaxLengthFieldHoldsItsOwnLimit() throws {
    let limit = TextFieldModel.defaultMaximumLength + 10
    let text = String(repeating: "x", count: limit + 5)
    let field = try TextFieldModel(maxLength: limit, text: text)
    #expect(field.maximumLength == limit)
    #expect(field.text.count == limit)
    #expect(try TextFieldModel(maxLength: 5).maximumLength == TextFieldModel.defaultMaximumLength)
  }

  /// A pattern whose every match is longer than the work bound allows still takes its matches:
  /// the limit is never below the shortest match.
  @Test func aRegexFieldHoldsItsShortestMatch() throws {
    let filter = try RegexFilter("(ab){1000}")
    #expect(filter.regex.shortestMatchLength == 2_000)
    #expect(filter.lengthLimit == 2_000)
    let field = TextFieldModel.editing(filters: [filter])
    let match = String(repeating: "ab", count: 1_000)
    #expect(field.perform(.paste(match)) == .applied)
    #expect(filter.matches(field.text))
    #expect(try LinearRegex("a{3}(b|cd)?[0-9]{2,}|x").shortestMatchLength == 1)
    #expect(try LinearRegex("a{3}(b|cd)[0-9]{2,}$").shortestMatchLength == 6)
    #expect(try LinearRegex("(a{10}b?){100}").shortestMatchLength == 1_000)
  }

  @Test func aRegexFieldRefusesTypingPastItsLimitAndTrimsAPasteToIt() throws {
    let filter = try RegexFilter("[ab]*a[ab]{10}")
    filter.lengthLimit = 30
    let field = TextFieldModel.editing(filters: [filter])
    let pasted = "a" + String(repeating: "b", count: 40)
    #expect(
      field.perform(.paste(pasted))
        == .rewritten(EditNotice(droppedCount: 11, reason: .tooLong(limit: 30))))
    #expect(field.state == TextFieldState(text: String(pasted.prefix(30)), caret: 30))
    #expect(field.perform(.insert("b")) == .rejected(reason: .tooLong(limit: 30)))
    #expect(field.perform(.deleteBackward) == .applied)
    #expect(field.perform(.insert("a")) == .applied)
    #expect(field.text.count == 30)
  }

  @Test func aRegexPasteOverTheLimitIsThenTrimmedByThePattern() throws {
    let filter = try RegexFilter("[0-9]*")
    filter.lengthLimit = 10
    let field = TextFieldModel.editing(filters: [filter])
    let notice = EditNotice(droppedCount: 5, reason: .tooLong(limit: 10))
      .merged(with: EditNotice(droppedCount: 3, reason: .regexMismatch))
    #expect(field.perform(.paste("1234567x9012345")) == .rewritten(notice))
    #expect(field.state == TextFieldState(text: "1234567", caret: 7))
  }
}
