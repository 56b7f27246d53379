import ArgumentParser
import InputMask

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
      affinityStrategy. Each output line is {"text", "caret", "value", "complete", \
      "affinity", "tailPlaceholder"}, or {"error": {"message", "offset"}} for that line alone.

      Positions (--caret, "caret") are in Characters. Exit codes: 0 done; 2 a usage error or a \
      malformed mask (the message points at the bad character); 1 a read or write failure.
      """)

  @Option(name: .long, help: "The mask format (required unless --jsonl).")
  var mask: String?

  @Option(name: .customLong("affine"), help: "An alternative format, picked when it fits better.")
  var affineFormats: [String] = []

  @Option(
    name: .long,
    help: "How affine formats are rated: wholeString, prefix, capacity, extractedValueCapacity.")
  var strategy = "wholeString"

  @Option(name: .customLong("notation"), help: "A custom [] symbol (see NOTATION SPEC above).")
  var notations: [String] = []

  @Flag(name: .long, help: "Apply the mask from the end of the text.")
  var rtl = false

  @Option(name: .long, help: "The caret in each input, in Characters (default: at the end).")
  var caret: Int?

  @Flag(name: .long, help: "Format as after a deletion (backward caret gravity).")
  var deleting = false

  @Flag(name: .long, help: "Append the literals that follow a caret at the end (insertion).")
  var autocomplete = false

  @Flag(name: .long, help: "Drop literals left before a caret at the end (with --deleting).")
  var autoskip = false

  @Option(name: .long, help: "What to print: text, value or json.")
  var output = "text"

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
    guard let kind = OutputKind(rawValue: output) else {
      throw usage("--output must be text, value or json, not \"\(output)\"")
    }
    let gravity: CaretGravity =
      deleting ? .backward(autoskip: autoskip) : .forward(autocomplete: autocomplete)
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
        throw ExitCode(3)
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
    guard let strategy = AffinityStrategy(rawValue: strategy) else {
      throw usage(
        "--strategy must be one of "
          + AffinityStrategy.allCases.map(\.rawValue).joined(separator: ", "))
    }
    let customNotations: [Notation]
    do {
      customNotations = try Notation.notations(fromSpecs: notations)
    } catch {
      throw usage("bad --notation: \(error.description)")
    }
    do {
      return try MaskSet(
        primaryFormat: mask, affineFormats: affineFormats, strategy: strategy,
        customNotations: customNotations, isRightToLeft: rtl)
    } catch {
      printError("textfield: malformed mask: \(error.description)")
      throw ExitCode(2)
    }
  }

  private func usage(_ message: String) -> ExitCode {
    printError("textfield format: \(message)")
    return ExitCode(2)
  }

  private func check(_ succeeded: Bool) throws {
    guard succeeded else {
      printError("textfield format: read or write failed")
      throw ExitCode(1)
    }
  }
}

/// What `textfield format` prints for each input.
enum OutputKind: String {
  /// The formatted text.
  case text
  /// The extracted value.
  case value
  /// The whole result as a JSON object.
  case json
}
