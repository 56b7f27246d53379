import TestSupport
import Testing
import TextFieldCore

/// Another reason with the same data as ``OddDigit``: a different reason all the same.
private struct OddLetter: FieldRefusal {
  var digit: Character
  func message(in messages: FieldMessages) -> String { "\"\(digit)\" is an odd letter" }
}

/// A reason TextFieldCore does not define (a user's own filter's, ``OddDigit``) is worded,
/// translated, compared and merged like the core's own.
@Suite struct OpenRefusalTests {
  @Test func aUserReasonIsWordedAndTranslatedThroughTheFieldsTable() {
    let field = TextFieldModel(text: "", filters: [EvenDigitsFilter()])
    field.beginEditing()
    let odd = RefusalReason(OddDigit(digit: "3"))
    #expect(field.perform(.insert("3")) == .rejected(reason: odd))
    #expect(field.text == "")
    #expect(field.message(for: .rejected(reason: odd)) == "\"3\" is odd")

    var french = FieldMessages.french
    french[OddDigitWords.self] = { "« \($0) » est impair" }
    field.messages = french
    #expect(field.message(for: .rejected(reason: odd)) == "« 3 » est impair")
    #expect(
      field.message(for: .trimmed(EditNotice(droppedCount: 2, reason: odd)))
        == "2 caractères retirés : « 3 » est impair")
    // A table is a value: English keeps its words.
    #expect(FieldMessages.english.text(for: odd) == "\"3\" is odd")
    #expect(FieldMessages.english[OddDigitWords.self]("5") == "\"5\" is odd")
  }

  @Test func userReasonsMergeWithCoreReasons() {
    let odd = RefusalReason(OddDigit(digit: "7"))
    let merged = RefusalReason.tooLong(limit: 4).merged(with: odd)
    #expect(merged == .several([.tooLong(limit: 4), odd]))
    #expect(merged.merged(with: odd) == merged)
    #expect(
      merged.merged(with: .tooLong(limit: 2)).merged(with: .controlCharacters)
        == .several([.tooLong(limit: 2), odd, .controlCharacters]))
    #expect(FieldMessages.english.text(for: merged) == "at most 4 characters; \"7\" is odd")
    #expect(FieldMessages.french.text(for: merged) == "au plus 4 caractères ; \"7\" is odd")
  }

  @Test func reasonsCompareByTheirTypeAndValue() {
    let digit = RefusalReason(OddDigit(digit: "1"))
    let letter = RefusalReason(OddLetter(digit: "1"))
    #expect(digit == RefusalReason(OddDigit(digit: "1")))
    #expect(digit != RefusalReason(OddDigit(digit: "9")))
    #expect(digit != letter)
    #expect(digit != .custom("\"1\" is odd"))
    #expect(Set([digit, letter, digit, RefusalReason(OddLetter(digit: "1"))]).count == 2)
    #expect(digit.merged(with: letter).parts == [digit, letter])
    guard case .other(let refusal) = digit else {
      Issue.record("a user's reason is .other, not \(digit)")
      return
    }
    #expect(refusal.base as? OddDigit == OddDigit(digit: "1"))
  }

  @Test func anOpenReasonCostsOneReference() {
    // A reason of any type fits in a pointer, so reasons (and every edit's decision) do not grow.
    #expect(MemoryLayout<AnyFieldRefusal>.size == MemoryLayout<Int>.size)
    #expect(MemoryLayout<RefusalReason>.size <= MemoryLayout<(String?, MaskExpectation)>.size + 1)
  }
}
