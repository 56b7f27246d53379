import Foundation
import TestSupport
import Testing
import TextFieldCore
import TextFieldSpec

@testable import textfield

/// `--suggest`, `--suggest-file`, `--suggest-command` and the spec keys: what they read, and a
/// clear message (exit 2) for anything they cannot use.
@Suite struct SuggestOptionTests {
  let textfield = BuiltProgram("textfield")

  static func temporary(_ name: String, _ bytes: [UInt8]) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("suggest-\(UUID().uuidString)-\(name)")
    try Data(bytes).write(to: url)
    return url.path
  }

  static func json(_ text: String) throws -> JSONValue {
    var bytes = Array(text.utf8)
    return try bytes.withUnsafeMutableBufferPointer { try JSONValue.parse(UnsafeBufferPointer($0)) }
  }

  @Test(arguments: [
    (#"grep -i "^a b""#, ["grep", "-i", "^a b"]),
    (#"  look  'it''s'   "#, ["look", "its"]),
    (#"say "a \"q\" \d" x\ y $HOME *"#, ["say", #"a "q" \d"#, "x y", "$HOME", "*"]),
    (#"a '' b"#, ["a", "", "b"]),
  ])
  func commandWordsSplitWithoutAShell(command: String, words: [String]) throws {
    #expect(try CommandWords.split(command) == words)
  }

  @Test(arguments: [
    ("grep 'x", "a ' is not closed"), (#"grep "x"#, #"a " is not closed"#),
    (#"grep x\"#, "it ends with a lone backslash"), ("   ", "it names no program"),
  ])
  func badCommandWordsSayWhy(command: String, message: String) {
    #expect(throws: CommandWords.Failure.self) { try CommandWords.split(command) }
    do {
      _ = try CommandWords.split(command)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func aFileGivesItsLinesWithoutLineEndsOrBlanks() throws {
    let path = try Self.temporary("cities", Array("Paris\r\n\nNew York\n  \nOslo".utf8))
    #expect(try SuggestionFile.read(path) == ["Paris", "New York", "Oslo"])
  }

  @Test func sourcesJoinTheWordsAndTheFileInOneList() throws {
    let path = try Self.temporary("more", Array("Oslo\nParis\n".utf8))
    var spec = FieldSpec(key: "", label: "City")
    spec.suggest = ["Paris", "Perth"]
    spec.suggestFile = path
    let sources = try SuggestOptions.sources(for: spec)
    #expect(sources.count == 1)
    #expect((sources.first as? SuggestionList)?.entries == ["Paris", "Perth", "Oslo"])
  }

  @Test func aCommandPrintsCandidatesForTheText() throws {
    let source = CommandSuggestions(
      words: ["sh", "-c", #"printf '%s\n' "$0 one" "$0 two" ''"#], timeLimit: 10_000)
    let found = source.suggestions(for: SuggestionQuery(text: "go", caret: 2), limit: 5)
    #expect(found.map(\.text) == ["go one", "go two"])
    #expect(source.takeNotice() == nil)
  }

  @Test func aFailingCommandSaysWhyAndAGrepMissIsQuiet() {
    let failing = CommandSuggestions(
      words: ["sh", "-c", "echo broken >&2; exit 3"], timeLimit: 10_000)
    #expect(failing.suggestions(for: SuggestionQuery(text: "a", caret: 1), limit: 5) == [])
    #expect(failing.takeNotice() == "--suggest-command: sh exited with status 3: broken")
    let miss = CommandSuggestions(words: ["sh", "-c", "exit 1"], timeLimit: 10_000)
    #expect(miss.suggestions(for: SuggestionQuery(text: "a", caret: 1), limit: 5) == [])
    #expect(miss.takeNotice() == nil)
  }

  @Test func aSlowCommandIsKilledAndNotAskedAgain() {
    let slow = CommandSuggestions(words: ["sh", "-c", "sleep 5; echo late"])
    #expect(slow.suggestions(for: SuggestionQuery(text: "a", caret: 1), limit: 5) == [])
    #expect(
      slow.takeNotice() == "--suggest-command: sh took over 500 ms; stopped asking it")
    #expect(slow.suggestions(for: SuggestionQuery(text: "b", caret: 1), limit: 5) == [])
    #expect(slow.takeNotice() == nil)
  }

  @Test func unusableOptionsAreUsageErrors() throws {
    let invalid = try Self.temporary("invalid", [0x61, 0x0A, 0x62, 0xFF, 0x0A])
    let huge = try Self.temporary("huge", [UInt8](repeating: 0x61, count: (8 << 20) + 1))
    let cases: [([String], String)] = [
      (
        ["--suggest-file", "/nonexistent/cities"],
        "Error: --suggest-file /nonexistent/cities: No such file or directory"
      ),
      (["--suggest-file", invalid], "Error: --suggest-file \(invalid): line 2 is not UTF-8 text"),
      (
        ["--suggest-file", huge],
        "Error: --suggest-file \(huge): larger than 8 MiB, the most taken"
      ),
      (
        ["--suggest-command", "grep 'x"], #"Error: --suggest-command "grep 'x": a ' is not closed"#
      ),
      (
        ["--suggest-command", "no-such-program-here x"],
        #"Error: --suggest-command "no-such-program-here x": no program "no-such-program-here" in PATH"#
      ),
      (
        ["--suggest-command", "/tmp"],
        #"Error: --suggest-command "/tmp": no program "/tmp" can be run there"#
      ),
      (["--suggest-command", "'' x"], #"Error: --suggest-command "'' x": no program "" in PATH"#),
      (
        ["form", "--field", "a:A:suggest-command=\"x"],
        #"Error: field "a": --suggest-command ""x": a " is not closed"#
      ),
    ]
    for (arguments, message) in cases {
      let run = try textfield.run(arguments, input: "x\n")
      #expect(run.status == 2, "\(arguments)")
      #expect(run.stderr.split(separator: "\n").first.map(String.init) == message)
      #expect(run.stdout == "")
    }
  }

  @Test func specKeysAreReadStrictly() throws {
    let good = try FormSpecFile(
      json: try Self.json(
        #"{"fields": [{"key": "c", "suggest": ["Paris", "Oslo"], "suggest-file": "f", "suggest-command": "look"}]}"#
      ))
    #expect(good.fields[0].suggest == ["Paris", "Oslo"])
    #expect(good.fields[0].suggestFile == "f")
    #expect(good.fields[0].suggestCommand == "look")
    let run = try textfield.run(
      [
        "form", "--spec",
        try Self.temporary("spec", Array(#"{"fields": [{"key": "c", "suggest": ["a", 1]}]}"#.utf8)),
      ])
    #expect(run.status == 2)
    #expect(run.stderr.contains(#"field "c": fields[0].suggest[1] must be a string"#))
  }

  /// A command and its time limit are the `textfield` command's: the library's doors refuse them.
  @Test(arguments: [("suggest-command", #""look""#), ("suggest-timeout", "1500")])
  func theLibraryDoorsRefuseCommandsAndTheirLimits(key: String, value: String) throws {
    let spec = try FormSpecFile(
      json: try Self.json(#"{"fields": [{"key": "c", "\#(key)": \#(value)}]}"#))
    #expect(throws: FieldSpecError.self) { try spec.makeForm() }
    do {
      _ = try spec.makeForm()
    } catch {
      #expect(
        error.description
          == #"field "c": \#(key) is read by the textfield command only: give the entries with suggest"#
      )
    }
  }

  @Test func aFieldArgumentTakesSuggestionsAndLineModeIgnoresThem() throws {
    let run = try textfield.run(
      ["form", "--field", "c:City:suggest=Paris;suggest=Oslo", "--output", "value"], input: "Os\n")
    #expect(run.status == 0)
    #expect(run.stdout == "Os\n")
  }
}
