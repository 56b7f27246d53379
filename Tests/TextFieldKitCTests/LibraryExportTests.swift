import Foundation
import Testing

import struct TestSupport.BuiltProgram

/// The `tfk_` prefix is the C API's alone: the package's other C (CTerminal's helpers) has a
/// prefix of its own, so the library's `tfk_` symbols are exactly the header's functions. (The
/// installable library exports nothing else at all: Scripts/check-c-library.sh checks that.)
struct LibraryExportTests {
  /// The functions `textfieldkit.h` declares.
  static let declared = Set((try? ExportContractTests.declaredFunctions()) ?? [])

  @Test func theLibrarysTfkSymbolsAreTheHeadersFunctions() throws {
    let library = BuiltProgram.productsDirectory.path + "/libtextfieldkit.so"
    let nm = try BuiltProgram(url: URL(fileURLWithPath: "/usr/bin/env")).run([
      "nm", "-D", "--defined-only", library,
    ])
    #expect(nm.status == 0, "nm failed: \(nm.stderr)")
    let names = nm.lines.compactMap { $0.split(separator: " ").last.map(String.init) }
    // `tfk_internal_` names the C library's own C helpers (its thread's error buffer).
    let prefixed = Set(names.filter { $0.hasPrefix("tfk_") && !$0.hasPrefix("tfk_internal_") })
    #expect(Self.declared.count >= 18)
    #expect(prefixed.subtracting(Self.declared).sorted() == [])
    #expect(Self.declared.subtracting(prefixed).sorted() == [])
  }

  @Test func cTerminalNamesNothingWithTheAPIsPrefix() throws {
    let folder = ExportContractTests.root.appendingPathComponent("Sources/CTerminal")
    var found: [String] = []
    let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
    for file in (files ?? []).sorted() where file.hasSuffix(".c") || file.hasSuffix(".h") {
      let text = try String(
        contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for match in text.matches(of: #/\btfk_[a-z0-9_]+/#) {
        found.append("\(file): \(match.output)")
      }
    }
    #expect(files?.isEmpty == false)
    #expect(found == [])
  }
}
