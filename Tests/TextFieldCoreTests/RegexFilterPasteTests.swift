import TestSupport
import Testing

@testable import TextFieldCore

/// Large and hostile pastes through filters built on ``LinearRegex``.
@Suite struct RegexFilterPasteTests {
  @Test func fortyThousandCharacterPasteKeepsItsLongestMatchingPart() throws {
    let digits = String(repeating: "1234567890", count: 3_000)
    let pasted = digits + "x" + String(repeating: "5", count: 9_999)
    #expect(pasted.count == 40_000)
    let field = TextFieldModel.editing("<", caret: 1, filters: [try RegexFilter("<[0-9]*>?")])
    field.type(">")
    field.setCaret(1)
    let outcome = field.perform(.paste(pasted))
    #expect(
      outcome
        == .rewritten(EditNotice(droppedCount: 10_000, reason: .regexMismatch)))
    #expect(field.state == TextFieldState(text: "<" + digits + ">", caret: 30_001))
  }

  @Test func fortyThousandMatchingCharactersAreAcceptedWhole() throws {
    let pasted = String(repeating: "a", count: 40_000)
    let field = TextFieldModel.editing(filters: [try RegexFilter("(a+)+$")])
    #expect(field.perform(.paste(pasted)) == .applied)
    #expect(field.text.count == 40_000)
  }

  @Test func hostilePasteIsTrimmedWithoutBacktracking() throws {
    let pasted = String(repeating: "a", count: 20_000) + "!"
    let field = TextFieldModel.editing(filters: [try RegexFilter("(a|aa)*")])
    #expect(
      field.perform(.paste(pasted))
        == .rewritten(EditNotice(droppedCount: 1, reason: .regexMismatch)))
    #expect(field.text == String(repeating: "a", count: 20_000))
  }

  @Test(arguments: [
    // (text, caret, pasted, pattern, expected text, dropped)
    ("", 0, "12a34", "[0-9]*", "12", 3),
    ("12", 2, "345", "[0-9]{0,4}", "1234", 1),
    ("1", 0, "9x", "[0-9]{0,2}", "91", 1),
    ("ab", 1, "xyz", "a[xy]*b", "axyb", 1),
    ("", 0, "日本語x", "[日本語]+", "日本語", 1),
    ("", 0, "e\u{301}e\u{301}!", "é*", "ée\u{301}", 1),
  ])
  func pasteMatchesTheBruteForceAnswer(
    text: String, caret: Int, pasted: String, pattern: String, expected: String, dropped: Int
  ) throws {
    let field = TextFieldModel.editing(text, caret: caret, filters: [try RegexFilter(pattern)])
    let outcome = field.perform(.paste(pasted))
    #expect(
      outcome
        == .rewritten(EditNotice(droppedCount: dropped, reason: .regexMismatch))
    )
    #expect(field.text == expected)
  }

  @Test func aPasteThatMergesWithItsNeighbourStillLeavesAMatchingText() throws {
    // U+0301 joins the `e` before it: the filter judges the text the field will hold.
    let field = TextFieldModel.editing("e", caret: 1, filters: [try RegexFilter("[eé]x?")])
    field.perform(.paste("\u{301}xx"))
    #expect(try LinearRegex("[eé]x?").wholeMatch(field.text))
  }

  @Test func patternRawRegexFollowsALongPasteInOnePass() throws {
    // 2,000 slots: a whole match per pasted Character made this quadratic.
    let slots = 2_000
    let pattern = String(repeating: "#-", count: slots)
    let filter = try PatternFilter(pattern: pattern, rawPattern: "(1|2)*3?")
    let field = TextFieldModel.editing(filters: [filter])
    let pasted = String(repeating: "12", count: slots / 2 - 1) + "3" + "31"
    field.perform(.paste(pasted))
    let raw = filter.extractedValue(from: field.text)
    #expect(raw == String(repeating: "12", count: slots / 2 - 1) + "3")
    #expect(raw.count == slots - 1)
  }
}
