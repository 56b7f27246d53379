import Testing
import TextFieldCore

@testable import TextFieldUI

/// A fixed list of candidates, whatever the text.
private struct FixedSource: SuggestionSource {
  var candidates: [String]

  func suggestions(for query: SuggestionQuery, limit: Int) -> [Suggestion] {
    candidates.prefix(limit).map(Suggestion.init)
  }
}

/// The accessible line mode: each field introduced in words, read back once saved, suggestions
/// numbered; whole transcripts.
@Suite struct AccessibleLineModeTests {
  /// `script`'s line mode, accessible, offering `suggestions` through the field's filters.
  static func accessible(_ script: LineScript, suggestions: [String] = []) -> LineMode {
    var mode = script.lineMode()
    mode.isAccessible = true
    let source = FixedSource(candidates: suggestions)
    mode.suggestions = { model in
      source.suggestions(for: SuggestionQuery(text: model.text, caret: model.caret), limit: 20)
        .compactMap { model.acceptedText(forCandidate: $0.text).map(Suggestion.init) }
    }
    return mode
  }

  /// The submitted texts, or `nil` when the form was not submitted.
  static func texts(_ outcome: Form.Outcome) -> [String]? {
    guard case .submitted(let values) = outcome else { return nil }
    return values.map(\.text)
  }

  static func field(
    _ label: String, _ filters: [any TextFieldFilter], text: String = ""
  )
    -> FormField
  {
    let model = TextFieldModel(validators: [.complete(on: [])], filters: filters)
    model.setText(text)
    return FormField(label: label, model: model)
  }

  @Test func aMaskIsIntroducedReadBackAndAskedAgainWhenIncomplete() throws {
    let script = LineScript(["555", "(555) 123 4567"])
    let phone = try Self.field("Phone", [MaskFilter(format: "+1 ([000]) [000]-[0000]")])
    let outcome = try Self.accessible(script).run(Form(fields: [phone]))
    #expect(Self.texts(outcome) == ["+1 (555) 123-4567"])
    #expect(
      script.transcript == [
        "Phone: 10 digits, shown as +1 (555) 123-4567.",
        "Phone:",
        "Phone: incomplete: \"+1 (555) \" still needs \"7 more characters\"",
        "Phone:",
        "Saved: +1 (555) 123-4567",
      ])
    #expect(script.lines.map(\.kind) == [.introduction, .prompt, .refusal, .prompt, .saved])
    // The field's own words are its own again after the run.
    #expect(phone.model.messages.incomplete("1", "__") == "incomplete: \"1\" still needs \"__\"")
  }

  @Test func aDefaultIsSaidAndAnEmptyLineKeepsIt() throws {
    let script = LineScript([""])
    let name = try Self.field("Name", [MaxLengthFilter(5)], text: "Ann")
    #expect(Self.texts(try Self.accessible(script).run(Form(fields: [name]))) == ["Ann"])
    #expect(
      script.transcript == [
        "Name: at most 5 characters. Default: Ann; Enter keeps it.", "Name:", "Saved: Ann",
      ])
  }

  @Test func aSecretIsNeitherEchoedNorReadBack() throws {
    let script = LineScript(["hunter2"])
    let password = FormField(label: "Password", model: TextFieldModel(echoMode: .secure))
    var hidden: [Bool] = []
    var mode = Self.accessible(script)
    mode.hidesInput = { hidden.append($0) }
    #expect(Self.texts(try mode.run(Form(fields: [password]))) == ["hunter2"])
    #expect(
      script.transcript == ["Password: not shown as you type.", "Password:", "Saved: not shown"])
    #expect(hidden == [true, false])
  }

  @Test func suggestionsAreNumberedAndANumberPicksOne() throws {
    let script = LineScript([" 2 ", "7"])
    let city = FormField(label: "City", model: TextFieldModel())
    let floor = FormField(label: "Floor", model: TextFieldModel())
    let mode = Self.accessible(script, suggestions: ["Paris", "Berlin", "Rome"])
    // A number past the list is text like any other.
    #expect(Self.texts(try mode.run(Form(fields: [city, floor]))) == ["Berlin", "7"])
    let introduction = "any text. 3 suggestions follow; type its number to pick one."
    #expect(
      script.transcript == [
        "City: " + introduction, "1. Paris", "2. Berlin", "3. Rome", "City:", "Saved: Berlin",
        "Floor: " + introduction, "1. Paris", "2. Berlin", "3. Rome", "Floor:", "Saved: 7",
      ])
  }

  @Test func aFieldOffersOnlyWhatItTakesFormatted() throws {
    let script = LineScript(["2"])
    let phone = try Self.field(
      "Phone", [MaskFilter(format: "+1 ([000]) [000]-[0000]"), MaxLengthFilter(17)])
    let mode = Self.accessible(
      script, suggestions: ["555 123 4567", "+1 (555) 123-4567 ext. 89", "5559876543"])
    #expect(Self.texts(try mode.run(Form(fields: [phone]))) == ["+1 (555) 987-6543"])
    #expect(
      script.transcript == [
        "Phone: 10 digits, shown as +1 (555) 123-4567; at most 17 characters. 2 suggestions"
          + " follow; type its number to pick one.",
        "1. +1 (555) 123-4567", "2. +1 (555) 987-6543", "Phone:", "Saved: +1 (555) 987-6543",
      ])
  }

  /// In a field that takes a number alone as its value, `1` is that value and `#2` picks the
  /// second suggestion; digits only (`+2` is not a number that picks).
  @Test func aNumberFieldPicksWithAHash() throws {
    let script = LineScript(["1", "#2", "+2"])
    let count = Self.field("Count", [try MaxLengthFilter(3)])
    let other = Self.field("Other", [try MaxLengthFilter(3)])
    let third = FormField(label: "Third", model: TextFieldModel())
    let mode = Self.accessible(script, suggestions: ["10", "20"])
    #expect(
      Self.texts(try mode.run(Form(fields: [count, other, third]))) == ["1", "20", "+2"])
    #expect(
      script.transcript.first
        == "Count: at most 3 characters. 2 suggestions follow; type # and its number to pick one"
        + " (#1).")
  }

  @Test func aSecureFieldOffersNoSuggestions() throws {
    let script = LineScript(["1"])
    let pin = FormField(label: "PIN", model: TextFieldModel(echoMode: .secure))
    let mode = Self.accessible(script, suggestions: ["1234"])
    #expect(Self.texts(try mode.run(Form(fields: [pin]))) == ["1"])
    #expect(script.transcript == ["PIN: not shown as you type.", "PIN:", "Saved: not shown"])
  }

  @Test func theIntroductionDescribesProxiedFiltersToo() throws {
    let model = TextFieldModel()
    model.retainDelegate(TextFieldProxy(filters: [try MaxLengthFilter(3)]))
    #expect(LineMode.introduction(of: model) == "at most 3 characters.")
  }
}

extension AccessibleLineModeTests {
  @Test func theEmbeddersCallIsAccessible() {
    let mode = LineMode.accessible()
    #expect(mode.isAccessible)
    #expect(!LineMode().isAccessible)
  }
}

extension AccessibleLineModeTests {
  /// Labels, suggestions, defaults and read-backs cannot drive the terminal: controls are
  /// written as `\u{…}`.
  @Test func controlsAreNeverWritten() throws {
    let script = LineScript(["1"])
    let model = TextFieldModel()
    model.setText("x")
    let field = FormField(label: "Na\u{7}me", model: model)
    var mode = Self.accessible(script)
    // A seam of one's own may hand over anything; the field's dry run would drop this one.
    mode.suggestions = { _ in [Suggestion("\u{1B}]0;pwned\u{7}")] }
    _ = try mode.run(Form(fields: [field]))
    #expect(
      script.transcript == [
        "Na\\u{7}me: any text. Default: x; Enter keeps it. 1 suggestion follows; type its number"
          + " to pick one.",
        "1. \\u{1B}]0;pwned\\u{7}", "Na\\u{7}me:",
        "Na\\u{7}me: 2 characters dropped: control characters are not allowed", "Saved: ]0;pwned",
      ])
    #expect(!script.transcript.joined().unicodeScalars.contains { $0.value < 0x20 })
  }
}
