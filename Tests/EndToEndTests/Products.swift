import Foundation

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

  /// The folders to put first in `PATH` to run the products by name: the folder of
  /// `TEXTFIELD_BINARY` (a binary named `textfield`) when it is set, then the products folder.
  static var searchPath: String {
    var folders = [directory.path]
    if let binary = ProcessInfo.processInfo.environment["TEXTFIELD_BINARY"] {
      folders.insert(URL(fileURLWithPath: binary).deletingLastPathComponent().path, at: 0)
    }
    return folders.joined(separator: ":")
  }

  /// The path of the executable product `name`, or for `textfield` the binary
  /// `TEXTFIELD_BINARY` names when it is set (`.ci/run` runs these tests again against the lean
  /// build of `Scripts/build-lean.sh`).
  static func path(_ name: String) -> String {
    if name == "textfield", let binary = ProcessInfo.processInfo.environment["TEXTFIELD_BINARY"] {
      return binary
    }
    return directory.appendingPathComponent(name).path
  }
}
