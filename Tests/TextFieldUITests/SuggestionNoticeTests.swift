import TestSupport
import Testing
import TextFieldCore

@testable import TextFieldUI

/// A suggestion source's notice (a slow command stopped) reaches the message line even when the
/// key that raised it is followed by another before the form is drawn.
@Suite struct SuggestionNoticeTests {
  /// Answers nothing; says once, when first asked for a text, that it stopped.
  final class StoppingSource: SuggestionSource, SuggestionNotifying {
    var notice: String?
    var asked = 0
    func suggestions(for query: SuggestionQuery, limit: Int) -> [Suggestion] {
      asked += 1
      if asked == 1 { notice = "--suggest-command: slow took over 500 ms; stopped asking it" }
      return []
    }
    func takeNotice() -> String? {
      defer { notice = nil }
      return notice
    }
  }

  @Test func aNoticeRaisedBetweenTwoKeysIsShown() {
    let model = TextFieldModel()
    let source = StoppingSource()
    model.suggestionSources = [source]
    let form = Form(fields: [FormField(label: "Word", model: model)])
    form.hint = "hint"
    form.start()
    // Two keys in one read: the second asks the source for "a", which stops and says so.
    for event in InputEvent.typing("ab") { _ = form.offer(event) }
    let frame = form.render(width: 64, height: 3, cellWidth: .unicode)
    #expect(
      frame.description
        == "Word: ab|\n\n--suggest-command: slow took over 500 ms; stopped asking it")
    #expect(source.asked >= 1)
  }
}
