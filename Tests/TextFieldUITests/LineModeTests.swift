import TestSupport
import Testing
import TextFieldCore

@testable import TextFieldUI

/// Lines in from a script, lines out into a transcript.
final class LineScript {
  var input: [String]
  var transcript: [String] = []
  var lines: [LineMode.Line] = []

  init(_ input: [String]) { self.input = input }

  func lineMode(asksAgain: Bool = true, refusesTrimmedInput: Bool = false) -> LineMode {
    var mode = LineMode(
      read: { [self] in input.isEmpty ? nil : input.removeFirst() },
      write: { [self] line in
        lines.append(line)
        transcript.append(line.text)
      })
    mode.asksAgain = asksAgain
    mode.refusesTrimmedInput = refusesTrimmedInput
    return mode
  }
}

/// The accessible line mode: a prompt per line, the reason for a refusal, ask again.
@Suite struct LineModeTests {
  /// Name (at most 5, required), Phone (a mask that must be complete), Note (free).
  static func form(name: String = "") throws -> Form {
    let pasteboard = Pasteboard()
    let nameModel = TextFieldModel(
      placeholder: "at most 5", validators: [.required(message: "enter a name")],
      pasteboard: pasteboard)
    nameModel.retainDelegate(TextFieldProxy(filters: [try MaxLengthFilter(5)]))
    nameModel.setText(name)
    let phone = TextFieldModel(
      placeholder: "+1 (___) ___-____", validators: [.complete(on: [])], pasteboard: pasteboard)
    phone.retainDelegate(
      TextFieldProxy(filters: [try MaskFilter(format: "+1 ([000]) [000]-[0000]")]))
    return Form(fields: [
      FormField(label: "Name", model: nameModel), FormField(label: "Phone", model: phone),
      FormField(label: "Note", model: TextFieldModel(pasteboard: pasteboard)),
    ])
  }

  @Test func refusedLinesSayWhyAndAskAgain() throws {
    let script = LineScript(["", "Annabel", "555", "5551234567", "hi \u{1B}[2J"])
    let outcome = try script.lineMode().run(try Self.form())
    #expect(
      script.transcript == [
        "Name (at most 5):",
        "Name: enter a name",
        "Name (at most 5):",
        "Name: 2 characters dropped: at most 5 characters",
        "Phone (+1 (___) ___-____):",
        "Phone: incomplete: \"+1 (555) \" still needs \"___-____\"",
        "Phone (+1 (___) ___-____):",
        "Note:",
        "Note: 1 character dropped: control characters are not allowed",
      ])
    #expect(
      outcome
        == .submitted([
          FieldValue(label: "Name", text: "Annab", value: "Annab"),
          FieldValue(label: "Phone", text: "+1 (555) 123-4567", value: "5551234567"),
          FieldValue(label: "Note", text: "hi [2J", value: "hi [2J"),
        ]))
  }

  @Test func trimmedInputCanBeRefusedInstead() throws {
    let script = LineScript(["Annabel", "Ann"])
    let form = try Self.form()
    _ = try script.lineMode(refusesTrimmedInput: true).run(form)
    #expect(
      Array(script.transcript.prefix(4)) == [
        "Name (at most 5):",
        "Name: input does not fit: 2 characters dropped: at most 5 characters",
        "Name (at most 5):",
        "Phone (+1 (___) ___-____):",
      ])
    #expect(form.fields[0].model.text == "Ann")
  }

  @Test func endOfInputCancelsAndSaysSo() throws {
    let script = LineScript(["Ann", "555"])
    let form = try Self.form()
    #expect(try script.lineMode().run(form) == .inputEnded)
    #expect(
      script.transcript == [
        "Name (at most 5):",
        "Phone (+1 (___) ___-____):",
        "Phone: incomplete: \"+1 (555) \" still needs \"___-____\"",
        "Phone (+1 (___) ___-____):",
        "Phone: input ended, cancelled",
      ])
    #expect(!form.fields[1].model.isEditing)
    #expect(form.fields[1].model.text == "")
  }

  @Test func withoutAskingAgainTheFirstRefusalEndsTheRun() throws {
    let script = LineScript(["Ann", "555", "5551234567"])
    #expect(try script.lineMode(asksAgain: false).run(try Self.form()) == .inputEnded)
    #expect(
      script.lines.last
        == LineMode.Line(
          .refusal, field: 1, label: "Phone",
          detail: "incomplete: \"+1 (555) \" still needs \"___-____\""))
    #expect(script.input == ["5551234567"])
  }

  @Test func anEmptyLineKeepsAValueTheFieldHolds() throws {
    let script = LineScript(["", "5551234567", ""])
    let outcome = try script.lineMode().run(try Self.form(name: "Bo\u{7}b"))
    #expect(script.transcript[0] == "Name (Enter keeps \"Bob\"):")
    guard case .submitted(let values) = outcome else {
      Issue.record("not submitted: \(outcome)")
      return
    }
    #expect(values.map(\.text) == ["Bob", "+1 (555) 123-4567", ""])
  }

  @Test func controlsInLabelsAndReasonsAreEscaped() throws {
    let model = TextFieldModel(validators: [.required(message: "say \u{1B}]0;x\u{7}")])
    let script = LineScript([""])
    let prompt = Prompt(label: "Na\u{1B}[31mme", model: model)
    #expect(try script.lineMode(asksAgain: false).run(prompt) == .inputEnded)
    #expect(
      script.transcript == [
        "Na\\u{1B}[31mme:", "Na\\u{1B}[31mme: say \\u{1B}]0;x\\u{7}",
      ])
  }

  @Test func aPromptGivesItsValue() throws {
    let script = LineScript(["42"])
    let prompt = Prompt(label: "Answer", model: TextFieldModel())
    #expect(
      try script.lineMode().run(prompt)
        == .submitted(FieldValue(label: "Answer", text: "42", value: "42")))
    #expect(script.transcript == ["Answer:"])
  }

  struct ReadFailure: Error, Equatable {}

  @Test func aReaderErrorEndsTheRun() throws {
    var mode = LineMode(read: { throw ReadFailure() }, write: { _ in })
    mode.asksAgain = true
    #expect(throws: ReadFailure()) { try mode.run(try Self.form()) }
  }
}
