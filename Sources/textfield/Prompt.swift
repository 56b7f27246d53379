import ArgumentParser

/// `textfield [prompt]`: one field; the value and a newline go to standard output.
struct Prompt: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "prompt",
    abstract: "Ask for one value through filters and masks; print it to standard output.",
    discussion: """
      The field is drawn on the terminal (/dev/tty), in the rows under the cursor: nothing \
      printed before it is hidden, and once submitted one line 'Label: value' stays (--clear \
      removes it; --fullscreen takes the whole screen instead). \
      `phone=$(textfield --mask '+1 ([000]) [000]-[0000]')` captures only the value. Enter submits once every check passes (an incomplete mask or pattern is refused \
      unless --allow-incomplete); Esc cancels; Ctrl-C interrupts. Piped standard input is never \
      the initial value unless --value - says so.

      Without a terminal (CI, cron, </dev/null, TERM=dumb) one line is read from standard input \
      and run through the same filters; it is printed, or refused with the reason on standard \
      error (exit 3). When standard input is a terminal (TERM=dumb, a screen reader), the prompt \
      and the reasons are plain lines on standard error, a refused line is asked again, and \
      Ctrl-D cancels (exit 1). --timeout applies to the terminal only.

      \(Status.helpText)
      """)

  @Option(help: "An input mask such as '+1 ([000]) [000]-[0000]'.")
  var mask: String?

  @Option(help: "An alternative mask, chosen when the text fits it better. Repeatable.")
  var affine: [String] = []

  @OptionGroup(title: "Mask options") var maskOptions: MaskOptions

  @Option(help: "A #-pattern such as '+1 (###) ###-####' (each # is one character).")
  var pattern: String?

  @Option(help: "The most characters the value may hold.")
  var maxLength: Int?

  @Option(help: "The only characters allowed.")
  var allowed: String?

  @Option(help: "Characters that are not allowed.")
  var banned: String?

  @Option(
    help: """
      A regular expression every prefix of the value must match while typing (matched in linear \
      time: no backreferences, lookaround or possessive quantifiers).
      """)
  var regex: String?

  @Option(
    name: .customLong("validate"),
    help:
      "A regular expression (same syntax as --regex) the whole value must match to be submitted.")
  var validatePattern: String?

  @Option(
    help: """
      What to tell the user when --validate fails (instead of showing the regular expression).
      """)
  var validateMessage: String?

  @Flag(help: "The value must not be empty.")
  var required = false

  @Option(help: "Text shown dim while the field is empty (default: the format's blanks).")
  var placeholder: String?

  @Option(help: "The label shown before the field (default: Value).")
  var prompt: String?

  @Option(help: "A title shown above the field.")
  var header: String?

  @Option(help: "The initial value; '-' reads it from the first line of standard input.")
  var value: String?

  @Flag(help: "Hide the typed characters.")
  var password = false

  @Option(help: "The most cells the field takes on screen (default: the rest of the row).")
  var width: Int?

  @Option(help: "Give up after this many seconds without a submit (exit 124).")
  var timeout: Double?

  @Flag(help: "Accept a value whose pattern or mask is not complete.")
  var allowIncomplete = false

  @Flag(
    help: """
      Keep control characters in pasted or given text. By default tab, CR and LF become a space \
      and other controls are dropped with a notice.
      """)
  var keepControls = false

  @Option(
    help: """
      What to print: formatted (the text as shown), value (without the format's literals), or \
      json ({"formatted", "value", "complete"}).
      """)
  var output: OutputFormat = .formatted

  @OptionGroup var display: DisplayOptions

  func validate() throws {
    if let maxLength, maxLength < 0 { throw ValidationError("--max-length must be 0 or more") }
    if let width, width < 1 { throw ValidationError("--width must be 1 or more") }
    try Interactive.validate(timeout: timeout)
    try spec().check()
  }

  func spec() -> FieldSpec {
    var spec = FieldSpec(key: "", label: prompt ?? "the value")
    spec.mask = mask
    spec.affine = affine
    spec.strategy = maskOptions.strategy
    spec.autocomplete = maskOptions.autocomplete
    spec.autoskip = maskOptions.autoskip
    spec.notations = maskOptions.notations
    spec.rtl = maskOptions.rtl
    spec.pattern = pattern
    spec.maxLength = maxLength
    spec.allowed = allowed
    spec.banned = banned
    spec.regex = regex
    spec.validate = validatePattern
    spec.validateMessage = validateMessage
    spec.required = required
    spec.placeholder = placeholder
    spec.password = password
    spec.allowIncomplete = allowIncomplete
    spec.keepControls = keepControls
    spec.value = value == "-" ? nil : value
    return spec
  }
}
