import Foundation
import TestSupport
import Testing

/// The Node client of `textfield serve` (Demos/serve-node/client.mjs) drives a masked phone
/// field and prints the value: the protocol works from a language with no Swift in it.
@Suite("textfield serve: Node client")
struct ServeNodeClientTests {
  static let client = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Demos/serve-node/client.mjs")

  /// `node`, found on `PATH`; a machine without it fails here, saying so.
  static func node() throws -> BuiltProgram {
    let found = try BuiltProgram(url: URL(fileURLWithPath: "/bin/sh")).run([
      "-c", "command -v node",
    ])
    let path = found.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    guard found.status == 0, !path.isEmpty else {
      throw NodeMissing()
    }
    return BuiltProgram(url: URL(fileURLWithPath: path))
  }

  struct NodeMissing: Error, CustomStringConvertible {
    var description: String {
      "node is not on PATH: the serve protocol's Node client test needs Node.js 18 or later "
        + "(Debian: apt-get install nodejs)"
    }
  }

  @Test func nodeClientTypesAPhoneNumberAndPrintsTheValue() throws {
    let node = try Self.node()
    let textfield = BuiltProgram("textfield")
    let run = try node.run([Self.client.path, textfield.url.path, "555a1234567"])
    #expect(run.stderr == "")
    #expect(run.status == 0)
    #expect(
      run.lines == [
        "refused a: \"a\": only digits here",
        "Phone: +1 (555) 123-4567|",
        "",
        "Tab/↑↓ move · Enter next/subm…",
        "+1 (555) 123-4567",
      ])
  }

  /// A server that is not there is the client's clear error, not a hang.
  @Test func nodeClientSaysWhenTheServerCannotStart() throws {
    let node = try Self.node()
    let run = try node.run([Self.client.path, "/nonexistent/textfield"])
    #expect(run.status == 1)
    #expect(run.stderr == "serve-node: spawn /nonexistent/textfield ENOENT\n")
  }
}
