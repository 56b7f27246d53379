import TestSupport
import Testing
import TextFieldCore

/// `submitLine`: a whole line decided as a paste into the focused field and Enter.
@Suite struct SubmitLineTests {
  static func fiveAtMost(text: String = "") throws -> TextFieldModel {
    TextFieldModel(text: text, filters: [try MaxLengthFilter(5)])
  }

  @Test func aLineThatFitsIsTakenAndEditingEnds() throws {
    let field = try Self.fiveAtMost()
    #expect(field.submitLine("abc") == .accepted(text: "abc", value: "abc"))
    #expect(!field.isEditing)
  }

  @Test func aTrimmedLineIsRefusedOrTakenWithItsNotice() throws {
    let strict = try Self.fiveAtMost(text: "xy")
    #expect(
      strict.submitLine("abcdefgh")
        == .refused(reason: "input does not fit: 3 characters dropped: at most 5 characters"))
    #expect(strict.text == "xy")
    #expect(strict.isEditing)
    let lenient = try Self.fiveAtMost()
    #expect(
      lenient.submitLine("abcdefgh", refusingTrimmedInput: false)
        == .rewritten(
          text: "abcde", value: "abcde", notice: "3 characters dropped: at most 5 characters"))
  }

  @Test func aRefusedPasteRefusesTheLine() throws {
    let digits = TextFieldModel(filters: [try CharacterFilter(.allowed, characters: "0123456789")])
    guard case .refused(let reason) = digits.submitLine("abc") else {
      Issue.record("abc was taken")
      return
    }
    #expect(reason.hasPrefix("input does not fit: "))
    #expect(digits.text == "")
  }

  @Test func anEmptyLineKeepsTheTextHeld() throws {
    let field = try Self.fiveAtMost(text: "abc")
    #expect(field.submitLine("") == .accepted(text: "abc", value: "abc"))
  }

  @Test func aFailedSubmitCheckRefusesWithItsMessageAndRestoresTheText() throws {
    let field = TextFieldModel(
      text: "keep", validators: [.required(label: "Name", on: [.submit])])
    #expect(field.submitLine("   ") == .refused(reason: "Name is required"))
    #expect(field.text == "keep")
  }

  @Test func aVetoedReturnOrEndRefusesTheLine() throws {
    let recorder = DelegateRecorder()
    recorder.shouldReturn = false
    let field = TextFieldModel()
    field.delegate = recorder
    #expect(field.submitLine("a") == .refused(reason: "not accepted yet"))
    #expect(field.text == "")
    recorder.shouldReturn = true
    recorder.shouldEnd = false
    #expect(field.submitLine("b") == .refused(reason: "not accepted yet"))
    recorder.shouldBegin = false
    let closed = TextFieldModel()
    closed.delegate = recorder
    #expect(closed.submitLine("c") == .refused(reason: "the field cannot be edited now"))
  }
}
