import Foundation
import TestSupport
import Testing
import TextFieldCore

@testable import TextFieldUI
@testable import textfield

/// `--suggest-command` against programs that misbehave: each run ends in bounded time with
/// candidates or a clear notice, and leaves nothing of the program running.
@Suite struct HostileCommandTests {
  let textfield = BuiltProgram("textfield")
  /// Asks `words` about `text`, each run limited to `timeLimit` milliseconds (10 s unless the
  /// test is about the limit: a start of `sh` slowed by a loaded machine does not pass it).
  static func ask(
    _ words: [String], _ text: String = "go", timeLimit: Int = 10_000
  ) -> ([String], String?) {
    let source = CommandSuggestions(words: words, timeLimit: timeLimit)
    let found = source.suggestions(for: SuggestionQuery(text: text, caret: 0), limit: 5)
    return (found.map(\.text), source.takeNotice())
  }

  /// A fresh file path for a program to write a pid into.
  static func pidFile() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
      .path
  }

  /// Whether process `pid` still runs (a zombie waiting for its reaper does not), waiting up to
  /// 5 s for it to go (a kill takes effect asynchronously).
  static func stillRuns(_ pid: String) -> Bool {
    for _ in 0..<500 {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let end = stat.lastIndex(of: ")")
      else { return false }
      if stat[end...].dropFirst(2).first == "Z" { return false }
      usleep(10_000)
    }
    return true
  }

  @Test func megabytesOfOutputKeepTheWholeLinesBeforeTheLimit() {
    let words = ["sh", "-c", #"printf 'one\ntwo\n'; head -c 3000000 /dev/zero | tr '\0' x"#]
    #expect(Self.ask(words) == (["one", "two"], nil))
  }

  @Test func endlessOutputIsStoppedAtTheTimeLimit() {
    #expect(
      Self.ask(["yes"], timeLimit: 500)
        == ([], "--suggest-command: yes took over 500 ms; stopped asking it"))
  }

  @Test func invalidUTF8AndControlBytesAreRepairedOrLeftOut() {
    let words = ["sh", "-c", #"printf 'a\377b\nc\000d\n\033[2Jred\n\t\n'"#]
    #expect(Self.ask(words) == (["a\u{FFFD}b", "c\u{0}d", "\u{1B}[2Jred"], nil))
  }

  @Test func aCandidateWithControlBytesNeverReachesTheField() {
    // The field takes a candidate as a paste: a tab becomes a blank, and a line the paste
    // would change otherwise (a NUL, an escape sequence) is not offered.
    let model = TextFieldModel()
    model.suggestionSources = [
      CommandSuggestions(
        words: ["sh", "-c", #"printf 'c\000d\n\033[2Jred\na\tb\n'"#], timeLimit: 10_000)
    ]
    _ = model.setText("x")
    #expect(model.suggestions(limit: 5).map(\.text) == ["a b"])
  }

  @Test func aFailureSaysTheFirstLineOfItsErrors() {
    let words = ["sh", "-c", #"printf '\n\033[31mno such thing\nmore\n' >&2; exit 4"#]
    #expect(
      Self.ask(words) == ([], "--suggest-command: sh exited with status 4: \u{1B}[31mno such thing")
    )
  }

  @Test func escapesInTheErrorsShowAsPicturesOnTheMessageLine() {
    let model = TextFieldModel()
    model.suggestionSources = [
      CommandSuggestions(
        words: ["sh", "-c", #"printf '\033[2Jgone\n' >&2; exit 4"#], timeLimit: 10_000)
    ]
    let form = Form(fields: [FormField(label: "Word", model: model)])
    form.start()
    for event in InputEvent.typing("a") { _ = form.offer(event) }
    let frame = form.render(width: 64, height: 3, cellWidth: .unicode)
    #expect(
      frame.description == "Word: a|\n\n--suggest-command: sh exited with status 4: \u{241B}[2Jgone"
    )
  }

  @Test func theAccessibleModeSaysWhyACommandGaveNothing() throws {
    let run = try textfield.runLineMode(
      [
        "--accessible", "--prompt", "Name", "--suggest-command", "sh -c 'echo broken >&2; exit 3'",
        "--suggest-timeout", "10000",
      ],
      input: "abc\n")
    #expect(
      run.stderr
        == "Name: any text.\nName: --suggest-command: sh exited with status 3: broken\nName:\n"
        + "Saved: abc\n")
    #expect(run.stdout == "abc\n")
    #expect(run.status == 0)
  }

  @Test func aLongErrorLineIsCutInTheNotice() {
    let words = ["sh", "-c", "head -c 5000 /dev/zero | tr '\\0' e >&2; exit 2"]
    let reason = String(repeating: "e", count: 199) + "…"
    #expect(Self.ask(words) == ([], "--suggest-command: sh exited with status 2: \(reason)"))
  }

  @Test func aProgramThatClosesItsOutputButRunsOnIsStoppedAtTheTimeLimit() {
    let words = ["sh", "-c", "exec >&- 2>&-; sleep 30"]
    #expect(
      Self.ask(words, timeLimit: 500)
        == ([], "--suggest-command: sh took over 500 ms; stopped asking it"))
  }

  @Test func whatTheProgramStartedIsKilledWhenItHoldsTheOutput() {
    let file = Self.pidFile()
    let words = ["sh", "-c", "sleep 30 & echo $! > \(file); echo one"]
    #expect(
      Self.ask(words, timeLimit: 500)
        == (
          [],
          "--suggest-command: sh exited, but what it started kept its output open over 500 ms; "
            + "stopped asking it"
        ))
    let pid = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    #expect(!pid.isEmpty)
    #expect(!Self.stillRuns(pid.trimmingCharacters(in: .whitespacesAndNewlines)))
  }

  @Test func whatTheProgramLeftRunningInTheBackgroundIsKilled() {
    let words = ["sh", "-c", "sleep 30 > /dev/null 2>&1 & echo $!"]
    let (found, notice) = Self.ask(words)
    #expect(notice == nil)
    #expect(found.count == 1)
    #expect(!Self.stillRuns(found.first ?? ""))
  }
}
