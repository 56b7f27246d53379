import TestSupport
import Testing
import TextFieldCore

@testable import TextFieldUI

/// History in a form: Up/Down and `C-p`/`C-n` recall (readline's previous- and next-history),
/// `C-r` searches, and the frames they draw.
@Suite struct FormHistoryTests {
  private func prompt(_ entries: [String], model: TextFieldModel = TextFieldModel()) -> Prompt {
    let prompt = Prompt(label: "Host", model: model)
    prompt.form.fields[0].history = History(entries)
    prompt.start()
    return prompt
  }

  private func type(_ text: String, into prompt: Prompt) {
    for character in text { _ = prompt.offer(.key(KeyEvent(.character(character)))) }
  }

  @Test func upRecallsOlderValuesDownNewerAndThenWhatWasTyped() {
    let prompt = prompt(["beta", "alpha"])
    type("dr", into: prompt)
    var texts: [String] = []
    var alerts: [Bool] = []
    for key in ["Up", "Up", "Up", "Down", "Down"] {
      #expect(prompt.offer(.key(key)) == .used, "\(key)")
      texts.append(prompt.model.text)
      alerts.append(prompt.form.takeAlert() != nil)
    }
    #expect(texts == ["beta", "alpha", "alpha", "beta", "dr"])
    #expect(alerts == [false, false, true, false, false])
    // Back at what was typed, Down is the prompt's host's again (a form moves focus with it).
    #expect(prompt.offer(.key("Down")) == .unused(.key("Down")))
    #expect(prompt.model.text == "dr")
  }

  @Test func controlPAndControlNRecallAndAreUnusedWithoutHistory() {
    let prompt = prompt(["beta", "alpha"])
    #expect(prompt.offer(.key("C-p")) == .used)
    #expect(prompt.offer(.key("C-p")) == .used)
    #expect(prompt.offer(.key("C-n")) == .used)
    #expect(prompt.model.text == "beta")
    let plain = Prompt(label: "Host", model: TextFieldModel())
    for key in ["C-p", "C-n", "C-r", "C-g", "Up", "Down"] {
      #expect(plain.offer(.key(key)) == .unused(.key(key)), "\(key)")
    }
  }

  /// A history that shrinks during a recall (the program added a value and the duplicates it
  /// read from a file were folded) is read inside its records.
  @Test func aHistoryFoldedDuringARecallIsReadSafely() {
    let records = HistoryRecords(Array("x\nx\nx\nx\ny\n".utf8))
    let history = History(utf8: records.utf8, ends: records.ends, maximumCount: 5)
    let prompt = Prompt(label: "Host", model: TextFieldModel())
    prompt.form.fields[0].history = history
    prompt.start()
    _ = prompt.offer(.key("Up"))
    #expect(prompt.model.text == "y")
    history.add("z")
    #expect(history.recordCount == 3)
    // Below record 4 there are now records 0–2 only: the newest not shown yet comes next.
    _ = prompt.offer(.key("Up"))
    #expect(prompt.model.text == "z")
    _ = prompt.offer(.key("Up"))
    #expect(prompt.model.text == "x")
  }

  /// `C-r` over a huge history the field refuses: one key tries at most `scanLimit` records
  /// against the field's filters, then says `failing`.
  @Test func aSearchStopsAfterTheScanLimitOfDryRuns() {
    let count = HistoryRecall.scanLimit * 3
    let history = History((0..<count).map { "item \($0)" }, maximumCount: count)
    var search = HistorySearch(query: "item")
    var dryRuns = 0
    search.find(before: history.recordCount, in: history, for: TextFieldModel()) { _, _ in
      dryRuns += 1
      return false
    }
    #expect(dryRuns == HistoryRecall.scanLimit)
    #expect(search.failing)
    #expect(search.match == nil)
  }

  /// A secure field recalls nothing: its keys stay the host's, as without a history.
  @Test func aSecureFieldUsesNoHistoryKey() {
    let prompt = prompt(["hunter2"], model: TextFieldModel(echoMode: .secure))
    for key in ["Up", "C-p", "C-r"] {
      #expect(prompt.offer(.key(key)) == .unused(.key(key)), "\(key)")
    }
    #expect(prompt.model.text == "")
  }

  /// An edit ends the recall.
  ///
  /// The next Up starts again from the newest, with the edited text as what comes back.
  /// Down past the newest value empties a masked field again when nothing was typed before.
  @Test func downBackToAnEmptyDraftEmptiesTheField() throws {
    let model = try TextFieldModel(mask: "+1 ([000]) [000]-[0000]")
    let prompt = prompt(["+1 (555) 123-4567"], model: model)
    _ = prompt.offer(.key("Up"))
    #expect(frame(prompt) == "Host: +1 (555) 123-4567|\n\n" + prompt.form.hint)
    _ = prompt.offer(.key("Down"))
    #expect(model.text == "")
    // Empty again, it shows the mask's blanks.
    #expect(frame(prompt) == "Host: |+1 (___) ___-____\n\n" + prompt.form.hint)
  }

  @Test func anEditStartsTheRecallAgain() {
    let prompt = prompt(["beta", "alpha"])
    _ = prompt.offer(.key("Up"))
    _ = prompt.offer(.key("Up"))
    type("!", into: prompt)
    _ = prompt.offer(.key("Up"))
    #expect(prompt.model.text == "beta")
    _ = prompt.offer(.key("Down"))
    #expect(prompt.model.text == "alpha!")
  }

  /// Entries the field would not show as they are today are skipped (refused, or formatted
  /// otherwise: a raw value, another mask's); the rest come each once.
  @Test func recallOffersOnlyWhatTheFieldTakesAsItIs() throws {
    let model = try TextFieldModel(mask: "+1 ([000]) [000]-[0000]")
    let prompt = prompt(
      [
        "+1 (555) 000-1111", "not a phone", "+1 (555) 987-6543", "5550001111",
        "+1 (555) 000-1111", "+44 20 7946 0000",
      ], model: model)
    _ = prompt.offer(.key("Up"))
    #expect(model.text == "+1 (555) 000-1111")
    _ = prompt.offer(.key("Up"))
    #expect(model.text == "+1 (555) 987-6543")
    _ = prompt.offer(.key("Up"))
    #expect(model.text == "+1 (555) 987-6543")
    #expect(prompt.form.takeAlert() != nil)
  }

  @Test func inAFormDownWithoutARecallStillMovesFocus() {
    let first = FormField(label: "A", model: TextFieldModel())
    first.history = History(["old"])
    let form = Form(fields: [first, FormField(label: "B", model: TextFieldModel())])
    form.start()
    #expect(form.offer(.key("Down")) == .used)
    #expect(form.focusIndex == 1)
    #expect(form.offer(.key("Up")) == .used)
    #expect(form.focusIndex == 0)
    #expect(form.offer(.key("Up")) == .used)
    #expect(first.model.text == "old")
    #expect(form.focusIndex == 0)
  }

  @Test func reverseSearchShowsItsLineFindsOlderMatchesAndReturnTakesOne() {
    let prompt = prompt(["make test", "git push", "MAKE install", "ls"])
    type("draft", into: prompt)
    #expect(prompt.offer(.key("C-r")) == .used)
    #expect(frame(prompt) == "Host: draft|\n\n(reverse-i-search)'':")
    type("ma", into: prompt)
    #expect(frame(prompt) == "Host: draft|\n\n(reverse-i-search)'ma': make test")
    #expect(prompt.offer(.key("C-r")) == .used)
    #expect(frame(prompt) == "Host: draft|\n\n(reverse-i-search)'ma': MAKE install")
    #expect(prompt.offer(.key("C-r")) == .used)
    #expect(prompt.form.takeAlert() != nil)
    #expect(frame(prompt) == "Host: draft|\n\n(failing reverse-i-search)'ma': MAKE install")
    #expect(prompt.offer(.key("Enter")) == .used)
    #expect(prompt.model.text == "MAKE install")
    #expect(prompt.model.caret == 12)
    #expect(frame(prompt) == "Host: MAKE install|" + "\n\n" + prompt.form.hint)
  }

  @Test(arguments: ["Esc", "C-g"])
  func escapeOrControlGLeavesTheSearchWithTheTextFromBefore(key: String) {
    let prompt = prompt(["make test", "git push"])
    type("draft", into: prompt)
    _ = prompt.offer(.key("C-r"))
    type("git", into: prompt)
    #expect(prompt.offer(.key(key)) == .used)
    #expect(prompt.model.text == "draft")
    #expect(frame(prompt) == "Host: draft|" + "\n\n" + prompt.form.hint)
    // Esc again cancels the prompt.
    #expect(prompt.offer(.key("Esc")) == .ended(.cancelled))
  }

  /// An editing key takes the match and then does what it does; Backspace edits the query.
  @Test func anEditingKeyTakesTheMatchThenEdits() {
    let prompt = prompt(["make test", "git push"])
    _ = prompt.offer(.key("C-r"))
    type("gix", into: prompt)
    _ = prompt.offer(.key("Backspace"))
    #expect(frame(prompt) == "Host: |\n\n(reverse-i-search)'gi': git push")
    _ = prompt.offer(.key("C-a"))
    #expect(prompt.model.text == "git push")
    #expect(prompt.model.caret == 0)
  }

  /// The frame as text, `|` before the caret's cell.
  private func frame(_ prompt: Prompt) -> String {
    prompt.render(width: 48, height: 3, cellWidth: .unicode).description
  }
}
