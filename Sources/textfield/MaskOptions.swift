import InputMask

/// How a mask is applied: the flags `prompt` and `format` share, spelled as a form field's
/// options (`strategy=prefix;no-autocomplete;notation=x=abc;rtl`).
struct MaskOptions {
  static let options: [OptionSpec] = [
    .value(
      "strategy", "How affine formats are rated.",
      choices: AffinityStrategy.allCases.map(\.rawValue), default: "wholeString"),
    .inversion(
      "autocomplete",
      """
      Add the literals that follow the caret at the end of the text (typing 555 shows \
      '+1 (555) '). Default: on for one mask; off with --affine, so that the start of any format \
      can be typed; off for format.
      """),
    .flag(
      "autoskip", "Drop the literals left before the caret at the end of the text after a deletion."
    ),
    .value(
      "notation",
      "A custom [] symbol: 'x=abc' or '.:[.,]:optional' (see format --help). Repeatable."),
    .flag(
      "rtl",
      "Apply the mask from the end of the text (right to left: [000] [000] groups 1234 as 1 234)."),
  ]

  var strategy: String?
  var autocomplete: Bool?
  var autoskip: Bool
  var notations: [String]
  var rtl: Bool

  init(_ arguments: ParsedArguments) {
    strategy = arguments.string("strategy")
    autocomplete = arguments.inversion("autocomplete")
    autoskip = arguments.flag("autoskip")
    notations = arguments.strings("notation")
    rtl = arguments.flag("rtl")
  }
}
