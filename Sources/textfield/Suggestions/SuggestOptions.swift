import TextFieldCore
import TextFieldSpec

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The suggestion options of the prompt, and the sources a field's spec asks for.
enum SuggestOptions {
  static let options: [OptionSpec] = [
    .value(
      "suggest",
      """
      A value to suggest: shown dim after the caret when it starts with the text (Right, End \
      or Ctrl-E takes it), and listed by Tab when the text starts one of its words. Repeatable.
      """),
    .file(
      "suggest-file",
      "A file of values to suggest, one per line (UTF-8, at most 8 MiB)."),
    .value(
      "suggest-command",
      """
      A program that prints values to suggest, one per line, for the text (given as its last \
      argument). Split into words as a plain shell command line (quotes and backslashes), run \
      without a shell, for at most --suggest-timeout per run (then it is not asked again); \
      what it leaves running is stopped with it. A text over 64 KiB is not passed.
      """),
    .value(
      "suggest-timeout",
      """
      The longest one run of --suggest-command may take, in milliseconds (1 to 60000): raise \
      it for a command that looks things up over the network or on a slow machine.
      """,
      default: String(CommandSuggestions.defaultTimeLimit)),
  ]

  /// Reads the suggestion options into `field`.
  /// - Throws: a usage error for a `--suggest-timeout` that is not a whole number (its range
  ///   is checked with the field, ``FieldSpec/checkSuggestTimeout()``).
  static func read(
    _ arguments: ParsedArguments, into field: inout FieldSpec
  ) throws(UsageError) {
    field.suggest = arguments.strings("suggest")
    field.suggestFile = arguments.string("suggest-file")
    field.suggestCommand = arguments.string("suggest-command")
    if let text = arguments.string("suggest-timeout") {
      guard let milliseconds = Int(text) else {
        throw UsageError("--suggest-timeout \(FieldSpec.suggestTimeoutRule)")
      }
      field.suggestTimeout = milliseconds
    }
  }

  /// The sources `spec` asks for: its values and its file's lines as one list, then its command.
  ///
  /// Reads the file and checks the command's words.
  /// - Throws: a usage error naming the file or the command and what is wrong.
  static func sources(for spec: FieldSpec) throws(UsageError) -> [any SuggestionSource] {
    var sources: [any SuggestionSource] = []
    let lines = try spec.suggestFile.map(SuggestionFile.read) ?? []
    if !spec.suggest.isEmpty || !lines.isEmpty {
      sources.append(SuggestionList(spec.suggest + lines))
    }
    if let command = spec.suggestCommand {
      let words: [String]
      do {
        words = try CommandWords.split(command)
      } catch {
        throw UsageError("\(spec.errorPrefix)--suggest-command \"\(command)\": \(error)")
      }
      let program = words.first ?? ""
      guard isProgram(program) else {
        throw UsageError(
          "\(spec.errorPrefix)--suggest-command \"\(command)\": no program \"\(program)\" "
            + (program.contains("/") ? "can be run there" : "in PATH"))
      }
      sources.append(
        CommandSuggestions(
          words: words,
          timeLimit: spec.suggestTimeout ?? CommandSuggestions.defaultTimeLimit))
    }
    return sources
  }

  /// Whether `name` is a program that can be run: a path to an executable file, or the name
  /// of one in a folder of `PATH`.
  private static func isProgram(_ name: String) -> Bool {
    guard !name.isEmpty else { return false }
    if name.contains("/") { return isExecutableFile(name) }
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    return path.split(separator: ":").contains { isExecutableFile("\($0)/\(name)") }
  }

  /// Whether `path` is a regular file this process may execute.
  private static func isExecutableFile(_ path: String) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
    return access(path, X_OK) == 0
  }
}
