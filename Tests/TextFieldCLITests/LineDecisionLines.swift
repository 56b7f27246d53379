import TestSupport
import Testing

/// Random and hostile lines for the agreement tests of `format --type`, the prompt's line mode
/// and a paste into the prompt: digits of several scripts, separators, letters, controls,
/// combining marks, bidirectional marks, currency symbols, plausible values of each type, and
/// huge lines.
enum LineDecisionLines {
  /// One type configuration: the type flags, as `format` and the prompt take them.
  struct Config: Sendable, CustomTestStringConvertible {
    var flags: [String]
    var testDescription: String { flags.joined(separator: " ") }

    /// The type (`phone`, `number`, `currency`, `date`), or `mask`.
    var type: String { flags.first == "--mask" ? "mask" : flags.count > 1 ? flags[1] : "" }
  }

  static let configs: [Config] =
    [
      ["phone"], ["phone", "--region", "US"], ["phone", "--region", "GB"],
      ["phone", "--region", "DE"], ["phone", "--region", "IN"], ["phone", "--region", "EG"],
      ["number"], ["number", "--locale", "de_DE"], ["number", "--locale", "fr_CH"],
      ["number", "--locale", "hi_IN"], ["number", "--locale", "ar_EG"],
      ["number", "--locale", "de_DE", "--min", "0", "--max", "1000", "--fraction", "2"],
      ["number", "--locale", "fr_CH", "--no-negative", "--fraction", "0"],
      ["currency", "--currency", "EUR", "--locale", "de_DE"],
      ["currency", "--currency", "CHF", "--locale", "fr_CH"],
      ["currency", "--currency", "INR", "--locale", "hi_IN"],
      ["currency", "--currency", "EGP", "--locale", "ar_EG"],
      ["currency", "--currency", "USD"], ["currency", "--currency", "JPY", "--locale", "ja_JP"],
      ["date"], ["date", "--format", "dd/MM/yyyy"], ["date", "--format", "MM/dd/yyyy"],
      ["date", "--format", "dd.MM.yyyy"], ["date", "--format", "HH:mm"],
      ["date", "--format", "HH:mm:ss"], ["date", "--format", "yyyy-MM-dd HH:mm"],
      ["date", "--format", "yyyy-MM"], ["date", "--format", "yyyy-MM-dd'T'HH:mm:ss"],
      ["date", "--format", "dd/MM/yyyy", "--min", "2000-01-01", "--max", "2030-12-31"],
    ].map { Config(flags: ["--type"] + $0) }
    + [
      ["+1 ([000]) [000]-[0000]"], ["[00]{.}[00]{.}[9999]"], ["[000]"], ["[AA]-[00]"],
      ["[0…]"], ["[000] [000] [000]", "--rtl"], ["[9]{.}[9]", "--autoskip"],
      ["+1 ([000]) [000]-[0000]", "--affine", "+[0] [000] [000]", "--no-autocomplete"],
    ].map { Config(flags: ["--mask"] + $0) }

  static let asciiDigits = Array("0123456789")
  /// Digits of other scripts: Arabic-Indic, Extended Arabic-Indic (Persian), fullwidth,
  /// Devanagari.
  static let otherDigits = Array("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹０１２３４５６７８９०१२३४५६७८९")
  static let separators: [String] = [
    ".", ",", "/", "-", ":", " ", "'", "(", ")", "+", "\u{A0}", "\u{202F}", "٫", "٬", "’", "T",
  ]
  static let hostile: [String] =
    HostileText.pieces + [
      "\u{200F}", "\u{200E}", "\u{61C}", "€", "$", "CHF", "EUR", "₹", "ج.م.\u{200F}", "\u{20DD}",
      "\u{2212}", "1\u{301}", "中", "\u{FEFF}",
    ]

  /// `count` lines for `config` from `seed`, then two huge ones.
  static func lines(for config: Config, count: Int, seed: UInt64) -> [String] {
    var random = SeededGenerator(seed: seed)
    var lines = ["", "0", "abc", "١٢/٠٣/٢٠٢٤", "１２.０３.２０２４", "12/03/20245", "31.02.2024"]
    lines += ["1.234", "1,234", "1.234,5", "1,234.5", "+165025300005", "(650) 253-0000"]
    while lines.count < count {
      switch Int.random(in: 0..<4, using: &random) {
      case 0: lines.append(plausible(config, using: &random))
      case 1: lines.append(digitsAndSeparators(using: &random))
      default: lines.append(mixed(using: &random))
      }
    }
    lines.append(String(repeating: "1234567890", count: 500))
    lines.append(String(repeating: "12.345,6 ", count: 300))
    return lines
  }

  /// A value of the type's shape, often valid, sometimes just off (a day 31 in February, one
  /// digit too many, a second separator).
  static func plausible(_ config: Config, using random: inout SeededGenerator) -> String {
    func digits(_ count: Int) -> String {
      String((0..<count).map { _ in asciiDigits.randomElement(using: &random) ?? "0" })
    }
    let separator = separators.randomElement(using: &random) ?? "."
    switch config.type {
    case "phone":
      let forms = [
        "+1 650 253 \(digits(4))", "+44 20 \(digits(4)) \(digits(4))", "0\(digits(10))",
        "\(digits(3))\(separator)\(digits(3))\(separator)\(digits(4))", "+49 30 \(digits(8))",
        "+91 \(digits(10))", "+20 \(digits(9))", "00\(digits(12))",
      ]
      return forms.randomElement(using: &random) ?? ""
    case "date":
      let day = Int.random(in: 1...32, using: &random)
      let month = Int.random(in: 1...13, using: &random)
      let year = Int.random(in: 1990...2031, using: &random)
      let time = "\(Int.random(in: 0...24, using: &random)):\(digits(2))"
      let forms = [
        "\(year)-\(two(month))-\(two(day))",
        "\(two(day))\(separator)\(two(month))\(separator)\(year)",
        "\(two(month))/\(two(day))/\(year)", time, "\(time):\(digits(2))",
        "\(year)-\(two(month))-\(two(day)) \(time)", "\(two(day))\(two(month))\(year)",
        "\(year)-\(two(month))", "\(year)-\(two(month))-\(two(day))T\(time):\(digits(2))",
      ]
      return forms.randomElement(using: &random) ?? ""
    case "mask":
      let letters = Bool.random(using: &random) ? "ab" : ""
      return letters + digits(Int.random(in: 0...12, using: &random))
    default:
      let integer = digits(Int.random(in: 1...9, using: &random))
      let fraction = digits(Int.random(in: 0...4, using: &random))
      let sign = Bool.random(using: &random) ? "" : "-"
      return sign + integer + (fraction.isEmpty ? "" : separator + fraction)
    }
  }

  static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

  /// Digits (mostly ASCII) and separators.
  static func digitsAndSeparators(using random: inout SeededGenerator) -> String {
    var line = ""
    for _ in 0..<Int.random(in: 1...14, using: &random) {
      switch Int.random(in: 0..<6, using: &random) {
      case 0: line += separators.randomElement(using: &random) ?? ""
      case 1: line.append(otherDigits.randomElement(using: &random) ?? "0")
      default: line.append(asciiDigits.randomElement(using: &random) ?? "0")
      }
    }
    return line
  }

  /// Anything: hostile pieces among digits and separators.
  static func mixed(using random: inout SeededGenerator) -> String {
    var line = ""
    for _ in 0..<Int.random(in: 0...12, using: &random) {
      switch Int.random(in: 0..<3, using: &random) {
      case 0: line += hostile.randomElement(using: &random) ?? ""
      case 1: line += separators.randomElement(using: &random) ?? ""
      default: line.append(asciiDigits.randomElement(using: &random) ?? "0")
      }
    }
    return line
  }
}
