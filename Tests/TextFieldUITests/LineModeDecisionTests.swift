import Testing
import TextFieldCore

@testable import TextFieldUI

/// The line mode decides each line with `submitLine`: a trimmed line's notice is written only
/// when the line is taken, so a transcript never says a line was kept and then refuses it.
@Suite struct LineModeDecisionTests {
  static func digitsForm() throws -> Form {
    let model = TextFieldModel(
      validators: [try .regex("[0-9]+", message: "digits only", on: [.submit])],
      filters: [try MaxLengthFilter(5)])
    return Form(fields: [FormField(label: "Code", model: model)])
  }

  @Test func aTrimmedLineThatFailsItsChecksIsOnlyRefused() throws {
    let script = LineScript(["abcdefgh", "12345678"])
    let outcome = try script.lineMode().run(try Self.digitsForm())
    #expect(
      script.transcript == [
        "Code:",
        "Code: digits only",
        "Code:",
        "Code: 3 characters dropped: at most 5 characters",
      ])
    #expect(outcome == .submitted([FieldValue(label: "Code", text: "12345", value: "12345")]))
  }

  @Test func aScriptsTrimmedLineIsRefusedWithWhatWasDropped() throws {
    let script = LineScript(["12345678"])
    let outcome = try script.lineMode(asksAgain: false, refusesTrimmedInput: true)
      .run(try Self.digitsForm())
    #expect(
      script.transcript == [
        "Code:", "Code: input does not fit: 3 characters dropped: at most 5 characters",
      ])
    #expect(outcome == .inputEnded)
  }
}
