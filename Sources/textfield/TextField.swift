import ArgumentParser
import TextFieldCore

/// `textfield`: masked, filtered prompts for shell scripts.
@main
struct TextField: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "textfield",
    abstract: "Masked and filtered text input for shell scripts.",
    subcommands: [Prompt.self],
    defaultSubcommand: Prompt.self)
}

/// The prompt (default subcommand).
///
/// This first version works in line mode only: it reads one line from standard input, runs it
/// through the same filters a terminal field uses, and prints the accepted value. The terminal UI
/// arrives with the front end.
struct Prompt: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "prompt",
    abstract: "Read a value through text-field filters and print it to standard output.",
    discussion: """
      Reads one line from standard input, filters it like a paste into the field, and prints it.
      Exit codes: 0 accepted, 2 usage error, 3 input that does not satisfy the field.
      """)

  @Option(name: .long, help: "The most characters the value may hold.")
  var maxLength: Int?

  @Option(name: .long, help: "The only characters allowed.")
  var allowed: String?

  @Option(name: .long, help: "Characters that are not allowed.")
  var banned: String?

  @Option(name: .long, help: "A regular expression every prefix of the value must match.")
  var regex: String?

  @Option(name: .long, help: "A #-pattern such as '+1 (###) ###-####'.")
  var pattern: String?

  @Flag(name: .long, help: "Refuse input that does not fit instead of dropping what does not.")
  var strict = false

  @Flag(name: .long, help: "Print the raw value of a pattern instead of the formatted text.")
  var raw = false

  mutating func run() throws {
    let filters: [any TextFieldFilter]
    do {
      filters = try makeFilters()
    } catch {
      throw ValidationError("\(error)")
    }
    guard let line = readLine(strippingNewline: true) else {
      throw failure("no input: expected one line on standard input")
    }
    let proxy = TextFieldProxy(filters: filters)
    let field = TextFieldModel()
    field.retainDelegate(proxy)
    field.beginEditing()
    switch field.perform(.paste(line)) {
    case .applied, .ignored:
      break
    case .rewritten(let notice):
      if let notice, strict { throw failure("input does not fit: \(notice)") }
      if let notice { printError("textfield: \(notice)") }
    case .rejected(let reason):
      throw failure("input does not fit: \(reason ?? "refused")")
    }
    print(raw ? field.value : field.text)
  }

  private func makeFilters() throws -> [any TextFieldFilter] {
    let policy: PastePolicy = strict ? .rejectWhole : .keepWhatFits
    var filters: [any TextFieldFilter] = []
    if let allowed {
      filters.append(try CharacterFilter(.allowed, characters: allowed, pastePolicy: policy))
    }
    if let banned {
      filters.append(try CharacterFilter(.banned, characters: banned, pastePolicy: policy))
    }
    if let regex { filters.append(try RegexFilter(regex, pastePolicy: policy)) }
    if let pattern { filters.append(try PatternFilter(pattern: pattern)) }
    if let maxLength { filters.append(try MaxLengthFilter(maxLength, pastePolicy: policy)) }
    return filters
  }

  private func failure(_ message: String) -> ExitCode {
    printError("textfield: \(message)")
    return ExitCode(3)
  }
}
