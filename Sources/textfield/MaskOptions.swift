import ArgumentParser

/// How a mask is applied: the flags `prompt` and `format` share, spelled as a form field's
/// options (`strategy=prefix;no-autocomplete;notation=x=abc;rtl`).
struct MaskOptions: ParsableArguments {
  @Option(
    help: """
      How affine formats are rated: wholeString (the default), prefix, capacity, \
      extractedValueCapacity.
      """)
  var strategy: String?

  @Flag(
    inversion: .prefixedNo,
    help: """
      Add the literals that follow the caret at the end of the text (typing 555 shows \
      '+1 (555) '). Default: on for one mask; off with --affine, so that the start of any format \
      can be typed; off for format.
      """)
  var autocomplete: Bool?

  @Flag(help: "Drop the literals left before the caret at the end of the text after a deletion.")
  var autoskip = false

  @Option(
    name: .customLong("notation"),
    help: "A custom [] symbol: 'x=abc' or '.:[.,]:optional' (see format --help). Repeatable.")
  var notations: [String] = []

  @Flag(
    help:
      "Apply the mask from the end of the text (right to left: [000] [000] groups 1234 as 1 234).")
  var rtl = false
}
