import Foundation
import Testing

import struct TestSupport.BuiltProgram

/// A C program built with the system's `cc` against `libtextfieldkit.so` and `textfieldkit.h`,
/// as a C host builds it: `CHost/phone_host.c` (a masked phone field, its value, picture and
/// events, and the misuse paths; it checks its own outputs line by line).
struct CHostTests {
  /// The package's folder.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func phoneHostBuiltWithCCPassesEveryCheck() throws {
    let products = BuiltProgram.productsDirectory.path
    let library = products + "/libtextfieldkit.so"
    #expect(
      FileManager.default.fileExists(atPath: library),
      "libtextfieldkit.so is missing from \(products): `swift build` builds it")
    let compiler = try #require(
      Self.compiler(), "no C compiler: install one (cc, gcc or clang on PATH) to test the C API")
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("phone-host-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let build = try BuiltProgram(url: URL(fileURLWithPath: compiler)).run([
      "-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror",
      "-I", Self.packageRoot.path + "/Sources/CTextFieldKit/include",
      Self.packageRoot.path + "/Tests/TextFieldKitCTests/CHost/phone_host.c",
      "-L", products, "-Wl,-rpath," + products, "-ltextfieldkit", "-o", output,
    ])
    #expect(build.status == 0, "cc failed:\n\(build.stderr)")
    guard build.status == 0 else { return }
    let run = try BuiltProgram(url: URL(fileURLWithPath: output)).run([])
    #expect(run.lines.filter { $0.hasPrefix("FAIL") } == [], "\(run.stdout)\(run.stderr)")
    #expect(run.lines.filter { $0.hasPrefix("ok ") }.count == 50)
    #expect(run.lines.last == "all checks passed")
    #expect(run.status == 0)
  }

  /// The first of `cc`, `gcc`, `clang` on `PATH`.
  static func compiler() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in ["cc", "gcc", "clang"] {
      for folder in path.split(separator: ":") {
        let candidate = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }
}
