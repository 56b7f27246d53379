import Foundation
import TestSupport
import Testing

/// The README's `textfield serve` example ("From other languages") runs as written against the
/// built `textfield` and prints the submitted form its last comment shows.
@Suite struct ReadmeServeExampleTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The README's `sh` block that runs `textfield serve`.
  static func example() throws -> String {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let blocks = readme.components(separatedBy: "```sh\n").dropFirst().compactMap {
      $0.components(separatedBy: "```").first
    }
    guard let block = blocks.first(where: { $0.contains("| textfield serve") }) else {
      throw ReadmeError(description: "no `textfield serve` example in the README")
    }
    return block
  }

  struct ReadmeError: Error, CustomStringConvertible {
    var description: String
  }

  @Test func theServeExamplePrintsTheSubmittedForm() throws {
    let example = try Self.example()
    // The comment shows one line of the output, elided: its text before `…` is printed as written.
    let comment = try #require(
      example.split(separator: "\n").last { $0.hasPrefix("# … ") }.map { $0.dropFirst(4) })
    let shown = try #require(comment.components(separatedBy: "…").first)
    var environment = BuiltProgram.lineModeEnvironment
    environment["PATH"] = BuiltProgram.searchPath + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    let run = try BuiltProgram(url: URL(fileURLWithPath: "/bin/sh")).run(
      ["-c", example], environment: environment)
    #expect(run.status == 0)
    #expect(run.stderr == "")
    let lines = run.stdout.split(separator: "\n")
    #expect(shown.hasPrefix(#"{"type": "submitted", "values": {"phone": {"formatted": "#))
    #expect(lines.contains { $0.hasPrefix(shown) }, "\(run.stdout)")
    #expect(lines.first?.hasPrefix(#"{"type": "hello""#) == true)
  }
}
