import TextFieldCore
import TextFieldUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--suggest-command`: a program asked for candidates, the text as its last argument, one
/// candidate per line of its output.
///
/// Run without a shell, with a time limit (``timeLimit``: `--suggest-timeout`, 500 ms unless
/// given): a run that takes longer is killed, said once on the message line (naming the limit),
/// and the program is not asked again (the field keeps working); so is a program that cannot be
/// started. A run that fails (a status other than 0, or 1 with no
/// output, which is grep's "no match") is said and gives nothing; the next text asks again. A
/// text longer than ``textLimit`` is not passed (said once until the text is short enough
/// again), nor one the system refuses as too long: that is the text's failing, not the
/// program's. Answers are kept per text, so going back to a text does not run it again. The form
/// asks only when the text changes, one run at a time.
final class CommandSuggestions: SuggestionSource, SuggestionNotifying {
  /// Runs the words plus the text (``ChildProcess/run(_:milliseconds:outputLimit:)`` with the
  /// source's limits; tests give another).
  typealias Runner = ([String]) throws(ChildProcess.Failure) -> ChildProcess.Result

  /// The longest a run may take when `--suggest-timeout` is not given, in milliseconds.
  static let defaultTimeLimit = 500
  /// The most bytes of output read.
  static let outputLimit = 64 << 10
  /// The most texts whose answers are kept.
  static let cacheLimit = 64
  /// The most lines of one answer kept (a list shows 5, the accessible mode offers 9).
  static let lineLimit = 256
  /// The longest text passed, in bytes of UTF-8 (64 KiB): half of what Linux takes in one
  /// argument (`MAX_ARG_STRLEN`, 128 KiB), leaving room for the command's words and the
  /// environment within `ARG_MAX`.
  static let textLimit = 64 << 10

  /// The most Characters of the program's error line said in a notice (a screen reader reads
  /// the accessible mode's notice whole).
  static let reasonLimit = 200

  /// The program and its first arguments.
  let words: [String]
  /// The longest a run may take, in milliseconds (said in the notice when a run is stopped).
  let timeLimit: Int
  private let runner: Runner
  private var answers: [String: [String]] = [:]
  private var stopped = false
  /// Whether the last text asked about was too long to pass (its notice was said).
  private var tooLong = false
  private var notice: String?

  /// A source running `words` plus the text for at most `timeLimit` milliseconds each time,
  /// through `runner` (by default ``ChildProcess/run(_:milliseconds:outputLimit:)``).
  init(
    words: [String], timeLimit: Int = CommandSuggestions.defaultTimeLimit, runner: Runner? = nil
  ) {
    self.words = words
    self.timeLimit = timeLimit
    self.runner = runner ?? Self.runner(milliseconds: timeLimit)
  }

  /// Runs its arguments for at most `milliseconds`, with this type's output limit.
  static func runner(milliseconds: Int) -> Runner {
    { arguments throws(ChildProcess.Failure) in
      try ChildProcess.run(arguments, milliseconds: milliseconds, outputLimit: outputLimit)
    }
  }

  func suggestions(for query: SuggestionQuery, limit: Int) -> [Suggestion] {
    guard !stopped, limit > 0 else { return [] }
    let length = query.text.utf8.count
    guard length <= Self.textLimit else {
      sayTooLong("\(length) bytes, at most \(Self.textLimit)")
      return []
    }
    if let known = answers[query.text] {
      tooLong = false
      return known.prefix(limit).map(Suggestion.init)
    }
    guard let lines = run(query.text) else { return [] }
    tooLong = false
    if answers.count >= Self.cacheLimit { answers.removeAll() }
    answers[query.text] = lines
    return lines.prefix(limit).map(Suggestion.init)
  }

  func takeNotice() -> String? {
    defer { notice = nil }
    return notice
  }

  /// `line`, cut to ``reasonLimit`` Characters (then ending in `…`).
  private static func cut(_ line: String) -> String {
    line.count > reasonLimit ? line.prefix(reasonLimit - 1) + "…" : line
  }

  /// Says, once until a text is passed again, that the text is too long (`why`: its size).
  private func sayTooLong(_ why: String) {
    if !tooLong {
      notice = "--suggest-command: the text is too long to pass (\(why)); no suggestions for it"
    }
    tooLong = true
  }

  /// The candidates the program prints for `text`, or none (with a notice) when it fails; `nil`
  /// when the system refused the text as too long (nothing to keep for it).
  private func run(_ text: String) -> [String]? {
    guard let program = words.first else { return [] }
    let name = program.split(separator: "/").last.map(String.init) ?? program
    let result: ChildProcess.Result
    do {
      result = try runner(words + [text])
    } catch {
      if error.code == E2BIG {
        sayTooLong("\(text.utf8.count) bytes, refused by the system")
        return nil
      }
      stopped = true
      notice = "--suggest-command: \(error.description)"
      return []
    }
    if result.timedOut {
      stopped = true
      notice =
        result.outputHeldOpen
        ? "--suggest-command: \(name) exited, but what it started kept its output open over "
          + "\(timeLimit) ms; stopped asking it"
        : "--suggest-command: \(name) took over \(timeLimit) ms; stopped asking it"
      return []
    }
    guard let status = result.status else {
      notice = "--suggest-command: \(name) was ended by a signal"
      return []
    }
    if status == 1, result.output.isEmpty { return [] }
    guard status == 0 else {
      let why = SuggestionFile.lines(of: result.errorOutput).first.map { ": \(Self.cut($0))" } ?? ""
      notice = "--suggest-command: \(name) exited with status \(status)\(why)"
      return []
    }
    // Output over the limit ends in the middle of a line: that line is not a candidate.
    var output = result.output
    if result.outputCut { output.removeSubrange((output.lastIndex(of: 0x0A) ?? 0)...) }
    return Array(SuggestionFile.lines(of: output).prefix(Self.lineLimit))
  }
}
