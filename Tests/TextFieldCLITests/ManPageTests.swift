import Foundation
import TestSupport
import Testing

/// `textfield man`: the committed docs/textfield.1 is what it prints, names every option of
/// every `--help`, and is clean roff by `mandoc -T lint` and `groff -ww`.
@Suite struct ManPageTests {
  let textfield = BuiltProgram("textfield")
  static let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/textfield.1")

  func page() throws -> String {
    let run = try textfield.run(["man"])
    #expect(run.status == 0)
    #expect(run.stderr == "")
    return run.stdout
  }

  @Test func theCommittedPageIsWhatTheCommandPrints() throws {
    let committed = String(decoding: try Data(contentsOf: Self.committed), as: UTF8.self)
    // On a difference: swift run textfield man > docs/textfield.1
    #expect(try page() == committed)
  }

  @Test(arguments: ["prompt", "form", "format", "serve", "completion", "man"])
  func everyOptionOfTheHelpIsOnThePage(subcommand: String) throws {
    let page = try page()
    let help = try textfield.run(["help", subcommand]).stdout
    #expect(page.contains(".SH \"TEXTFIELD \(subcommand.uppercased())\""))
    var options: [String] = []
    for line in help.split(separator: "\n") where line.hasPrefix("  --") {
      let synopsis = line.dropFirst(2).prefix { $0 != " " }
      options += synopsis.split(separator: "/").map(String.init)
    }
    #expect(!options.isEmpty)
    for option in options where option != "--version" {
      let roff = option.replacing("-", with: "\\-")
      #expect(page.contains("\\fB" + roff + "\\fR"), "\(subcommand): \(option)")
    }
  }

  @Test func exitStatusAndEnvironmentAreComplete() throws {
    let page = try page()
    let exitStatus = page.split(separator: ".SH \"EXIT STATUS\"").last ?? ""
    for status in ["0", "1", "2", "3", "74", "124", "130"] {
      #expect(exitStatus.contains(".TP\n\(status)\n"), "\(status)")
    }
    for variable in [
      "TEXTFIELD_PROMPT", "TEXTFIELD_PLACEHOLDER", "TEXTFIELD_HEADER", "TEXTFIELD_WIDTH",
      "TEXTFIELD_TIMEOUT", "TEXTFIELD_FULLSCREEN", "TEXTFIELD_CLEAR", "TEXTFIELD_MOUSE",
      "TEXTFIELD_NO_BELL", "NO_COLOR", "ESCDELAY",
    ] {
      #expect(page.contains(".TP\n\\fB\(variable)\\fR\n"), "\(variable)")
    }
    for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "ENVIRONMENT", "EXAMPLES", "SEE ALSO"] {
      #expect(page.contains("\n.SH " + (section.contains(" ") ? "\"\(section)\"" : section) + "\n"))
    }
  }

  /// Every roff checker on the machine finds nothing (CI installs mandoc; groff comes with
  /// man-db); at least one must be there.
  @Test func theRoffIsClean() throws {
    var checked = 0
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/mandoc") {
      let run = try BuiltProgram(url: URL(fileURLWithPath: "/usr/bin/mandoc"))
        .run(["-T", "lint", "-W", "all", Self.committed.path])
      #expect(run.stdout + run.stderr == "")
      #expect(run.status == 0)
      checked += 1
    }
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") {
      let run = try BuiltProgram(url: URL(fileURLWithPath: "/usr/bin/groff"))
        .run(["-man", "-ww", "-z", Self.committed.path])
      #expect(run.stdout + run.stderr == "")
      #expect(run.status == 0)
      checked += 1
    }
    #expect(checked > 0, "neither mandoc nor groff is installed")
  }

  /// `make install` writes the documents to files: a full disk is an error, not a short file.
  @Test(arguments: [["man"], ["completion", "zsh"]])
  func aFailedWriteExits74(arguments: [String]) throws {
    let shell = BuiltProgram(url: URL(fileURLWithPath: "/bin/sh"))
    let run = try shell.run(
      ["-c", "\"$0\" \"$@\" > /dev/full", textfield.url.path] + arguments)
    #expect(run.status == 74)
    #expect(run.stderr == "textfield: cannot write to standard output: No space left on device\n")
  }

  @Test func extraWordsAreAUsageError() throws {
    let run = try textfield.run(["man", "extra"])
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix("Error: Unexpected argument 'extra'\n"))
  }
}
