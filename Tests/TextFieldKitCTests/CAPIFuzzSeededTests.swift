import Foundation
import Testing

import struct TestSupport.BuiltProgram

/// The C API fuzz driver (`Fuzz/CAPI`, fuzzed under ASan by `Fuzz/c-api.sh`) in its seeded
/// form, built with `cc` against `libtextfieldkit.so`: a few thousand random calls with hostile
/// arguments, each call's status checked by the driver against what `textfieldkit.h` promises
/// for its arguments (and a failed call checked to change nothing and to leave a message).
struct CAPIFuzzSeededTests {
  /// The statuses a run's summary counts, in its order.
  static let statusNames = [
    "TFK_ERR_ENDED", "TFK_ERR_BUFFER_TOO_SMALL", "TFK_ERR_BAD_ARGUMENT", "TFK_ERR_INVALID_UTF8",
    "TFK_ERR_BUSY", "TFK_ERR_BAD_HANDLE", "TFK_ERR_NULL_ARGUMENT", "TFK_OK", "TFK_NO_EVENT",
  ]

  /// The driver, built once for the suite's tests.
  static let driver: Result<String, DriverError> = buildDriver()

  struct DriverError: Error, CustomStringConvertible {
    var description: String
  }

  static func buildDriver() -> Result<String, DriverError> {
    let root = CHostTests.packageRoot.path
    let products = BuiltProgram.productsDirectory.path
    guard let compiler = CHostTests.compiler() else {
      return .failure(DriverError(description: "no C compiler (cc, gcc or clang) on PATH"))
    }
    let folder = root + "/Fuzz/CAPI"
    let sources = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasSuffix(".c") }.sorted().map { folder + "/" + $0 }
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("c-api-seeded-\(UUID().uuidString)").path
    do {
      let build = try BuiltProgram(url: URL(fileURLWithPath: compiler)).run(
        ["-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror", "-O1"] + sources + [
          "-I", root + "/Sources/CTextFieldKit/include", "-L", products,
          "-Wl,-rpath," + products, "-ltextfieldkit", "-o", output,
        ])
      guard build.status == 0 else {
        return .failure(DriverError(description: "cc failed:\n\(build.stderr)"))
      }
    } catch {
      return .failure(DriverError(description: "cc did not run: \(error)"))
    }
    return .success(output)
  }

  /// `Fuzz/CAPIThreads/threads.c`: four threads calling on eight shared slots of handles (one
  /// thread frees or replaces what another is inside), built with `cc -pthread`.
  @Test func threadsSharingHandlesGetOnlyTheAnswersTheHeaderAllows() throws {
    let root = CHostTests.packageRoot.path
    let products = BuiltProgram.productsDirectory.path
    let compiler = try #require(CHostTests.compiler(), "no C compiler (cc, gcc or clang) on PATH")
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("c-api-threads-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    let build = try BuiltProgram(url: URL(fileURLWithPath: compiler)).run([
      "-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror", "-O1", "-pthread",
      root + "/Fuzz/CAPIThreads/threads.c", "-I", root + "/Sources/CTextFieldKit/include",
      "-L", products, "-Wl,-rpath," + products, "-ltextfieldkit", "-o", output,
    ])
    #expect(build.status == 0, "cc failed:\n\(build.stderr)")
    guard build.status == 0 else { return }
    let run = try BuiltProgram(url: URL(fileURLWithPath: output)).run(["4", "3000", "1"])
    #expect(run.stderr == "")
    #expect(run.lines.first == "4 threads × 3000 calls: 0 wrong")
    #expect(run.status == 0)
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func seededCallsAnswerTheStatusesTheHeaderPromises(seed: UInt64) throws {
    let driver = try Self.driver.get()
    let run = try BuiltProgram(url: URL(fileURLWithPath: driver)).run([
      "--seed", "\(seed)", "--calls", "3000",
    ])
    #expect(run.stderr == "")
    #expect(run.status == 0)
    let summary = try #require(run.lines.first)
    #expect(summary.hasPrefix("seed \(seed): 30"))
    #expect(summary.hasSuffix(" 0 mismatches"), "\(summary)")
    // Every status but TFK_ERR_BUSY (one thread) came up: the run reached each misuse.
    let counts = try #require(run.lines.dropFirst().first)
    let named = counts.split(separator: " ").dropFirst().map { pair in
      let parts = pair.split(separator: "=")
      return (String(parts.first ?? ""), Int(parts.last ?? "") ?? -1)
    }
    #expect(named.map(\.0) == Self.statusNames)
    #expect(named.filter { $0.0 != "TFK_ERR_BUSY" && $0.1 <= 0 }.map(\.0) == [])
  }
}
