import TestSupport
import Testing
import TextFieldCore

/// A ``RegexFilter`` whose pattern describes the finished value: typing goes through every
/// prefix of a match, submitting needs the whole match.
@Suite struct RegexFilterPrefixTests {
  static let phone = "[0-9]{3}-[0-9]{4}"

  @Test func aFullPatternIsTypedKeyByKey() throws {
    let field = TextFieldModel.editing(filters: [try RegexFilter(Self.phone)])
    var states: [String] = []
    for key in "123-4567" {
      #expect(field.perform(.insert(String(key))) == .applied, "\(key)")
      states.append(field.state.description)
    }
    #expect(
      states == ["1|", "12|", "123|", "123-|", "123-4|", "123-45|", "123-456|", "123-4567|"])
  }

  @Test(arguments: [
    // (text, typed): each leaves no way to a match.
    ("", "a"), ("", "-"), ("123", "4"), ("12", "-"), ("123-4567", "8"), ("123-", "-"),
  ])
  func typingThatLeavesNoWayToAMatchIsRefused(text: String, typed: String) throws {
    let field = TextFieldModel.editing(text, filters: [try RegexFilter(Self.phone)])
    #expect(field.perform(.insert(typed)) == .rejected(reason: .regexMismatch))
    #expect(field.state == TextFieldState(text: text, caret: text.count))
  }

  @Test(arguments: [
    // (text, caret, pasted, expected text, caret after, dropped)
    ("", 0, "123-45678", "123-4567", 8, 1),
    ("", 0, "12a3", "12", 2, 2),
    ("12", 2, "3-4x", "123-4", 5, 1),
    ("-45", 0, "1234", "123-45", 3, 1),
    ("123-", 0, "9", "123-", 0, 1),
  ])
  func pasteKeepsItsLongestPartThatIsStillAPrefix(
    text: String, caret: Int, pasted: String, expected: String, after: Int, dropped: Int
  ) throws {
    let field = TextFieldModel.editing(text, caret: caret, filters: [try RegexFilter(Self.phone)])
    #expect(
      field.perform(.paste(pasted))
        == .rewritten(EditNotice(droppedCount: dropped, reason: .regexMismatch)))
    #expect(field.state == TextFieldState(text: expected, caret: after))
  }

  @Test func aPasteIsRefusedWholeWhenThePolicySaysSo() throws {
    let filter = try RegexFilter(Self.phone, pastePolicy: .rejectWhole)
    let field = TextFieldModel.editing(filters: [filter])
    #expect(field.perform(.paste("123-45678")) == .rejected(reason: .regexMismatch))
    #expect(field.perform(.paste("123-")) == .applied)
    #expect(field.state == TextFieldState(text: "123-", caret: 4))
  }

  @Test func deletingTheLiteralIsRefused() throws {
    let field = TextFieldModel.editing("123-4567", caret: 4, filters: [try RegexFilter(Self.phone)])
    #expect(field.perform(.deleteBackward) == .rejected(reason: .regexMismatch))
    field.setCaret(8)
    #expect(field.perform(.deleteBackward) == .applied)
    #expect(field.state == TextFieldState(text: "123-456", caret: 7))
  }

  @Test(arguments: [
    ("", false, true), ("12", false, true), ("123-4567", true, true), ("1234", false, false),
  ])
  func matchesAndAdmits(text: String, matches: Bool, admits: Bool) throws {
    let filter = try RegexFilter(Self.phone)
    #expect(filter.matches(text) == matches)
    #expect(filter.admits(text) == admits)
  }

  @Test func tenThousandCharacterTextAgainstAHostilePattern() throws {
    // `(a+)+b$` is exponential for a backtracking engine on `a…a`; here each edit is one run.
    let many = String(repeating: "a", count: 10_000)
    let field = TextFieldModel.editing(filters: [try RegexFilter("(a+)+b$")])
    #expect(
      field.perform(.paste(many + "!b"))
        == .rewritten(EditNotice(droppedCount: 2, reason: .regexMismatch)))
    #expect(field.perform(.insert("!")) == .rejected(reason: .regexMismatch))
    #expect(field.perform(.insert("b")) == .applied)
    #expect(field.perform(.insert("a")) == .rejected(reason: .regexMismatch))
    #expect(field.state == TextFieldState(text: many + "b", caret: 10_001))
  }
}

@Suite struct CompleteMatchValidatorTests {
  static let phone = "[0-9]{3}-[0-9]{4}"

  @Test(
    arguments: [
      ("", ValidationFailure(.incompleteMatch(text: "", pattern: phone), caret: 0)),
      ("123-", ValidationFailure(.incompleteMatch(text: "123-", pattern: phone), caret: 4)),
      ("123-4567", nil),
      ("12a", ValidationFailure(.noMatch(pattern: phone, label: nil))),
    ] as [(String, ValidationFailure?)])
  func onlyAWholeMatchPasses(text: String, failure: ValidationFailure?) throws {
    let validator = Validator.complete(matching: try RegexFilter(Self.phone))
    #expect(validator.validate(ValidationSubject(text: text)) == failure)
  }

  @Test func emptyMayPassAndTheMessageMayBeReplaced() throws {
    let filter = try RegexFilter(Self.phone)
    let optional = Validator.complete(matching: filter, allowsEmpty: true)
    #expect(optional.validate(ValidationSubject(text: "")) == nil)
    #expect(
      optional.validate(ValidationSubject(text: "1"))
        == ValidationFailure(.incompleteMatch(text: "1", pattern: Self.phone), caret: 1))
    let worded = Validator.complete(matching: filter, message: "a phone number, please")
    #expect(
      worded.validate(ValidationSubject(text: "12"))
        == ValidationFailure(message: "a phone number, please", caret: 2))
    #expect(worded.triggers == [.endEditing])
  }

  @Test func theRegexInitialiserTypesPrefixesAndSubmitsOnlyAMatch() throws {
    let field = try TextFieldModel(regex: Self.phone)
    field.beginEditing()
    field.type("123-")
    #expect(field.text == "123-")
    #expect(
      field.validate(.submit)?.message
        == "incomplete: \"123-\" does not match [0-9]{3}-[0-9]{4} yet")
    #expect(field.validationFailure?.caret == 4)
    field.type("4567")
    #expect(field.validate(.submit) == nil)
    #expect(field.text == "123-4567")
  }

  @Test func aPatternThatAcceptsItsPrefixesNeverFailsTheCheck() throws {
    let field = try TextFieldModel(regex: "[0-9]{0,3}(\\.[0-9]{0,2})?")
    field.beginEditing()
    for key in ["", "1", "2", ".", "5"] {
      field.type(key)
      #expect(field.validate(.submit) == nil, "\(field.text)")
    }
    #expect(field.text == "12.5")
  }
}
