import Testing

@testable import TextFieldCore

/// A secure field's refusals never quote what was typed: not in its events, its validation
/// message or the decision of a submitted line.
@Suite struct SecretRefusalTests {
  static func secureMask() throws -> TextFieldModel {
    let field = try TextFieldModel(mask: "[0000]")
    field.echoMode = .secure(symbol: "•")
    field.beginEditing()
    return field
  }

  @Test func anIncompleteSecretIsQuotedAsItsSymbols() throws {
    let field = try Self.secureMask()
    field.perform(.paste("12"))
    let failure = try #require(field.validate(.submit))
    #expect(failure.message == #"incomplete: "••" still needs "__""#)
  }

  @Test func aRefusedKeyIsQuotedAsItsSymbol() throws {
    let field = try Self.secureMask()
    var heard: [String] = []
    _ = field.addObserver { event, model in
      if case .feedback(let feedback) = event { heard.append(model.message(for: feedback)) }
    }
    field.perform(.insert("x"))
    #expect(heard == [#""•": only digits here"#])
  }

  @Test func aSubmittedLineIsRefusedWithoutItsText() throws {
    let field = try TextFieldModel(mask: "[0000]")
    field.echoMode = .none
    #expect(field.submitLine("12") == .refused(reason: #"incomplete: "…" still needs "__""#))
    guard case .refused(let reason) = field.submitLine("12ab") else {
      Issue.record("a line the mask cannot take whole is refused")
      return
    }
    #expect(!reason.contains("12") && !reason.contains("ab"))
  }

  @Test func aFieldThatShowsItsTextQuotesIt() throws {
    let field = try TextFieldModel(mask: "[0000]")
    field.beginEditing()
    field.perform(.paste("12"))
    #expect(field.validate(.submit)?.message == #"incomplete: "12" still needs "__""#)
  }
}
