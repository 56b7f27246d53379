import Foundation
import Testing

/// `docs/ARCHITECTURE.md` names real files: a rename or a move that forgets it fails here.
@Suite struct ArchitectureDocumentTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardized

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// Every file name under the folders the document points into.
  static func fileNames() -> Set<String> {
    var names: Set<String> = []
    for folder in ["Sources", "Tests", "Demos"] {
      let enumerator = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL { names.insert(url.lastPathComponent) }
    }
    return names
  }

  @Test func everySourcesPathItNamesExists() throws {
    let document = try Self.read("docs/ARCHITECTURE.md")
    let paths = document.matches(of: try Regex(#"Sources/[A-Za-z0-9_./+-]*"#)).map {
      String(document[$0.range]).trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
    #expect(paths.count > 30)
    let missing = paths.filter {
      !FileManager.default.fileExists(atPath: Self.root.appendingPathComponent($0).path)
    }
    #expect(missing == [])
  }

  @Test func everyFileNameItNamesExists() throws {
    let document = try Self.read("docs/ARCHITECTURE.md")
    let names = document.matches(of: try Regex(#"[A-Za-z0-9_+-]+\.(?:swift|c|h)\b"#)).map {
      String(document[$0.range])
    }
    let known = Self.fileNames().union(["Package.swift"])
    #expect(names.count > 30)
    #expect(names.filter { !known.contains($0) } == [])
  }

  @Test func theReadmeLinksIt() throws {
    #expect(try Self.read("README.md").contains("(docs/ARCHITECTURE.md)"))
  }
}
