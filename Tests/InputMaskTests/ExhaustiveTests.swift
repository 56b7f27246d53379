import InputMask
import Testing

/// Every caret position × every insertion and deletion on short inputs, for a range of masks.
///
/// Invariants checked on every result:
/// * the caret lies within the text;
/// * re-applying the mask to its own output (text and caret, same gravity) changes nothing;
/// * the byte path (ASCII text) and the Character path agree.
@Suite("Exhaustive edits")
struct ExhaustiveTests {
  struct MaskCase: Sendable, CustomTestStringConvertible {
    var format: String
    var notations: [Notation] = []
    var rightToLeft = false
    var testDescription: String { (rightToLeft ? "RTL " : "") + format }
  }

  static let masks: [MaskCase] = [
    MaskCase(format: "+1 ([000]) [000]-[0000]"),
    MaskCase(format: "[00]{.}[00]{.}[9999]"),
    MaskCase(format: "[0000] [0000]"),
    MaskCase(format: "[9990] AC"),
    MaskCase(format: "[A][-----]"),
    MaskCase(format: "{3.14}[9…]"),
    MaskCase(format: "[…]"),
    MaskCase(format: "[0…][AAA]"),
    MaskCase(format: "\\{\\[[00]\\]{99}{\\}\\]}"),
    MaskCase(format: "[00]{//}[0000]"),
    MaskCase(format: "8 ([000]) [000]-[00]-[00]"),
    MaskCase(format: "[AA]-[00]→[aa]"),
    MaskCase(
      format: "[9999][.][99]",
      notations: [
        Notation(
          character: ".", characterSet: MaskCharacterSet(charactersIn: ".,"), isOptional: true)
      ]),
    MaskCase(format: "[0] [000] [000]", rightToLeft: true),
    MaskCase(format: "[000] [000]{.}[00]", rightToLeft: true),
  ]

  /// What gets typed at each caret position.
  static let typed = ["1", "7", "a", "Z", "-", " ", ".", "é", "٣"]

  @Test(arguments: masks)
  func everyCaretEveryEdit(_ maskCase: MaskCase) throws {
    let mask = try Mask(
      format: maskCase.format, customNotations: maskCase.notations,
      isRightToLeft: maskCase.rightToLeft)
    var states = Set<String>()
    for seed in ["", "1", "12", "123", "1234", "12345678", "123456789012", "ab12", "a1b2c3"] {
      for autocomplete in [false, true] {
        states.insert(mask.apply(seed, gravity: .forward(autocomplete: autocomplete)).text)
      }
    }
    var checked = 0
    for text in states.sorted() {
      let characters = Array(text)
      for caret in 0...characters.count {
        for insertion in Self.typed {
          var edited = characters
          edited.insert(contentsOf: insertion, at: caret)
          for autocomplete in [false, true] {
            check(
              mask, String(edited), caret: caret + 1, .forward(autocomplete: autocomplete))
            checked += 1
          }
        }
        for autoskip in [false, true] {
          if caret > 0 {  // Backspace
            var edited = characters
            edited.remove(at: caret - 1)
            check(mask, String(edited), caret: caret - 1, .backward(autoskip: autoskip))
          }
          if caret < characters.count {  // Delete
            var edited = characters
            edited.remove(at: caret)
            check(mask, String(edited), caret: caret, .backward(autoskip: autoskip))
          }
          checked += 2
        }
      }
    }
    #expect(checked > 100)
  }

  private func check(_ mask: Mask, _ text: String, caret: Int, _ gravity: CaretGravity) {
    let result = mask.apply(text, caret: caret, gravity: gravity)
    let context = Comment(rawValue: "\(mask.format) ← \"\(text)\" caret \(caret) \(gravity)")
    #expect(result.caret >= 0 && result.caret <= result.text.count, context)

    let again = mask.apply(result.text, caret: result.caret, gravity: gravity)
    #expect(again.text == result.text, context)
    #expect(again.caret == result.caret, context)
    #expect(again.extractedValue == result.extractedValue, context)
    #expect(again.complete == result.complete, context)

    let slow = mask.applyCharacters(text, caret: caret, gravity: gravity).result
    #expect(slow == result, context)
  }
}
