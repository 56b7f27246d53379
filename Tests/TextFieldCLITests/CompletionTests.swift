import Foundation
import TestSupport
import Testing

/// `textfield completion bash|zsh|fish`: each script, run in its real shell, offers exactly the
/// subcommands, options, option values and files of the option tables.
@Suite struct CompletionTests {
  static let shells = ["bash", "zsh", "fish"]

  /// A command line and the candidates every shell offers at its end.
  static let cases: [(line: String, expected: [String])] = [
    ("textfield ", ["completion", "form", "format", "man", "prompt", "serve"]),
    ("textfield f", ["form", "format"]),
    (
      "textfield form --",
      [
        "--accessible", "--clear", "--field", "--fullscreen", "--header", "--help", "--mouse",
        "--no-bell", "--output", "--spec", "--timeout", "--values", "--version",
      ]
    ),
    ("textfield --type ", ["currency", "date", "number", "phone"]),
    ("textfield format --type n", ["number"]),
    ("textfield form --output ", ["env", "formatted", "json", "value"]),
    ("textfield --output ", ["formatted", "json", "value"]),
    (
      "textfield format --strategy ",
      ["capacity", "extractedValueCapacity", "prefix", "wholeString"]
    ),
    ("textfield form --spec s", ["signup.json", "survey.json"]),
    ("textfield completion ", ["bash", "fish", "zsh"]),
    ("textfield --no-a", ["--no-autocomplete"]),
    ("textfield prompt --auto", ["--autocomplete", "--autoskip"]),
    // A value with no fixed words: nothing, not the folder's files.
    ("textfield --mask ", []),
  ]

  @Test(arguments: shells)
  func eachShellOffersExactlyTheTablesWords(shell: String) throws {
    let shells = try CompletionShells()
    defer { shells.remove() }
    for (line, expected) in Self.cases {
      #expect(try shells.candidates(shell, line) == expected, "\(shell): '\(line)'")
    }
  }

  /// Each subcommand offers exactly the options its `--help` lists (the same table).
  @Test(arguments: ["prompt", "form", "format", "serve", "completion", "man"])
  func theOptionsOfferedAreThoseOfTheHelp(subcommand: String) throws {
    let shells = try CompletionShells()
    defer { shells.remove() }
    let help = try BuiltProgram("textfield").run(["help", subcommand]).stdout
    var options = ["--help"]
    for line in help.split(separator: "\n") where line.hasPrefix("  --") {
      options += line.dropFirst(2).prefix { $0 != " " }.split(separator: "/").map(String.init)
    }
    #expect(try shells.candidates("bash", "textfield \(subcommand) --") == options.sorted())
  }

  @Test(arguments: [
    ("bash", ["json"]), ("zsh", ["json"]), ("fish", ["--output=json"]),
  ])
  func anAttachedValueIsCompleted(shell: String, expected: [String]) throws {
    let shells = try CompletionShells()
    defer { shells.remove() }
    #expect(try shells.candidates(shell, "textfield form --output=j") == expected)
  }

  @Test(arguments: [["completion"], ["completion", "tcsh"], ["completion", "bash", "zsh"]])
  func aShellNotNamedIsAUsageError(arguments: [String]) throws {
    let run = try BuiltProgram("textfield").run(arguments)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
    let given =
      arguments.count == 1
      ? "Missing shell" : "Unknown shell '\(arguments.dropFirst().joined(separator: " "))'"
    #expect(first == "Error: \(given): say bash, zsh or fish ('textfield completion bash')")
  }

  @Test func theHelpSaysWhereEachShellLoadsItFrom() throws {
    let run = try BuiltProgram("textfield").run(["completion", "--help"])
    #expect(run.status == 0)
    for folder in [
      "~/.local/share/bash-completion/completions", "$dir/textfield", "~/.zfunc/_textfield",
      "fpath", "~/.config/fish/completions", "$dir/textfield.fish",
      "share/bash-completion/completions/textfield", "share/zsh/site-functions/_textfield",
      "share/fish/vendor_completions.d/textfield.fish",
    ] {
      #expect(run.stdout.contains(folder), "\(folder)")
    }
  }

  @Test func theTopLevelHelpListsTheNewSubcommands() throws {
    let run = try BuiltProgram("textfield").run(["--help"])
    #expect(run.stdout.contains("\n  completion  "))
    #expect(run.stdout.contains("\n  man  "))
  }

  @Test func environmentDefaultsDoNotReachTheDocuments() throws {
    var environment = BuiltProgram.lineModeEnvironment
    environment["TEXTFIELD_PROMPT"] = "Phone"
    let run = try BuiltProgram("textfield").run(["completion", "fish"], environment: environment)
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("# fish completion for textfield"))
  }
}
