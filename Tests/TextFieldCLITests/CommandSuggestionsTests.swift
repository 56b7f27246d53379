import Testing
import TextFieldCore

@testable import textfield

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--suggest-command`'s source: a text too long to pass is that text's failing, not the
/// command's; what the command prints, however hostile, gives candidates or a clear notice.
@Suite struct CommandSuggestionsTests {
  /// A runner that records the texts it was given and answers each with `text one`, or fails
  /// with `failure` for the texts in `failing`.
  final class Recorder {
    var texts: [String] = []
    var failing: Set<String> = []
    var failure = ChildProcess.Failure(description: "", code: 0)

    func run(_ arguments: [String]) throws(ChildProcess.Failure) -> ChildProcess.Result {
      let text = arguments.last ?? ""
      texts.append(text)
      if failing.contains(text) { throw failure }
      return ChildProcess.Result(
        status: 0, timedOut: false, output: Array("\(text) one\n".utf8), errorOutput: [])
    }
  }

  static func ask(_ source: CommandSuggestions, _ text: String) -> ([String], String?) {
    let found = source.suggestions(for: SuggestionQuery(text: text, caret: 0), limit: 5)
    return (found.map(\.text), source.takeNotice())
  }

  @Test func aTextOverTheLimitIsNotPassedAndTheCommandIsAskedAgainOnceItIsShort() {
    let recorder = Recorder()
    let source = CommandSuggestions(words: ["look"], runner: recorder.run)
    let long = String(repeating: "é", count: 32_769)  // 65,538 bytes
    let notice =
      "--suggest-command: the text is too long to pass (65538 bytes, at most 65536); "
      + "no suggestions for it"
    #expect(Self.ask(source, long) == ([], notice))
    #expect(Self.ask(source, long + "x") == ([], nil))  // said once
    #expect(Self.ask(source, "go") == (["go one"], nil))
    let limit = String(repeating: "a", count: CommandSuggestions.textLimit)
    #expect(Self.ask(source, limit) == (["\(limit) one"], nil))
    #expect(Self.ask(source, long) == ([], notice))  // a new episode is said again
    #expect(recorder.texts == ["go", limit])
  }

  @Test func aTextTheSystemRefusesIsThatTextsFailingOnly() {
    let recorder = Recorder()
    recorder.failing = ["big", "bigger"]
    recorder.failure = ChildProcess.Failure(description: "cannot run look: too long", code: E2BIG)
    let source = CommandSuggestions(words: ["look"], runner: recorder.run)
    let notice =
      "--suggest-command: the text is too long to pass (3 bytes, refused by the system); "
      + "no suggestions for it"
    #expect(Self.ask(source, "big") == ([], notice))
    #expect(Self.ask(source, "bigger") == ([], nil))
    #expect(Self.ask(source, "ok") == (["ok one"], nil))
    #expect(Self.ask(source, "big") == ([], notice))  // not kept: asked again
    #expect(recorder.texts == ["big", "bigger", "ok", "big"])
  }

  @Test func aCommandThatCannotStartIsNotAskedAgain() {
    let recorder = Recorder()
    recorder.failing = ["a"]
    recorder.failure = ChildProcess.Failure(
      description: "cannot run look: No such file or directory", code: ENOENT)
    let source = CommandSuggestions(words: ["look"], runner: recorder.run)
    #expect(
      Self.ask(source, "a") == ([], "--suggest-command: cannot run look: No such file or directory")
    )
    #expect(Self.ask(source, "b") == ([], nil))
    #expect(recorder.texts == ["a"])
  }

  @Test func aRealTextOverWhatTheSystemPassesStillLetsShortTextsThrough() {
    // 200,000 bytes: more than Linux passes in one argument (128 KiB) without the bound.
    let source = CommandSuggestions(
      words: ["sh", "-c", #"printf '%s\n' "$0 one""#], timeLimit: 10_000)
    let long = String(repeating: "a", count: 200_000)
    #expect(
      Self.ask(source, long)
        == (
          [],
          "--suggest-command: the text is too long to pass (200000 bytes, at most 65536); "
            + "no suggestions for it"
        ))
    #expect(Self.ask(source, "go") == (["go one"], nil))
  }
}
