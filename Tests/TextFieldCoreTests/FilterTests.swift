import TestSupport
import Testing

@testable import TextFieldCore

/// Short texts, ASCII and not, with every caret position.
private let samples = ["", "a", "ab", "é日", "👩‍👩‍👧e\u{301}"]
private let positions: [(text: String, caret: Int)] = samples.flatMap { text in
  (0...text.count).map { (text, $0) }
}

private func inserting(_ string: String, into text: String, at caret: Int) -> String {
  var characters = Array(text)
  characters.insert(contentsOf: Array(string), at: caret)
  return String(characters)
}

@Suite struct MaxLengthFilterTests {
  @Test(arguments: positions)
  func typingAtEveryCaretPosition(text: String, caret: Int) throws {
    let field = TextFieldModel.editing(text, caret: caret, filters: [try MaxLengthFilter(3)])
    let outcome = field.perform(.insert("日"))
    if text.count < 3 {
      #expect(outcome == .applied)
      #expect(
        field.state == TextFieldState(text: inserting("日", into: text, at: caret), caret: caret + 1)
      )
    } else {
      #expect(outcome == .rejected(reason: .tooLong(limit: 3)))
      #expect(field.state == TextFieldState(text: text, caret: caret))
    }
  }

  @Test(arguments: positions)
  func pasteIsTrimmedToWhatFits(text: String, caret: Int) throws {
    let field = TextFieldModel.editing(text, caret: caret, filters: [try MaxLengthFilter(3)])
    let room = 3 - text.count
    let outcome = field.perform(.paste("xé👍z"))
    let kept = String("xé👍z".prefix(max(0, room)))
    #expect(
      field.state
        == TextFieldState(text: inserting(kept, into: text, at: caret), caret: caret + kept.count))
    if room <= 0 {
      #expect(outcome == .rejected(reason: .tooLong(limit: 3)))
    } else {
      #expect(
        outcome == .rewritten(EditNotice(droppedCount: 4 - room, reason: .tooLong(limit: 3))))
    }
  }

  @Test(arguments: positions)
  func deletionsAreAlwaysAllowed(text: String, caret: Int) throws {
    // A limit below the text's length: deleting must still work.
    let field = TextFieldModel.editing(text, caret: caret, filters: [try MaxLengthFilter(0)])
    let outcome = field.perform(.deleteBackward)
    #expect(outcome == (caret == 0 ? .ignored : .applied))
    #expect(field.text.count == text.count - (caret == 0 ? 0 : 1))
  }

  @Test func rejectWholePastePolicy() throws {
    let field = TextFieldModel.editing(
      "ab", filters: [try MaxLengthFilter(3, pastePolicy: .rejectWhole)])
    #expect(field.perform(.paste("cd")) == .rejected(reason: .tooLong(limit: 3)))
    #expect(field.perform(.paste("c")) == .applied)
  }

  @Test func programmaticTextIsTruncatedAndReported() throws {
    let field = TextFieldModel.editing(filters: [try MaxLengthFilter(5)])
    let outcome = field.setText("abcdefgh")
    #expect(outcome == .rewritten(EditNotice(droppedCount: 3, reason: .tooLong(limit: 5))))
    #expect(field.state == TextFieldState(text: "abcde"))
  }

  @Test func absurdLimits() throws {
    #expect(throws: FilterConfigurationError.negativeLimit(-1)) { try MaxLengthFilter(-1) }
    let huge = try MaxLengthFilter(Int.max)
    let field = TextFieldModel.editing(filters: [huge])
    field.perform(.paste(String(repeating: "x", count: 1000)))
    #expect(field.text.count == 1000)
    #expect(
      FilterConfigurationError.negativeLimit(-1).description
        == "a maximum length must be 0 or more, not -1")
  }
}

@Suite struct CharacterFilterTests {
  @Test(arguments: positions)
  func allowedTypingAtEveryCaretPosition(text: String, caret: Int) throws {
    let filter = try CharacterFilter(.allowed, characters: "xé")
    let field = TextFieldModel.editing(text, caret: caret, filters: [filter])
    // Precomposed é and e + combining acute are the same Character.
    #expect(field.perform(.insert("e\u{301}")) == .applied)
    #expect(field.perform(.insert("q")) == .rejected(reason: .onlyAllowed(described: "\"xé\"")))
    #expect(
      field.state == TextFieldState(text: inserting("é", into: text, at: caret), caret: caret + 1))
  }

  @Test(arguments: positions)
  func bannedPasteKeepsTheRestAtEveryCaretPosition(text: String, caret: Int) throws {
    let filter = try CharacterFilter(.banned, where: \.isNumber, description: "digits")
    let field = TextFieldModel.editing(text, caret: caret, filters: [filter])
    let outcome = field.perform(.paste("a1日2٣"))
    #expect(
      outcome == .rewritten(EditNotice(droppedCount: 3, reason: .banned(described: "digits"))))
    #expect(
      field.state == TextFieldState(text: inserting("a日", into: text, at: caret), caret: caret + 2))
  }

  @Test func existingTextNeverBlocksTyping() throws {
    let field = TextFieldModel.editing(
      "1", filters: [try CharacterFilter(.banned, characters: "1")])
    #expect(field.perform(.insert("a")) == .applied)
    #expect(field.text == "1a")
  }

  @Test func rejectWholeAndConfigurationErrors() throws {
    let filter = try CharacterFilter(.allowed, characters: "ab", pastePolicy: .rejectWhole)
    let field = TextFieldModel.editing(filters: [filter])
    #expect(field.perform(.paste("abc")) == .rejected(reason: .onlyAllowed(described: "\"ab\"")))
    #expect(field.perform(.paste("ba")) == .applied)
    #expect(throws: FilterConfigurationError.emptyCharacterSet) {
      try CharacterFilter(.allowed, characters: "")
    }
    #expect(throws: FilterConfigurationError.negativeLimit(-2)) {
      try CharacterFilter(.allowed, characters: "a", maxLength: -2)
    }
  }

  @Test func programmaticTextIsFilteredWhole() throws {
    let field = TextFieldModel.editing(filters: [
      try CharacterFilter(.banned, characters: "aeiou", maxLength: 4)
    ])
    let outcome = field.setText("education")
    #expect(field.text == "dctn")
    #expect(
      outcome == .rewritten(EditNotice(droppedCount: 5, reason: .banned(described: "\"aeiou\""))))
  }
}

@Suite struct RegexFilterTests {
  static let amount = "[0-9]{0,3}(\\.[0-9]{0,2})?"

  @Test(arguments: [
    ("", "1", "1|"), ("12", "3", "123|"), ("123", "4", "123|"), ("12", ".", "12.|"),
    ("1.5", "5", "1.55|"), ("1.55", "5", "1.55|"),
  ])
  func typingMustKeepAMatchingPrefix(text: String, typed: String, after: String) throws {
    let field = TextFieldModel.editing(text, filters: [try RegexFilter(Self.amount)])
    field.perform(.insert(typed))
    #expect(field.state.description == after)
  }

  @Test(arguments: positions)
  func everyCaretPositionOnNonASCII(text: String, caret: Int) throws {
    // Any text without digits: a letter of any script is fine, a digit is not.
    let field = TextFieldModel.editing(
      text, caret: caret, filters: [try RegexFilter("\\D*", reason: "no digits")])
    #expect(field.perform(.insert("ß")) == .applied)
    #expect(field.perform(.insert("7")) == .rejected(reason: .custom("no digits")))
    #expect(
      field.state == TextFieldState(text: inserting("ß", into: text, at: caret), caret: caret + 1))
  }

  @Test func pasteKeepsTheLongestMatchingPart() throws {
    let field = TextFieldModel.editing(filters: [try RegexFilter(Self.amount)])
    #expect(
      field.perform(.paste("12.345"))
        == .rewritten(EditNotice(droppedCount: 1, reason: .regexMismatch)))
    #expect(field.text == "12.34")
  }

  @Test func invalidPatternIsATypedError() {
    #expect(throws: FilterConfigurationError.self) { try RegexFilter("[0-9") }
    do {
      _ = try RegexFilter("(a")
      Issue.record("expected an error")
    } catch {
      #expect(error.description.hasPrefix("invalid regular expression \"(a\": "))
    }
  }
}
