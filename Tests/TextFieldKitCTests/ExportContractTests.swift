import Foundation
import Testing

/// `textfieldkit.h` and the Swift exports agree: every function the header declares is a
/// `@_cdecl` of that name, and each is `public` (an internal one is exported by a debug build but
/// hidden by a release build's whole-module optimisation, so a C host would not link).
struct ExportContractTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The functions the header declares: a line outside comments naming `tfk_…(`.
  static func declaredFunctions() throws -> [String] {
    let header = try String(
      contentsOf: root.appendingPathComponent("Sources/CTextFieldKit/include/textfieldkit.h"),
      encoding: .utf8)
    return header.split(separator: "\n").compactMap { line -> String? in
      guard !line.hasPrefix(" "), !line.hasPrefix("/"), !line.hasPrefix("#"),
        let match = line.firstMatch(of: #/(tfk_[a-z0-9_]+)\(/#)
      else { return nil }
      return String(match.output.1)
    }
    .sorted()
  }

  /// Each `@_cdecl` name of Sources/TextFieldKitC, with the declaration on the line after it.
  static func exports() throws -> [(name: String, declaration: String)] {
    let folder = root.appendingPathComponent("Sources/TextFieldKitC")
    var found: [(String, String)] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    where file.hasSuffix(".swift") {
      let lines = try String(
        contentsOf: folder.appendingPathComponent(file), encoding: .utf8
      ).split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        guard let match = line.firstMatch(of: #/^@_cdecl\("([a-z0-9_]+)"\)$/#) else { continue }
        let next = index + 1 < lines.count ? String(lines[index + 1]) : ""
        found.append((String(match.output.1), next))
      }
    }
    return found
  }

  @Test func everyHeaderFunctionIsExportedOnce() throws {
    let declared = try Self.declaredFunctions()
    #expect(declared.count == 29)
    #expect(try Self.exports().map(\.name).sorted() == declared)
  }

  @Test func everyExportIsPublic() throws {
    let hidden = try Self.exports().filter { !$0.declaration.hasPrefix("public func ") }
    #expect(hidden.map(\.name) == [])
  }
}
