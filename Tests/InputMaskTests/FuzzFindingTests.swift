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

  /// Formats with a Character that joins its neighbour are refused, with the place.
  ///
  /// Found by the strict mask targets: a format Character ending in ZWJ joined the literal after
  /// it, so applying the mask twice gave different text.
  @Test(arguments: [
    ("A😀\u{200D}{👩}[0]", 1, "U+1F600 U+200D would join the character next to it at character 2"),
    ("\u{301}[0]", 0, "U+301 would join the character next to it at character 1"),
    ("[0]-\u{600}", 4, "U+600 would join the character next to it at character 5"),
    ("[0]🇺[0]", 3, "U+1F1FA would join the character next to it at character 4"),
    ("[0]\r[0]", 3, "U+D would join the character next to it at character 4"),
  ])
  func formatsWithJoiningCharactersAreRefused(format: String, offset: Int, message: String) {
    #expect(
      throws: MaskFormatError(
        .joiningCharacter(Array(format)[offset]), format: format, offset: offset)
    ) {
      try Mask(format: format)
    }
    do {
      _ = try Mask(format: format, isRightToLeft: true)
      Issue.record("\(format.debugDescription) compiled")
    } catch {
      #expect(error.message == message)
    }
  }

  @Test func formatsWithWholeGraphemesStillCompile() throws {
    let mask = try Mask(format: "👩‍👩‍👧 é [0] 🇺🇸 क्ष")
    let result = mask.apply("5", caret: 1, gravity: .forward(autocomplete: true))
    #expect(result.text == "👩‍👩‍👧 é 5 🇺🇸 क्ष")
    #expect(result.caret == result.text.count)
  }
}
