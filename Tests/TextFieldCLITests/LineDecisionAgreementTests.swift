import TestSupport
import Testing
import TextFieldCore
import TextFieldCurses

@testable import textfield

/// One decision for a line: `format --type` and `format --mask`, the prompt's line mode, and a paste into the prompt
/// followed by Enter accept, rewrite or refuse every line alike, with the same value and reason.
@Suite struct LineDecisionAgreementTests {
  /// What a path made of a line, as a script sees it: the text and value, or the reason.
  enum Answer: Hashable, CustomStringConvertible {
    case taken(text: String, value: String)
    case refused(String)

    var description: String {
      switch self {
      case .taken(let text, let value): "taken \(HostileText.literal(text)) value \(value)"
      case .refused(let reason): "refused: \(HostileText.literal(reason))"
      }
    }
  }

  /// The prompt's field for `flags`, as `textfield --type …` builds it.
  static func promptField(_ flags: [String]) throws -> TextFieldModel {
    let prompt = try textfield.Prompt(ParsedArguments(flags, for: textfield.Prompt.command))
    return try prompt.field.makeField()
  }

  /// `format --type`: the command's own decision, on one field shared by every line.
  static func formatAnswer(_ line: String, field: TextFieldModel) -> Answer {
    switch Format.decide(line, in: field) {
    case .refused(let reason): .refused(reason)
    case .accepted, .rewritten: .taken(text: field.text, value: field.value)
    }
  }

  /// The prompt without a terminal: the library's line mode as `ShellLineMode` sets it up (a
  /// script: no second chance, trimmed input refused).
  static func lineModeAnswer(_ line: String, flags: [String]) throws -> Answer {
    let prompt = TextFieldCurses.Prompt(label: "Value", model: try promptField(flags))
    var lines = [line]
    var refusal = "no answer"
    var mode = LineMode(
      read: { lines.isEmpty ? nil : lines.removeFirst() },
      write: { if $0.kind == .refusal { refusal = $0.detail } })
    mode.asksAgain = false
    mode.refusesTrimmedInput = true
    switch try mode.run(prompt) {
    case .submitted(let value): return .taken(text: value.text, value: value.value)
    default: return .refused(refusal)
    }
  }

  /// A person with the prompt on screen: the line pasted (bracketed paste), then Enter.
  ///
  /// What the prompt shows for the paste and for Enter, read as the interactive decision, and
  /// as a script's (a paste the filters trimmed is refused).
  static func promptAnswers(
    _ line: String, flags: [String]
  ) throws -> (interactive: LineDecision, script: Answer) {
    let model = try promptField(flags)
    let prompt = TextFieldCurses.Prompt(label: "Value", model: model)
    var feedback: [EditFeedback] = []
    model.addObserver { event, _ in
      if case .feedback(let item) = event { feedback.append(item) }
    }
    #expect(prompt.handle(.paste(line)) == nil)
    let shown = prompt.form.message?.text
    let pasted = feedback
    let outcome = prompt.handle(.key(KeyEvent(.enter)))
    let afterEnter = prompt.form.message?.text.replacingPrefix("Value: ") ?? "no message"
    switch pasted.last {
    case .rejected?:
      let reason = "input does not fit: " + (shown ?? "")
      return (.refused(reason: reason), .refused(reason))
    case .trimmed?:
      let script = Answer.refused("input does not fit: " + (shown ?? ""))
      guard case .submitted(let value)? = outcome else {
        return (.refused(reason: afterEnter), script)
      }
      return (.rewritten(text: value.text, value: value.value, notice: shown ?? ""), script)
    case nil:
      guard case .submitted(let value)? = outcome else {
        return (.refused(reason: afterEnter), .refused(afterEnter))
      }
      return (
        .accepted(text: value.text, value: value.value),
        .taken(text: value.text, value: value.value)
      )
    }
  }

  @Test(arguments: LineDecisionLines.configs)
  func formatLineModeAndPromptAgree(_ config: LineDecisionLines.Config) throws {
    let lines = LineDecisionLines.lines(for: config, count: 80, seed: 22)
    let formatter = try Format(ParsedArguments(config.flags, for: Format.command))
    let shared =
      try config.type == "mask" ? formatter.makeMaskField() : formatter.typedSpec.makeField()
    var taken = 0
    for line in lines {
      let format = Self.formatAnswer(line, field: shared)
      let lineMode = try Self.lineModeAnswer(line, flags: config.flags)
      let prompt = try Self.promptAnswers(line, flags: config.flags)
      let library = try Self.promptField(config.flags).submitLine(line, refusingTrimmedInput: false)
      let literal = HostileText.literal(line)
      #expect(format == lineMode, "format vs line mode, \(literal)")
      #expect(format == prompt.script, "format vs paste and Enter, \(literal)")
      #expect(library == prompt.interactive, "submitLine vs paste and Enter, \(literal)")
      // Never part of a value: a refused line leaves nothing, a taken one is whole.
      if case .taken(let text, let value) = format {
        taken += 1
        #expect(!value.isEmpty && !text.isEmpty, "\(literal)")
        #expect(shared.isComplete, "\(literal)")
      }
    }
    // The plausible lines make both answers common.
    #expect(taken > 0)
    #expect(taken < lines.count)
  }
}

extension String {
  /// The string without `prefix` at its start, if it is there.
  fileprivate func replacingPrefix(_ prefix: String) -> String {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
  }
}
