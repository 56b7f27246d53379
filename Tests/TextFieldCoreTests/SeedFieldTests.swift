import TestSupport
import Testing

@testable import TextFieldCore

/// The fields of the seed articles: typed, pasted and set by the program.
@Suite struct SeedFieldTests {
  static func name() throws -> [any TextFieldFilter] { [try MaxLengthFilter(10)] }
  static func vowels() throws -> [any TextFieldFilter] {
    [try CharacterFilter(.allowed, characters: "aeiouAEIOU"), try MaxLengthFilter(5)]
  }
  static func noVowels() throws -> [any TextFieldFilter] {
    [try CharacterFilter(.banned, characters: "aeiouAEIOU", maxLength: 7)]
  }
  static func noDigits() throws -> [any TextFieldFilter] {
    [try CharacterFilter(.banned, where: \.isNumber, description: "digits", maxLength: 7)]
  }

  /// Each row: the field, the input, then what typing, pasting and setting it leave.
  @Test(arguments: [
    ("name", "Maximilian Mustermann", "Maximilian", "Maximilian", "Maximilian"),
    ("vowels", "Education", "Euaio", "Euaio", "Euaio"),
    ("vowels", "aeiouAEIOU", "aeiou", "aeiou", "aeiou"),
    ("noVowels", "Strengths and rhythm", "Strngth", "Strngth", "Strngth"),
    ("noDigits", "R2-D2 and C-3PO", "R-D and", "R-D and", "R-D and"),
  ])
  func seedField(
    field name: String, input: String, typed: String, pasted: String, set: String
  ) throws {
    let filters: [any TextFieldFilter] =
      switch name {
      case "name": try Self.name()
      case "vowels": try Self.vowels()
      case "noVowels": try Self.noVowels()
      default: try Self.noDigits()
      }
    let typing = TextFieldModel.editing(filters: filters)
    typing.type(input)
    #expect(typing.text == typed)
    let pasting = TextFieldModel.editing(filters: filters)
    pasting.perform(.paste(input))
    #expect(pasting.state == TextFieldState(text: pasted))
    let setting = TextFieldModel.editing(filters: filters)
    setting.setText(input)
    #expect(setting.text == set)
  }

  @Test func typingRejectionsSayWhy() throws {
    let field = TextFieldModel.editing(filters: try Self.vowels())
    var reasons: [String] = []
    field.addObserver { event, _ in
      if case .feedback(let feedback) = event { reasons.append(feedback.description) }
    }
    field.type("xaeiouo")
    #expect(reasons == ["only \"AEIOUaeiou\" allowed", "at most 5 characters"])
    #expect(field.text == "aeiou")
  }

  @Test func aPasteReportsEveryDrop() throws {
    let field = TextFieldModel.editing(filters: try Self.vowels())
    let outcome = field.perform(.paste("Education"))
    #expect(
      outcome
        == .rewritten(
          EditNotice(droppedCount: 4, reason: .onlyAllowed(described: "\"AEIOUaeiou\""))))
    let more = field.perform(.paste("ooo"))
    #expect(more == .rejected(reason: .tooLong(limit: 5)))
  }
}
