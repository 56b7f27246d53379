import TextFieldCore
import TextFieldUI

/// `--suggest-command`: a program asked for candidates, the text as its last argument, one
/// candidate per line of its output.
///
/// Run without a shell, with a time limit (``timeLimit``): a run that takes longer is killed,
/// said once on the message line, and the program is not asked again (the field keeps working).
/// A run that fails (a status other than 0, or 1 with no output, which is grep's "no match") is
/// said and gives nothing; the next text asks again. Answers are kept per text, so going back to a
/// text does not run it again. The form asks only when the text changes, one run at a time.
final class CommandSuggestions: SuggestionSource, SuggestionNotifying {
  /// The longest a run may take, in milliseconds.
  static let timeLimit = 500
  /// The most bytes of output read.
  static let outputLimit = 64 << 10
  /// The most texts whose answers are kept.
  static let cacheLimit = 64

  /// The program and its first arguments.
  let words: [String]
  private var answers: [String: [String]] = [:]
  private var stopped = false
  private var notice: String?

  /// A source running `words` plus the text.
  init(words: [String]) {
    self.words = words
  }

  func suggestions(for query: SuggestionQuery, limit: Int) -> [Suggestion] {
    guard !stopped, limit > 0 else { return [] }
    if let known = answers[query.text] { return known.prefix(limit).map(Suggestion.init) }
    let lines = run(query.text)
    if answers.count >= Self.cacheLimit { answers.removeAll() }
    answers[query.text] = lines
    return lines.prefix(limit).map(Suggestion.init)
  }

  func takeNotice() -> String? {
    defer { notice = nil }
    return notice
  }

  /// The candidates the program prints for `text`, or none (with a notice) when it fails.
  private func run(_ text: String) -> [String] {
    guard let program = words.first else { return [] }
    let name = program.split(separator: "/").last.map(String.init) ?? program
    let result: ChildProcess.Result
    do {
      result = try ChildProcess.run(
        words + [text], milliseconds: Self.timeLimit, outputLimit: Self.outputLimit)
    } catch {
      stopped = true
      notice = "--suggest-command: \(error.description)"
      return []
    }
    if result.timedOut {
      stopped = true
      notice = "--suggest-command: \(name) took over \(Self.timeLimit) ms; stopped asking it"
      return []
    }
    guard let status = result.status else {
      notice = "--suggest-command: \(name) was ended by a signal"
      return []
    }
    if status == 1, result.output.isEmpty { return [] }
    guard status == 0 else {
      let why = SuggestionFile.lines(of: result.errorOutput).first.map { ": \($0)" } ?? ""
      notice = "--suggest-command: \(name) exited with status \(status)\(why)"
      return []
    }
    return SuggestionFile.lines(of: result.output)
  }
}
