import TestSupport
import Testing
import TextFieldCore
import TextFieldTestSupport

@testable import TextFieldUI

/// The form's suggestions: the ghost, the list, and the keys that use them (exact frames).
@Suite struct SuggestionFormTests {
  /// A form of a city field with suggestions and a plain note field after it.
  final class Sample {
    static let cities = [
      "New York", "Newark", "York", "Oslo", "Nice", "Naples", "Nantes", "Nairobi",
    ]
    let city = TextFieldModel()
    let note = TextFieldModel()
    let form: Form
    init(entries: [String] = Sample.cities) {
      city.suggestionSources = [SuggestionList(entries)]
      form = Form(fields: [
        FormField(label: "City", model: city), FormField(label: "Note", model: note),
      ])
      form.hint = "hint"
    }

    /// Offers `keys` (notations, or `"text:…"` to type) and draws the form `height` rows high.
    func frame(_ keys: [String], width: Int = 24, height: Int = 9) -> Frame {
      form.start()
      _ = form.render(width: width, height: height, cellWidth: .unicode)
      for key in keys {
        if key.hasPrefix("text:") {
          for event in InputEvent.typing(String(key.dropFirst(5))) { _ = form.offer(event) }
        } else {
          _ = form.offer(InputEvent.key(key))
        }
      }
      return form.render(width: width, height: height, cellWidth: .unicode)
    }

    /// The frame after `keys` as text, without its trailing blank rows.
    func text(_ keys: [String], height: Int = 9) -> String {
      var text = frame(keys, height: height).description
      while text.last == "\n" { text.removeLast() }
      return text
    }
  }

  @Test func theGhostShowsTheRestOfTheFirstPrefixMatchDim() {
    let sample = Sample()
    let frame = sample.frame(["text:new y"])
    #expect(frame.description.hasPrefix("City: new y|ork\nNote:\n\nhint\n"))
    #expect(frame.styles(row: 0) == "aaaaa......DDDuuuuuuuuuu")
  }

  @Test(arguments: ["Right", "End", "C-e"])
  func rightEndAndControlETakeTheGhost(key: String) {
    let sample = Sample()
    let recorder = DelegateRecorder()
    sample.city.delegate = recorder
    #expect(sample.text(["text:new y", key]) == "City: New York|\nNote:\n\nhint")
    #expect(
      recorder.calls.filter { $0.hasPrefix("shouldChange") }.last
        == "shouldChange 0..<5 \"New York\"")
  }

  @Test func rightInsideTheTextMovesTheCaret() {
    let sample = Sample()
    #expect(
      sample.text(["text:new", "Left", "Right", "Left", "Left", "Right"])
        == "City: ne|w\nNote:\n\nhint")
  }

  @Test func altFTakesOneWordOfTheGhost() {
    let sample = Sample(entries: ["North Sea Coast"])
    #expect(sample.text(["text:n", "M-f"]) == "City: North| Sea Coast\nNote:\n\nhint")
    #expect(sample.text(["M-f"]) == "City: North Sea| Coast\nNote:\n\nhint")
  }

  @Test func escHidesTheGhostThenCancels() {
    let sample = Sample()
    #expect(sample.text(["text:new y", "Esc"]) == "City: new y|\nNote:\n\nhint")
    #expect(sample.form.offer(.key("Esc")) == .ended(.cancelled))
  }

  @Test func typingAfterEscBringsTheGhostBack() {
    let sample = Sample()
    #expect(sample.text(["text:new", "Esc", "text: "]) == "City: new |York\nNote:\n\nhint")
  }

  @Test func tabOpensTheListAndCyclesAndReturnTakesTheEntry() {
    let sample = Sample()
    let open = sample.frame(["text:n", "Tab"])
    #expect(
      open.description
        == """
        City: n|ew York
        Note: > New York
                Newark
                Nice
                Naples
                Nantes
        hint\n\n
        """)
    #expect(open.styles(row: 0) == "aaaaa..DDDDDDDuuuuuuuuuu")
    #expect(open.styles(row: 1) == "......rrrrrrrrrrrrrrrrrr")
    #expect(open.styles(row: 2) == "")
    #expect(
      sample.text(["Down", "C-n", "Tab", "Up"])
        == """
        City: n|ice
        Note:   New York
                Newark
              > Nice
                Naples
                Nantes
        hint
        """)
    #expect(sample.text(["Enter"]) == "City: Nice|\nNote:\n\nhint")
    #expect(sample.form.focusIndex == 0)
  }

  @Test func shiftTabMovesFocusBackWhileOnlyTheGhostShows() {
    let sample = Sample()
    // Shift-Tab is not bound while only the ghost shows: it moves focus back (to the note).
    #expect(sample.text(["text:n", "S-Tab"]) == "City: n\nNote: |\n\nhint")
    #expect(sample.form.suggestions.selected == 0)
  }

  @Test func escClosesTheListWithoutCancelling() {
    let sample = Sample()
    #expect(sample.text(["text:n", "Tab", "Esc"]) == "City: n|\nNote:\n\nhint")
    #expect(sample.form.focusIndex == 0)
  }

  @Test func tabMovesFocusWhenNoCandidateExists() {
    let sample = Sample()
    #expect(sample.text(["text:zz", "Tab"]) == "City: zz\nNote: |\n\nhint")
    let empty = Sample()
    #expect(empty.text(["Tab"]) == "City:\nNote: |\n\nhint")
  }

  /// With no ghost, no suggestion shows: in a form, Tab is the form's and moves focus (the
  /// issue: "Tab moves focus when no suggestion shows").
  @Test func aWordMatchHasNoGhostSoTabMovesFocusInAForm() {
    let sample = Sample()
    #expect(sample.text(["text:york"]) == "City: york|\nNote:\n\nhint")
    #expect(sample.text(["Tab"]) == "City: york\nNote: |\n\nhint")
  }

  /// Where Tab moves focus nowhere (a prompt's one field), it is free: it lists the word
  /// matches even with no ghost.
  @Test func whereTabIsFreeItListsAWordMatch() {
    let city = TextFieldModel()
    city.suggestionSources = [SuggestionList(Sample.cities)]
    let prompt = Prompt(label: "City", model: city)
    prompt.form.hint = "hint"
    prompt.form.start()
    _ = prompt.form.render(width: 24, height: 5, cellWidth: .unicode)
    for event in InputEvent.typing("york") + [InputEvent.key("Tab")] { _ = prompt.offer(event) }
    #expect(
      prompt.form.render(width: 24, height: 5, cellWidth: .unicode).description
        == "City: york|\n      > York\n        New York\nhint\n")
  }

  /// A history search (`C-r`) owns its keys: Right takes the match, not the ghost of the text
  /// from before the search, and no ghost or list is drawn meanwhile.
  @Test func aHistorySearchOwnsRightAndEsc() {
    let sample = Sample()
    sample.form.fields[0].history = History(["banana", "apple"])
    _ = sample.text(["text:a", "C-r", "text:ban"])
    #expect(!sample.text([]).contains("pple"))
    #expect(sample.text(["Right"]).hasPrefix("City: banana|\n"))
    let again = Sample()
    again.form.fields[0].history = History(["banana", "apple"])
    #expect(again.text(["text:a", "C-r", "text:ban", "Esc"]).hasPrefix("City: a|"))
  }

  @Test func theListOpensOnlyWhenItFitsTheRegion() {
    let sample = Sample()
    // Four rows: the five entries do not fit under the field, so Tab moves focus.
    #expect(sample.text(["text:n", "Tab"], height: 4) == "City: n\nNote: |\n\nhint")
  }

  @Test func aSecureFieldShowsNoGhost() {
    let sample = Sample()
    sample.city.echoMode = .secure(symbol: "*")
    #expect(sample.text(["text:new", "Tab"]) == "City: ***\nNote: |\n\nhint")
  }

  @Test func aMaskedFieldShowsItsFormattedCandidateAsTheGhost() throws {
    let phone = try TextFieldModel(mask: "+1 ([000]) [000]-[0000]")
    phone.suggestionSources = [SuggestionList(["+1 (555) 123-4567", "5550000000"])]
    let form = Form(fields: [FormField(label: "Phone", model: phone)])
    form.hint = "hint"
    form.start()
    for event in InputEvent.typing("555") { _ = form.offer(event) }
    let frame = form.render(width: 30, height: 4, cellWidth: .unicode)
    #expect(frame.description == "Phone: +1 (555) |123-4567\n\nhint\n")
    _ = form.offer(.key("Right"))
    #expect(phone.text == "+1 (555) 123-4567")
  }

  @Test func theInlineRegionReservesRoomForTheList() {
    #expect(Sample().form.preferredHeight == 8)
    let plain = Form(fields: [FormField(label: "A", model: TextFieldModel())])
    #expect(plain.preferredHeight == 3)
  }

  @Test func theListClosesWhenFocusMoves() {
    let sample = Sample()
    sample.note.suggestionSources = [SuggestionList(["Nota bene"])]
    sample.note.setText("No")
    _ = sample.frame(["text:n", "Tab"])
    #expect(sample.form.suggestions.listShows)
    sample.form.moveFocus(to: 1)
    #expect(sample.text([]) == "City: n\nNote: No|ta bene\n\nhint")
  }

  @Test func contextBindingsAreData() {
    var map = KeyMap.readline
    #expect(map[KeyEvent(.right), .suggestion] == .form(.acceptSuggestion))
    #expect(map[KeyEvent(.enter), .suggestionList] == .form(.acceptSuggestion))
    map[KeyEvent(.right), .suggestion] = nil
    let sample = Sample()
    sample.form.keyMap = map
    #expect(sample.text(["text:new y", "Right"]) == "City: new y|ork\nNote:\n\nhint")
  }
}
