import Foundation
import TestSupport

/// Where the built executables are: next to the test bundle in the build products directory.
enum Products {
  static var directory: URL {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    var url = URL(fileURLWithPath: executable).deletingLastPathComponent()
    while url.path != "/" {
      if FileManager.default.isExecutableFile(atPath: url.appendingPathComponent("demo-form").path)
      {
        return url
      }
      url.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: executable).deletingLastPathComponent()
  }

  /// The folders to put first in `PATH` to run the products by name, `TEXTFIELD_BINARY`'s first.
  static var searchPath: String { BuiltProgram.searchPath(products: directory.path) }

  /// The path of the executable product `name`, or for `textfield` the binary
  /// `TEXTFIELD_BINARY` names when it is set (`.ci/run` runs these tests again against the lean
  /// build of `Scripts/build-lean.sh`).
  static func path(_ name: String) -> String { BuiltProgram.path(of: name, in: directory.path) }
}
