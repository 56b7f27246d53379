import InputMask
import Testing

/// Inputs the fuzzer (`Fuzz/`) found that broke a promise of the engine, kept as regressions.
@Suite("Fuzz findings")
struct FuzzFindingTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var format: String
    var rightToLeft = false
    var input: String
    var caret: Int
    var gravity: CaretGravity
    var text: String
    var resultCaret: Int
    var testDescription: String { "\(rightToLeft ? "RTL " : "")\(format) ← \(input)|\(caret)" }
  }

  /// Autoskip removes the literals after the last Character taken: an optional slot passed over
  /// empty does not keep them (it did, so formatting the result again removed them then).
  static let autoskipPastEmptyOptional: [Row] = [
    Row(
      format: "-[a]", input: "-1", caret: 2, gravity: .backward(autoskip: true), text: "",
      resultCaret: 0),
    Row(
      format: "[0]-[a]", input: "1-1", caret: 3, gravity: .backward(autoskip: true), text: "1",
      resultCaret: 1),
    Row(
      format: "+1 ([999])", input: "+1 (x", caret: 5, gravity: .backward(autoskip: true),
      text: "", resultCaret: 0),
    Row(
      format: "+1 ([999]) [0]", input: "+1 (x) 5", caret: 5, gravity: .backward(autoskip: true),
      text: "+1 () 5", resultCaret: 0),
    Row(
      format: "!J[a]J[a]!", rightToLeft: true, input: "!J0J0!", caret: 0,
      gravity: .backward(autoskip: true), text: "", resultCaret: 0),
  ]

  @Test(arguments: autoskipPastEmptyOptional)
  func formattingTheResultAgainChangesNothing(_ row: Row) throws {
    let mask = try Mask(format: row.format, isRightToLeft: row.rightToLeft)
    let result = mask.apply(row.input, caret: row.caret, gravity: row.gravity)
    #expect(result.text == row.text)
    #expect(result.caret == row.resultCaret)
    let again = mask.apply(result.text, caret: result.caret, gravity: row.gravity)
    #expect(again.text == result.text)
    #expect(again.caret == result.caret)
    #expect(again.extractedValue == result.extractedValue)
    #expect(again.complete == result.complete)
  }
}

extension FuzzFindingTests {
  /// A lone combining mark fills no slot (it would join the Character before it), so a
  /// right-to-left mask takes nothing of `\0\u{301}`; before, reversing the result joined the mark
  /// to the `x` and the caret pointed one past the end.
  @Test func rightToLeftCaretStaysInTheTextWhenReversalMerges() throws {
    let mask = try Mask(format: "x[A]", isRightToLeft: true)
    let result = mask.apply("\u{0}\u{301}", caret: 2, gravity: .backward(autoskip: false))
    #expect(result.text == "")
    #expect(result.caret == 0)
    let letter = mask.apply("\u{0}a\u{301}", caret: 2, gravity: .backward(autoskip: false))
    #expect(letter.text == "xa\u{301}")
    #expect(letter.caret <= letter.text.count)
  }
}
