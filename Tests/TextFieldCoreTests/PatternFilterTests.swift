import TestSupport
import Testing

@testable import TextFieldCore

@Suite struct PatternFilterTests {
  static let phone = "+1 (###) ###-####"
  static let card = "#### #### #### ####"

  static func phoneField(_ notation: String = "|") throws -> TextFieldModel {
    TextFieldModel.editing(
      notation: notation, filters: [try PatternFilter(pattern: phone, rawPattern: "[0-9]*")])
  }

  @Test func typingInsertsLiteralsAsTheUserReachesThem() throws {
    let field = try Self.phoneField()
    var states: [String] = []
    for digit in "5551234567" {
      field.perform(.insert(String(digit)))
      states.append(field.state.description)
    }
    #expect(
      states == [
        "+1 (5|", "+1 (55|", "+1 (555|", "+1 (555) 1|", "+1 (555) 12|", "+1 (555) 123|",
        "+1 (555) 123-4|", "+1 (555) 123-45|", "+1 (555) 123-456|", "+1 (555) 123-4567|",
      ])
    #expect(field.value == "5551234567")
    #expect(field.isComplete)
    #expect(field.tailPlaceholder == "")
    field.perform(.deleteBackward)
    #expect(!field.isComplete)
    #expect(field.tailPlaceholder == "_")
    field.perform(.insert("7"))
    #expect(field.perform(.insert("8")) == .rejected(reason: .patternFull(capacity: 10)))
    #expect(field.text == "+1 (555) 123-4567")
  }

  @Test(arguments: [
    "(555) 123-4567", "+1 (555) 123-4567", "15551234567", "5551234567", "555.123.4567",
    "+1 555 123 4567",
  ])
  func pastingFormattedOrUnformattedText(_ pasted: String) throws {
    let field = try Self.phoneField()
    field.perform(.paste(pasted))
    #expect(field.state.description == "+1 (555) 123-4567|")
    #expect(field.value == "5551234567")
  }

  @Test func rawPatternRejectsTypingAndFiltersPastes() throws {
    let field = try Self.phoneField()
    #expect(field.perform(.insert("x")) == .rejected(reason: .patternMismatch("x")))
    let outcome = field.perform(.paste("55a5"))
    #expect(
      outcome == .rewritten(EditNotice(droppedCount: 1, reason: .patternMismatch("a"))))
    #expect(field.state.description == "+1 (555|")
  }

  /// Each row: the state before, the command, the state after.
  @Test(arguments: [
    ("+1 (555) 123-4567|", EditingCommand.deleteBackward, "+1 (555) 123-456|"),
    ("+1 (555) 1|", .deleteBackward, "+1 (555|"),
    ("+1 (5|", .deleteBackward, "|"),
    // Backspace right after literals deletes the digit before them.
    ("+1 (555) |123", .deleteBackward, "+1 (55|1) 23"),
    ("+1 (555)| 123", .deleteBackward, "+1 (55|1) 23"),
    // Delete right before literals deletes the digit after them.
    ("+1 (555|) 123", .deleteForward, "+1 (555|) 23"),
    // Edits in the middle: the caret lands right after the edit.
    ("+1 (55|5) 123", .insert("9"), "+1 (559|) 512-3"),
    ("+1 (555) 1|23", .insert("0"), "+1 (555) 10|2-3"),
    ("+1 (5[55) 1|]23", .deleteBackward, "+1 (5|23"),
    ("+1 (5[55) 1|]23", .paste("00"), "+1 (500|) 23"),
    ("+1 (|555) 123", .paste("(888) "), "+1 (888|) 555-123"),
    ("[+1 (555) 123|]", .insert("7"), "+1 (7|"),
    ("+1 (555) 123|", .deleteWordBackward, "+1 (555|"),
    ("+1 (555) 123|", .killToStart, "|"),
    // Cutting only literals changes nothing: the next render puts them back.
    ("+1 (555[) |]123", .cut, "+1 (555|) 123"),
  ])
  func phoneEdits(before: String, command: EditingCommand, after: String) throws {
    let field = try Self.phoneField(before)
    field.perform(command)
    #expect(field.state.description == after)
  }

  @Test func cardNumberTypingAndPaste() throws {
    let filter = try PatternFilter(pattern: Self.card, rawPattern: "[0-9]*")
    let field = TextFieldModel.editing(filters: [filter])
    field.type("42424242")
    #expect(field.state.description == "4242 4242|")
    field.perform(.selectAll)
    field.perform(.paste("4111-1111-1111-1111"))
    #expect(field.state.description == "4111 1111 1111 1111|")
    #expect(field.value == "4111111111111111")
    field.perform(.move(.start, extending: false))
    field.perform(.move(.wordForward, extending: false))
    #expect(field.caret == 4)
    field.perform(.deleteForward)
    #expect(field.state.description == "4111| 1111 1111 111")
  }

  @Test func programmaticTextAndUndoKeepTheFormat() throws {
    let field = try Self.phoneField()
    field.setText("5551234567")
    #expect(field.state.description == "+1 (555) 123-4567|")
    field.perform(.deleteBackward)
    field.perform(.deleteBackward)
    field.perform(.undo)
    #expect(field.state.description == "+1 (555) 123-456|")
    field.perform(.undo)
    #expect(field.state.description == "+1 (555) 123-4567|")
    field.perform(.redo)
    #expect(field.state.description == "+1 (555) 123-456|")
  }

  @Test func changingThePatternReformatsTheText() throws {
    let filter = try PatternFilter(pattern: Self.phone)
    let field = TextFieldModel.editing(filters: [filter])
    field.type("5551234")
    try filter.setPattern("###.###.####", reformatting: field)
    #expect(field.state.description == "555.123.4|")
    #expect(field.value == "5551234")
    try filter.setPattern("##-##", reformatting: field)
    #expect(field.text == "55-51")
  }

  @Test func nonASCIIRawCharacters() throws {
    let filter = try PatternFilter(pattern: "## / ##")
    let field = TextFieldModel.editing(filters: [filter])
    field.type("日本é👍")
    #expect(field.state.description == "日本 / é👍|")
    field.perform(.move(.characterBackward, extending: false))
    field.perform(.move(.characterBackward, extending: false))
    #expect(field.state.description == "日本 / |é👍")
    // Backspace over the literal " / " deletes 本.
    field.perform(.deleteBackward)
    #expect(field.state.description == "日|é / 👍")
    #expect(field.value == "日é👍")
  }

  @Test func badPatterns() {
    #expect(throws: FilterConfigurationError.emptyPattern) { try PatternFilter(pattern: "") }
    #expect(throws: FilterConfigurationError.patternWithoutSlots("abc")) {
      try PatternFilter(pattern: "abc")
    }
    #expect(throws: FilterConfigurationError.self) {
      try PatternFilter(pattern: "#", rawPattern: "(")
    }
    let filter = try? PatternFilter(pattern: "##")
    #expect(throws: FilterConfigurationError.emptyPattern) { try filter?.setPattern("") }
    #expect(filter?.pattern == "##")
  }

  @Test func formatAndExtract() throws {
    let filter = try PatternFilter(pattern: Self.phone)
    #expect(filter.format("5551234567999") == "+1 (555) 123-4567")
    #expect(filter.format("") == "")
    #expect(filter.extractedValue(from: "+1 (555) 12") == "55512")
    #expect(filter.capacity == 10)
    #expect(
      filter.formatStatus(of: "+1 (555")
        == FormatStatus(value: "555", isComplete: false, tailPlaceholder: ") ___-____"))
    #expect(
      filter.formatStatus(of: "+1 (555) 123-4567")
        == FormatStatus(value: "5551234567", isComplete: true, tailPlaceholder: ""))
    #expect(filter.formatStatus(of: "")?.tailPlaceholder == "")
  }
}

@Suite struct PatternRawCharacterTests {
  @Test func rawCharacterFiltersCheckTheRawValueNotTheLiterals() throws {
    let digits = try CharacterFilter(.allowed, where: \.isWholeNumber, description: "digits")
    let filter = try PatternFilter(pattern: "+1 (###) ###-####", rawCharacterFilters: [digits])
    let field = TextFieldModel.editing(filters: [filter])
    #expect(field.perform(.insert("a")) == .rejected(reason: .onlyAllowed(described: "digits")))
    field.perform(.paste("(555) 123-4567"))
    #expect(field.state.description == "+1 (555) 123-4567|")
    field.perform(.selectAll)
    let outcome = field.perform(.paste("5x5"))
    #expect(
      outcome == .rewritten(EditNotice(droppedCount: 1, reason: .onlyAllowed(described: "digits"))))
    #expect(field.text == "+1 (55")
  }
}
