import TestSupport
import Testing
import TextFieldCore
import TextFieldTypes

@Suite struct PhoneFilterTests {
  static func field(_ notation: String = "|", region: String? = nil) throws -> TextFieldModel {
    TextFieldModel.editing(notation: notation, filters: [try PhoneFilter(region: region)])
  }

  @Test func typingFormatsWithTheCaretAtTheEnd() throws {
    let field = try Self.field()
    var states: [String] = []
    for key in "+442079460958" {
      field.perform(.insert(String(key)))
      states.append(field.state.description)
    }
    #expect(
      states == [
        "+|", "+4|", "+44 |", "+44 2|", "+44 20|", "+44 20 7|", "+44 20 79|", "+44 20 794|",
        "+44 20 7946|", "+44 20 7946 0|", "+44 20 7946 09|", "+44 20 7946 095|",
        "+44 20 7946 0958|",
      ])
    #expect(
      field.formatStatus
        == FormatStatus(value: "+442079460958", isComplete: true, annotation: "GB"))
  }

  /// Each row: the region, the state before, the command, the state after.
  @Test(
    arguments: [
      ("US", "(650) 253-0000|", EditingCommand.deleteBackward, "(650) 253-000|"),
      // Backspace over a separator deletes the digit before it: the caret never sticks.
      ("US", "(650) |253-0000", .deleteBackward, "(65|2) 530-000"),
      ("US", "(650)| 253-0000", .deleteBackward, "(65|2) 530-000"),
      (nil, "+44 |", .deleteBackward, "+4|"),
      ("US", "(650)| 253-0000", .deleteForward, "(650|) 530-000"),
      // Typing in the middle keeps the caret after the typed digit.
      ("US", "(650) 2|53-000", .insert("9"), "(650) 29|5-3000"),
      ("US", "(650) 253-000|", .insert(" "), "(650) 253-000|"),
      ("US", "(650) [253|]-0000", .deleteBackward, "650|-0000"),
    ] as [(String?, String, EditingCommand, String)])
  func editsKeepTheCaretAfterTheSameDigit(
    region: String?, before: String, command: EditingCommand, after: String
  ) throws {
    let field = try Self.field(before, region: region)
    field.perform(command)
    #expect(field.state.description == after)
  }

  @Test func lettersAndALatePlusAreRefusedWithAReason() throws {
    let field = try Self.field("+44 20|")
    #expect(field.perform(.insert("x")) == .rejected(reason: .phoneDigitsOnly(input: "x")))
    #expect(field.perform(.insert("+")) == .rejected(reason: .phoneDigitsOnly(input: "+")))
    #expect(field.perform(.paste("abc")) == .rejected(reason: .phoneDigitsOnly(input: nil)))
    #expect(field.state.description == "+44 20|")
    #expect(
      field.messages.text(for: RefusalReason.phoneDigitsOnly(input: "x"))
        == "\"x\": a phone number takes digits and a leading +")
  }

  @Test func aPasteKeepsEveryDigit() throws {
    let field = try Self.field()
    // Rewritten, with no notice: nothing that counts was dropped.
    #expect(field.perform(.paste("+44 (0)20 7946 0958")) == .rewritten(nil))
    // The reference shows a national prefix after the country code as typed; the value drops it.
    #expect(field.state.description == "+4402079460958|")
    #expect(
      field.formatStatus
        == FormatStatus(value: "+442079460958", isComplete: true, annotation: "GB"))
    let long = try Self.field(region: "US")
    long.perform(.paste("650 253 0000 1234 5678"))
    #expect(long.state.description == "650253000012345678|")
  }

  @Test func undoRedoAndProgrammaticTextAreFormatted() throws {
    let field = try Self.field(region: "US")
    field.type("650253")
    field.perform(.paste("0000"))
    #expect(field.state.description == "(650) 253-0000|")
    field.perform(.undo)
    #expect(field.state.description == "650-253|")
    field.perform(.redo)
    #expect(field.state.description == "(650) 253-0000|")
    field.setText("+1 416 555 0123")
    #expect(field.text == "+1 416-555-0123")
    #expect(field.formatStatus?.annotation == "CA")
    field.clear()
    #expect(field.state.description == "|")
  }

  @Test func theRegionIsPublic() throws {
    let filter = try PhoneFilter(region: "US")
    #expect(filter.region(of: "(416) 555-0123") == "CA")
    #expect(filter.region(of: "+7 727 123 4567") == "KZ")
    #expect(filter.status(of: "650 253 0000").e164 == "+16502530000")
    #expect(filter.formatted("6502530000") == "(650) 253-0000")
    #expect(throws: PhoneRegionError.unknownRegion("ZZ")) { try PhoneFilter(region: "ZZ") }
  }
}
