import Foundation
import Testing

/// The package's C: headers that only declare, each function defined once in a C file, and a
/// build that prints no warning (DECISIONS, "C in C files" and "ncursesw without pkg-config").
@Suite struct CTargetTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The files under `Sources/<folder>` whose names end in `suffix`, relative to `Sources`.
  static func files(in folders: [String], ending suffix: String) throws -> [String] {
    try folders.flatMap { folder -> [String] in
      let base = root.appendingPathComponent("Sources/\(folder)")
      let names = try FileManager.default.subpathsOfDirectory(atPath: base.path)
      return names.filter { $0.hasSuffix(suffix) }.map { "\(folder)/\($0)" }
    }
    .sorted()
  }

  static func contents(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent("Sources/\(path)"), encoding: .utf8)
  }

  /// A function's name when `line` opens its definition: a body after a parameter list.
  static func definedFunction(_ line: Substring) -> Substring? {
    guard let first = line.first, first.isLetter || first == "_",
      let open = line.firstIndex(of: "("), line.contains("{"),
      !line.hasPrefix("#"), !line.hasPrefix("typedef"), !line.hasPrefix("struct")
    else { return nil }
    let head = line[..<open]
    let name = head.split(whereSeparator: { $0 == " " || $0 == "*" }).last
    return name.flatMap { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? $0 : nil }
  }

  @Test func theHeadersDeclareAndDefineNoFunction() throws {
    let headers = try Self.files(in: ["CNcurses", "CTerminal"], ending: ".h")
    #expect(
      headers == ["CNcurses/shim.h", "CTerminal/include/CTerminal.h", "CTerminal/terminal_state.h"])
    var bodies: [String] = []
    for header in headers {
      for line in try Self.contents(header).split(separator: "\n") {
        if let name = Self.definedFunction(line) { bodies.append("\(header): \(name)") }
      }
    }
    #expect(bodies == [])
  }

  /// The functions a header declares: a line ending `);` outside comments.
  static func declarations(_ header: String) throws -> [String] {
    try contents(header).split(separator: "\n").compactMap { line -> String? in
      guard !line.hasPrefix("//"), line.hasSuffix(");"), let open = line.firstIndex(of: "(")
      else { return nil }
      let name = line[..<open].split(whereSeparator: { $0 == " " || $0 == "*" }).last
      return name.map(String.init)
    }
  }

  @Test func everyDeclaredFunctionIsDefinedOnceInACFile() throws {
    let declared = try Self.declarations("CTerminal/include/CTerminal.h")
    // What the C files share among themselves only (the signal state, dying by a signal).
    let shared = try Self.declarations("CTerminal/terminal_state.h")
    #expect(shared.sorted() == ["cterm_call_action", "cterm_die", "cterm_signals"])
    #expect(declared.count == 43)
    var definitions: [String: [String]] = [:]
    for file in try Self.files(in: ["CTerminal"], ending: ".c") {
      for line in try Self.contents(file).split(separator: "\n") where !line.hasPrefix("static") {
        if let name = Self.definedFunction(line) {
          definitions[String(name), default: []].append(file)
        }
      }
    }
    let missingOrRepeated = declared.filter { definitions[$0]?.count != 1 }
    #expect(missingOrRepeated == [])
    let undeclared = definitions.keys.filter { !declared.contains($0) && !shared.contains($0) }
    #expect(undeclared.sorted() == [])
  }

  /// Builds the C target, which plans ncursesw's system library target too, in a scratch folder
  /// of its own (the package's `.build` is the running test's).
  @Test func buildingPrintsNoWarning() throws {
    let scratch = Self.root.appendingPathComponent(".build/c-target-check")
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("c-target-check-\(getpid()).txt")
    defer { try? FileManager.default.removeItem(at: output) }
    let (text, status) = try Subprocess.execute(
      [
        "/bin/sh", "-c",
        "cd \"$0\" && exec swift build --target CTerminal --scratch-path \"$1\" 2>&1",
        Self.root.path, scratch.path,
      ],
      outputFile: output)
    let warnings = text.split(separator: "\n").filter { $0.lowercased().contains("warning:") }
    #expect(warnings == [])
    #expect(status == 0, "swift build said:\n\(text)")
  }
}
