import Foundation
import TestSupport
import Testing

/// The listings of TextFieldCurses' "Scripting with textfield" article: its scripts parse, and its
/// sessions print what it shows when run against the built `textfield`.
@Suite struct ScriptingArticleTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let article = "Sources/TextFieldCurses/TextFieldCurses.docc/ScriptingWithTextfield.md"

  /// The article's fenced blocks of `language`, each without its fences.
  static func blocks(_ language: String) throws -> [String] {
    let text = try String(
      contentsOf: root.appendingPathComponent(article), encoding: .utf8)
    var blocks: [String] = []
    var current: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let lines = current {
        if line == "```" {
          blocks.append(lines.joined(separator: "\n"))
          current = nil
        } else {
          current = lines + [String(line)]
        }
      } else if line == "```" + language {
        current = []
      }
    }
    return blocks
  }

  /// Runs `script` in `/bin/sh` from the package root, standard error merged into standard
  /// output, no terminal (`TERM=dumb`), the built products (or `TEXTFIELD_BINARY`'s folder)
  /// first in `PATH`.
  static func shell(_ script: String, check: Bool = false) throws -> BuiltProgram.Run {
    var environment = BuiltProgram.lineModeEnvironment
    environment["PATH"] = BuiltProgram.searchPath + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    let shell = BuiltProgram(url: URL(fileURLWithPath: "/bin/sh"))
    let arguments =
      check
      ? ["-n", "-c", script] : ["-c", "cd \"$1\" && exec 2>&1 && " + script, "sh", root.path]
    return try shell.run(arguments, environment: environment)
  }

  @Test func theScriptsParse() throws {
    let scripts = try Self.blocks("sh")
    #expect(scripts.count >= 3)
    for script in scripts {
      let run = try Self.shell(script, check: true)
      #expect(run.status == 0, "sh -n: \(run.stderr)\n\(script)")
    }
  }

  @Test func theSessionsPrintWhatTheArticleShows() throws {
    let sessions = try Self.blocks("console")
    #expect(sessions.count >= 4)
    var commands = 0
    for session in sessions {
      var command: String?
      var expected: [String] = []
      let lines = session.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for line in lines + ["$ "] {
        guard line.hasPrefix("$ ") else {
          expected.append(line)
          continue
        }
        if let command {
          let run = try Self.shell(command)
          #expect(run.lines == expected, "\(command)")
          commands += 1
        }
        command = String(line.dropFirst(2))
        expected = []
      }
    }
    #expect(commands >= 10)
  }
}
