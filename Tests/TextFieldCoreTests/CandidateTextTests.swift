import Testing

@testable import TextFieldCore

/// `TextFieldModel.acceptedText(forCandidate:)`: the dry run suggestions and history recall use.
@Suite struct CandidateTextTests {
  @Test func aMaskFormatsACandidateItAccepts() throws {
    let field = try TextFieldModel(mask: "+1 ([000]) [000]-[0000]")
    #expect(field.acceptedText(forCandidate: "5551234567") == "+1 (555) 123-4567")
    #expect(field.acceptedText(forCandidate: "+1 (555) 123-4567") == "+1 (555) 123-4567")
    #expect(field.text == "")
  }

  @Test func aMaskRefusesACandidateItWouldTrim() throws {
    let field = try TextFieldModel(mask: "[000]")
    #expect(field.acceptedText(forCandidate: "12345") == nil)
    #expect(field.acceptedText(forCandidate: "abc") == nil)
    #expect(field.acceptedText(forCandidate: "123") == "123")
  }

  @Test func maxLengthAndControlsRefuseACandidate() throws {
    let field = try TextFieldModel(maxLength: 3)
    #expect(field.acceptedText(forCandidate: "abcd") == nil)
    #expect(field.acceptedText(forCandidate: "a\u{1B}b") == nil)
    #expect(field.acceptedText(forCandidate: "a\tb") == "a b")
  }

  @Test func aSecureFieldTakesNoCandidate() {
    let field = TextFieldModel()
    field.echoMode = .secure(symbol: "*")
    #expect(field.acceptedText(forCandidate: "hunter2") == nil)
  }

  @Test func theDryRunAsksNotTheDelegateAndEmitsNothing() throws {
    final class Refuser: TextFieldDelegate {
      var asked = 0
      func textField(
        _ textField: TextFieldModel, shouldChangeCharactersIn range: Range<Int>,
        replacementString string: String
      ) -> Bool {
        asked += 1
        return false
      }
    }
    let refuser = Refuser()
    let field = TextFieldModel()
    field.delegate = refuser
    var events = 0
    _ = field.addObserver { _, _ in events += 1 }
    #expect(field.acceptedText(forCandidate: "x") == "x")
    #expect(refuser.asked == 0)
    #expect(events == 0)
  }
}
