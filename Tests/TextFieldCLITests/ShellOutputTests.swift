import Foundation
import TestSupport
import Testing

@testable import textfield

/// `--output env` is inert under `eval` and reads back byte for byte, in every shell here.
@Suite struct ShellOutputTests {
  /// The characters an attacker reaches for: quotes, escapes, expansions, separators, line
  /// ends, and the scalars that merge with a quote into one `Character` (combining acute, ZWJ,
  /// VS16 after it; the prepended mark U+0600 before it).
  static let hostileAlphabet: [String] = [
    "'", "\"", "\\", "$", "`", "\n", "\r", "\t", ";", " ", "(", ")", "{", "}", "!", "*", "?", "~",
    "#", "&", "|", "<", ">", "[", "]", "%", "=", "-", "a", "Z", "0", "é", "日", "😀",
    "\u{301}", "\u{200D}", "\u{FE0F}", "\u{600}", "\u{1B}", "\u{7F}", "\u{85}", "\u{202E}",
  ]

  static func hostileValues(count: Int, seed: UInt64) -> [String] {
    var generator = SeededGenerator(seed: seed)
    var values = ["x'\u{301}; touch pwned; : '\u{301}", "'\u{200D}", "'\u{FE0F}", "\u{600}'", ""]
    while values.count < count {
      let length = Int.random(in: 0...12, using: &generator)
      var value = ""
      for _ in 0..<length {
        value.unicodeScalars.append(
          contentsOf: hostileAlphabet.randomElement(using: &generator)?.unicodeScalars
            ?? "".unicodeScalars)
      }
      values.append(value)
    }
    return values
  }

  @Test(arguments: ["/bin/sh", "/usr/bin/dash", "/bin/bash"])
  func tenThousandHostileValuesReadBackByteIdentical(shell: String) throws {
    try #require(FileManager.default.isExecutableFile(atPath: shell), "\(shell) is not installed")
    let values = Self.hostileValues(count: 10_000, seed: 0x5EED)
    var script = "cd \"$1\" || exit 9\n"
    for value in values {
      script += "v=\(ShellOutput.shellQuoted(value))\nprintf '%s\\0' \"$v\"\n"
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("shell-quote-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    // The script is the shell's standard input (`sh -s`): too long for an argument.
    let run = try BuiltProgram(url: URL(fileURLWithPath: shell)).run(
      ["-s", folder.path], input: script)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    var readBack = run.stdout.split(separator: "\0", omittingEmptySubsequences: false)
      .map { Array($0.utf8) }
    #expect(readBack.last == [])
    readBack.removeLast()
    #expect(readBack.count == values.count)
    for (index, (value, bytes)) in zip(values, readBack).enumerated()
    where Array(value.utf8) != bytes {
      Issue.record("value \(index) \(value.debugDescription) read back as \(bytes)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }

  @Test func quotingWorksOnScalarsNotCharacters() {
    #expect(ShellOutput.shellQuoted("x'\u{301}") == "'x'\\''\u{301}'")
    #expect(ShellOutput.shellQuoted("\u{600}'") == "'\u{600}'\\'''")
    #expect(ShellOutput.shellQuoted("") == "''")
  }

  @Test func jsonEscapesControlsAndSeparatorsByScalar() {
    #expect(ShellOutput.jsonString("\"\u{301}") == "\"\\\"\u{301}\"")
    #expect(ShellOutput.jsonString("a\u{1B}]0;t\u{7}") == "\"a\\u001b]0;t\\u0007\"")
    #expect(
      ShellOutput.jsonString("\u{9B}2J\u{2028}\u{2029}\u{7F}")
        == "\"\\u009b2J\\u2028\\u2029\\u007f\"")
  }

  @Test(arguments: [
    "PATH", "IFS", "HOME", "PS1", "ENV", "CDPATH", "LC_ALL", "LD_PRELOAD", "BASH_ENV", "path", "_",
  ])
  func reservedKeysAreRefused(key: String) throws {
    #expect(ShellOutput.reservedShellNameReason(key) != nil)
    let run = try BuiltProgram("textfield").runLineMode(
      ["form", "--output", "env", "--field", "\(key):Label:"], input: "x\n")
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr.contains("field key \"\(key)\""))
    #expect(run.stderr.contains("--output env would overwrite it"))
  }

  @Test(arguments: ["name", "phone", "Path", "pathname", "HOMEPAGE"])
  func ordinaryKeysAreAccepted(key: String) {
    #expect(ShellOutput.reservedShellNameReason(key) == nil)
  }

  /// The attack from the hardening issue, through the real program and a real `eval`.
  @Test func theReportedInjectionIsInert() throws {
    let hostile = "x'\u{301}; touch pwned; : '\u{301}"
    let run = try BuiltProgram("textfield").runLineMode(
      ["form", "--field", "a:A:", "--output", "env"], input: hostile + "\n")
    #expect(run.status == 0)
    #expect(run.stdout == "a='x'\\''\u{301}; touch pwned; : '\\''\u{301}'\n")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("shell-eval-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for shell in ["/bin/sh", "/bin/bash"] {
      let evaluated = try BuiltProgram(url: URL(fileURLWithPath: shell)).run(
        ["-c", "cd \"$1\" && eval \"$2\" && printf %s \"$a\"", "sh", folder.path, run.stdout])
      #expect(evaluated.stdout == hostile)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }
  }
}
