import InputMask
import TextFieldCore
import TextFieldSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `textfield format`: applies an input mask to text without a terminal.
struct Format {
  static let abstract = "Format text with an input mask or a field type."
  /// The help's paragraphs (made only for `--help`).
  static var discussion: String {
    """
    Formats each TEXT argument, or each line of standard input when no TEXT is given \
    (streamed in constant memory; a trailing carriage return is dropped), and prints one line \
    per input.

    Each input is decided as the prompt decides a line: one the prompt would refuse (a mask or \
    type left incomplete, unless --allow-incomplete; input the mask or type refuses or would \
    drop, such as a fourth digit for [000]) prints an empty line (an {"error": {"message"}} object with --output json), \
    never part of a value; "textfield format: line N: reason" goes to standard error (N counts \
    TEXT arguments too), and the command exits 3 once every input is done.

    Masks: [] holds symbols to fill (0 a digit, 9 an optional digit, A a letter, a an \
    optional letter, _ a letter or digit, - an optional one, … repeats the kind before it), {} \
    holds fixed characters that are part of the value, anything else is literal text, and \\ \
    escapes the next character. Example: --mask '+1 ([000]) [000]-[0000]'.

    NOTATION SPEC (--notation, repeatable) defines a custom [] symbol:
      SYMBOL=CHARS           exactly these characters, mandatory: 'x=abc'
      SYMBOL:SET[:optional]  SET is ITEM+ITEM+…, an ITEM a class or [chars]:
                             'C:letters+[ ]'  '.:[.,]:optional'
      classes: decimalDigits (digits), letters, lowercaseLetters,
        uppercaseLetters, alphanumerics, whitespaces, newlines,
        punctuationCharacters (punctuation), symbols.
      Inside [chars], \\ escapes the next character: '.:[\\]]'. SYMBOL is one
      character, not a built-in (0 9 A a _ - …) nor [ ] { } \\.

    --jsonl: each input line is a JSON object with the fields format, input, caret, \
    caretGravity ("forward" or "backward"), autocomplete, autoskip, rtl, customNotations \
    ([{character, predefined, charactersIn, isOptional}]), affineFormats and \
    affinityStrategy. Each output line is what --output json prints, {"formatted", "value", \
    "complete", "caret", "affinity", "tailPlaceholder"}, or {"error": {"message", "offset"}} \
    for that line alone (also reported on standard error; the command then exits 3 at the \
    end). A request's "complete" is reported, not refused.

    --type phone, number, currency or date (with the type options, as for the prompt) pastes \
    each input into such a field and presses Enter, exactly as the prompt does, and prints \
    what it shows, its value (E.164, a plain decimal, ISO 8601) or the JSON object the prompt \
    prints: `textfield format --type phone --region US --output value < numbers.txt`. A phone \
    number that is not valid for its region, a date that does not exist or has more digits \
    than its pattern, an ambiguous number (1.234 in de_DE) are refused, as above.

    Positions (--caret, "caret") are in Characters. A malformed mask exits 2 with a message \
    that points at the bad character; standard input or a TEXT that is not UTF-8 exits 3. A \
    closed output (a pipe whose reader left) exits 74 with a message.

    \(Status.helpText)
    """
  }

  static let command = CommandSpec(
    name: "format", abstract: abstract, discussion: { discussion },
    usage: "[<options>] [<texts> ...]",
    groups: [
      OptionGroupSpec(title: "MASK OPTIONS", options: MaskOptions.options),
      OptionGroupSpec(title: "TYPE OPTIONS", options: TypeOptions.options),
    ],
    options: [
      .value("mask", "The mask format (required unless --jsonl or --type)."),
      .value("affine", "An alternative format, picked when it fits better."),
      .value("caret", "The caret in each input, in Characters (default: at the end)."),
      .flag("deleting", "Format as after a deletion (backward caret gravity)."),
      .value(
        "output",
        """
        What to print: formatted (the text), value (without the format's literals), or json \
        ({"formatted", "value", "complete", "caret", "affinity", "tailPlaceholder"}).
        """, choices: OutputFormat.allValueStrings, default: "formatted"),
      .flag(
        "allow-incomplete",
        """
        Print a value the mask or type leaves incomplete instead of refusing it (exit 3).
        """),
      .flag("jsonl", "Read JSON requests from standard input, write JSON results."),
    ],
    arguments: ("texts", "Texts to format; standard input is read when there are none."))

  var mask: String?
  var affineFormats: [String]
  var maskOptions: MaskOptions
  var typeSettings: FieldSpec.TypeSettings
  var caret: Int?
  var deleting: Bool
  var output: OutputFormat
  var allowIncomplete: Bool
  var jsonl: Bool
  var texts: [String]

  init(_ arguments: ParsedArguments) throws(UsageError) {
    mask = arguments.string("mask")
    affineFormats = arguments.strings("affine")
    maskOptions = MaskOptions(arguments)
    typeSettings = try TypeOptions.settings(arguments)
    caret = try arguments.integer("caret")
    deleting = arguments.flag("deleting")
    output = try arguments.converted("output", OutputFormat.init(argument:)) ?? .formatted
    allowIncomplete = arguments.flag("allow-incomplete")
    jsonl = arguments.flag("jsonl")
    texts = arguments.positionals
  }

  mutating func run() throws {
    // A closed pipe is the error EPIPE (exit 74 with a message), not a silent death by SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    try checkArgumentsAreUTF8()
    if jsonl {
      guard mask == nil, typeSettings.type == nil, texts.isEmpty, !allowIncomplete else {
        throw usage(
          "--jsonl reads everything from standard input: give no --mask, --type, "
            + "--allow-incomplete or TEXT")
      }
      let served = FormatJSONLines.run()
      try check(served.succeeded)
      // As the other modes: a line that could not be served makes the run exit 3 at the end.
      if served.errors > 0 { throw ExitStatus(Status.unsatisfied) }
      return
    }
    if typeSettings.type != nil {
      guard mask == nil, affineFormats.isEmpty, caret == nil, !deleting else {
        throw usage("--type formats by itself: give no --mask, --affine, --caret or --deleting")
      }
      try runTyped(typedSpec)
      return
    }
    let masks = try makeMaskSet()
    let kind = output
    // Without --caret or --deleting, a line is what the prompt is given: the prompt's field
    // decides it (refused, or the text it holds, with the prompt's autocomplete), and the
    // engine describes that text.
    let prompt = self.caret == nil && !deleting ? try makeMaskField() : nil
    let autocomplete = prompt == nil ? maskOptions.autocomplete ?? false : promptAutocomplete(masks)
    let gravity: CaretGravity =
      deleting
      ? .backward(autoskip: maskOptions.autoskip)
      : .forward(autocomplete: autocomplete)
    let caret = self.caret ?? Int.max
    let allowIncomplete = self.allowIncomplete
    var refused = 0
    var lineNumber = 0
    func engine(_ input: String) -> (MaskResult, Mask) {
      guard !masks.affine.isEmpty else {
        return (masks.primary.apply(input, caret: caret, gravity: gravity), masks.primary)
      }
      let choice = masks.apply(input, caret: caret, gravity: gravity)
      return (choice.result, choice.mask)
    }
    let decider =
      prompt == nil
      ? nil
      : EngineDecider(masks: masks, autocomplete: autocomplete, allowIncomplete: allowIncomplete)
    try forEachInput { input, out in
      lineNumber += 1
      // A clean line the engine alone can answer for the prompt; any other, the field decides.
      let answer = decider?.answer(input)
      var result: MaskResult
      var mask = masks.primary
      switch answer {
      case .taken(let taken)?:
        result = taken
      case .incomplete(let reason)?:
        refused += 1
        printError("textfield format: line \(lineNumber): \(reason)")
        out.writeLine(kind == .json ? Self.errorJSON(reason) : "")
        return
      case nil:
        (result, mask) = engine(input)
        guard let prompt else { break }
        if case .refused(let reason) = Self.decide(input, in: prompt) {
          refused += 1
          printError("textfield format: line \(lineNumber): \(reason)")
          out.writeLine(kind == .json ? Self.errorJSON(reason) : "")
          return
        }
        if result.text != prompt.text {
          // The field holds what the prompt prints; the engine describes that text.
          let choice = masks.choice(describing: prompt.text, caret: prompt.text.count)
          (result, mask) = (choice.result, choice.mask)
        }
      }
      guard allowIncomplete || result.complete else {
        // As the prompt refuses it: an empty line (an error object), the reason on stderr.
        refused += 1
        let reason = Self.incompleteReason(result, of: mask)
        printError("textfield format: line \(lineNumber): \(reason)")
        out.writeLine(kind == .json ? Self.errorJSON(reason) : "")
        return
      }
      out.write(result, as: kind)
    }
    if refused > 0 { throw ExitStatus(Status.unsatisfied) }
  }

  /// The prompt's field for `--mask` and its options, which decides each line as the prompt
  /// does: input the mask drops is refused, and so is an incomplete value unless
  /// `--allow-incomplete`.
  func makeMaskField() throws -> TextFieldModel {
    var spec = FieldSpec(key: "", label: "")
    spec.setMask(mask, affine: affineFormats, options: maskOptions)
    spec.allowIncomplete = allowIncomplete
    do {
      return try spec.makeField()
    } catch {
      printError("textfield format: \(error.description)")
      throw ExitStatus(Status.usage)
    }
  }

  /// What the prompt says of an incomplete mask: `incomplete: "+1 (2" still needs "__) ___-____"`.
  static func incompleteReason(_ result: MaskResult, of mask: Mask) -> String {
    let tail = result.tailPlaceholder.count
    let missing = String(mask.placeholder(blank: "_").suffix(tail))
    return FieldMessages.english.text(
      for: ValidationReason.incomplete(text: result.text, missing: tail == 0 ? "" : missing))
  }

  /// Calls `format` with each TEXT argument, or each line of standard input, and the output
  /// buffer, flushing it as it fills and at the end.
  ///
  /// Standard input that is not UTF-8 stops the run with exit 3 (what came before is written);
  /// a failed read or write exits 74.
  func forEachInput(_ format: (String, inout OutputBuffer) -> Void) throws {
    var out = OutputBuffer()
    guard texts.isEmpty else {
      for text in texts { format(text, &out) }
      try check(out.flush())
      return
    }
    var lineNumber = 0
    var invalid: StandardInput.InvalidUTF8?
    let read = LineReader.forEachLine { line in
      lineNumber += 1
      do throws(StandardInput.InvalidUTF8) {
        format(try StandardInput.decode(line, line: lineNumber), &out)
      } catch {
        invalid = error
        return false
      }
      return out.flushIfFull()
    }
    if let invalid {
      _ = out.flush()
      printError("textfield format: \(invalid.description)")
      throw ExitStatus(Status.unsatisfied)
    }
    try check(read && out.flush())
  }

  /// Compiles the mask flags, printing a positioned error (exit 2) for a malformed format.
  func makeMaskSet() throws -> MaskSet {
    guard let mask else { throw usage("missing --mask FORMAT") }
    let strategyName = maskOptions.strategy ?? AffinityStrategy.wholeString.rawValue
    guard let strategy = AffinityStrategy(rawValue: strategyName) else {
      throw usage(
        "--strategy must be one of "
          + AffinityStrategy.allCases.map(\.rawValue).joined(separator: ", "))
    }
    let customNotations: [Notation]
    do {
      customNotations = try Notation.notations(fromSpecs: maskOptions.notations)
    } catch {
      throw usage("bad --notation: \(error.description)")
    }
    let masks: MaskSet
    do {
      masks = try MaskSet(
        primaryFormat: mask, affineFormats: affineFormats, strategy: strategy,
        customNotations: customNotations, isRightToLeft: maskOptions.rtl)
    } catch {
      printError("textfield: malformed mask: \(error.description)")
      throw ExitStatus(Status.usage)
    }
    for format in [masks.primary] + masks.affine where format.symbolCount == 0 {
      let flag = format == masks.primary ? "--mask" : "--affine"
      throw usage(
        "\(flag) \"\(format.format)\" has nothing to fill: put what is typed in [] "
          + "(e.g. '+1 ([000]) [000]-[0000]')")
    }
    return masks
  }

  private func usage(_ message: String) -> ExitStatus {
    printError("textfield format: \(message)")
    return ExitStatus(Status.usage)
  }

  func check(_ succeeded: Bool) throws {
    guard succeeded else {
      let reason = errno == 0 ? "" : ": " + String(cString: strerror(errno))
      printError(
        "textfield format: reading standard input or writing standard output failed\(reason)")
      throw ExitStatus(Status.inputOutput)
    }
  }
}
