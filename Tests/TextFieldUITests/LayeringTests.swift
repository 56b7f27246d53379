import Foundation
import Testing

/// TextFieldUI is pure Swift: neither its target graph nor its sources reach ncurses.
@Suite struct LayeringTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The modules that link ncursesw or its shims.
  static let curses: Set<String> = ["CNcurses", "CTerminal", "TextFieldCurses"]

  /// The targets `target` depends on, directly or not, in `swift package dump-package`'s JSON.
  static func closure(of target: String, in manifest: [String: Any]) -> Set<String> {
    let targets = manifest["targets"] as? [[String: Any]] ?? []
    var direct: [String: [String]] = [:]
    for entry in targets {
      guard let name = entry["name"] as? String else { continue }
      let dependencies = entry["dependencies"] as? [[String: Any]] ?? []
      // Each dependency is {"byName"|"target"|"product": [name, …]}: the first element names it.
      direct[name] = dependencies.compactMap { $0.values.first as? [Any] }
        .compactMap { $0.first as? String }
    }
    var seen: Set<String> = []
    var queue = [target]
    while let next = queue.popLast() {
      for dependency in direct[next] ?? [] where seen.insert(dependency).inserted {
        queue.append(dependency)
      }
    }
    return seen
  }

  @Test func theTargetGraphKeepsNcursesOutOfTextFieldUI() throws {
    // A scratch path of its own: the package's .build is locked by the `swift test` running this.
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("layering-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
    process.currentDirectoryURL = Self.root
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let manifest = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]

    #expect(Self.closure(of: "TextFieldUI", in: manifest) == ["TextFieldCore", "InputMask"])
    #expect(
      Self.closure(of: "TextFieldTestSupport", in: manifest)
        == ["TextFieldUI", "TextFieldCore", "InputMask"])
    #expect(Self.closure(of: "TextFieldUITests", in: manifest).isDisjoint(with: Self.curses))
    // The check can see ncurses where it is.
    #expect(Self.closure(of: "TextFieldCurses", in: manifest).contains("CNcurses"))
  }

  @Test func noSourceOfTextFieldUIImportsNcurses() throws {
    // `import X`, `@testable import X`, `internal import X`, `@_exported import X`.
    let importLine = try Regex(#"(?:@\w+ +)*(?:(?:public|package|internal) +)?import +(\w+)"#)
    var imports: [String] = []
    for folder in ["Sources/TextFieldUI", "Sources/TextFieldTestSupport", "Tests/TextFieldUITests"]
    {
      let directory = Self.root.appendingPathComponent(folder)
      let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
      for case let file as URL in files?.allObjects ?? [] where file.pathExtension == "swift" {
        let text = try String(contentsOf: file, encoding: .utf8)
        for line in text.split(separator: "\n") {
          if let match = try importLine.wholeMatch(in: line.trimmingCharacters(in: .whitespaces)) {
            imports.append(String(match.output[1].substring ?? ""))
          }
        }
      }
    }
    #expect(imports.contains("TextFieldCore"))
    #expect(Set(imports).isDisjoint(with: Self.curses))
  }
}
