import ArgumentParser
import InputMask

/// `textfield format`: applies an input mask to text without a terminal.
struct Format: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "format",
    abstract: "Format text with an input mask.",
    discussion: """
      Formats each TEXT argument, or each line of standard input when no TEXT is given (streamed,
      in constant memory; a trailing carriage return is dropped), and prints one line per input.

      Masks: [] holds symbols to fill (0 digit, 9 optional digit, A letter, a optional letter,
      _ letter or digit, - optional letter or digit, … repeat the previous kind), {} fixed
      characters that are part of the value, anything else literal text; \\ escapes. Example:
      --mask '+1 ([000]) [000]-[0000]'.

      Notation SPEC (repeatable --notation), a custom [] symbol:
        SYMBOL=CHARS              exactly these characters, mandatory   e.g. 'x=abc'
        SYMBOL:SET[:optional]     SET is ITEM+ITEM…, ITEM a class name or [chars] (\\ escapes
                                  inside [ ]); classes: decimalDigits (digits), letters,
                                  lowercaseLetters, uppercaseLetters, alphanumerics, whitespaces,
                                  newlines, punctuationCharacters (punctuation), symbols
                                  e.g. 'C:letters+[ ]'  '.:[.,]:optional'  's:[$€]:optional'

      --jsonl: each input line is a JSON object with the fields format, input, caret, caretGravity
      ("forward"/"backward"), autocomplete, autoskip, rtl, customNotations ([{character,
      predefined, charactersIn, isOptional}]), affineFormats and affinityStrategy; each output line
      is {"text","caret","value","complete","affinity","tailPlaceholder"} or
      {"error":{"message","offset"}} for that line alone.

      Positions (--caret, "caret") are in Characters. Exit codes: 0 done, 2 usage error or a
      malformed mask (the message points at the bad character), 1 a read or write failure.
      """)

  @Option(name: .long, help: "The mask format (required unless --jsonl).")
  var mask: String?

  @Option(name: .customLong("affine"), help: "An alternative format, picked when it fits better.")
  var affineFormats: [String] = []

  @Option(
    name: .long,
    help: "How affine formats are rated: wholeString, prefix, capacity, extractedValueCapacity.")
  var strategy = "wholeString"

  @Option(name: .customLong("notation"), help: "A custom [] symbol (see SPEC below).")
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
      let read = LineReader.forEachLine { line in
        format(String(decoding: line, as: UTF8.self))
        return out.flushIfFull()
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
    var customNotations: [Notation] = []
    for spec in notations {
      do {
        customNotations.append(try NotationSpec.parse(spec))
      } catch {
        throw usage("--notation \(spec): \(error.message)")
      }
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
