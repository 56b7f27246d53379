import InputMask
import Testing

/// Non-ASCII text: positions are in Characters and Unicode classes decide what a symbol takes.
@Suite("Non-ASCII text")
struct NonASCIITests {
  struct Row: Sendable, CustomTestStringConvertible {
    var format: String
    var input: String
    var caret: Int
    var text: String
    var textCaret: Int
    var value: String
    var complete: Bool
    var testDescription: String { "\(format) ← \(input)|\(caret)" }
  }

  static let rows: [Row] = [
    // Arabic-Indic (U+0660…), extended Arabic-Indic (U+06F0…) and fullwidth digits are digits
    // (Unicode category Nd, as Foundation's decimalDigits in the reference); they are kept as typed.
    Row(
      format: "[000]-[0]", input: "٠١٢٣", caret: 4, text: "٠١٢-٣", textCaret: 5, value: "٠١٢٣",
      complete: true),
    Row(
      format: "[000]-[0]", input: "۱۲۳۴", caret: 2, text: "۱۲۳-۴", textCaret: 2, value: "۱۲۳۴",
      complete: true),
    Row(
      format: "[00]", input: "１２", caret: 2, text: "１２", textCaret: 2, value: "１２", complete: true),
    // Roman numerals and superscripts are numbers but not decimal digits.
    Row(
      format: "[00]", input: "Ⅻ²1", caret: 3, text: "1", textCaret: 1, value: "1", complete: false),
    // Letters: precomposed and decomposed accents (one Character each), CJK.
    Row(
      format: "[AAA]", input: "éàü", caret: 3, text: "éàü", textCaret: 3, value: "éàü",
      complete: true),
    Row(
      format: "[AA]-[0]", input: "e\u{301}x5", caret: 3, text: "e\u{301}x-5", textCaret: 4,
      value: "e\u{301}x5", complete: true),
    Row(
      format: "[AA] [AA]", input: "日本語だ", caret: 4, text: "日本 語だ", textCaret: 5,
      value: "日本語だ", complete: true),
    // Emoji are neither letters nor digits; positions count each as one Character.
    Row(
      format: "[00]-[00]", input: "1👍🏽2👨‍👩‍👧3", caret: 5, text: "12-3", textCaret: 4, value: "123",
      complete: false),
    Row(
      format: "[…]", input: "a👍b", caret: 2, text: "ab", textCaret: 1, value: "ab", complete: true),
    Row(
      format: "[0]", input: "1️⃣", caret: 1, text: "", textCaret: 0, value: "", complete: false),
    // Non-ASCII literals in the format.
    Row(
      format: "[00]→[00] €", input: "1234", caret: 4, text: "12→34", textCaret: 5, value: "1234",
      complete: true),
    Row(
      format: "{№}[000]", input: "№12", caret: 3, text: "№12", textCaret: 3, value: "№12",
      complete: false),
    // A CR LF pair is one Character.
    Row(
      format: "[0][0]", input: "1\r\n2", caret: 3, text: "12", textCaret: 2, value: "12",
      complete: true),
  ]

  @Test(arguments: rows)
  func apply(_ row: Row) throws {
    let result = try Mask(format: row.format).apply(row.input, caret: row.caret)
    #expect(result.text == row.text)
    #expect(result.caret == row.textCaret)
    #expect(result.extractedValue == row.value)
    #expect(result.complete == row.complete)
  }

  @Test func customNotationWithNonASCIISymbolAndSet() throws {
    let star = Notation(character: "★", characterSet: MaskCharacterSet(charactersIn: "αβγ"))
    let mask = try Mask(format: "[★★]-[0]", customNotations: [star])
    #expect(mask.placeholder == "★★-0")
    let result = mask.apply("αxβ7", caret: 4)
    #expect(result.text == "αβ-7")
    #expect(result.caret == 4)
  }

  @Test func predefinedClassesFollowUnicodeCategories() {
    let letters = MaskCharacterSet.letters
    #expect(letters.contains("é"))
    #expect(letters.contains("e\u{301}"))
    #expect(letters.contains("語"))
    #expect(!letters.contains("1"))
    #expect(!letters.contains("👍"))
    #expect(MaskCharacterSet.decimalDigits.contains("٣"))
    #expect(!MaskCharacterSet.decimalDigits.contains("½"))
    #expect(MaskCharacterSet.alphanumerics.contains("½"))
    let upper = MaskCharacterSet(classes: .uppercaseLetters)
    #expect(upper.contains("É"))
    #expect(!upper.contains("é"))
    let mixed = MaskCharacterSet(classes: .decimalDigits, characters: ["+", "👍"])
    #expect(mixed.contains("+"))
    #expect(mixed.contains("👍"))
    #expect(mixed.contains("7"))
    #expect(!mixed.contains("x"))
  }

  @Test func rightToLeftWithNonASCII() throws {
    let mask = try Mask(format: "[000] [000]", isRightToLeft: true)
    let result = mask.apply("٠١٢٣", caret: 4)
    #expect(result.text == "٠ ١٢٣")
    #expect(result.caret == 5)
  }
}
