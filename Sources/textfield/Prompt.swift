import TextFieldSpec

/// `textfield [prompt]`: one field; the value and a newline go to standard output.
struct Prompt {
  static let abstract = "Ask for one value through filters and masks; print it to standard output."
  /// The help's paragraphs (made only for `--help`).
  static var discussion: String {
    """
    The field is drawn on the terminal (/dev/tty), in the rows under the cursor: nothing \
    printed before it is hidden, and once submitted one line 'Label: value' stays (--clear \
    removes it; --fullscreen takes the whole screen instead). \
    `phone=$(textfield --mask '+1 ([000]) [000]-[0000]')` captures only the value. Enter submits once every check passes (an incomplete mask or pattern is refused \
    unless --allow-incomplete); Esc cancels; Ctrl-C interrupts. Piped standard input is never \
    the initial value unless --value - says so.

    Without a terminal (CI, cron, setsid) one line is read from standard input \
    and run through the same filters; it is printed, or refused with the reason on standard \
    error (exit 3). When standard input is a terminal (TERM=dumb, a screen reader), the prompt \
    and the reasons are plain lines on standard error, a refused line is asked again, and \
    Ctrl-D cancels (exit 1). --timeout applies to the terminal only.

    \(Status.helpText)
    """
  }

  static let command = CommandSpec(
    name: "prompt", abstract: abstract, discussion: { discussion }, usage: "<options>",
    groups: [
      OptionGroupSpec(title: "MASK OPTIONS", options: MaskOptions.options),
      OptionGroupSpec(title: "TYPE OPTIONS", options: TypeOptions.options),
      OptionGroupSpec(title: "SUGGESTION OPTIONS", options: SuggestOptions.options),
    ],
    options: [
      .value("mask", "An input mask such as '+1 ([000]) [000]-[0000]'."),
      .value("affine", "An alternative mask, chosen when the text fits it better. Repeatable."),
      .value("pattern", "A #-pattern such as '+1 (###) ###-####' (each # is one character)."),
      .value(
        "max-length",
        """
        The most characters the value may hold (without it: 131072; a larger value raises \
        that bound, and each key then costs more).
        """),
      .value("allowed", "The only characters allowed."),
      .value("banned", "Characters that are not allowed, alone or inside a joined character."),
      .value(
        "regex",
        """
        A regular expression every prefix of the value must match while typing (matched in \
        linear time: no backreferences, lookaround or possessive quantifiers). The value holds \
        at most 2000000 / (the compiled pattern's size) characters, so each key stays fast.
        """),
      .value(
        "validate",
        "A regular expression (same syntax as --regex) the whole value must match to be submitted."
      ),
      .value(
        "validate-message",
        "What to tell the user when --validate fails (instead of showing the regular expression)."
      ),
      .flag("required", "The value must not be empty."),
      .value(
        "placeholder", "Text shown dim while the field is empty (default: the format's blanks)."),
      .value("prompt", "The label shown before the field (default: Value)."),
      .value("header", "A title shown above the field."),
      .value(
        "value",
        """
        The initial value; '-' reads it from the first line of standard input. A value the \
        filters would trim is said on screen, and refused without a terminal (exit 3).
        """),
      .flag("password", "Hide the typed characters."),
      .file(
        "history",
        """
        A file of earlier values: Up/Down (Ctrl-P/Ctrl-N) recall them, Ctrl-R searches them. \
        The submitted value is appended (created 0600; the newest 1000 kept; never for \
        --password).
        """),
      .value("width", "The most cells the field takes on screen (default: the rest of the row)."),
      .value("timeout", "Give up after this many seconds without a submit (exit 124)."),
      .flag("allow-incomplete", "Accept a value whose pattern or mask is not complete."),
      .flag(
        "keep-controls",
        """
        Keep control characters in pasted or given text. By default tab, CR and LF become a space \
        and other controls are dropped with a notice.
        """),
      .value(
        "output",
        """
        What to print: formatted (the text as shown), value (without the format's literals), or \
        json ({"formatted", "value", "complete"}, and "region" for a phone).
        """, choices: OutputFormat.allValueStrings, default: "formatted"),
    ] + DisplayOptions.options)

  /// The field, as the flags describe it (its label is `--prompt`'s, or "the value").
  var field: FieldSpec
  /// `--value -`: the initial value is a line of standard input, read when the prompt runs.
  var readsValueFromInput: Bool
  var prompt: String?
  var header: String?
  var width: Int?
  var timeout: Double?
  var output: OutputFormat
  var display: DisplayOptions

  init(_ arguments: ParsedArguments) throws(UsageError) {
    prompt = arguments.string("prompt")
    var field = FieldSpec(key: "", label: prompt ?? "the value")
    field.setMask(
      arguments.string("mask"), affine: arguments.strings("affine"),
      options: MaskOptions(arguments))
    field.typed = try TypeOptions.settings(arguments)
    field.pattern = arguments.string("pattern")
    field.maxLength = try arguments.integer("max-length")
    field.allowed = arguments.string("allowed")
    field.banned = arguments.string("banned")
    field.regex = arguments.string("regex")
    field.validate = arguments.string("validate")
    field.validateMessage = arguments.string("validate-message")
    field.required = arguments.flag("required")
    field.placeholder = arguments.string("placeholder")
    field.password = arguments.flag("password")
    field.allowIncomplete = arguments.flag("allow-incomplete")
    field.keepControls = arguments.flag("keep-controls")
    field.history = arguments.string("history")
    try SuggestOptions.read(arguments, into: &field)
    let value = arguments.string("value")
    readsValueFromInput = value == "-"
    field.value = readsValueFromInput ? nil : value
    self.field = field
    header = arguments.string("header")
    width = try arguments.integer("width")
    timeout = try arguments.number("timeout")
    output = try arguments.converted("output", OutputFormat.init(argument:)) ?? .formatted
    display = DisplayOptions(arguments)
  }

  func validate() throws {
    try display.validate()
    if let maxLength = field.maxLength, maxLength < 0 {
      throw UsageError("--max-length must be 0 or more")
    }
    if let width, width < 1 { throw UsageError("--width must be 1 or more") }
    if field.history?.isEmpty == true { throw UsageError("--history must name a file") }
    try Interactive.validate(timeout: timeout)
    try field.checkUsage()
  }
}
