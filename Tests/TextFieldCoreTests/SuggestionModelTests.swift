import TestSupport
import Testing

@testable import TextFieldCore

/// `TextFieldModel.suggestions(limit:)` and `accept(_:)`: candidates through the field's filters,
/// accepting as one user paste.
@Suite struct SuggestionModelTests {
  /// A source that records what it is asked.
  final class Recording: SuggestionSource, @unchecked Sendable {
    let answer: [String]
    var queries: [SuggestionQuery] = []
    init(_ answer: [String]) { self.answer = answer }
    func suggestions(for query: SuggestionQuery, limit: Int) -> [Suggestion] {
      queries.append(query)
      return answer.prefix(limit).map(Suggestion.init)
    }
  }

  @Test func asksEachSourceInOrderAndDropsRepeatsAndTheTextItself() {
    let field = TextFieldModel.editing("ab", caret: 1)
    let first = Recording(["abc", "ab", "abd"])
    let second = Recording(["abd", "abe"])
    field.suggestionSources = [first, second]
    #expect(field.suggestions(limit: 5).map(\.text) == ["abc", "abd", "abe"])
    #expect(first.queries == [SuggestionQuery(text: "ab", caret: 1)])
    #expect(second.queries == [SuggestionQuery(text: "ab", caret: 1)])
    #expect(field.suggestions(limit: 1).map(\.text) == ["abc"])
    #expect(second.queries.count == 1)
    #expect(field.suggestions(limit: 0) == [])
  }

  @Test func aMaskedFieldOffersOnlyWhatItTakesFormatted() throws {
    let field = try TextFieldModel(mask: "+1 ([000]) [000]-[0000]")
    field.beginEditing()
    field.suggestionSources = [
      SuggestionList(["5551234567", "555123456789", "phone", "+1 (555) 987-6543"])
    ]
    #expect(
      field.suggestions(limit: 5).map(\.text) == ["+1 (555) 123-4567", "+1 (555) 987-6543"])
  }

  @Test func aFieldWithAMaximumLengthDropsWhatItWouldTrim() throws {
    let field = TextFieldModel.editing("Ne", filters: [try MaxLengthFilter(8)])
    field.suggestionSources = [SuggestionList(["New York", "New Orleans", "Newark"])]
    #expect(field.suggestions(limit: 5).map(\.text) == ["New York", "Newark"])
  }

  @Test func aSecureFieldOffersNothingAndAsksNoSource() {
    let field = TextFieldModel.editing("hun")
    field.echoMode = .secure(symbol: "*")
    let source = Recording(["hunter2"])
    field.suggestionSources = [source]
    #expect(field.suggestions(limit: 5) == [])
    #expect(source.queries == [])
  }

  @Test func acceptingIsOneUserPasteOverTheWholeText() {
    let recorder = DelegateRecorder()
    let field = TextFieldModel.editing("new y", caret: 2, delegate: recorder)
    let events = EventRecorder(field)
    recorder.reset()
    #expect(field.accept(Suggestion("New York")) == .applied)
    #expect(recorder.calls == ["shouldChange 0..<5 \"New York\"", "didChangeSelection New York|"])
    #expect(events.events == [.editingChanged, .valueChanged, .selectionChanged])
    #expect(field.state.description == "New York|")
    field.perform(.undo)
    #expect(field.state.description == "new y|")
  }

  @Test func aVetoedAcceptLeavesTheText() {
    let recorder = DelegateRecorder()
    recorder.shouldChange = { _, _ in false }
    let field = TextFieldModel.editing("new", delegate: recorder)
    let events = EventRecorder(field)
    #expect(field.accept(Suggestion("New York")) == .rejected(reason: nil))
    #expect(field.text == "new")
    #expect(events.count(.editingChanged) == 0)
  }

  @Test func acceptingNeedsEditing() {
    let field = TextFieldModel(text: "ne")
    #expect(field.accept(Suggestion("New York")) == .ignored)
    #expect(field.text == "ne")
  }

  @Test func aMaskFormatsTheAcceptedCandidate() throws {
    let field = try TextFieldModel(mask: "+1 ([000]) [000]-[0000]")
    field.beginEditing()
    field.type("555")
    field.suggestionSources = [SuggestionList(["+1 (555) 123-4567"])]
    let candidates = field.suggestions(limit: 3)
    #expect(candidates.map(\.text) == ["+1 (555) 123-4567"])
    field.accept(candidates[0])
    #expect(field.state.description == "+1 (555) 123-4567|")
    #expect(field.value == "5551234567")
  }
}
