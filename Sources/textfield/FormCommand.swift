import TextFieldCore
import TextFieldSpec

/// What `textfield form --output` prints: the prompt's words, plus `env`.
enum FormOutput: String, CaseIterable {
  /// One JSON object: for each key, the prompt's object `{"formatted", "value", "complete"}`.
  case json
  /// One `key='…'` line per field, safe for `eval` (the text chosen by `--values`).
  case env
  /// One line per field, in order: the text as shown.
  case formatted
  /// One line per field, in order: the extracted value.
  case value
}

/// Which text of a field `--output env` assigns.
enum FieldText: String, CaseIterable {
  /// The text as shown, with the format's literals.
  case formatted
  /// The extracted value, without the literals.
  case value
}

/// `textfield form`: several fields, one result.
struct FormCommand {
  static let abstract =
    "Ask for several values; print them as one JSON object or as shell assignments."
  /// The help's paragraphs (made only for `--help`).
  static var discussion: String {
    """
    Fields come from repeated --field 'key:Label:options' flags, options being ';'-separated \
    name=value pairs named like the prompt's flags (mask, affine, max-length, allowed, banned, \
    regex, pattern, validate, validate-message, placeholder, value, and the type options: \
    type, region, locale, min, max, fraction, currency, format; and suggest, suggest-file, \
    suggest-command, suggest-timeout, with suggest repeatable like affine) or bare flags (required, \
    password, allow-incomplete, keep-controls, no-negative), each given once (affine and \
    notation add one each time). Inside --field, \\; is a ';' in a value, \\: a ':' in the key \
    or label and \\\\ a backslash; other backslashes are kept (regex=\\d+). Or from a JSON spec \
    file (at most 1 MiB, read once: a pipe or /dev/stdin works): \
    {"fields": [{"key": …, "label": …, …}]}. Example: --field 'phone:Phone:type=phone;region=US' \
    --field 'amount:Amount:type=currency;currency=EUR;locale=de_DE' \
    --field 'day:Day:type=date;format=dd/MM/yyyy;min=2000-01-01'. Up and Down step a number's \
    value or a date's segment.

    The form is drawn on the terminal (/dev/tty), in the rows under the cursor (scrolling \
    the terminal up when needed; --fullscreen takes the whole screen), and leaves one \
    'Label: value' line per field once submitted (--clear removes them): Tab moves to the next field, Enter too once the field passes its checks (else it stays, saying why), Shift-Tab back, Enter on the last field \
    submits once every field passes its checks, Esc cancels, Ctrl-C interrupts.

    Without a terminal (CI, cron, setsid) one line per field is read from \
    standard input; the first line a field refuses exits 3 with the reason. When standard \
    input is a terminal (TERM=dumb, a screen reader), each field's prompt and every reason \
    are plain lines on standard error, a refused line is asked again, and Ctrl-D cancels \
    (exit 1). --timeout applies to the terminal only.

    With --output env, evaluate the output only when the form was submitted: \
    out=$(textfield form --output env …) || exit; eval "$out". (eval "$(textfield …)" returns \
    0 when the form is cancelled and keeps whatever the variables held before.) Keys the shell \
    itself uses are refused: every parameter bash's and zsh's manuals list (PATH, IFS, HOME, \
    PS1, USERNAME, GID, history, widgets, …), LC_*, LD_*, BASH*, ZSH*.

    \(Status.helpText)
    """
  }

  static let command = CommandSpec(
    name: "form", abstract: abstract, discussion: { discussion }, usage: "<options>",
    options: [
      .value(
        "field",
        "A field: 'key:Label:options' (\\: and \\; put the separators in text). Repeat for more."),
      .file("spec", "A JSON file describing the fields."),
      .value(
        "output",
        """
        json: one object, for each key {"formatted", "value", "complete"} ("region" for a \
        phone); env: key='…' lines for eval; formatted or value: one line per field, in order.
        """, choices: FormOutput.allCases.map(\.rawValue), default: "json"),
      .value(
        "values",
        """
        What --output env assigns: formatted (the text as shown, the default) or value (without \
        the format's literals).
        """, choices: FieldText.allCases.map(\.rawValue)),
      .flag("extracted", "Deprecated: --values value.", hidden: true),
      .value("header", "A title shown above the fields."),
      .value("timeout", "Give up after this many seconds without a submit (exit 124)."),
    ] + DisplayOptions.options)

  var fieldArguments: [String]
  var spec: String?
  var output: FormOutput
  var values: FieldText?
  /// The old spelling of `--values value`.
  var extracted: Bool
  var header: String?
  var timeout: Double?
  var display: DisplayOptions

  init(_ arguments: ParsedArguments) throws(UsageError) {
    fieldArguments = arguments.strings("field")
    spec = arguments.string("spec")
    output = try arguments.converted("output", FormOutput.init(rawValue:)) ?? .json
    values = try arguments.converted("values", FieldText.init(rawValue:))
    extracted = arguments.flag("extracted")
    header = arguments.string("header")
    timeout = try arguments.number("timeout")
    display = DisplayOptions(arguments)
  }

  /// Checks the options and reads the fields, each input once (a spec file is read here and
  /// nowhere else: what is checked is what runs).
  /// - Returns: the fields, checked.
  func validate() throws -> [FieldSpec] {
    try display.validate()
    try Interactive.validate(timeout: timeout)
    if extracted, values != nil {
      throw UsageError("--extracted is the old spelling of --values value: give only --values")
    }
    if values != nil || extracted, output != .env {
      throw UsageError(
        "\(extracted ? "--extracted" : "--values") chooses what --output env assigns; "
          + "--output \(output.rawValue) prints "
          + (output == .json ? "both formatted and value" : "the \(output.rawValue) text"))
    }
    let specs = try fieldSpecs()
    guard !specs.isEmpty else { throw UsageError("a form needs --field or --spec") }
    var seen = Set<String>()
    for spec in specs {
      guard seen.insert(spec.key).inserted else {
        throw UsageError("field key \"\(spec.key)\" is used twice")
      }
      if output == .env {
        guard ShellOutput.isShellName(spec.key) else {
          throw UsageError(
            "field key \"\(spec.key)\" is not a shell variable name, needed by --output env")
        }
        if let reason = ShellOutput.reservedShellNameReason(spec.key) {
          throw UsageError(
            "field key \(reason): --output env would overwrite it when evaluated; choose another key"
          )
        }
      }
      try spec.checkUsage()
    }
    return specs
  }

  func fieldSpecs() throws -> [FieldSpec] {
    var specs: [FieldSpec] = []
    if let spec { specs += try Self.load(spec) }
    for argument in fieldArguments {
      do {
        specs.append(try FieldSpec(argument: argument))
      } catch {
        throw UsageError(error.description)
      }
    }
    return specs
  }

  /// The most bytes a spec file may hold (1 MiB): a form's description is a few kilobytes, and
  /// `--spec /dev/zero` must end at once rather than fill the memory.
  static let largestSpec = 1 << 20

  /// The fields of the spec file at `path`, read once (a FIFO, `/dev/stdin` and `<(…)` work).
  /// - Throws: a usage error naming the file, the field and the JSON path of anything wrong.
  static func load(_ path: String) throws -> [FieldSpec] {
    let bytes: [UInt8]
    do {
      bytes = try FileContents.read(path, limit: largestSpec)
    } catch {
      throw UsageError("--spec \(path): cannot read the file (\(error.description))")
    }
    let json: JSONValue
    do {
      json = try bytes.withUnsafeBufferPointer { buffer throws(JSONError) in
        try JSONValue.parse(buffer)
      }
    } catch {
      let kind = error.isSchemaError ? "" : "not JSON: "
      throw UsageError("--spec \(path): \(kind)\(error.description)")
    }
    do {
      return try FormSpecFile(jsonAllowingHistory: json).fields
    } catch {
      throw UsageError("--spec \(path): \(error.description)")
    }
  }

  /// What `--output env` assigns.
  var envText: FieldText { extracted ? .value : values ?? .formatted }

  /// The output for `results`.
  /// - Throws: for `--output env`, a value holding NUL, which no shell variable can hold; for
  ///   `formatted` and `value`, a value holding a line break, which would shift the lines.
  func render(_ results: [(FieldSpec, FieldResult)]) throws(RenderError) -> String {
    switch output {
    case .json:
      return ShellOutput.jsonObject(results.map { ($0.0.key, $0.1.json) })
    case .env:
      let pairs = results.map { ($0.0.key, envText == .value ? $0.1.value : $0.1.formatted) }
      if let key = pairs.first(where: { $0.1.unicodeScalars.contains("\0") })?.0 {
        throw RenderError(
          message: "field \"\(key)\": the value holds a NUL character, which a shell variable "
            + "cannot hold; use --output json")
      }
      return pairs.map { "\($0.0)=\(ShellOutput.shellQuoted($0.1))" }.joined(separator: "\n")
    case .formatted, .value:
      let lines = results.map { ($0.0.key, output == .value ? $0.1.value : $0.1.formatted) }
      let breaks: Set<Unicode.Scalar> = ["\n", "\r"]
      if let key = lines.first(where: { $0.1.unicodeScalars.contains(where: breaks.contains) })?.0 {
        throw RenderError(
          message: "field \"\(key)\": the value holds a line break, which would run into the "
            + "next field's line; use --output json")
      }
      return lines.map(\.1).joined(separator: "\n")
    }
  }

  /// Output that cannot be written in the chosen form.
  struct RenderError: Error {
    var message: String
  }

}
