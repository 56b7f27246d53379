import Foundation
import TestSupport
import Testing

@testable import textfield

/// One version, in one place (`TextField.version`): every other file that states it agrees, and
/// `--version` prints it with the commit a lean build was stamped with.
@Suite struct VersionAgreementTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Each file stating the version, and the pattern whose first group is the version it states
  /// (every match is checked; each file must have at least one).
  static let statements: [(path: String, pattern: String)] = [
    ("Bindings/python/pyproject.toml", #"(?m)^version = "([^"]*)""#),
    ("Bindings/python/src/textfieldkit/__init__.py", #"(?m)^__version__ = "([^"]*)""#),
    // The latest release: the first release heading (`^` is the start of the file: one match).
    ("CHANGELOG.md", #"^(?:[^\n]*\n)*?## \[([0-9][^\]]*)\]"#),
    ("docs/serve-protocol.md", #""server": "textfield ([^"]*)""#),
  ]

  /// Files that may state it, checked where they do: a dependency snippet's `from: "…"`.
  static let optionalStatements: [(path: String, pattern: String)] = [
    ("README.md", #"\.package\(\s*url: "[^"]*",\s*from: "([^"]*)""#)
  ]

  static func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The versions `pattern` finds in the file at `path`.
  static func stated(in path: String, pattern: String) throws -> [String] {
    let text = try text(path)
    return try text.matches(of: Regex(pattern)).compactMap { match in
      match.output[1].substring.map(String.init)
    }
  }

  /// Runs `Scripts/version.sh` with `arguments`: its standard output without the line end.
  static func versionScript(_ arguments: [String] = []) throws -> BuiltProgram.Run {
    let script = root.appendingPathComponent("Scripts/version.sh")
    return try BuiltProgram(url: URL(fileURLWithPath: "/bin/bash")).run([script.path] + arguments)
  }

  /// The line `textfield --version` prints for the binary under test: the version alone for a
  /// `swift build`, with this checkout's commit for the lean build `TEXTFIELD_BINARY` names
  /// (`.ci/run` sets it after `Scripts/build-lean.sh`, which stamps the same commit).
  static func expectedVersionOutput() throws -> String {
    guard BuiltProgram.textfieldOverride != nil else { return TextField.version + "\n" }
    let commit = try versionScript(["--commit"]).stdout
      .trimmingCharacters(in: .newlines)
    return TextField.versionLine(commit: commit) + "\n"
  }

  @Test func theVersionIsThreeNumbers() throws {
    #expect(try Regex(#"[0-9]+\.[0-9]+\.[0-9]+"#).wholeMatch(in: TextField.version) != nil)
  }

  @Test func theScriptReadsTheOnePlace() throws {
    let run = try Self.versionScript()
    #expect(run.stdout == TextField.version + "\n")
    #expect(run.status == 0)
    let wrong = try Self.versionScript(["--tag"])
    #expect(wrong.status == 2)
    #expect(
      wrong.stderr
        == "version.sh: unknown argument '--tag' (none prints the version, --commit the commit)\n")
  }

  @Test(arguments: statements.map(\.path))
  func everyFileStatesTheOneVersion(path: String) throws {
    let pattern = try #require(Self.statements.first { $0.path == path }?.pattern)
    let versions = try Self.stated(in: path, pattern: pattern)
    #expect(!versions.isEmpty, "\(path) states no version")
    #expect(versions.allSatisfy { $0 == TextField.version }, "\(path): \(versions)")
  }

  @Test func filesThatMayStateItAgreeWhereTheyDo() throws {
    for (path, pattern) in Self.optionalStatements {
      let versions = try Self.stated(in: path, pattern: pattern)
      #expect(versions.allSatisfy { $0 == TextField.version }, "\(path): \(versions)")
    }
  }

  @Test func theChangelogOpensWithUnreleasedThenReleasesWithTheirDates() throws {
    let headings = try Self.text("CHANGELOG.md").split(separator: "\n")
      .filter { $0.hasPrefix("## ") }
    #expect(headings.first == "## [Unreleased]")
    let release = try Regex(#"## \[[0-9]+\.[0-9]+\.[0-9]+\] - [0-9]{4}-[0-9]{2}-[0-9]{2}"#)
    #expect(headings.dropFirst().allSatisfy { (try? release.wholeMatch(in: $0)) != nil })
    #expect(headings.count >= 2)
  }

  @Test func theVersionLineNamesAStampedCommit() {
    #expect(TextField.versionLine(commit: "") == TextField.version)
    #expect(
      TextField.versionLine(commit: "1a2b3c4d5e6f-dirty")
        == TextField.version + " (commit 1a2b3c4d5e6f-dirty)")
  }

  @Test func serveSaysTheVersionInItsHello() throws {
    let run = try BuiltProgram("textfield").run(
      ["serve"], input: #"{"type": "hello", "version": 1}"# + "\n")
    #expect(
      run.stdout.hasPrefix(
        #"{"type": "hello", "version": 1, "server": "textfield "#
          + TextField.version + #"", "#))
  }
}
