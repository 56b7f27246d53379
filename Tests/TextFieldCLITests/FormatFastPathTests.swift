import InputMask
import TestSupport
import Testing
import TextFieldCore

@testable import textfield

/// `format --mask` reads a clean line's answer off the engine alone; the prompt's field must
/// give the same answer for every such line: taken with the same text, or refused as incomplete
/// with the same reason.
@Suite struct FormatFastPathTests {
  static let configs = LineDecisionLines.configs.filter { $0.type == "mask" }

  /// Printable ASCII lines: digits, letters, spaces and punctuation, of every length up to a
  /// few past what the formats hold.
  static func cleanLines(count: Int, seed: UInt64) -> [String] {
    var random = SeededGenerator(seed: seed)
    let pieces = Array("0123456789012345678901234567890123456789abcXYZ .-+()/_")
    let letters = Array("abXY")
    let digits = Array("0123456789")
    return (0..<count).map { index in
      guard index.isMultiple(of: 2) else {
        // Letters then digits: what `[AA]-[00]` and the digit formats take.
        let head = (0..<Int.random(in: 0...2, using: &random)).map { _ in
          letters.randomElement(using: &random) ?? "a"
        }
        let tail = (0..<Int.random(in: 0...12, using: &random)).map { _ in
          digits.randomElement(using: &random) ?? "0"
        }
        return String(head + tail)
      }
      return String(
        (0..<Int.random(in: 0...18, using: &random)).map { _ in
          pieces.randomElement(using: &random) ?? "0"
        })
    }
  }

  @Test(arguments: configs, [false, true])
  func theEngineAcceptsOnlyWhatTheFieldTakesAsItWouldShowIt(
    _ config: LineDecisionLines.Config, allowIncomplete: Bool
  ) throws {
    let flags = config.flags + (allowIncomplete ? ["--allow-incomplete"] : [])
    let formatter = try Format(ParsedArguments(flags, for: Format.command))
    let masks = try formatter.makeMaskSet()
    let field = try formatter.makeMaskField()
    let decider = Format.EngineDecider(
      masks: masks, autocomplete: formatter.promptAutocomplete(masks),
      allowIncomplete: allowIncomplete)
    let lines =
      Self.cleanLines(count: 1_000, seed: 11)
      + LineDecisionLines.lines(for: config, count: 120, seed: 11)
    var fast = 0
    for line in lines {
      guard let answer = decider.answer(line)
      else { continue }
      fast += 1
      let literal = HostileText.literal(line)
      switch (answer, Format.decide(line, in: field)) {
      case (.taken(let taken), .accepted(let text, _)):
        #expect(text == taken.text, "\(literal)")
      case (.incomplete(let reason), .refused(let fieldReason)):
        #expect(reason == fieldReason, "\(literal)")
      case (let answer, let decision):
        Issue.record("the engine answered \(answer) for \(literal); the field \(decision)")
      }
    }
    // Clean lines a single format takes whole are common: the check is not empty. Affine
    // formats always ask the field.
    if config.flags.contains("--affine") {
      #expect(fast == 0)
    } else {
      #expect(fast > 20)
    }
  }
}
