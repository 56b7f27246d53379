import InputMask
import TestSupport
import Testing

@testable import TextFieldCore

@Suite struct MaskFilterTests {
  static let phone = "+1 ([000]) [000]-[0000]"

  static func phoneField(
    _ notation: String = "|", filter: MaskFilter? = nil
  ) throws
    -> TextFieldModel
  {
    TextFieldModel.editing(notation: notation, filters: [try filter ?? MaskFilter(format: phone)])
  }

  @Test func typingFormatsAndAutocompletes() throws {
    let field = try Self.phoneField()
    var states: [String] = []
    for digit in "5551234567" {
      field.perform(.insert(String(digit)))
      states.append(field.state.description)
    }
    #expect(
      states == [
        "+1 (5|", "+1 (55|", "+1 (555) |", "+1 (555) 1|", "+1 (555) 12|", "+1 (555) 123-|",
        "+1 (555) 123-4|", "+1 (555) 123-45|", "+1 (555) 123-456|", "+1 (555) 123-4567|",
      ])
    #expect(field.value == "5551234567")
    #expect(field.isComplete)
  }

  @Test func aKeystrokeTheMaskRefusesSaysWhy() throws {
    let field = try Self.phoneField("+1 (55|")
    #expect(
      field.perform(.insert("x")) == .rejected(reason: .maskRefused(input: "x", expected: .digit)))
    #expect(field.state.description == "+1 (55|")
    field.perform(.paste("51234567"))
    #expect(
      field.perform(.insert("9")) == .rejected(reason: .maskRefused(input: "9", expected: .nothing))
    )
    #expect(
      field.perform(.paste("12")) == .rejected(reason: .maskRefused(input: nil, expected: .nothing))
    )
  }

  /// Each row: the format, what is typed first, what is then typed or pasted, the refusal in
  /// English.
  @Test(arguments: [
    ("[AA]-[00]", "", EditingCommand.insert("7"), "\"7\": only letters here"),
    ("[AA]-[00]", "ab", .paste("x!"), "nothing pasted: only digits here"),
    ("[_][0]", "", .insert("!"), "\"!\": only letters and digits here"),
    ("[C]", "", .insert("z"), "\"z\": does not fit here"),
  ])
  func refusalsNameWhatTheMaskExpects(
    format: String, typed: String, command: EditingCommand, reason: String
  ) throws {
    let notation = Notation(character: "C", characterSet: MaskCharacterSet(charactersIn: "abc"))
    let filter = try MaskFilter(format: format, customNotations: [notation])
    let field = TextFieldModel.editing(filters: [filter])
    field.type(typed)
    guard case .rejected(let refusal?) = field.perform(command) else {
      Issue.record("not refused with a reason")
      return
    }
    #expect(field.messages.text(for: refusal) == reason)
  }

  @Test(arguments: [
    ("+1 (555) 123-4567|", EditingCommand.deleteBackward, "+1 (555) 123-456|"),
    ("+1 (555) 123-|", .deleteBackward, "+1 (555) 123|"),
    // Without autoskip, literals go one Backspace at a time (as the reference does).
    ("+1 (555) |", .deleteBackward, "+1 (555)|"),
    ("+1 (555)|", .deleteBackward, "+1 (555|"),
    ("+1 (55|5) 123-4567", .deleteBackward, "+1 (5|51) 234-567"),
    ("+1 (555) 1|23-4567", .insert("9"), "+1 (555) 19|2-3456"),
    ("+1 (555) [123|]-4567", .deleteBackward, "+1 (555) |456-7"),
  ])
  func editsKeepTheCaretWhereAUserExpectsIt(
    before: String, command: EditingCommand, after: String
  )
    throws
  {
    let field = try Self.phoneField(before)
    field.perform(command)
    #expect(field.state.description == after)
  }

  @Test func autoskipDropsDanglingLiterals() throws {
    let filter = try MaskFilter(format: Self.phone, autoskip: true)
    let field = try Self.phoneField("+1 (555) 1|", filter: filter)
    field.perform(.deleteBackward)
    #expect(field.state.description == "+1 (555|")
  }

  @Test func autocompleteOnBeginEditingAndClear() throws {
    let filter = try MaskFilter(format: Self.phone, autocompletesOnBeginEditing: true)
    let field = TextFieldModel()
    field.filters = [filter]
    field.beginEditing()
    #expect(field.state.description == "+1 (|")
    field.type("555")
    field.clear()
    #expect(field.state.description == "|")
  }

  @Test func statusListenerHearsValueAndCompleteOncePerChange() throws {
    let field = try Self.phoneField()
    var heard: [String] = []
    field.addObserver { event, field in
      if event == .valueChanged { heard.append("\(field.value) \(field.isComplete)") }
    }
    var editingChanged = 0
    field.addObserver { event, _ in if event == .editingChanged { editingChanged += 1 } }
    field.perform(.paste("555123456"))
    field.perform(.insert("7"))
    field.perform(.insert("8"))
    #expect(heard == ["555123456 false", "5551234567 true"])
    #expect(editingChanged == 2)
    #expect(field.tailPlaceholder == "")
  }

  @Test func cutKeepsTheClipboardAndUndoRedoWork() throws {
    let field = try Self.phoneField()
    field.perform(.paste("5551234567"))
    field.select(9..<12)
    #expect(field.perform(.cut).landed)
    #expect(field.pasteboard.clipboard == "123")
    #expect(field.text == "+1 (555) 456-7")
    field.perform(.undo)
    #expect(field.state == TextFieldState(text: "+1 (555) 123-4567", caret: 12, anchor: 9))
    field.perform(.redo)
    #expect(field.text == "+1 (555) 456-7")
  }

  @Test func aPasteLongerThanTheMaskReportsTheDrop() throws {
    let field = try Self.phoneField()
    let outcome = field.perform(.paste("555123456789"))
    #expect(
      outcome == .rewritten(EditNotice(droppedCount: 2, reason: .maskOverflow(format: Self.phone))))
    #expect(field.text == "+1 (555) 123-4567")
    field.perform(.selectAll)
    #expect(field.perform(.paste("(555) 123-4567")) == .rewritten(nil))
  }

  @Test func programmaticTextIsFormatted() throws {
    let field = try Self.phoneField()
    field.setText("5551234")
    #expect(field.state.description == "+1 (555) 123-4|")
  }

  @Test func affineMasksPickTheBestFormat() throws {
    let filter = try MaskFilter(
      format: "+1 ([000]) [000]-[0000]",
      affineFormats: ["+44 [0000] [000000]", "+7 ([000]) [000]-[00]-[00]"],
      strategy: .prefix)
    let field = TextFieldModel.editing(filters: [filter])
    field.perform(.paste("+447911123456"))
    #expect(field.text == "+44 7911 123456")
    field.perform(.selectAll)
    field.perform(.paste("+79161234567"))
    #expect(field.text == "+7 (916) 123-45-67")
    #expect(filter.choice(for: field.text).affineIndex == 1)
  }

  @Test func malformedFormatsAreTypedErrors() {
    #expect(throws: MaskFormatError.self) { try MaskFilter(format: "[00]-[0x0]") }
  }

  @Test func chainsWithOtherFilters() throws {
    let field = TextFieldModel.editing(filters: [
      try CharacterFilter(.banned, characters: "7"), try MaskFilter(format: "[0000]"),
    ])
    field.type("1728")
    #expect(field.text == "128")
  }
}
