import ArgumentParser
import InputMask

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `textfield format`: applies an input mask to text without a terminal.
struct Format: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "format",
    abstract: "Format text with an input mask.",
    discussion: """
      Formats each TEXT argument, or each line of standard input when no TEXT is given \
      (streamed in constant memory; a trailing carriage return is dropped), and prints one line \
      per input.

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
      for that line alone.

      Positions (--caret, "caret") are in Characters. A malformed mask exits 2 with a message \
      that points at the bad character; standard input that is not UTF-8 exits 3.

      \(Status.helpText)
      """)

  @Option(name: .long, help: "The mask format (required unless --jsonl).")
  var mask: String?

  @Option(name: .customLong("affine"), help: "An alternative format, picked when it fits better.")
  var affineFormats: [String] = []

  @OptionGroup(title: "Mask options") var maskOptions: MaskOptions

  @Option(name: .long, help: "The caret in each input, in Characters (default: at the end).")
  var caret: Int?

  @Flag(name: .long, help: "Format as after a deletion (backward caret gravity).")
  var deleting = false

  @Option(
    name: .long,
    help: """
      What to print: formatted (the text), value (without the format's literals), or json \
      ({"formatted", "value", "complete", "caret", "affinity", "tailPlaceholder"}).
      """)
  var output: OutputFormat = .formatted

  @Flag(name: .long, help: "Read JSON requests from standard input, write JSON results.")
  var jsonl = false

  @Argument(help: "Texts to format; standard input is read when there are none.")
  var texts: [String] = []

  mutating func run() throws {
    if jsonl {
      guard mask == nil, texts.isEmpty else {
        throw usage("--jsonl reads everything from standard input: give no --mask and no TEXT")
      }
      try check(FormatJSONLines.run())
      return
    }
    let masks = try makeMaskSet()
    let kind = output
    let gravity: CaretGravity =
      deleting
      ? .backward(autoskip: maskOptions.autoskip)
      : .forward(autocomplete: maskOptions.autocomplete ?? false)
    let caret = self.caret ?? Int.max
    var out = OutputBuffer()
    func format(_ text: String) {
      let result =
        masks.affine.isEmpty
        ? masks.primary.apply(text, caret: caret, gravity: gravity)
        : masks.apply(text, caret: caret, gravity: gravity).result
      out.write(result, as: kind)
    }
    if texts.isEmpty {
      var lineNumber = 0
      var invalid: StandardInput.InvalidUTF8?
      let read = LineReader.forEachLine { line in
        lineNumber += 1
        do throws(StandardInput.InvalidUTF8) {
          format(try StandardInput.decode(line, line: lineNumber))
        } catch {
          invalid = error
          return false
        }
        return out.flushIfFull()
      }
      if let invalid {
        _ = out.flush()
        printError("textfield format: \(invalid.description)")
        throw ExitCode(Status.unsatisfied)
      }
      try check(read && out.flush())
    } else {
      for text in texts { format(text) }
      try check(out.flush())
    }
  }

  /// Compiles the mask flags, printing a positioned error (exit 2) for a malformed format.
  private func makeMaskSet() throws -> MaskSet {
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
      throw ExitCode(Status.usage)
    }
    for format in [masks.primary] + masks.affine where format.symbolCount == 0 {
      let flag = format == masks.primary ? "--mask" : "--affine"
      throw usage(
        "\(flag) \"\(format.format)\" has nothing to fill: put what is typed in [] "
          + "(e.g. '+1 ([000]) [000]-[0000]')")
    }
    return masks
  }

  private func usage(_ message: String) -> ExitCode {
    printError("textfield format: \(message)")
    return ExitCode(Status.usage)
  }

  private func check(_ succeeded: Bool) throws {
    guard succeeded else {
      let reason = errno == 0 ? "" : ": " + String(cString: strerror(errno))
      printError(
        "textfield format: reading standard input or writing standard output failed\(reason)")
      throw ExitCode(Status.inputOutput)
    }
  }
}
