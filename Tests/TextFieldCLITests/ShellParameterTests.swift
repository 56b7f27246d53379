import Foundation
import TestSupport
import Testing

@testable import textfield

/// `form --output env` refuses every key bash or zsh gives a meaning, and what it prints is
/// evaluated as written by both shells.
@Suite struct ShellParameterTests {
  static let shells = ["/bin/bash", "/usr/bin/zsh"]

  /// The parameters `shell` itself knows with an empty environment: bash's variables
  /// (`compgen -v`), zsh's special parameters with every zsh/* module loaded.
  static func ownParameters(of shell: String) throws -> [String] {
    let script =
      shell.hasSuffix("zsh")
      ? #"""
      cd $module_path[1] || exit 1
      for f in zsh/**/*.so(N); do
        [[ $f == zsh/example.so ]] || zmodload ${f%.so} 2>/dev/null
      done
      print -l ${(k)parameters[(R)*special*]}
      """#
      : "compgen -v"
    let options = shell.hasSuffix("zsh") ? ["-f"] : ["--norc", "--noprofile"]
    let run = try BuiltProgram(url: URL(fileURLWithPath: "/usr/bin/env")).run(
      ["-i", shell] + options + ["-c", script])
    #expect(run.status == 0)
    return run.stdout.split(separator: "\n").map(String.init).filter(ShellOutput.isShellName)
  }

  /// Every parameter the shell has of its own is refused: a form's key must not replace it.
  @Test(arguments: shells)
  func everyParameterOfTheShellIsRefused(shell: String) throws {
    let names = try Self.ownParameters(of: shell)
    #expect(names.count > (shell.hasSuffix("zsh") ? 100 : 40))
    #expect(names.filter { ShellOutput.reservedShellNameReason($0) == nil } == [])
  }

  /// The names the issue found accepted, through the command.
  @Test(arguments: [
    "USERNAME", "GID", "EGID", "PSVAR", "WATCH", "FUNCNEST", "ARGC", "history", "modules",
    "widgets", "terminfo", "BUFFER", "compstate", "zle_highlight", "READLINE_MARK", "COPROC",
    "BASH_LOADABLES_PATH", "WATCHFMT", "zshexit_functions", "periodic_functions",
    "zshaddhistory_functions", "zsh_directory_name_functions",
  ])
  func theNamesFoundAcceptedAreRefused(key: String) throws {
    let run = try BuiltProgram("textfield").runLineMode(
      ["form", "--output", "env", "--field", "\(key):Label:"], input: "x\n")
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(
      run.stderr.hasPrefix(
        "Error: field key \"\(key)\" is a variable the shell itself uses: --output env would "
          + "overwrite it when evaluated; choose another key\n"))
  }

  /// What the command prints is evaluated by each shell as written: hostile values come back
  /// as they were typed, and nothing runs.
  @Test(arguments: shells)
  func theOutputEvaluatesInTheShell(shell: String) throws {
    let values = ["it's $(touch pwned) `touch pwned`", "a'\u{301}b; touch pwned", "\\n\\\\ !x"]
    let fields = ["first", "second", "third"].flatMap { ["--field", "\($0):Label:"] }
    let run = try BuiltProgram("textfield").runLineMode(
      ["form", "--output", "env"] + fields, input: values.joined(separator: "\n") + "\n")
    #expect(run.status == 0)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("shell-eval-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let options = shell.hasSuffix("zsh") ? ["-f"] : ["--norc", "--noprofile"]
    let evaluated = try BuiltProgram(url: URL(fileURLWithPath: shell)).run(
      options + [
        "-c", #"cd "$1" && eval "$2" && printf '%s\n' "$first" "$second" "$third""#, "sh",
        folder.path, run.stdout,
      ])
    #expect(evaluated.status == 0)
    #expect(evaluated.stdout == values.map { $0 + "\n" }.joined())
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
  }
}
