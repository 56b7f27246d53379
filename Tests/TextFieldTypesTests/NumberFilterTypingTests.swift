import TestSupport
import Testing
import TextFieldCore
import TextFieldTypes

/// Typing into a number field through a real `TextFieldModel`: the whole state after each key.
@Suite struct NumberFilterTypingTests {
  static func field(
    _ notation: String = "|", locale: String = "en_US", minimum: String? = nil,
    maximum: String? = nil, fractionDigits: Int? = nil, allowsNegative: Bool = true,
    currency: String? = nil
  ) throws -> TextFieldModel {
    let filter = try NumberFilter(
      locale: locale, minimum: minimum, maximum: maximum, fractionDigits: fractionDigits,
      allowsNegative: allowsNegative, currency: currency)
    return TextFieldModel.editing(notation: notation, filters: [filter])
  }

  /// The states after typing each Character of `keys` one by one.
  static func states(typing keys: String, into field: TextFieldModel) -> [String] {
    keys.map { key in
      field.perform(.insert(String(key)))
      return field.state.description
    }
  }

  /// Each row: a locale, a currency, the keys, and the state after each.
  @Test(
    arguments: [
      (
        "en_US", nil, "1234567.8",
        [
          "1|", "12|", "123|", "1,234|", "12,345|", "123,456|", "1,234,567|", "1,234,567.|",
          "1,234,567.8|",
        ]
      ),
      (
        "hi_IN", nil, "1234567",
        ["1|", "12|", "123|", "1,234|", "12,345|", "1,23,456|", "12,34,567|"]
      ),
      ("de_DE", nil, "1234,5", ["1|", "12|", "123|", "1.234|", "1.234,|", "1.234,5|"]),
      (
        "fr_FR", nil, "1234.5",
        ["1|", "12|", "123|", "1\u{202F}234|", "1\u{202F}234,|", "1\u{202F}234,5|"]
      ),
      ("de_CH", nil, "1234,5", ["1|", "12|", "123|", "1’234|", "1’234.|", "1’234.5|"]),
      ("ar_EG", nil, "1234.5", ["١|", "١٢|", "١٢٣|", "١٬٢٣٤|", "١٬٢٣٤٫|", "١٬٢٣٤٫٥|"]),
      ("en_US", "USD", "12.5", ["$1|", "$12|", "$12.|", "$12.5|"]),
      ("de_DE", "EUR", "12,5", ["1|\u{A0}€", "12|\u{A0}€", "12,|\u{A0}€", "12,5|\u{A0}€"]),
      ("en_US", nil, "-5-", ["-|", "-5|", "5|"]),
      ("en_US", "USD", "-5", ["-$|", "-$5|"]),
      ("en_US", nil, "007", ["0|", "0|", "7|"]),
      ("en_US", nil, ".5", ["0.|", "0.5|"]),
      ("en_US", nil, "1,2 3", ["1|", "1|", "12|", "12|", "123|"]),
      ("de_DE", nil, "1.2", ["1|", "1|", "12|"]),
      ("en_US", nil, "٣٤", ["3|", "34|"]),
    ] as [(String, String?, String, [String])])
  func typingFormatsAndKeepsTheCaretWithTheDigit(
    locale: String, currency: String?, keys: String, states: [String]
  ) throws {
    let field = try Self.field(locale: locale, currency: currency)
    #expect(Self.states(typing: keys, into: field) == states)
  }

  @Test func typingInTheMiddleKeepsTheCaretAfterTheNewDigit() throws {
    let field = try Self.field("1,2|34")
    field.perform(.insert("9"))
    #expect(field.state == TextFieldState(notation: "12,9|34"))
    field.perform(.insert("9"))
    #expect(field.state == TextFieldState(notation: "129,9|34"))
  }

  /// Each row: a state, a command, and the state after it.
  @Test(arguments: [
    ("1,|234", EditingCommand.deleteBackward, "|234"),
    ("12,|345", .deleteBackward, "1|,345"),
    ("1,234|", .deleteBackward, "123|"),
    ("1|,234", .deleteForward, "1|34"),
    ("1,234.5|", .deleteBackward, "1,234.|"),
    ("1,234.|", .deleteBackward, "1,234|"),
    ("1|.5", .deleteBackward, "0|.5"),
    ("1|,005", .deleteBackward, "|5"),
    ("[1,234]", .deleteBackward, "|"),
    ("1,2[3|]4", .insert("9"), "1,29|4"),
  ])
  func deletionsNeverStickOnSeparators(
    before: String, command: EditingCommand, after: String
  )
    throws
  {
    let field = try Self.field(before)
    field.perform(command)
    #expect(field.state == TextFieldState(notation: after))
  }

  /// Each row: a currency state in a locale, a command, and the state after it.
  @Test(arguments: [
    ("en_US", "$|12", EditingCommand.deleteBackward, "$|12"),
    ("en_US", "-$|12", .deleteBackward, "$|12"),
    ("en_US", "|$12", .insert("3"), "$3|12"),
    ("de_DE", "12\u{A0}€|", .insert("3"), "123|\u{A0}€"),
    ("de_DE", "12|\u{A0}€", .deleteForward, "12|\u{A0}€"),
    ("de_DE", "12|\u{A0}€", .insert("-"), "-12|\u{A0}€"),
    ("de_DE", "1|\u{A0}€", .deleteBackward, "|"),
  ])
  func theCaretStaysOnTheDigitsSideOfTheSymbol(
    locale: String, before: String, command: EditingCommand, after: String
  ) throws {
    let field = try Self.field(before, locale: locale, currency: locale == "en_US" ? "USD" : "EUR")
    field.perform(command)
    #expect(field.state == TextFieldState(notation: after))
  }

  /// Each row: the field's options as a string, what is typed first, the refused key, and the
  /// refusal in English.
  @Test(arguments: [
    ("", "12", "x", "\"x\": only digits here"),
    ("", "1.5", ".", "the number has a decimal separator already"),
    ("digits0", "12", ".", "whole numbers only"),
    ("digits2", "1.25", "7", "at most 2 digits after the decimal separator"),
    ("usd", "1.25", "7", "at most 2 digits after the decimal separator"),
    ("positive", "", "-", "negative numbers are not allowed"),
    ("max100", "10", "1", "at most 100"),
    ("max100", "100", ".", ""),
    ("max100", "100.", "5", "at most 100"),
    ("min-50", "-5", "1", "at least -50"),
  ])
  func refusalsSayWhy(options: String, typed: String, key: String, words: String) throws {
    let field: TextFieldModel
    switch options {
    case "digits0": field = try Self.field(fractionDigits: 0)
    case "digits2": field = try Self.field(fractionDigits: 2)
    case "usd": field = try Self.field(currency: "USD")
    case "positive": field = try Self.field(allowsNegative: false)
    case "max100": field = try Self.field(maximum: "100")
    default: field = try options == "min-50" ? Self.field(minimum: "-50") : Self.field()
    }
    field.type(typed)
    let before = field.state
    let outcome = field.perform(.insert(key))
    if words.isEmpty {
      #expect(outcome == .applied)
      return
    }
    guard case .rejected(let reason?) = outcome else {
      Issue.record("\(key) after \(typed) was not refused: \(field.state)")
      return
    }
    #expect(field.messages.text(for: reason) == words)
    #expect(field.state == before)
  }

  @Test func belowAPositiveMinimumIsTypedButIncomplete() throws {
    let field = try Self.field(minimum: "50", maximum: "500")
    field.type("5")
    #expect(field.text == "5")
    #expect(field.value == "5")
    #expect(!field.isComplete)
    field.type("0")
    #expect(field.isComplete)
    field.type("0")
    #expect(field.isComplete)
    #expect(field.perform(.insert("0")) == .rejected(reason: .aboveMaximum("500")))
  }

  @Test func theDecimalSeparatorTypedBeforeTheOneThereStepsOverIt() throws {
    let field = try Self.field("12|.5")
    field.perform(.insert("."))
    #expect(field.state == TextFieldState(notation: "12.|5"))
  }

  /// Each row: a field's locale and currency, its text, the value and completeness.
  @Test(
    arguments: [
      ("en_US", nil, "", "", false),
      ("en_US", nil, "-", "", false),
      ("en_US", nil, "1,234.5", "1234.5", true),
      ("en_US", nil, "12.", "12", true),
      ("de_DE", "EUR", "-1.234,5", "-1234.50", true),
      ("ar_EG", nil, "١٬٢٣٤٫٥", "1234.5", true),
      ("ja_JP", "JPY", "1234", "1234", true),
    ] as [(String, String?, String, String, Bool)])
  func valuesArePlainDecimals(
    locale: String, currency: String?, typed: String, value: String, complete: Bool
  ) throws {
    let field = try Self.field(locale: locale, currency: currency)
    field.type(typed)
    #expect(field.value == value)
    #expect(field.isComplete == complete)
    #expect(field.tailPlaceholder == "")
  }

  @Test func undoAndRedoGoThroughTheSameFormatting() throws {
    let field = try Self.field()
    field.type("1234")
    #expect(field.text == "1,234")
    field.perform(.deleteBackward)
    #expect(field.text == "123")
    field.perform(.undo)
    #expect(field.text == "1,234")
    field.perform(.redo)
    #expect(field.text == "123")
  }

  @Test func programmaticTextIsAPlainDecimalOrTheLocalesText() throws {
    let field = try Self.field(locale: "de_DE", currency: "EUR")
    #expect(field.setText("1234.5") == .rewritten(nil))
    #expect(field.text == "1.234,5\u{A0}€")
    #expect(field.value == "1234.50")
    field.setText("-2.000,25 €")
    #expect(field.value == "-2000.25")
    #expect(field.setText("abc") == .rejected(reason: .notANumber(input: nil)))
  }
}
